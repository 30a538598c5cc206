import XCTest
@testable import KioskUI

/// The edge cases a kiosk meets sooner or later, each with what it does (docs/reliability.md).
@MainActor
final class EdgeCaseTests: XCTestCase {
    private func allFramesValid(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) {
        scene.root.forEachDescendant { w in
            XCTAssertTrue(w.frame.isValid, "\(w.typeName) \(w.id ?? ""): \(w.frame)", file: file, line: line)
            XCTAssertLessThanOrEqual(w.frame.width, max(scene.bounds.width, 1e7), file: file, line: line)
        }
    }

    func testWindowsAndSplitsOfZeroAndOnePixelAnd8KLayOutAndDraw() async {
        let scene = Scene(root: DemoScreen.make(), measurer: FixedTextMeasurer(), size: Size(1280, 800))
        for (size, split) in [(Size(0, 0), 1.0), (Size(1, 1), 1.0), (Size(1280, 800), 0.0), (Size(1280, 800), 1.0 / 1280),
                              (Size(7680, 4320), 1.0), (Size(7680, 4320), 0.25)] {
            scene.handle(.resize(size))
            scene.handle(.split(split))
            _ = scene.render()
            allFramesValid(scene)
            XCTAssertEqual(scene.bounds.width, (size.width * split).rounded(.down))
        }
    }

    func testAbsurdFontScalesAreClampedAndNaNIsIgnored() async {
        let scene = Scene(root: DemoScreen.make(), measurer: FixedTextMeasurer(), size: Size(800, 600))
        scene.handle(.fontScale(0.1))
        XCTAssertEqual(scene.fontScale, FontScale.range.lowerBound)
        scene.handle(.fontScale(40))
        XCTAssertEqual(scene.fontScale, FontScale.range.upperBound)
        scene.handle(.fontScale(.nan))
        XCTAssertEqual(scene.fontScale, 1, "a non-finite scale falls back to 1")
        _ = scene.render()
        allFramesValid(scene)
    }

    func testPickersWithNoOptionOneOptionAndTenThousandCharacterLabels() async {
        let long = String(repeating: "Ä", count: 10_000)
        let pickers = [SegmentedPicker(id: "none", options: []), SegmentedPicker(id: "one", options: ["Only"]),
                       SegmentedPicker(id: "long", options: [long, "B"])]
        let root = Stack(.vertical, alignment: .fill, children: pickers + [Button(id: "b", title: long), Label(long, lines: .wrap(maxLines: 3))])
        let scene = Scene(root: root, measurer: FixedTextMeasurer(), size: Size(400, 800))
        XCTAssertNotNil(scene.render())
        allFramesValid(scene)
        XCTAssertTrue(pickers[2].isCompact, "a 10,000-character option can only fit compact")
        XCTAssertFalse(pickers[1].isCompact)
        pickers[0].openMenu()
        XCTAssertNil(pickers[0].menu, "no menu of nothing")
        scene.handle(.key(.tab, down: true))
        scene.handle(.key(.right, down: true))
        XCTAssertEqual(pickers[1].selectedIndex, 0)
    }

    func testEmojiAndCJKLabelsMeasureAndDrawWithTheRealFonts() async throws {
        let backend = try SDLTestBackend.open(600, 300)
        let root = Stack(.vertical, spacing: 8, alignment: .fill, padding: Insets(all: 8), children: [
            SegmentedPicker(id: "p", options: ["🚗 Car", "🚲 Bike", "电车"]),
            Button(id: "b", title: "支払う 💳"),
            Label("👩‍👩‍👧‍👦 家族 \u{FFFF} \u{1F9FF}"),
        ])
        let scene = Scene(root: root, measurer: backend.measurer, size: backend.size)
        let f = try XCTUnwrap(scene.render())
        backend.present(f.list, damage: f.damage)
        let img = try backend.capture()
        XCTAssertGreaterThan(img.distinctColors(), 10, "the text is drawn")
        allFramesValid(scene)
    }

    func testRulersWithOneValueOrAStepLargerThanTheRange() async throws {
        for (lo, hi, step) in [(5.0, 5.0, 1.0), (0.0, 3.0, 10.0)] {
            let ruler = RulerWheel(id: "r", scale: try RulerScale(min: lo, max: hi, step: step, majorEvery: 5))
            let scene = Scene(root: ruler, measurer: FixedTextMeasurer(), size: Size(400, 200))
            XCTAssertNotNil(scene.render())
            scene.handle(.key(.tab, down: true))
            scene.handle(.key(.right, down: true))
            scene.advance(to: 5)
            XCTAssertEqual(ruler.value, lo)
            XCTAssertThrowsError(try ruler.setValue(.number(hi + 1)))
        }
    }
}
