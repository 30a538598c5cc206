import XCTest
@testable import KioskUICore

/// A widget with a fixed ideal size that shrinks to a narrower proposal (like a button) but never
/// grows: the plain box of the layout fixtures.
final class LayoutBox: Widget {
    var ideal: Size
    init(id: String? = nil, _ width: Double, _ height: Double) {
        ideal = Size(width, height)
        super.init(id: id)
    }
    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        Size(LayoutMath.finite(p.width).map { min($0, ideal.width) } ?? ideal.width,
             LayoutMath.finite(p.height).map { min($0, ideal.height) } ?? ideal.height)
    }
}

/// A scene with `root`, laid out once. Text: 0.5 × font size per character, lines 1.25 × size
/// rounded up — at scale 1 the body style is 10 px per character and 25 px per line.
@MainActor
func layoutScene(_ root: Widget, _ size: Size, scale: Double = 1) -> Scene {
    let scene = Scene(root: root, measurer: FixedTextMeasurer(), size: size, fontScale: scale)
    scene.layoutIfNeeded()
    return scene
}

/// The frame of every widget with an id.
@MainActor
func frames(_ scene: Scene) -> [String: Rect] {
    var out: [String: Rect] = [:]
    for w in scene.widgetsWithIDs() { out[w.id!] = w.frame }
    return out
}

/// Layout fixtures in the Yoga style: a tree, a window, a font scale, and the exact frames expected.
@MainActor
final class LayoutFixtureTests: XCTestCase {
    struct Fixture {
        var name: String
        var window: Size
        var scale: Double = 1
        var tree: () -> Widget
        var expected: [String: Rect]
    }

