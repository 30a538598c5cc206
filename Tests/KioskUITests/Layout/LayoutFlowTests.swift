import XCTest
@testable import KioskUICore

/// `FlowLayout.arrange` on numbers: where rows break, how they align. (The `Flow` widget in a
/// scene: `FlowTests`.)
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

}
