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

    func testEveryCharacterGetsTheDirectionOfTheUnicodeTable() async {
        // Strong right to left (R, AL) or starting right-to-left text (RLE, RLO, RLI): a left-to-right
        // line holding one is not one run.
        for s: Unicode.Scalar in ["\u{05D0}", "\u{0628}", "\u{200F}", "\u{061C}", "\u{202B}", "\u{202E}", "\u{2067}",
                                  "\u{05FF}", "\u{08B5}"] {   // the last two unassigned: DerivedBidiClass's defaults R and AL
            XCTAssertTrue(Bidi.canRunRightToLeft(s), "U+\(String(s.value, radix: 16))")
        }
        for s: Unicode.Scalar in ["a", "1", " ", "!", "\u{0663}", "\u{06F1}", "\u{20AC}", "\u{0300}", "\u{064B}", "\u{200D}",
                                  "\u{2069}", "\u{0928}", "\u{4E2D}", "\u{1F600}", "\u{FEFF}", "\u{10FFFF}"] {
            XCTAssertFalse(Bidi.canRunRightToLeft(s), "U+\(String(s.value, radix: 16))")
        }
        XCTAssertEqual(Bidi.lastStrongDirection("\u{0928}\u{094D}"), .ltr, "Devanagari is L, its virama NSM")
        XCTAssertEqual(Bidi.lastStrongDirection("\u{4E2D}。"), .ltr)
        XCTAssertEqual(Bidi.lastStrongDirection("x\u{200F}"), .rtl, "RLM is a strong R")
        XCTAssertNil(Bidi.lastStrongDirection("\u{0663}\u{06F1} \u{1F600}"), "Arabic-Indic digits, extended digits, emoji")
    }

    /// Rows of Unicode's BidiCharacterTest.txt (code points; paragraph direction, 2 for the text's
    /// own; the levels, x for characters X9 removes; the visual order of the rest). The rows
    /// after the first block the old Swift algorithm failed: paired brackets (N0) and the
    /// paragraph direction taken from the text (P2–P3).
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
        0627 0628 062C 0020 0062 006F 006F 006B 0028 0073 0029;1;1 1 1 1 2 2 2 2 2 2 2;4 5 6 7 8 9 10 3 2 1 0
        0061 0028 0062 0029 0331;1;2 2 2 2 2;0 1 2 3 4
        05D0 0028 05D1 0029 0331;0;1 1 1 1 1;4 3 2 1 0
        0041 200F 005B 05D0 005D 200D 20D6;0;0 1 1 1 1 x 1;0 6 4 3 2 1
        05D0 0028 0061 005B 0062 005D 0021 0029 05D1;1;1 1 2 2 2 2 1 1 1;8 7 6 2 3 4 5 1 0
        062A 0031 002F 0032;2;1 2 2 2;1 2 3 0
        202A 05D0 0028 05D1 202C 202D 0029;2;x 3 3 3 x x 2;3 2 1 6
        """
        for row in rows.split(separator: "\n") {
            let f = row.split(separator: ";")
            let scalars = f[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let base: TextDirection = f[1] == "1" ? .rtl : .ltr
            let fromText = f[1] == "2"
            let expected = f[2].split(separator: " ").map(String.init)
            let levels = Bidi.levels(scalars, base: base, fromText: fromText)
            for (i, e) in expected.enumerated() where e != "x" {
                XCTAssertEqual(String(levels[i]), e, "\(row): level of character \(i)")
            }
            var order: [Int] = []
            for r in Bidi.visualRuns(scalars, base: base, fromText: fromText) {
                order += r.direction == .rtl ? r.range.reversed() : Array(r.range)
            }
            XCTAssertEqual(order.filter { expected[$0] != "x" }.map(String.init).joined(separator: " "), String(f[3]), String(row))
        }
    }

    /// Rule N0: a pair of brackets takes the direction of the text inside it when that matches the
    /// embedding's, else the direction before it, so both brackets of "(s)" stay with the Latin
    /// word in an Arabic sentence and both of "(1)" stay with the Arabic one. Without N0 the
    /// closing bracket, a neutral at the paragraph's end, went to the right-to-left side.
    func testPairedBracketsGoTogetherWithTheTextTheyEnclose() async {
        XCTAssertEqual(runs("ابج book(s)", .rtl), ["book(s)@2", "ابج @1"])
        XCTAssertEqual(visual("ابج book(s)", .rtl), "book(s) جبا")
        // UAX #9's example (BidiBrackets): "AB(CD[&ef]!)gh" with AB and CD Hebrew, right to left. The
        // brackets around "&ef" hold L text opposite to the embedding, with R before them: they go
        // right to left with "CD"; the outer pair holds R text: right to left as well.
        // (`visual` shows brackets unmirrored: in a right-to-left run the shaper draws ")" as "(",
        // rule L4. On screen this reads "gh(![ef&]דג)בא".)
        XCTAssertEqual(visual("אב(גד[&ef]!)gh", .rtl), "gh)!]ef&[דג(בא")
        // A number in brackets after an Arabic word: the pair takes the Arabic's direction, in either
        // paragraph direction ("(1) ةظحالم" on screen).
        XCTAssertEqual(visual("ملاحظة (1)", .rtl), ")1( ةظحالم")
        XCTAssertEqual(visual("ملاحظة (1)", .ltr), ")1( ةظحالم")
    }

    /// The paragraph takes the direction of its text's first strong character (P2–P3), the given
    /// one only when it has none: an English label in an Arabic screen keeps "!" on its right, an
    /// Arabic one in an English screen its full stop on its left.
    func testAParagraphTakesTheDirectionOfItsFirstStrongCharacter() async {
        let english = Array("Hello!".unicodeScalars)
        XCTAssertEqual(Bidi.visualRuns(english, base: .rtl, fromText: true), [BidiRun(range: 0..<6, level: 0)])
        let arabic = Array("مرحبا.".unicodeScalars)
        XCTAssertEqual(Bidi.visualRuns(arabic, base: .ltr, fromText: true), [BidiRun(range: 0..<6, level: 1)])
        XCTAssertEqual(Bidi.paragraphDirection("12: Hello", fallback: .rtl), .ltr, "digits are not strong")
        XCTAssertEqual(Bidi.paragraphDirection("12 + 3", fallback: .rtl), .rtl, "no strong character: the given direction")
        XCTAssertEqual(Bidi.paragraphDirection("\u{2067}שלום\u{2069} ok", fallback: .rtl), .ltr, "an isolate's text is skipped")
        // What the text layer draws: the shaper gets the items in visual order.
        XCTAssertEqual(TextItemizer.items("Hello!", base: .rtl), [TextItem("Hello!")])
        XCTAssertEqual(TextItemizer.items("مرحبا.", base: .ltr), [TextItem("مرحبا.", .rtl, TextScript("\u{0645}"))])
    }

    func testTheLastStrongDirectionSkipsDigitsAndPunctuation() async {
        XCTAssertEqual(Bidi.lastStrongDirection("Price 12.50!"), .ltr)
        XCTAssertEqual(Bidi.lastStrongDirection("Total: السعر 12"), .rtl)
        XCTAssertNil(Bidi.lastStrongDirection("12 + 3 = 15"))
    }
}