    static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    let fixtures: [Fixture] = [
        Fixture(name: "row: spacing, padding, centre alignment, hugging", window: Size(800, 600), tree: {
            Stack(.vertical, alignment: .leading, children: [
                Stack(.horizontal, spacing: 10, alignment: .center, padding: Insets(all: 5), id: "row", children: [
                    LayoutBox(id: "a", 100, 40), LayoutBox(id: "b", 50, 20)]),
            ])
        }, expected: ["row": r(0, 0, 170, 50), "a": r(5, 5, 100, 40), "b": r(115, 15, 50, 20)]),

        Fixture(name: "column: leading and trailing alignment", window: Size(300, 300), tree: {
            Stack(.vertical, spacing: 4, alignment: .trailing, id: "col", children: [
                LayoutBox(id: "a", 100, 40), Stack(.vertical, alignment: .leading, children: [LayoutBox(id: "b", 50, 20)])])
        }, expected: ["col": r(0, 0, 300, 300), "a": r(200, 0, 100, 40), "b": r(250, 44, 50, 20)]),

        Fixture(name: "spacer pushes neighbours apart, fill alignment", window: Size(300, 200), tree: {
            let s = Spacer(); s.id = "s"
            return Stack(.horizontal, spacing: 10, alignment: .fill, id: "row", children: [
                LayoutBox(id: "a", 50, 20), s, LayoutBox(id: "b", 40, 20)])
        }, expected: ["row": r(0, 0, 300, 200), "a": r(0, 0, 50, 200), "s": r(60, 0, 190, 200), "b": r(260, 0, 40, 200)]),

        Fixture(name: "flex weights and a max-width frame", window: Size(300, 100), tree: {
            Stack(.horizontal, alignment: .leading, children: [
                LayoutBox(id: "a", 0, 10).flexible(),
                Frame(maxWidth: 50, id: "f", LayoutBox(0, 10)).flexible(),
                LayoutBox(id: "c", 0, 10).flexible(2)])
        }, expected: ["a": r(0, 0, 83, 10), "f": r(83, 0, 50, 10), "c": r(133, 0, 167, 10)]),

        // The label needs 110 px to show whole, the frame keeps its 120: no room side by side, so the
        // row stands them one under another rather than cut the label.
        Fixture(name: "squeezed row: stands rather than cut the label; the fixed frame keeps its width", window: Size(200, 100), tree: {
            Stack(.vertical, alignment: .leading, children: [
                Stack(.horizontal, alignment: .leading, id: "row", children: [
                    Label("Hello world", id: "l"), Frame(width: 120, id: "f", LayoutBox(10, 10))])])
        }, expected: ["row": r(0, 0, 120, 35), "l": r(0, 0, 110, 25), "f": r(0, 25, 120, 10)]),

        Fixture(name: "min and fixed frames, padding", window: Size(400, 400), tree: {
            Stack(.vertical, alignment: .leading, children: [
                Frame(minWidth: 100, minHeight: 48, id: "min", LayoutBox(20, 20)),
                Padding(Insets(top: 1, left: 2, bottom: 3, right: 4), id: "pad", Frame(width: 30, height: 30, id: "fix", LayoutBox(100, 100))),
            ])
        }, expected: ["min": r(0, 0, 100, 48), "pad": r(0, 48, 36, 34), "fix": r(2, 49, 30, 30)]),

        Fixture(name: "overlay: largest child, per-axis alignment", window: Size(400, 400), tree: {
            Stack(.vertical, alignment: .leading, children: [
                Overlay(horizontal: .trailing, vertical: .center, id: "o", children: [
                    LayoutBox(id: "big", 100, 60), LayoutBox(id: "badge", 20, 20)])])
        }, expected: ["o": r(0, 0, 100, 60), "big": r(0, 0, 100, 60), "badge": r(80, 20, 20, 20)]),

        Fixture(name: "font scale 0.75", window: Size(400, 400), scale: 0.75, tree: {
            Stack(.vertical, alignment: .leading, children: [Label("Hello", id: "l"), Label("Hi", style: .title, id: "t")])
        }, expected: ["l": r(0, 0, 38, 19), "t": r(0, 19, 21, 27)]),

        Fixture(name: "font scale 3, truncating to the window", window: Size(200, 400), scale: 3, tree: {
            Stack(.vertical, alignment: .leading, children: [Label("Hello", id: "l"), Label("Hello world", id: "w")])
        }, expected: ["l": r(0, 0, 150, 75), "w": r(0, 75, 180, 75)]),

        Fixture(name: "wrapping label in a column", window: Size(100, 400), tree: {
            Stack(.vertical, alignment: .fill, children: [
                Label("The quick brown fox", lines: .wrap(maxLines: nil), id: "w"), LayoutBox(id: "below", 10, 10)])
        }, expected: ["w": r(0, 0, 100, 50), "below": r(0, 50, 100, 10)]),

        Fixture(name: "zero width", window: Size(0, 100), tree: {
            Stack(.vertical, spacing: 8, alignment: .fill, padding: Insets(all: 4), id: "col", children: [
                Label("Hello", id: "l"),
                EqualWidthRow(id: "eq", children: [Label("OK"), Label("Cancel")]),
                Flow(id: "flow", children: [LayoutBox(id: "chip", 40, 20)]),
                LayoutBox(id: "box", 10, 10).flexible()])
        }, expected: ["col": r(0, 0, 0, 100), "l": r(0, 4, 0, 25), "eq": r(0, 37, 0, 62),
                      "flow": r(0, 107, 0, 20), "chip": r(0, 107, 0, 20), "box": r(0, 135, 0, 0)]),

        Fixture(name: "no children", window: Size(300, 300), tree: {
            Stack(.vertical, alignment: .leading, children: [
                Stack(.horizontal, spacing: 10, id: "row"), Flow(id: "flow"), EqualWidthRow(id: "eq"),
                FirstThatFits(id: "ftf"), Overlay(id: "o")])
        }, expected: ["row": r(0, 0, 0, 0), "flow": r(0, 0, 0, 0), "eq": r(0, 0, 0, 0), "ftf": r(0, 0, 0, 0), "o": r(0, 0, 0, 0)]),

        Fixture(name: "one huge child is squeezed to the row", window: Size(300, 100), tree: {
            Stack(.vertical, alignment: .leading, children: [
                Stack(.horizontal, id: "row", children: [LayoutBox(id: "huge", 10_000, 50)])])
        }, expected: ["row": r(0, 0, 300, 50), "huge": r(0, 0, 300, 50)]),

        Fixture(name: "equal-width row takes the widest ideal", window: Size(800, 100), tree: {
            Stack(.vertical, alignment: .leading, children: [
                EqualWidthRow(spacing: 10, id: "g", children: [Label("OK", id: "a"), Label("Cancel", id: "b"), Label("Apply now", id: "c")])])
        }, expected: ["g": r(0, 0, 290, 25), "a": r(0, 0, 90, 25), "b": r(100, 0, 90, 25), "c": r(200, 0, 90, 25)]),

        Fixture(name: "equal-width row that does not fit stacks: one width, nothing cut", window: Size(200, 100), tree: {
            Stack(.vertical, alignment: .leading, children: [
                EqualWidthRow(spacing: 10, id: "g", children: [Label("OK", id: "a"), Label("Cancel", id: "b"), Label("Apply now", id: "c")])])
        }, expected: ["g": r(0, 0, 200, 95), "a": r(0, 0, 200, 25), "b": r(0, 35, 200, 25), "c": r(0, 70, 200, 25)]),

        Fixture(name: "equal-width row one pixel short of side by side stacks", window: Size(289, 100), tree: {
            Stack(.vertical, alignment: .leading, children: [
                EqualWidthRow(spacing: 10, id: "g", children: [Label("OK", id: "a"), Label("Cancel", id: "b"), Label("Apply now", id: "c")])])
        }, expected: ["g": r(0, 0, 289, 95), "a": r(0, 0, 289, 25), "c": r(0, 70, 289, 25)]),

        Fixture(name: "named column groups, two on one screen", window: Size(400, 200), tree: { LayoutFixtureTests.columnGroups() },
                expected: ["m1": r(330, 0, 70, 25), "m2": r(330, 25, 70, 25), "o1": r(350, 50, 50, 25), "o2": r(350, 75, 50, 25),
                           "n1": r(0, 0, 320, 25), "n2": r(0, 25, 320, 25)]),

        Fixture(name: "named groups squeezed: each row stands its label over its member, members stay equal",
                window: Size(100, 200), tree: { LayoutFixtureTests.columnGroups() },
                expected: ["n1": r(0, 0, 40, 25), "m1": r(0, 35, 70, 25), "n2": r(0, 60, 70, 25), "m2": r(0, 95, 70, 25)]),

        Fixture(name: "named groups at 60 px: members take the width, still equal", window: Size(60, 200),
                tree: { LayoutFixtureTests.columnGroups() },
                expected: ["n1": r(0, 0, 40, 25), "m1": r(0, 35, 60, 25), "n2": r(0, 60, 60, 25), "m2": r(0, 95, 60, 25)]),
    ]

