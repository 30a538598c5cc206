import XCTest
@testable import KioskUICore

/// How a line is cut into shaped pieces (bidi level, then script), and where truncation puts the
/// ellipsis, on numbers with fixed metrics.
@MainActor
final class TextItemizerTests: XCTestCase {
    private func items(_ text: String, _ base: TextDirection) -> [String] {
        TextItemizer.items(text, base: base).map { i in
            "\(i.text)|\(i.shaping.direction == .rtl ? "rtl" : "ltr")|\(i.shaping.script?.rawValue ?? "-")"
        }
    }

    func testPlainLeftToRightTextIsOneUnshapedItem() async {
        XCTAssertEqual(items("Hello, world! 42 €", .ltr), ["Hello, world! 42 €|ltr|-"])
        XCTAssertEqual(items("Mixed 漢字 and 😀", .ltr), ["Mixed 漢字 and 😀|ltr|-"])
        XCTAssertEqual(TextItemizer.items("", base: .rtl), [])
    }

    func testArabicIsShapedRightToLeftAsArabicAndItsNumberLeftToRight() async {
        XCTAssertEqual(items("السعر 1.50 €", .rtl), [" €|rtl|-", "1.50|ltr|-", "السعر |rtl|Arab"])
        XCTAssertEqual(items("مرحبا بكم", .ltr), ["مرحبا بكم|rtl|Arab"], "the space between two Arabic words stays in the word run")
    }

    func testDevanagariIsToldItsScriptAndLatinAroundItIsNot() async {
        XCTAssertEqual(items("नमस्ते", .ltr), ["नमस्ते|ltr|Deva"])
        XCTAssertEqual(items("Hindi हिन्दी text", .ltr), ["Hindi |ltr|-", "हिन्दी |ltr|Deva", "text|ltr|-"])
        XCTAssertEqual(items("(हिन्दी)", .ltr), ["(हिन्दी)|ltr|Deva"], "punctuation first takes the script after it")
    }

    /// A text runs in its own direction (its first strong character's): a Latin string in a
    /// right-to-left screen keeps its "!" on the right, as one plain item. Only a text with no
    /// strong character takes the screen's direction.
    func testALatinStringInARightToLeftScreenKeepsItsTrailingPunctuationOnTheRight() async {
        XCTAssertEqual(items("Hello!", .rtl), ["Hello!|ltr|-"])
        XCTAssertEqual(items("Hello!", .ltr), ["Hello!|ltr|-"])
        XCTAssertEqual(items("12!", .rtl), ["!|rtl|-", "12|ltr|-"], "no strong character: the screen's direction")
        XCTAssertEqual(items("مرحبا!", .ltr), ["مرحبا!|rtl|Arab"], "an Arabic text in a left-to-right screen: its ! on the left")
    }

    func testDirectionMarksOrderTextButAreNotShaped() async {
        XCTAssertEqual(items("مرحبا…\u{200F}", .ltr), ["مرحبا…|rtl|Arab"])
        XCTAssertEqual(items("abc\u{200E}", .ltr), ["abc|ltr|-"])
    }

    // MARK: Truncation

    let m = FixedTextMeasurer()   // 10 px per character at size 20
    let body = Font(size: 20)

    func testACutArabicLabelKeepsItsEllipsisAfterItsLastWordInEitherDirection() async {
        let label = "مرحبا بكم في المتجر"   // 19 characters, 190 px
        for direction in [TextDirection.ltr, .rtl] {
            // The text runs right to left in either screen: the ellipsis is drawn inside its run, on
            // its left, with no mark.
            let cut = TextFitting.truncated(label, width: 100, font: body, measurer: m, direction: direction)
            XCTAssertEqual(cut, "مرحبا بكم…")
            XCTAssertEqual(items(cut, direction), ["مرحبا بكم…|rtl|Arab"])
        }
        // A left-to-right text that ends in Arabic: the mark keeps the ellipsis at the Arabic's
        // left end; without it the ellipsis would sit on the right, next to the first Arabic word.
        let mixed = TextFitting.truncated("Menu مرحبا بكم في", width: 100, font: body, measurer: m, direction: .rtl)
        XCTAssertEqual(mixed, "Menu مرحب…\u{200F}")
        XCTAssertEqual(m.measure(mixed, font: body).width, 100, "the mark takes no room")
        XCTAssertEqual(items(mixed, .rtl), ["Menu |ltr|-", "مرحب…|rtl|Arab"])
        XCTAssertEqual(items("Menu مرحب…", .rtl), ["Menu |ltr|-", "مرحب|rtl|Arab", "…|ltr|-"])
    }

    func testACutLatinNameInARightToLeftParagraphKeepsItsEllipsisOnTheRight() async {
        for direction in [TextDirection.ltr, .rtl] {
            let cut = TextFitting.truncated("Cappuccino grande", width: 100, font: body, measurer: m, direction: direction)
            XCTAssertEqual(cut, "Cappuccin…", "a Latin text runs left to right in either screen: no mark")
            XCTAssertEqual(items(cut, direction), ["Cappuccin…|ltr|-"])
        }
        // An Arabic text that ends in Latin: a mark keeps the ellipsis on the Latin's right end.
        let cut = TextFitting.truncated("شاي Cappuccino grande", width: 100, font: body, measurer: m)
        XCTAssertEqual(cut, "شاي Cappu…\u{200E}")
        XCTAssertEqual(items(cut, .ltr), ["Cappu…|ltr|-", "شاي |rtl|Arab"])
    }
}
