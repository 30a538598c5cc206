import XCTest
@testable import KioskUICore

/// Where wrapped text breaks (UAX #14 through libunibreak, `LineBreaks`), with fixed metrics: body
/// text at scale 1 is 10 px per character. The old wrapping broke only at spaces: a path or a
/// hyphenated word was cut letter by letter at the line's end, a Japanese sentence anywhere.
@MainActor
final class LineBreakTests: XCTestCase {
    let m = FixedTextMeasurer()
    let body = Font(size: 20)

    private func wrap(_ text: String, _ width: Double, language: String? = nil) -> [String] {
        TextLayout.wrapped(text, width: width, maxLines: nil, font: body, measurer: m, language: language).lines
    }

    func testAHyphenatedPathWrapsAfterItsHyphensAndSlashes() async {
        // 20 characters, no space; 10 fit a line. The old wrapping cut it "well-known", "/long-path".
        XCTAssertEqual(wrap("well-known/long-path", 100), ["well-", "known/", "long-path"])
        XCTAssertEqual(wrap("well-known/long-path", 60), ["well-", "known/", "long-", "path"])
        XCTAssertEqual(wrap("A well-known place", 110), ["A well-", "known place"])
    }

    func testAJapaneseSentenceWrapsBetweenCharactersNotBeforeItsSmallKana() async {
        // 13 characters without a space: 5 a line. "の" may start a line; the full stop "。" may not
        // (a closing mark stays with the character before it, UAX #14's CL).
        XCTAssertEqual(wrap("日本語のテキストを折り返す", 50, language: "ja"), ["日本語のテ", "キストを折", "り返す"])
        // After a Latin word the sentence fills the line instead of starting a new one.
        XCTAssertEqual(wrap("Text: 日本語のテキストを折り返す", 80, language: "ja"), ["Text: 日本", "語のテキストを折", "り返す"])
        XCTAssertEqual(wrap("Tokyo 東京都庁の展望台", 100), ["Tokyo 東京都庁", "の展望台"])
        XCTAssertEqual(wrap("日本語です。次へ", 50), ["日本語で", "す。次へ"])
        XCTAssertEqual(wrap("中文文本换行", 30, language: "zh"), ["中文文", "本换行"])
    }

    func testSpacesStillBreakAndTakeNoRoomAtTheEndOfALine() async {
        // The museum heading: at spaces, never inside a word that fits a line.
        XCTAssertEqual(wrap("City Museum", 60), ["City", "Museum"])
        XCTAssertEqual(wrap("City Museum", 110), ["City Museum"])
        // "The quick " is 100 px with its space: the space is no reason to break before "quick".
        XCTAssertEqual(wrap("The quick brown", 90), ["The quick", "brown"])
        // A word wider than the line alone is still broken between characters.
        XCTAssertEqual(wrap("Supercalifragilistic is long", 100), ["Supercalif", "ragilistic", "is long"])
        // No break before a full stop, inside a number, or after an opening bracket.
        XCTAssertEqual(wrap("Pay 12.50 (cash).", 70), ["Pay", "12.50", "(cash)."])
    }

    func testAFlagOrAnEmojiSequenceIsNeverSplitAndDoesNotStopTheKiosk() async {
        // libunibreak 1.1 aborts on a regional indicator (a flag's half): `LineBreaks.standIn`.
        // Two flags: a line may break between them (LB30a), never inside one.
        XCTAssertEqual(wrap("Hi 🇩🇪🇫🇷 ok", 40), ["Hi 🇩🇪", "🇫🇷 ok"])
        XCTAssertEqual(wrap("👨‍👩‍👧👨‍👩‍👧", 10), ["👨‍👩‍👧", "👨‍👩‍👧"])
    }

    func testTheWidestPieceIsWhatWrappedTextNeedsAndAButtonTitleBreaksAtAHyphen() async {
        XCTAssertEqual(TextLayout.widestWord("well-known/long-path", font: body, measurer: m), 60, "known/")
        XCTAssertEqual(TextLayout.widestWord("日本語のテキスト", font: body, measurer: m), 10)
        XCTAssertEqual(TextLayout.widestWord("City Museum\nof Art", font: body, measurer: m), 60)
        XCTAssertEqual(TextLayout.narrowestTwoLines("Check-in", font: body, measurer: m), 60, "Check- / in")
        XCTAssertEqual(TextLayout.title("Check-in", width: 60, font: body, measurer: m).lines, ["Check-", "in"])
    }
}
