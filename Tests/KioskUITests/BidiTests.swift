import XCTest
@testable import KioskUICore

/// The Unicode Bidirectional Algorithm on numbers: levels and visual order of real labels, and
/// rows of Unicode's own conformance file.
@MainActor
final class BidiTests: XCTestCase {
    /// The runs of `text` left to right on screen, each as its characters (logical order) and level.
    private func runs(_ text: String, _ base: TextDirection) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return Bidi.visualRuns(scalars, base: base).map { "\(String(String.UnicodeScalarView(scalars[$0.range])))@\($0.level)" }
    }

    /// What a reader sees, left to right: each right-to-left run's characters reversed.
    private func visual(_ text: String, _ base: TextDirection) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        for r in Bidi.visualRuns(scalars, base: base) {
            out += r.direction == .rtl ? Array(scalars[r.range].reversed()) : Array(scalars[r.range])
        }
        return String(out)
    }

    func testAnArabicPriceKeepsItsNumberLeftToRightAndTheEuroAtTheEnd() async {
        let price = "السعر 1.50 €"
        // Right to left: the word on the right, then the number read left to right, the euro sign
        // (a terminator that is no European number's here: W2 made the digits Arabic) at the left end.
        XCTAssertEqual(runs(price, .rtl), [" €@1", "1.50@2", "السعر @1"])
        XCTAssertEqual(visual(price, .rtl), "€ 1.50 رعسلا")
        // In a left-to-right paragraph the Arabic block is reversed in place and the euro stays right.
        XCTAssertEqual(runs(price, .ltr), ["1.50@2", "السعر @1", " €@0"])
        XCTAssertEqual(visual(price, .ltr), "1.50 رعسلا €")
    }

    func testALatinProductNameInsideArabicReadsLeftToRightInItsPlace() async {
        let label = "اشتر iPhone 15 الآن"   // "buy iPhone 15 now"
        XCTAssertEqual(runs(label, .rtl), [" الآن@1", "iPhone 15@2", "اشتر @1"])
        XCTAssertEqual(visual(label, .rtl), "نآلا iPhone 15 رتشا")
    }

    func testHebrewRunsRightToLeftAndItsTrailingPunctuationFollowsTheParagraph() async {
        XCTAssertEqual(runs("שלום עולם", .rtl), ["שלום עולם@1"])
        XCTAssertEqual(visual("שלום עולם", .rtl), "םלוע םולש")
        // Left to right, "!" sits after the Hebrew on the right; right to left, on the left.
        XCTAssertEqual(visual("שלום!", .ltr), "םולש!")
        XCTAssertEqual(visual("שלום!", .rtl), "!םולש")
    }

    func testLatinInARightToLeftParagraphPutsItsTrailingPunctuationOnTheLeft() async {
        XCTAssertEqual(runs("Hello!", .rtl), ["!@1", "Hello@2"])
        XCTAssertEqual(visual("Hello, world.", .rtl), ".Hello, world")
        XCTAssertEqual(runs("Total: 12", .rtl), ["Total: 12@2"], "digits after Latin stay with it (W7)")
    }

    func testPureLeftToRightTextIsOneRunAtLevelZeroInEitherCase() async {
        for s in ["Hello, world! 42", "Grüße (10 €)", "日本語のテキスト", "Emoji 😀👍🏽 ok"] {
            XCTAssertEqual(runs(s, .ltr), ["\(s)@0"], s)
        }
        XCTAssertFalse("Grüße 日本 😀".unicodeScalars.contains(where: Bidi.canRunRightToLeft), "the fast path's test")
        XCTAssertTrue("a ب".unicodeScalars.contains(where: Bidi.canRunRightToLeft))
        XCTAssertEqual(runs("", .rtl), [])
    }

    func testEveryCharacterGetsTheClassOfTheUnicodeTable() async {
        let cases: [(Unicode.Scalar, BidiClass)] = [
            ("a", .L), ("1", .EN), (" ", .WS), ("!", .ON), ("+", .ES), ("$", .ET), (",", .CS), ("\t", .S), ("\n", .B),
            ("\u{05D0}", .R), ("\u{0628}", .AL), ("\u{0663}", .AN), ("\u{06F1}", .EN), ("\u{20AC}", .ET),
            ("\u{0300}", .NSM), ("\u{064B}", .NSM), ("\u{200D}", .BN), ("\u{200F}", .R), ("\u{061C}", .AL),
            ("\u{202B}", .RLE), ("\u{2067}", .RLI), ("\u{2069}", .PDI), ("\u{0928}", .L), ("\u{094D}", .NSM),
            ("\u{4E2D}", .L), ("\u{1F600}", .ON), ("\u{FEFF}", .BN),
            ("\u{05FF}", .R), ("\u{08B5}", .AL), ("\u{10FFFF}", .BN),   // unassigned: DerivedBidiClass defaults
        ]
        for (s, c) in cases { XCTAssertEqual(BidiClass(s), c, "U+\(String(s.value, radix: 16))") }
        XCTAssertEqual(BidiClassTable.unicodeVersion, "14.0.0")
    }

    /// Rows of Unicode's BidiCharacterTest.txt (code points; paragraph direction; the levels, x for
    /// characters X9 removes; the visual order of the rest). None has paired brackets (rule N0
    /// is not supported).
    func testRowsOfTheUnicodeConformanceFile() async throws {
        let rows = """
        05D0 2067 202A 0041;1;1 1 x 4;3 1 0
        05D0 2066 202A 2069 05D1;0;1 1 x 1 1;4 3 1 0
        0061 2067 202C 202E 2069 0062;1;2 2 x x 2 2;0 1 4 5
        05D0 0029 2066 202B 2069 0627;0;1 1 1 x 1 1;5 4 2 1 0
        202E 0061 202A 0062 202C 2066 0063 2069 202A 0064 202C 0065 202C;1;x 3 x 4 x 3 4 3 x 4 x 3 x;11 9 7 6 5 3 1
        202D 0661 202B 0662 202C 2068 0663 2069 202B 0664 202C 0665 202C;0;x 2 x 4 x 2 6 2 x 4 x 2 x;1 3 5 6 7 9 11
        0627 202A 002A 202C 0020 0031 002D 0032;0;1 x 2 x 0 0 0 0;2 0 4 5 6 7
        0061 202E 002A 202C 0020 0031 0020 0032 002D 0033;1;2 x 3 x 1 2 1 2 2 2;7 8 9 6 5 4 0 2
        061C 0020 06F1 0020 06F2 002D 06F3;0;1 1 2 1 2 1 2;6 5 4 3 2 1 0
        062A 0031 002F 0032;0;1 2 2 2;1 2 3 0
        0661 002D 0031;0;2 0 0;0 1 2
        05D0 0020 0031 002D 0032;0;1 1 2 2 2;2 3 4 1 0
        0061 202B 05D1 202C 0020 0031 0020 0032;1;2 x 3 x 1 2 1 2;7 6 5 4 0 2
        05D0 202B 0062 202C 0020 0031 0020 0032;1;1 x 4 x 1 2 1 2;7 6 5 4 2 0
        """
        for row in rows.split(separator: "\n") {
            let f = row.split(separator: ";")
            let scalars = f[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let base: TextDirection = f[1] == "1" ? .rtl : .ltr
            let expected = f[2].split(separator: " ").map(String.init)
            let levels = Bidi.levels(scalars.map(BidiClass.init), base: base)
            for (i, e) in expected.enumerated() where e != "x" {
                XCTAssertEqual(String(levels[i]), e, "\(row): level of character \(i)")
            }
            var order: [Int] = []
            for r in Bidi.visualRuns(scalars, base: base) {
                order += r.direction == .rtl ? r.range.reversed() : Array(r.range)
            }
            XCTAssertEqual(order.filter { expected[$0] != "x" }.map(String.init).joined(separator: " "), String(f[3]), String(row))
        }
    }

    func testTheLastStrongDirectionSkipsDigitsAndPunctuation() async {
        XCTAssertEqual(Bidi.lastStrongDirection("Price 12.50!"), .ltr)
        XCTAssertEqual(Bidi.lastStrongDirection("Total: السعر 12"), .rtl)
        XCTAssertNil(Bidi.lastStrongDirection("12 + 3 = 15"))
    }
}
