import XCTest
@testable import KioskUICore

/// The text field's editing model on values: what typing, backspace, select-all and the arrows do
/// to the text and the caret, per input kind, with `maxLength`, and in right-to-left and mixed text.
@MainActor
final class TextEditModelTests: XCTestCase {
    func testTypingInsertsAtTheCaretAndBackspaceDeletesTheGraphemeBeforeIt() async {
        var m = TextEditModel(text: "AB3")
        m.moveCaret(to: 2)
        XCTAssertTrue(m.insert("12"))
        XCTAssertEqual(m.text, "AB123")
        XCTAssertEqual(m.caret, 4)
        XCTAssertTrue(m.deleteBackward())
        XCTAssertEqual(m.text, "AB13")
        XCTAssertEqual(m.caret, 3)
        // One grapheme a step: e + combining acute, and a flag (two regional indicators).
        var g = TextEditModel(text: "Cafe\u{301}🇩🇪")
        XCTAssertEqual(g.count, 5)
        g.deleteBackward()
        XCTAssertEqual(g.text, "Cafe\u{301}")
        g.deleteBackward()
        XCTAssertEqual(g.text, "Caf")
        g.moveToStart()
        XCTAssertFalse(g.deleteBackward(), "nothing before the caret at the start")
        XCTAssertEqual(g.text, "Caf")
    }

    func testSelectAllIsReplacedByTypingAndClearedByBackspace() async {
        var m = TextEditModel(text: "old")
        m.selectAll()
        XCTAssertTrue(m.isAllSelected)
        m.insert("n")
        XCTAssertEqual(m.text, "n")
        XCTAssertFalse(m.isAllSelected)
        m.insert("ew")
        m.selectAll()
        XCTAssertTrue(m.deleteBackward())
        XCTAssertEqual(m.text, "")
        // A caret move drops the selection: typing then inserts.
        var k = TextEditModel(text: "ab")
        k.selectAll()
        k.moveVisually(-1, base: .ltr)
        k.insert("x")
        XCTAssertEqual(k.text, "axb")
    }

    func testMaxLengthCountsCharactersAndStopsTyping() async {
        var m = TextEditModel(kind: .plate, maxLength: 4)
        XCTAssertFalse(m.insert("ab 123"), "typing past maxLength is refused")
        XCTAssertEqual(m.text, "AB 1")
        XCTAssertTrue(m.isFull)
        XCTAssertFalse(m.insert("9"))
        m.deleteBackward()
        XCTAssertTrue(m.insert("é"))
        XCTAssertEqual(m.text, "AB É", "a letter with its accent is one character")
        // `set` is cut the same way.
        XCTAssertEqual(TextEditModel(text: "123456", kind: .pin, maxLength: 4).text, "1234")
    }

    func testEachKindTakesItsCharacters() async {
        func typed(_ s: String, _ kind: TextInputKind) -> String {
            var m = TextEditModel(kind: kind)
            m.insert(s)
            return m.text
        }
        XCTAssertEqual(typed("12a3-4 ", .pin), "1234")
        // The language's digits are typed as ASCII digits in numeric kinds.
        XCTAssertEqual(typed("١٢٣٤", .pin), "1234")
        XCTAssertEqual(typed("۱۲", .number), "12")
        XCTAssertEqual(typed("१२", .pin), "12")
        XCTAssertEqual(typed("3,5.2x", .number), "3.52", "one decimal point; a comma is one")
        XCTAssertEqual(typed("٣٫٥", .number), "3.5")
        XCTAssertEqual(typed("+49 (30) 123-45", .phone), "+49 30 123-45")
        XCTAssertEqual(typed("ab-12 c!", .plate), "AB-12 C")
        XCTAssertEqual(typed("12 أ ب", .plate), "12 أ ب", "Arabic letters are letters; no case to change")
        XCTAssertEqual(typed("٣٤ ب", .plate), "٣٤ ب", "a plate keeps its digits as printed")
        XCTAssertEqual(typed("Ann-Marie O'Neil 2", .name), "Ann-Marie O'Neil ")
        XCTAssertEqual(typed("a b@x.org<>", .email), "ab@x.org")
        XCTAssertEqual(typed("line\none\ttab", .text), "lineonetab", "one line: no line breaks or controls")
    }

    func testArrowsMoveVisuallyInRightToLeftText() async {
        // "مرحبا" in a right-to-left paragraph: the text's end shows at the left edge.
        var m = TextEditModel(text: "مرحبا")
        XCTAssertEqual(m.caretSlots(base: .rtl), [5, 4, 3, 2, 1, 0])
        XCTAssertEqual(m.caret, 5)
        XCTAssertFalse(m.moveVisually(-1, base: .rtl), "already at the left end")
        XCTAssertTrue(m.moveVisually(+1, base: .rtl))
        XCTAssertEqual(m.caret, 4, "the right arrow goes back towards the start of Arabic text")
        // Backspace is logical: it deletes the character before the caret in the text.
        m.deleteBackward()
        XCTAssertEqual(m.text, "مرحا")
        // A Latin word in a left-to-right field: the right arrow goes forward.
        var l = TextEditModel(text: "abc")
        l.moveToStart()
        l.moveVisually(+1, base: .rtl)
        XCTAssertEqual(l.caret, 1, "a Latin text runs left to right even on an Arabic screen")
    }

    func testAMixedPlateShowsInTheRightOrderAndTheCaretWalksIt() async {
        // "12 أ ب": the paragraph is Arabic (its first strong letter); on screen, left to right:
        // ب, space, أ, space, 1, 2 — read right to left: 12, then أ, then ب.
        let m = TextEditModel(text: "12 أ ب")
        XCTAssertEqual(m.paragraphDirection(base: .ltr), .rtl)
        XCTAssertEqual(m.visualOrder(base: .ltr).map { String(m.characters[$0]) }, ["ب", " ", "أ", " ", "1", "2"])
        // From the end (left edge), the right arrow visits every slot to the right edge in turn.
        var w = m
        var slots: [Int] = [w.caretSlots(base: .rtl)[w.caret]]
        while w.moveVisually(+1, base: .rtl) { slots.append(w.caretSlots(base: .rtl)[w.caret]) }
        XCTAssertEqual(slots, [0, 1, 2, 3, 4, 5, 6], "one step right on screen each time, never skipping or turning back")
        // Every place in the text is reached: at the seam "before 1" shows left of the 1 and
        // "after 2" right of the 2 (the digits run left to right inside the Arabic line).
        XCTAssertEqual(m.caretSlots(base: .rtl), [4, 5, 6, 3, 2, 1, 0])
        XCTAssertEqual(w.caret, 2, "the right edge is after the 2")
        while w.moveVisually(-1, base: .rtl) {}
        XCTAssertEqual(w.caretSlots(base: .rtl)[w.caret], 0)
    }
}
