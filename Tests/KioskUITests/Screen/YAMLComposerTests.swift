import XCTest
@testable import KioskUICore

/// The tree libyaml's events become: kinds by quoting, lines of values and keys, aliases, and the
/// parser's errors with the line a person would look at.
@MainActor
final class YAMLComposerTests: XCTestCase {
    private func compose(_ text: String) throws -> ScreenNode {
        try XCTUnwrap(try YAMLComposer.compose(text), "no document in: \(text)")
    }

    private func syntaxError(_ text: String) -> YAMLSyntaxError? {
        do {
            _ = try YAMLComposer.compose(text)
            XCTFail("accepted: \(text)")
        } catch {
            return error as? YAMLSyntaxError
        }
        return nil
    }

    func testScalarsAreTypedOnlyWhenUnquoted() async throws {
        let n = try compose("a: 12\nb: \"12\"\nc: true\nd: 'true'\ne: ~\nf:\ng: |\n  12\n")
        let kinds = n.entries?.map { e -> ScreenNode.ScalarKind? in
            if case let .scalar(_, k) = e.value.value { return k }
            return nil
        }
        XCTAssertEqual(kinds, [.number, .string, .bool, .string, .null, .null, .string])
        XCTAssertEqual(n.entries?.last?.value.text, "12\n")
    }

    func testKeysAndValuesKeepTheirLines() async throws {
        let n = try compose("# a comment\nroot:\n  type: column\n  children:\n    - {type: label,\n       text: Hi}\n")
        let root = try XCTUnwrap(n.entries?.first)
        XCTAssertEqual(root.line, 2)
        XCTAssertEqual(root.value.line, 3)
        let children = try XCTUnwrap(root.value.entries?.last)
        XCTAssertEqual(children.line, 4)
        let label = try XCTUnwrap(children.value.items?.first)
        XCTAssertEqual(label.line, 5)
        XCTAssertEqual(label.entries?.map(\.key), ["type", "text"])
        XCTAssertEqual(label.entries?.map(\.line), [5, 6])
    }

    func testAnAliasIsTheAnchoredNodeWithItsOwnLines() async throws {
        let n = try compose("base: &b {type: label, text: hi}\nroot: *b\n")
        let root = try XCTUnwrap(n.entries?.last?.value)
        XCTAssertEqual(root.line, 1)
        XCTAssertEqual(root.entries?.last?.value.text, "hi")
    }

    func testANonScalarKeyIsNamedAsSuch() async throws {
        let n = try compose("? [a, b]\n: 1\n")
        XCTAssertEqual(n.entries?.first?.key, "(a key that is not text)")
    }

    func testNoDocumentIsNil() async throws {
        XCTAssertNil(try YAMLComposer.compose(""))
        XCTAssertNil(try YAMLComposer.compose("# only a comment\n\n"))
        XCTAssertNotNil(try YAMLComposer.compose("---\n"))
    }

    func testErrorsNameTheLineAndWhatWasBeingRead() async {
        XCTAssertEqual(syntaxError("a: 1\nb: [x, y\n"),
                       YAMLSyntaxError(line: 3, problem: "did not find expected ',' or ']' (while parsing a flow sequence that starts on line 2)"))
        XCTAssertEqual(syntaxError("a: 1\n---\nb: 2\n"),
                       YAMLSyntaxError(line: 2, problem: "but found another document (expected a single document in the stream that starts on line 1)"))
        XCTAssertEqual(syntaxError("a: 1\nb: *nowhere\n"), YAMLSyntaxError(line: 2, problem: "found undefined alias"))
    }

    /// A control character is placed by its byte offset, counted in lines, after multi-byte text.
    func testAControlCharacterIsPlacedOnItsLine() async {
        XCTAssertEqual(syntaxError("a: äöü 界\nb: 😀\nc: x\u{7}y\n"), YAMLSyntaxError(line: 3, problem: "control characters are not allowed"))
    }
}
