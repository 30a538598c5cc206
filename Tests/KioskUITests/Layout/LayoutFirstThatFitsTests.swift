import XCTest
@testable import KioskUICore

/// `FirstThatFits`: the choice depends only on the proposal, hidden children are neither drawn
/// nor hit, and a 1-px sweep flips exactly once each way.
@MainActor
final class LayoutFirstThatFitsTests: XCTestCase {
    private func make() -> (Scene, FirstThatFits, LayoutBox, LayoutBox, [Int]) {
        let wide = LayoutBox(id: "wide", 200, 40), narrow = LayoutBox(id: "narrow", 80, 40)
        let ftf = FirstThatFits(axis: .horizontal, id: "ftf", children: [wide, narrow])
        let scene = layoutScene(ftf, Size(150, 100))
        return (scene, ftf, wide, narrow, [])
    }

    func testSweepAcrossTheThresholdFlipsOnceEachWay() async {
        let (scene, ftf, wide, narrow, _) = make()
        var changes: [(width: Int, index: Int)] = []
        var current = 150
        let owner = ChoiceRecorder { changes.append((current, $0)) }
        ftf.owner = owner
        XCTAssertEqual(ftf.chosenIndex, 1)
        let widths = Array(150...250) + Array((150...250).reversed())
        for w in widths {
            current = w
            scene.resize(Size(Double(w), 100))
            scene.layoutIfNeeded()
            XCTAssertFalse(scene.needsLayout, "hiding a child must not ask for another pass")
            XCTAssertEqual(ftf.chosenIndex, w >= 200 ? 0 : 1, "width \(w)")
            XCTAssertEqual(wide.isHidden, w < 200)
            XCTAssertEqual(narrow.isHidden, w >= 200)
        }
        XCTAssertEqual(changes.map(\.width), [200, 199])
        XCTAssertEqual(changes.map(\.index), [0, 1])
    }

    func testHiddenChildIsNotHitOrDrawnAndMeasuresAgainWhenChosen() async {
        final class Tap: Widget {
            let w: Double
            init(id: String, w: Double) { self.w = w; super.init(id: id) }
            override var acceptsPointer: Bool { true }
            override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { Size(w, 40) }
            override func draw(_ list: inout DrawList, _ ctx: DrawContext) { list.fill(frame, .black) }
        }
        let a = Tap(id: "a", w: 200), b = Tap(id: "b", w: 80)
        let ftf = FirstThatFits(children: [a, b])
        let scene = layoutScene(Stack(.vertical, alignment: .leading, children: [ftf]), Size(150, 100))
        XCTAssertTrue(scene.hitTarget(Point(10, 10)) === b)
        XCTAssertEqual(ftf.frame, Rect(x: 0, y: 0, width: 80, height: 40))
        let fills = scene.render()!.list.commands.filter { if case .fill(_, color: .black, radius: _) = $0 { return true }; return false }
        XCTAssertEqual(fills.count, 1)
        // The first child was hidden by the last pass; it must still be measured at its real size.
        scene.resize(Size(300, 100))
        scene.layoutIfNeeded()
        XCTAssertTrue(scene.hitTarget(Point(150, 10)) === a)
        XCTAssertEqual(ftf.frame, Rect(x: 0, y: 0, width: 200, height: 40))
    }

    func testUnspecifiedProposalChoosesTheFirstAndNoneFitsChoosesTheLast() async {
        let ctx = LayoutContext(measurer: FixedTextMeasurer())
        ctx.beginPass()
        let ftf = FirstThatFits(children: [LayoutBox(300, 10), LayoutBox(200, 10), LayoutBox(100, 10)])
        XCTAssertEqual(ftf.choice(for: .unspecified, ctx), 0)
        XCTAssertEqual(ftf.choice(for: .infinity, ctx), 0)
        XCTAssertEqual(ftf.choice(for: ProposedSize(width: 250, height: nil), ctx), 1)
        XCTAssertEqual(ftf.choice(for: ProposedSize(width: 50, height: nil), ctx), 2)
        XCTAssertEqual(ftf.choice(for: ProposedSize(width: 0, height: nil), ctx), 2)
        XCTAssertNil(FirstThatFits().choice(for: .unspecified, ctx))
    }

    func testVerticalAxisAndMembersInsideBranchesCount() async {
        // A member in the branch not shown still counts for its group (the choice is made in the same pass).
        let m1 = EqualWidthMember(group: "g", id: "m1", Label("Short"))
        let m2 = EqualWidthMember(group: "g", id: "m2", Label("A much longer one"))
        let ftf = FirstThatFits(axis: .vertical, children: [LayoutBox(10, 500), m2])
        let root = Stack(.vertical, alignment: .leading, children: [m1, ftf])
        let scene = layoutScene(root, Size(400, 300))
        XCTAssertEqual(ftf.chosenIndex, 1)
        XCTAssertEqual(frames(scene)["m1"]?.width, 170)
        XCTAssertEqual(frames(scene)["m2"]?.width, 170)
        scene.resize(Size(400, 600))
        scene.layoutIfNeeded()
        XCTAssertEqual(ftf.chosenIndex, 0)
        XCTAssertEqual(frames(scene)["m1"]?.width, 170)
    }
}

/// Hears a `FirstThatFits`'s changes of choice, as the segmented picker does.
@MainActor
private final class ChoiceRecorder: FirstThatFitsOwner {
    let heard: (Int) -> Void
    init(_ heard: @escaping (Int) -> Void) { self.heard = heard }
    func firstThatFits(_ f: FirstThatFits, chose index: Int) { heard(index) }
}
