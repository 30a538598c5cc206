import XCTest
@testable import KioskUI

/// `FlowLayout.arrange` on numbers, and the `Flow` widget in a scene, including 10,000 items.
@MainActor
final class LayoutFlowTests: XCTestCase {
    private let mixed = [Size(50, 20), Size(60, 30), Size(40, 20), Size(100, 20)]

    func testArrangeTable() async {
        let cases: [(String, [Size], Double?, RowAlignment, [Rect], Size)] = [
            ("leading", mixed, 120, .leading,
             [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 60, y: 0, width: 60, height: 30),
              Rect(x: 0, y: 35, width: 40, height: 20), Rect(x: 0, y: 60, width: 100, height: 20)], Size(120, 80)),
            ("centre", mixed, 120, .center,
             [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 60, y: 0, width: 60, height: 30),
              Rect(x: 40, y: 35, width: 40, height: 20), Rect(x: 10, y: 60, width: 100, height: 20)], Size(120, 80)),
            ("trailing", mixed, 120, .trailing,
             [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 60, y: 0, width: 60, height: 30),
              Rect(x: 80, y: 35, width: 40, height: 20), Rect(x: 20, y: 60, width: 100, height: 20)], Size(120, 80)),
            ("no width: one row", mixed, nil, .center,
             [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 60, y: 0, width: 60, height: 30),
              Rect(x: 130, y: 0, width: 40, height: 20), Rect(x: 180, y: 0, width: 100, height: 20)], Size(280, 30)),
            ("an item wider than the width takes its own row, squeezed", [Size(30, 10), Size(200, 10), Size(30, 10)], 100, .leading,
             [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 0, y: 15, width: 100, height: 10),
              Rect(x: 0, y: 30, width: 30, height: 10)], Size(100, 40)),
            ("narrower than any item", [Size(50, 10), Size(60, 10)], 30, .leading,
             [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 0, y: 15, width: 30, height: 10)], Size(30, 25)),
            ("zero width", [Size(50, 10), Size(60, 10)], 0, .center,
             [Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 0, y: 15, width: 0, height: 10)], Size(0, 25)),
            ("no items", [], 100, .leading, [], Size(0, 0)),
            ("NaN and negative sizes", [Size(.nan, -3), Size(20, 10)], 100, .leading,
             [Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 10, y: 0, width: 20, height: 10)], Size(30, 10)),
        ]
        for (name, sizes, width, alignment, frames, size) in cases {
            let a = FlowLayout.arrange(sizes: sizes, width: width, itemSpacing: 10, rowSpacing: 5, alignment: alignment)
            XCTAssertEqual(a.frames, frames, name)
            XCTAssertEqual(a.size, size, name)
            XCTAssertEqual(FlowLayout.size(sizes: sizes, width: width, itemSpacing: 10, rowSpacing: 5), size, name)
        }
    }

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