    /// Four rows: labels that flex, then trailing members of two groups ("act": Go / Look up; "other": Yes / Maybe).
    static func columnGroups() -> Widget {
        func row(_ name: String, _ nameID: String?, _ member: String, _ memberID: String, _ group: String) -> Widget {
            Stack(.horizontal, spacing: 10, alignment: .center, children: [
                Label(name, id: nameID).flexible(), EqualWidthMember(group: group, id: memberID, Label(member))])
        }
        return Stack(.vertical, alignment: .fill, children: [
            row("Name", "n1", "Go", "m1", "act"), row("Address", "n2", "Look up", "m2", "act"),
            row("x", nil, "Yes", "o1", "other"), row("y", nil, "Maybe", "o2", "other")])
    }

    func testFixtures() async {
        for f in fixtures {
            let scene = layoutScene(f.tree(), f.window, scale: f.scale)
            let got = frames(scene)
            for (id, rect) in f.expected.sorted(by: { $0.key < $1.key }) {
                XCTAssertEqual(got[id], rect, "\(f.name): \(id)")
            }
            scene.root.forEachDescendant { w in
                XCTAssertTrue(w.frame.isValid, "\(f.name): \(w.id ?? w.typeName) \(w.frame)")
            }
            XCTAssertFalse(scene.needsLayout, "\(f.name): one pass is enough")
        }
    }

    func testGroupWidthFollowsAFontScaleChangeInTheSamePass() async {
        let scene = layoutScene(LayoutFixtureTests.columnGroups(), Size(800, 400))
        XCTAssertEqual(frames(scene)["m1"]?.width, 70)
        scene.setFontScale(2)
        scene.layoutIfNeeded()
        XCTAssertEqual(frames(scene)["m1"]?.width, 140)
        XCTAssertEqual(frames(scene)["m2"]?.width, 140)
        XCTAssertEqual(frames(scene)["o1"]?.width, 100)
        XCTAssertFalse(scene.needsLayout)
    }

    /// Every frame stays finite and non-negative for awkward widths and font scales.
    func testNoNaNOrNegativeSizesForAwkwardWidths() async {
        for width in [0, 0.5, 1, 7.3, 33.3, 99.99, 250, 1e7] {
            for scale in [0.5, 0.75, 1, 3, 4] {
                let tree = Stack(.vertical, spacing: 7.5, alignment: .fill, padding: Insets(all: 3), children: [
                    LayoutFixtureTests.columnGroups(),
                    Flow(itemSpacing: 6, rowSpacing: 4, alignment: .center, children: (0..<20).map { Label("Chip \($0)") }),
                    EqualWidthRow(spacing: 12, children: [Label("A"), Label("Longer label"), Spacer()]),
                    FirstThatFits(children: [Label("A long wide choice"), Label("Short")]),
                    Label("Some wrapping text that goes on", lines: .wrap(maxLines: 2)),
                    Spacer(),
                ])
                let scene = layoutScene(tree, Size(width, 300), scale: scale)
                scene.root.forEachDescendant { w in
                    XCTAssertTrue(w.frame.isValid, "width \(width) scale \(scale): \(w.typeName) \(w.frame)")
                    XCTAssertLessThanOrEqual(w.frame.maxX, max(width.rounded(), 3) + 0.5, "width \(width) scale \(scale): \(w.typeName) overflows")
                }
            }
        }
    }
}
