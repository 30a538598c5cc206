import XCTest
@testable import KioskUICore

/// A button keeps its measured size across layout passes (`Button.measured`), so a re-layout at
/// another width does not measure its title again; every change a user can make that changes
/// that size still shows at once. Chips in a flow 200 px wide with 10 px between them, fixed text
/// metrics: at scale 1 the body style is 10 px per character and 25 px per line, and a chip is
/// its title plus 16 px a side, at least 48 × 48.
@MainActor
final class ButtonMeasureCacheTests: XCTestCase {
    private func chipScene(measurer: TextMeasuring = FixedTextMeasurer()) -> (Scene, [Button]) {
        let chips = ["One", "Two", "Three"].map { Button(id: $0.lowercased(), title: $0, style: .chip) }
        let flow = Flow(itemSpacing: 10, rowSpacing: 10, id: "flow", children: chips)
        let scene = Scene(root: Stack(.vertical, alignment: .fill, children: [flow]), measurer: measurer, size: Size(200, 400))
        scene.layoutIfNeeded()
        // One 62, Two 62 (ends at 134), Three 82 does not fit beside them: the next row.
        XCTAssertEqual(frames(scene)["one"], Rect(x: 0, y: 0, width: 62, height: 48))
        XCTAssertEqual(frames(scene)["three"], Rect(x: 0, y: 58, width: 82, height: 48))
        return (scene, chips)
    }

    private func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    func testARelayoutAtAnotherWidthMeasuresNoTitleAgainAndGivesTheSameFramesAsAFreshScene() async {
        let counter = CountingMeasurer()
        let (scene, _) = chipScene(measurer: counter)
        let before = counter.measured
        scene.resize(Size(300, 400))   // all three fit on one row now
        scene.layoutIfNeeded()
        XCTAssertEqual(counter.measured, before, "no title is measured again for another width")
        XCTAssertEqual(frames(scene)["two"], r(72, 0, 62, 48))
        XCTAssertEqual(frames(scene)["three"], r(144, 0, 82, 48))
        // Exactly what a scene laid out at that width from the start gives.
        let fresh = Scene(root: Stack(.vertical, alignment: .fill, children: [
            Flow(itemSpacing: 10, rowSpacing: 10, id: "flow", children: ["One", "Two", "Three"].map {
                Button(id: $0.lowercased(), title: $0, style: .chip) })]), measurer: FixedTextMeasurer(), size: Size(300, 400))
        fresh.layoutIfNeeded()
        XCTAssertEqual(frames(scene), frames(fresh))
    }

