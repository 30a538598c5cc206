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

    func testARightToLeftParagraphPutsALatinStringsTrailingPunctuationFirst() async {
        XCTAssertEqual(items("Hello!", .rtl), ["!|rtl|-", "Hello|ltr|-"])
        XCTAssertEqual(items("Hello!", .ltr), ["Hello!|ltr|-"])
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
        let ltr = TextFitting.truncated(label, width: 100, font: body, measurer: m, direction: .ltr)
        XCTAssertEqual(ltr, "مرحبا بكم…\u{200F}", "a mark keeps the ellipsis on the Arabic's left end in a left-to-right UI")
        XCTAssertEqual(m.measure(ltr, font: body).width, 100, "the mark takes no room")
        XCTAssertEqual(items(ltr, .ltr), ["مرحبا بكم…|rtl|Arab"], "the ellipsis is drawn inside the right-to-left run: on its left")
        let rtl = TextFitting.truncated(label, width: 100, font: body, measurer: m, direction: .rtl)
        XCTAssertEqual(rtl, "مرحبا بكم…", "in a right-to-left paragraph nothing more is needed")
        XCTAssertEqual(items(rtl, .rtl), ["مرحبا بكم…|rtl|Arab"])
        // Without the mark a left-to-right paragraph would draw the ellipsis on the right, next
        // to the first word.
        XCTAssertEqual(items("مرحبا بكم…", .ltr), ["مرحبا بكم|rtl|Arab", "…|ltr|-"])
    }

    func testACutLatinNameInARightToLeftParagraphKeepsItsEllipsisOnTheRight() async {
        let cut = TextFitting.truncated("Cappuccino grande", width: 100, font: body, measurer: m, direction: .rtl)
        XCTAssertEqual(cut, "Cappuccin…\u{200E}")
        XCTAssertEqual(items(cut, .rtl), ["Cappuccin…|ltr|-"])
        XCTAssertEqual(TextFitting.truncated("Cappuccino grande", width: 100, font: body, measurer: m), "Cappuccin…",
                       "left to right, as before: no mark")
    }
}
