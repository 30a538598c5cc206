import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Regressions for what `ScreenFuzzTests` found, and the limits that fixed it: each hostile file
/// is refused with `FILE:LINE: field: …` instead of crashing or hanging (docs/reliability.md).
@MainActor
final class ScreenLimitTests: XCTestCase {
    private func refusal(_ text: String, file: String = "limit.yaml") -> ScreenIssue? {
        do {
            _ = try Screen.parse(text, file: file)
            XCTFail("accepted: \(text.prefix(80))")
        } catch let e as ScreenError {
            return e.issues.first
        } catch {
            XCTFail("not a ScreenError: \(error)")
        }
        return nil
    }

    /// 100,000 nested `[` would overflow the YAML parser's stack (SIGSEGV): refused before it runs.
    func testHundredThousandNestedBracketsAreRefusedNotACrash() async {
        let text = "root:\n  type: label\n  text: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        let issue = refusal(text)
        XCTAssertEqual(issue?.line, 3)
        XCTAssertEqual(issue?.field, "file")
        XCTAssertTrue(issue?.message.contains("nests deeper than 100 levels") == true, "\(String(describing: issue))")
    }

    func testDeepBlockNestingIsRefusedToo() async {
        let text = "root:\n" + (1...1_500).map { String(repeating: " ", count: $0) + "- " }.joined(separator: "\n") + "x\n"
        let issue = refusal(text)
        XCTAssertTrue(issue?.message.contains("nests deeper") == true, "\(String(describing: issue))")
    }

    /// Nesting the pre-scan lets through is still refused, on the line where it passes the limit.
    func testNestingJustOverTheLimitNamesItsLine() async {
        let text = "root:\n  type: label\n  text: x\nextra:\n  " + String(repeating: "[", count: 150) + String(repeating: "]", count: 150) + "\n"
        let issue = refusal(text)
        XCTAssertEqual(issue?.line, 5)
        XCTAssertTrue(issue?.message.contains("nests deeper than 100 levels") == true, "\(String(describing: issue))")
    }

    /// A quote that only looks like one (a plain scalar's second line) cannot hide brackets.
    func testAQuoteInsideAPlainScalarDoesNotHideNesting() async {
        let text = "root:\n  type: label\n  text: Hello\n    'world\nx: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\ny: 'z'\n"
        XCTAssertTrue(refusal(text)?.message.contains("nests deeper") == true)
    }

    func testThirtyNestedColumnsAreFine() async throws {
        var widget = "{type: label, text: deep}"
        for _ in 0..<30 { widget = "{type: column, children: [\(widget)]}" }
        XCTAssertNoThrow(try Screen.parse("root: \(widget)\n", file: "deep.yaml"))
    }

    /// A chain of aliases each one list deeper (`- &a2 [*a1]` …, 100,000 lines) passes the text
    /// pre-scan, and a 100,000-level tree would overflow the stack when it is walked and freed
    /// (SIGSEGV, with Yams as with libyaml): the composer stops where it gets too deep.
    func testAChainOfAliasesNestingAHundredThousandLevelsIsRefusedNotACrash() async {
        let text = "chain:\n- &a0 x\n" + (1..<100_000).map { "- &a\($0) [*a\($0 - 1)]" }.joined(separator: "\n") + "\nroot: {type: spacer}\n"
        let issue = refusal(text)
        XCTAssertEqual(issue?.field, "file")
        XCTAssertEqual(issue?.line, 3 + ScreenLimits.maxScannedDepth, "the line of the alias that went past the limit")
        XCTAssertTrue(issue?.message.contains("nests deeper than 100 levels here (through aliases *name)") == true, "\(String(describing: issue))")
    }

    /// Aliases repeating themselves (10¹² values) would hang the decoder: refused at 100,000.
    func testBillionLaughsAreRefused() async {
        var lines = ["a0: &a0 [ha, ha, ha, ha, ha, ha, ha, ha, ha, ha]"]
        for k in 1..<12 { lines.append("a\(k): &a\(k) [" + Array(repeating: "*a\(k - 1)", count: 10).joined(separator: ", ") + "]") }
        let issue = refusal(lines.joined(separator: "\n") + "\nroot: {type: spacer}\n")
        XCTAssertEqual(issue?.field, "file")
        XCTAssertTrue(issue?.message.contains("more than 100000 values") == true, "\(String(describing: issue))")
    }