    func testANewTitleIsMeasuredAndMovesTheChipsAfterIt() async {
        let (scene, chips) = chipScene()
        chips[0].title = "Eleven!!"   // 80 + 32
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["one"], r(0, 0, 112, 48))
        XCTAssertEqual(frames(scene)["two"], r(122, 0, 62, 48))
        XCTAssertEqual(frames(scene)["three"], r(0, 58, 82, 48))
        chips[2].title = "3"          // 10 + 32 is less than the touch target: 48
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["three"], r(0, 58, 48, 48), "122 + 62 + 10 + 48 = 242 > 200: still the next row")
        chips[0].title = "1"
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["one"], r(0, 0, 48, 48))
        XCTAssertEqual(frames(scene)["two"], r(58, 0, 62, 48))
        XCTAssertEqual(frames(scene)["three"], r(130, 0, 48, 48))
    }

    func testALargerFontScaleMeasuresEveryChipAgain() async {
        let (scene, _) = chipScene()
        scene.setFontScale(2)   // 20 px per character, 50 px lines: One 60 + 32, 50 + 16 high
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["one"], r(0, 0, 92, 66))
        XCTAssertEqual(frames(scene)["two"], r(102, 0, 92, 66))
        XCTAssertEqual(frames(scene)["three"], r(0, 76, 132, 66))
        scene.setFontScale(1)
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["two"], r(72, 0, 62, 48))
        XCTAssertEqual(frames(scene)["three"], r(0, 58, 82, 48))
    }

    func testAnotherLanguageMeasuresTheTitlesInItsDirection() async {
        // Text measured right to left is wider here (12 px a character), as shaping can make it.
        let (scene, _) = chipScene(measurer: DirectionalMeasurer())
        scene.setLanguage(LanguageCode("ar"), numbers: .plain)
        scene.layoutIfNeeded()
        // One 36 + 32 = 68 at the right edge, Two 68 left of it, Three 60 + 32 = 92 on the next
        // row, at the right.
        XCTAssertEqual(frames(scene)["one"], r(132, 0, 68, 48))
        XCTAssertEqual(frames(scene)["two"], r(54, 0, 68, 48))
        XCTAssertEqual(frames(scene)["three"], r(108, 58, 92, 48))
        scene.setLanguage(nil, numbers: .plain)
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["one"], r(0, 0, 62, 48))
        XCTAssertEqual(frames(scene)["two"], r(72, 0, 62, 48))
    }

    func testAThemeWithOtherSizesMeasuresEveryChipAgain() async {
        let (scene, _) = chipScene()
        var big = Theme.standard
        big.bodySize = 30        // 15 px per character, 38 px lines
        big.minTouchTarget = 56
        scene.setTheme(big)
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["one"], r(0, 0, 77, 56))     // 45 + 32; 38 + 16 < 56
        XCTAssertEqual(frames(scene)["two"], r(87, 0, 77, 56))
        XCTAssertEqual(frames(scene)["three"], r(0, 66, 107, 56))
        // The high-contrast switch a person makes on the panel is a theme change too: the
        // sizes go back to the standard theme's.
        scene.perform(.highContrast)
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["one"], r(0, 0, 62, 48))
        XCTAssertEqual(frames(scene)["three"], r(0, 58, 82, 48))
    }

    func testAnotherStyleIsMeasuredWithItsPadding() async {
        let (scene, chips) = chipScene()
        chips[0].style = .primary   // 24 px a side, 12 above and below: 30 + 48, 25 + 24
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["one"], r(0, 0, 78, 49))
        XCTAssertEqual(frames(scene)["two"], r(88, 0, 62, 48))
        XCTAssertEqual(frames(scene)["three"], r(0, 59, 82, 48))
    }

    func testAnIconWidensTheChipAndTakingItAwayNarrowsItAgain() async {
        let (scene, chips) = chipScene()
        // A square icon as high as a 25 px line, and a gap of 9 before the title.
        chips[0].icon = Icon(path: "/nonexistent/icon.svg", written: "icon", header: ImageHeader(format: .svg, width: 24, height: 24))
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["one"], r(0, 0, 96, 48))
        XCTAssertEqual(frames(scene)["two"], r(106, 0, 62, 48))
        chips[0].icon = nil
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["one"], r(0, 0, 62, 48))
        XCTAssertEqual(frames(scene)["two"], r(72, 0, 62, 48))
    }
}

/// Fixed metrics that count how often a text is measured.
private final class CountingMeasurer: TextMeasuring {
    private let fixed = FixedTextMeasurer()
    private(set) var measured = 0
    func measure(_ text: String, font: Font, direction: TextDirection) -> Size {
        measured += 1
        return fixed.measure(text, font: font, direction: direction)
    }
    func lineHeight(font: Font) -> Double { fixed.lineHeight(font: font) }
}

/// Fixed metrics in which a character is 10 px wide per 20 px of font left to right and 12 px
/// right to left.
private final class DirectionalMeasurer: TextMeasuring {
    private let fixed = FixedTextMeasurer()
    func measure(_ text: String, font: Font, direction: TextDirection) -> Size {
        let s = fixed.measure(text, font: font, direction: direction)
        return direction == .rtl ? Size(s.width * 1.2, s.height) : s
    }
    func lineHeight(font: Font) -> Double { fixed.lineHeight(font: font) }
}
