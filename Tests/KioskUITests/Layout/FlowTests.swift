import XCTest
@testable import KioskUICore

/// The `Flow` widget in a scene: items in rows that wrap at the width it is given, again when the
/// width or the text size changes, up to 10,000 items. (The row breaking on numbers:
/// `LayoutFlowTests`.)
@MainActor
final class FlowTests: XCTestCase {
    func testFlowWidgetWrapsAndSqueezesAWideLabel() async {
        let items: [Widget] = [LayoutBox(id: "a", 50, 20), LayoutBox(id: "b", 60, 30), Label("Hello world", id: "l")]
        let flow = Flow(itemSpacing: 10, rowSpacing: 5, id: "flow", children: items)
        let scene = layoutScene(Stack(.vertical, alignment: .fill, children: [flow]), Size(120, 300))
        XCTAssertEqual(frames(scene), [
            "flow": Rect(x: 0, y: 0, width: 120, height: 60),
            "a": Rect(x: 0, y: 0, width: 50, height: 20), "b": Rect(x: 60, y: 0, width: 60, height: 30),
            "l": Rect(x: 0, y: 35, width: 110, height: 25),
        ])
        scene.resize(Size(60, 300))
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["l"], Rect(x: 0, y: 60, width: 60, height: 25))
        XCTAssertEqual((items[2] as! Label).shown?.lines, ["Hello…"])
    }

    func testFlowRewrapsWhenTheFontScaleChanges() async {
        let flow = Flow(itemSpacing: 10, rowSpacing: 0, id: "flow", children: ["One", "Two", "Three"].map { Label($0, id: $0) })
        let scene = layoutScene(Stack(.vertical, alignment: .fill, children: [flow]), Size(200, 400))
        XCTAssertEqual(frames(scene)["Three"], Rect(x: 80, y: 0, width: 50, height: 25))
        scene.setFontScale(3)   // 30 px per character, 75 px lines
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["One"], Rect(x: 0, y: 0, width: 90, height: 75))
        XCTAssertEqual(frames(scene)["Two"], Rect(x: 100, y: 0, width: 90, height: 75))
        XCTAssertEqual(frames(scene)["Three"], Rect(x: 0, y: 75, width: 150, height: 75))
        XCTAssertEqual(frames(scene)["flow"], Rect(x: 0, y: 0, width: 200, height: 150))
    }

    func testTenThousandItemsWrapCorrectly() async {
        let items = (0..<10_000).map { _ in LayoutBox(80, 40) }
        let last = items[9_999]
        last.id = "last"
        let flow = Flow(itemSpacing: 10, rowSpacing: 10, id: "flow", children: items)
        let scene = layoutScene(Stack(.vertical, alignment: .fill, children: [flow]), Size(1000, 800))
        // 11 items per row (11 × 80 + 10 × 10 = 980), 910 rows of 40 with 10 between.
        XCTAssertEqual(frames(scene)["flow"], Rect(x: 0, y: 0, width: 1000, height: 45_490))
        XCTAssertEqual(last.frame, Rect(x: 0, y: 45_450, width: 80, height: 40))

        // A second pass with warm caches gives the same rows (how fast it is: `kiosk bench`).
        scene.setNeedsLayout()
        scene.layoutIfNeeded()
        XCTAssertEqual(last.frame, Rect(x: 0, y: 45_450, width: 80, height: 40))
        let a = FlowLayout.arrange(sizes: items.map { $0.ideal }, width: 1000, itemSpacing: 10, rowSpacing: 10)
        XCTAssertEqual(a.rowCount, 910)
    }
}