    /// `kiosk check` on a FIFO or /dev/zero would block forever: refused by its kind.
    func testFIFOsDevicesAndFoldersAreRefusedWithoutReading() async throws {
        let fifo = KioskProcess.temporaryFile("screen-\(UUID().uuidString).fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        defer { unlink(fifo.path) }
        for path in [fifo.path, "/dev/zero", FileManager.default.temporaryDirectory.path] {
            XCTAssertThrowsError(try Screen.load(path: path)) { e in
                let issue = (e as? ScreenError)?.issues.first
                XCTAssertEqual(issue?.file, path)
                XCTAssertTrue(issue?.message.contains("not a regular file") == true, "\(String(describing: issue))")
            }
        }
    }

    func testAFileOverFourMiBIsRefusedWithItsSize() async {
        let f = KioskProcess.temporaryFile("huge.yaml", contents: "# " + String(repeating: "x", count: 4 << 20) + "\nroot: {type: spacer}\n")
        XCTAssertThrowsError(try Screen.load(path: f.path)) { e in
            XCTAssertTrue("\(e)".contains("\(f.path):1: file: is 4194328 bytes; screen files are limited to 4 MiB"), "\(e)")
        }
    }

    /// 20,000 options are checked for repeats in one pass (a set), not in quadratic time.
    func testTwentyThousandOptionsAreCheckedInOnePass() async throws {
        let options = (0..<20_000).map { "o\($0)" }.joined(separator: ", ")
        let s = try Screen.parse("root: {type: picker, id: p, options: [\(options)]}\n", file: "many.yaml")
        XCTAssertEqual((s.content as? SegmentedPicker)?.options.count, 20_000)
    }

    /// A 10,000-character value is cut short in every message about it, not quoted whole.
    func testLongTextsAreCutShortInMessagesAndAcceptedWhereTextBelongs() async throws {
        let long = String(repeating: "界😀", count: 5_000)
        let ok = try Screen.parse("root: {type: label, text: \"\(long)\"}\n", file: "long.yaml")
        XCTAssertEqual((ok.content as? Label)?.text.count, 10_000)
        for text in ["root: {type: row, spacing: \"\(long)\"}\n", "root: {type: label, text: a, \(long): 1}\n",
                     "root: {type: \(long)}\n", "root: {type: button, id: \"\(long)\", title: A}\n"] {
            let issue = refusal(text)
            XCTAssertLessThan(issue?.message.count ?? 0, 400, issue?.message.prefix(100).description ?? "")
            XCTAssertLessThan(issue?.field.count ?? 0, 100)
        }
    }

    /// NaN, infinities and numbers beyond a Double are not numbers: refused with the field's range.
    func testNonFiniteAndHugeNumbersAreRefusedInEveryNumberField() async {
        for bad in [".nan", ".NaN", ".inf", "-.inf", "1e999", "-1e999", "NaN", "Infinity"] {
            for text in ["root: {type: ruler, min: \(bad), max: 10}\n", "root: {type: ruler, min: 0, max: 10, step: \(bad)}\n",
                         "root: {type: ruler, min: 0, max: 10, value: \(bad)}\n", "root: {type: frame, width: \(bad), content: {type: spacer}}\n",
                         "theme: {fontSize: \(bad)}\nroot: {type: spacer}\n", "root: {type: label, text: a, maxLines: \(bad)}\n",
                         "root: {type: spacer, flex: \(bad)}\n"] {
                let issue = refusal(text)
                XCTAssertTrue(issue?.message.contains("number from") == true, "\(bad) in \(text): \(String(describing: issue))")
            }
        }
    }

    /// A ruler of one value (min = max) and one whose step is larger than its range are usable.
    func testRulersWithOneValueOrAStepLargerThanTheRangeAreAccepted() async throws {
        for text in ["root: {type: ruler, id: r, min: 5, max: 5}\n", "root: {type: ruler, id: r, min: 0, max: 3, step: 10}\n"] {
            let s = try Screen.parse(text, file: "r.yaml")
            let r = try XCTUnwrap(s.content as? RulerWheel)
            XCTAssertEqual(r.value, r.scale.min)
        }
    }
}
