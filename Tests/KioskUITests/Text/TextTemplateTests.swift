import XCTest
@testable import KioskUICore

/// Text that shows controls' values: `{ID}` stands for a value, `{{` and `}}` for braces, and a
/// mistake names itself with the fix.
final class TextTemplateTests: XCTestCase {
    func testValuesAndTextAlternateInOrder() async throws {
        let t = try TextTemplate("{minutes} min in {zone}, {minutes}!")
        XCTAssertEqual(t.parts, [.value(id: "minutes"), .text(" min in "), .value(id: "zone"), .text(", "),
                                 .value(id: "minutes"), .text("!")])
        XCTAssertEqual(t.ids, ["minutes", "zone"], "each id once, in order of first appearance")
        XCTAssertTrue(t.isLive)
        XCTAssertEqual(t.text { ["minutes": "60", "zone": "Zone B"][$0] ?? "?" }, "60 min in Zone B, 60!")
    }

    func testDoubledBracesAreBracesAndALoneClosingBraceIsItself() async throws {
        let t = try TextTemplate("{{literal}} and }} and } and {{{x}}}")
        XCTAssertEqual(t.text { _ in "V" }, "{literal} and } and } and {V}")
        XCTAssertEqual(t.ids, ["x"])
        let plain = try TextTemplate("a {{b}}")
        XCTAssertFalse(plain.isLive, "braces only: plain text, no live update")
        XCTAssertEqual(plain.text { _ in "" }, "a {b}")
        XCTAssertEqual(try TextTemplate("").parts, [])
    }

    /// A text without braces is one part, as written, whatever it holds (the walk by Character is
    /// skipped for it); a brace with a combining mark after it is still not a value's brace.
    func testTextWithoutBracesIsOnePartAsWritten() async throws {
        for source in ["Pay now", "ادفع الآن", "e\u{301}\u{1F44D}\u{1F3FD} 20 €", " ", "\n"] {
            XCTAssertEqual(try TextTemplate(source).parts, [.text(source)], source)
            XCTAssertFalse(try TextTemplate(source).isLive)
        }
        XCTAssertEqual(try TextTemplate("a {\u{301}x}").parts, [.text("a {\u{301}x}")], "a brace a mark belongs to is text")
    }

    func testMistakesSayWhatIsWrongAndHowToWriteABrace() async {
        let cases: [(String, String)] = [
            ("Price {minutes", "never closed"),
            ("{} min", "names no control"),
            ("{two words}", "is not a control's id"),
            ("{a.b.c}", "is not a control's id"),
            ("{a.}", "is not a control's id"),
        ]
        for (source, expected) in cases {
            XCTAssertThrowsError(try TextTemplate(source), source) { e in
                XCTAssertTrue("\(e)".contains(expected), "\(source) → \(e)")
                XCTAssertTrue("\(e)".contains("{{"), "\(source) → \(e) says how to write a brace")
            }
        }
    }
}
