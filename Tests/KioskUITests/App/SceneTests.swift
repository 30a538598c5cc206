import XCTest
@testable import KioskUICore

@MainActor
final class SceneTests: XCTestCase {
    private func makeScene(_ children: [Widget], size: Size = Size(800, 600)) -> (Scene, RowProbe) {
        let row = RowProbe(id: "row", children: children)
        let scene = Scene(root: row, measurer: FixedTextMeasurer(), size: size)
        scene.layoutIfNeeded()
        return (scene, row)
    }

    func testPointerContactStaysWithTheWidgetItStartedOn() async {
        let a = ProbeWidget(id: "a", accepts: true), b = ProbeWidget(id: "b", accepts: true)
        let (scene, _) = makeScene([a, b])
        scene.handle(pointer(.down, 10, 10))
        scene.handle(pointer(.move, 150, 10))   // now over b
        scene.handle(pointer(.up, 150, 10))
        XCTAssertEqual(a.received, [.down, .move, .up])
        XCTAssertEqual(b.received, [])
    }

    func testAYieldedContactGoesToTheNearestAcceptingAncestorFromItsDown() async {
        let child = ProbeWidget(id: "child", accepts: true, yieldAfter: 18)
        let page = ProbeWidget(id: "page", ideal: Size(300, 100), accepts: true, children: [child])
        let (scene, _) = makeScene([page])
        scene.handle(pointer(.down, 10, 10))
        scene.handle(pointer(.move, 20, 10))
        scene.handle(pointer(.move, 60, 10))    // beyond the child's slop: it yields
        scene.handle(pointer(.up, 80, 10))
        XCTAssertEqual(child.received, [.down, .move, .move, .cancel])
        XCTAssertEqual(page.received, [.down, .move, .up])
    }

    func testTwoFingersAreRoutedSeparately() async {
        let a = ProbeWidget(id: "a", accepts: true), b = ProbeWidget(id: "b", accepts: true)
        let (scene, _) = makeScene([a, b])
        scene.handle(pointer(.down, 10, 10, id: 1))
        scene.handle(pointer(.down, 150, 10, id: 2))
        scene.handle(pointer(.up, 150, 10, id: 2))
        scene.handle(pointer(.up, 10, 10, id: 1))
        XCTAssertEqual(a.received, [.down, .up])
        XCTAssertEqual(b.received, [.down, .up])
    }

    func testArrowKeysMoveFocusToTheNeighbourAndActivateGoesToTheFocusedWidget() async {
        let a = ProbeWidget(id: "a", focusable: true), b = ProbeWidget(id: "b", focusable: true)
        let (scene, _) = makeScene([a, b])
        scene.handle(.key(.right, down: true))   // first key shows the ring on the first widget
        XCTAssertTrue(scene.focus.focused === a)
        scene.handle(.key(.right, down: true))
        XCTAssertTrue(scene.focus.focused === b)
        scene.handle(.key(.right, down: true))   // nothing further right: stays
        XCTAssertTrue(scene.focus.focused === b)
        scene.handle(.gamepadButton(.a, down: true))
        XCTAssertEqual(b.actions.last, .activate)
        scene.handle(.key(.tab, down: true))     // Tab wraps around
        XCTAssertTrue(scene.focus.focused === a)
    }

    func testAWidgetThatUsesAnArrowKeepsFocus() async {
        let a = ProbeWidget(id: "a", focusable: true), b = ProbeWidget(id: "b", focusable: true)
        a.consumes = [.right]
        let (scene, _) = makeScene([a, b])
        scene.handle(.key(.tab, down: true))
        scene.handle(.key(.right, down: true))
        XCTAssertTrue(scene.focus.focused === a)
        XCTAssertEqual(a.actions, [.right])
    }

    func testAnOverlayTakesEveryPointerAndTrapsFocusUntilDismissed() async {
        let a = ProbeWidget(id: "a", accepts: true, focusable: true)
        let (scene, _) = makeScene([a])
        scene.handle(.key(.tab, down: true))
        XCTAssertTrue(scene.focus.focused === a)
        let menu = ProbeWidget(id: "menu", ideal: Size(50, 50), accepts: true, focusable: true)
        scene.present(menu)
        scene.layoutIfNeeded()
        XCTAssertTrue(scene.focus.focused === menu)
        scene.handle(pointer(.down, 10, 10))
        scene.handle(pointer(.up, 10, 10))
        XCTAssertEqual(a.received, [])
        XCTAssertEqual(menu.received, [.down, .up])
        scene.dismiss(menu)
        scene.layoutIfNeeded()
        XCTAssertTrue(scene.focus.focused === a, "focus returns to where it was")
    }

    func testResizeSplitAndFontScaleRelayoutInTheSameFrame() async {
        let a = ProbeWidget(id: "a")
        let (scene, row) = makeScene([a])
        XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        scene.handle(.resize(Size(640, 480)))
        scene.handle(.split(0.5))
        XCTAssertNotNil(scene.render(), "a changed size draws a frame")
        XCTAssertEqual(row.frame, Rect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertNil(scene.render(), "nothing changed: no frame")
        scene.handle(.fontScale(40))
        XCTAssertEqual(scene.fontScale, FontScale.range.upperBound, "font scale is clamped")
    }

    func testNothingChangedDrawsNothing() async {
        let (scene, _) = makeScene([ProbeWidget(id: "a")])
        XCTAssertNotNil(scene.render())
        XCTAssertNil(scene.render())
        XCTAssertFalse(scene.hasWork)
    }

    func testLayoutQueryListsWidgetsWithIDsAndTheirFrames() async {
        let (scene, _) = makeScene([ProbeWidget(id: "a"), ProbeWidget(), ProbeWidget(id: "c")])
        let q = scene.layoutQuery()
        let ids = q["nodes"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
        XCTAssertEqual(ids, ["row", "a", "c"])
        XCTAssertEqual(q["nodes"]?.arrayValue?[2]["frame"], JSONValue(Rect(x: 200, y: 0, width: 100, height: 600)))
    }

    func testSizeZeroAndNonFiniteSizesAreSafe() async {
        let (scene, row) = makeScene([ProbeWidget(id: "a")], size: Size(0, 0))
        XCTAssertEqual(row.frame.size, .zero)
        scene.handle(.resize(Size(.nan, .infinity)))
        scene.layoutIfNeeded()
        XCTAssertTrue(row.frame.isValid)
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
}

@MainActor
final class FocusGeometryTests: XCTestCase {
    func testNearestPrefersTheAlignedNeighbour() async {
        let from = Rect(x: 0, y: 100, width: 100, height: 50)
        let rects = [Rect(x: 150, y: 0, width: 100, height: 50),    // up-right
                     Rect(x: 300, y: 100, width: 100, height: 50),  // right, aligned, further
                     Rect(x: -200, y: 100, width: 100, height: 50)] // left
        XCTAssertEqual(FocusManager.nearest(from: from, direction: .right, among: rects), 1)
        XCTAssertEqual(FocusManager.nearest(from: from, direction: .left, among: rects), 2)
        XCTAssertEqual(FocusManager.nearest(from: from, direction: .up, among: rects), 0)
        XCTAssertNil(FocusManager.nearest(from: from, direction: .down, among: rects))
    }

    func testPixelAlignmentKeepsNeighboursTouching() async {
        let a = Rect(x: 0.4, y: 0, width: 33.3, height: 10)
        let b = Rect(x: a.maxX, y: 0, width: 33.3, height: 10)
        XCTAssertEqual(a.pixelAligned.maxX, b.pixelAligned.minX)
    }
}
