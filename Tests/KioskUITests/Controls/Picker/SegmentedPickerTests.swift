import XCTest
@testable import KioskUICore

/// The adaptive segmented picker and its popup menu, driven like a user would: taps, long
/// presses, keys and gamepad buttons on a scene with fixed text metrics (10 px per character
/// at font scale 1).
@MainActor
final class SegmentedPickerTests: XCTestCase {
    private var events: [KioskEvent] = []

    private func makeScene(width: Double, options: [String] = ["Walk", "Bike", "Train"],
                           fontScale: Double = 1) -> (Scene, SegmentedPicker) {
        let picker = SegmentedPicker(id: "mode", options: options)
        let root = VStackProbe(children: [picker])
        let scene = Scene(root: root, measurer: FixedTextMeasurer(), size: Size(width, 600), fontScale: fontScale)
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        return (scene, picker)
    }

    private func tap(_ scene: Scene, _ p: Point, at t: Double, hold: Double = 0.08) {
        scene.advance(to: t)
        scene.handle(pointer(.down, p.x, p.y, t: t))
        scene.advance(to: t + hold)
        scene.handle(pointer(.up, p.x, p.y, t: t + hold))
        scene.layoutIfNeeded()
    }

    /// The events named `name` ("change", "menu" …), as typed values.
    private func names(_ name: String) -> [KioskEvent.Kind] { events.map(\.kind).filter { $0.name == name } }

    /// Ideal regular width: each segment is its title (10 px a character) + 36 px padding.
    private let regularWidth = Double(4 + 4 + 5) * 10 + 3 * 36

    func testATapSelectsTheSegmentAndTheMarkerSlidesThere() async throws {
        let (scene, picker) = makeScene(width: 800)
        XCTAssertFalse(picker.isCompact)
        let start = try XCTUnwrap(picker.partFrame(0)), target = try XCTUnwrap(picker.partFrame(2))
        XCTAssertEqual(picker.queryState().first { $0.0 == "marker" }?.1.arrayValue?[0].doubleValue, start.minX + 8)

        tap(scene, target.center, at: 1)
        XCTAssertEqual(picker.selectedIndex, 2)
        XCTAssertEqual(names("change").first, .change(.option(index: 2, value: "Train")))

        let tapEnd = 1.08
        scene.advance(to: tapEnd + SegmentRow.duration / 2)
        let mid = picker.queryState().first { $0.0 == "marker" }!.1.arrayValue!.map { $0.doubleValue! }
        XCTAssertGreaterThan(mid[0], start.minX + 8)
        XCTAssertLessThan(mid[0], target.minX + 8, "half way through the slide the marker is between the segments")
        scene.advance(to: tapEnd + SegmentRow.duration + 0.01)
        XCTAssertFalse(scene.isAnimating, "the slide ends after a third of a second")
        let end = picker.queryState().first { $0.0 == "marker" }!.1.arrayValue!.map { $0.doubleValue! }
        XCTAssertEqual(end[0], target.minX + 8)
        XCTAssertEqual(end[2], target.width - 16)
    }

    func testANewSelectionMidSlideRetargetsFromWhereTheMarkerIs() async throws {
        let (scene, picker) = makeScene(width: 800)
        picker.select(2)
        scene.advance(to: 0.1)
        let before = picker.queryState().first { $0.0 == "marker" }!.1.arrayValue![0].doubleValue!
        picker.select(1)
        let after = picker.queryState().first { $0.0 == "marker" }!.1.arrayValue![0].doubleValue!
        XCTAssertEqual(before, after, accuracy: 0.001, "no jump when the target changes mid-slide")
        scene.advance(to: 0.1 + SegmentRow.duration + 0.01)
        XCTAssertEqual(picker.queryState().first { $0.0 == "marker" }!.1.arrayValue![0].doubleValue!,
                       try XCTUnwrap(picker.partFrame(1)).minX + 8)
    }

    func testAResizeMidSlideMovesTheMarkerWithTheSegments() async throws {
        let (scene, picker) = makeScene(width: 800)
        picker.select(2)
        scene.advance(to: 0.1)
        scene.handle(.split(0.5))
        scene.layoutIfNeeded()
        let m = picker.queryState().first { $0.0 == "marker" }!.1.arrayValue!.map { $0.doubleValue! }
        let first = try XCTUnwrap(picker.partFrame(0)), last = try XCTUnwrap(picker.partFrame(2))
        XCTAssertGreaterThan(m[0], first.minX + 8, "still sliding")
        XCTAssertLessThan(m[0], last.minX + 8, "between the segments as they are now, not where they were")
        scene.advance(to: 1)
        XCTAssertEqual(picker.queryState().first { $0.0 == "marker" }!.1.arrayValue![0].doubleValue!, last.minX + 8)
    }

    func testTheFormFlipsExactlyOnceEachWayWhenTheWidthSweepsAcrossTheThreshold() async {
        let (scene, picker) = makeScene(width: regularWidth + 20)
        XCTAssertFalse(picker.isCompact)
        for w in stride(from: regularWidth + 20, through: regularWidth - 20, by: -1) {
            scene.handle(.resize(Size(w, 600)))
            scene.layoutIfNeeded()
            XCTAssertEqual(picker.isCompact, w < regularWidth, "at \(w) px")
        }
        for w in stride(from: regularWidth - 20, through: regularWidth + 20, by: 1) {
            scene.handle(.resize(Size(w, 600)))
            scene.layoutIfNeeded()
        }
        XCTAssertEqual(names("compact"), [.compact(true), .compact(false)])
    }

    func testALargeFontScaleTurnsItCompactAndBack() async {
        let (scene, picker) = makeScene(width: 400)
        XCTAssertFalse(picker.isCompact)
        scene.handle(.fontScale(3))
        scene.layoutIfNeeded()
        XCTAssertTrue(picker.isCompact)
        XCTAssertLessThanOrEqual(picker.frame.maxX, 400, "the compact button fits the width")
        scene.handle(.fontScale(0.75))
        scene.layoutIfNeeded()
        XCTAssertFalse(picker.isCompact)
    }

    func testALongPressOpensTheMenuAtHalfASecondAndChoosingSelectsAndCloses() async throws {
        let (scene, picker) = makeScene(width: 200)
        XCTAssertTrue(picker.isCompact)
        let c = picker.frame.center
        scene.advance(to: 1)
        scene.handle(pointer(.down, c.x, c.y, t: 1))
        scene.advance(to: 1.49)
        XCTAssertNil(picker.menu, "not yet at 490 ms")
        scene.advance(to: 1.5)
        XCTAssertNotNil(picker.menu, "open at 500 ms")
        scene.handle(pointer(.up, c.x, c.y, t: 1.6))
        scene.layoutIfNeeded()
        let menu = try XCTUnwrap(picker.menu)
        XCTAssertNotNil(picker.menu, "lifting the finger keeps the menu open")
        let item = try XCTUnwrap(menu.partFrame(2))
        XCTAssertTrue(scene.bounds.contains(item.center))
        tap(scene, item.center, at: 2)
        XCTAssertNil(picker.menu)
        XCTAssertEqual(picker.selectedIndex, 2)
        XCTAssertEqual(names("change").count, 1)
    }

    func testALongPressOpensTheMenuOnceAndAPlainTapOpensItToo() async throws {
        let (scene, picker) = makeScene(width: 200)
        let c = picker.frame.center
        scene.advance(to: 1)
        scene.handle(pointer(.down, c.x, c.y, t: 1))
        scene.advance(to: 1.5)
        XCTAssertNotNil(picker.menu)
        scene.handle(pointer(.move, c.x + 40, c.y, t: 1.6))   // wandering after the long press changes nothing
        scene.handle(pointer(.up, c.x + 40, c.y, t: 1.7))
        scene.advance(to: 2)
        XCTAssertEqual(names("menu"), [.menu(open: true)], "opened once, not again on release")

        XCTAssertTrue(try XCTUnwrap(picker.menu).navigate(.back), "B closes the menu")
        XCTAssertNil(picker.menu)
        tap(scene, c, at: 3)
        XCTAssertNotNil(picker.menu, "a tap opens the menu as well")
    }

    func testSlidingOffTheCompactButtonOrReleasingOutsideDoesNotOpenTheMenu() async {
        let (scene, picker) = makeScene(width: 200)
        let f = picker.frame
        scene.advance(to: 1)
        scene.handle(pointer(.down, f.midX, f.midY, t: 1))
        scene.handle(pointer(.move, f.midX + 30, f.midY, t: 1.05))
        scene.advance(to: 2)
        scene.handle(pointer(.up, f.midX + 30, f.midY, t: 2))
        XCTAssertNil(picker.menu, "beyond the slop: neither the long press nor a tap")
        scene.handle(pointer(.down, f.midX, f.maxY - 2, t: 3))
        scene.handle(pointer(.up, f.midX, f.maxY + 10, t: 3.1))
        XCTAssertNil(picker.menu, "released within the slop but outside the button")
    }

    func testASegmentIsSelectedOnlyWhenTheFingerLiftsOnTheSegmentItCameDownOn() async throws {
        let (scene, picker) = makeScene(width: 800)
        let first = try XCTUnwrap(picker.partFrame(0))
        scene.handle(pointer(.down, first.maxX - 5, first.midY, t: 1))
        scene.handle(pointer(.up, first.maxX + 5, first.midY, t: 1.1))   // within the slop, next segment
        XCTAssertEqual(picker.selectedIndex, 0)
        XCTAssertTrue(names("change").isEmpty)
        tap(scene, try XCTUnwrap(picker.partFrame(1)).center, at: 2, hold: 1.5)
        XCTAssertEqual(picker.selectedIndex, 1, "a segment held a long time still selects")
    }

    func testDraggingALongMenuScrollsItOneToOneAndATapThenChoosesTheItemUnderTheFinger() async throws {
        let (scene, picker) = makeScene(width: 200, options: (0..<40).map { "Option \($0)" })
        picker.openMenu(); scene.layoutIfNeeded()
        let menu = try XCTUnwrap(picker.menu)
        let box = try XCTUnwrap(menu.queryState().first { $0.0 == "menuFrame" }?.1.arrayValue).map { $0.doubleValue! }
        let x = box[0] + box[2] / 2, y = box[1] + box[3] - 10
        scene.handle(pointer(.down, x, y, t: 1))
        for i in 1...10 { scene.handle(pointer(.move, x, y - 10 * Double(i), t: 1 + 0.05 * Double(i))) }
        scene.handle(pointer(.up, x, y - 100, t: 1.6))
        XCTAssertEqual(menu.scrollOffset, 100, "follows the finger from where it came down, slop included, as a ruler does")
        XCTAssertNotNil(picker.menu, "a drag chooses nothing")

        scene.handle(pointer(.down, x, y, t: 2))
        scene.handle(pointer(.move, x + 40, y, t: 2.05))
        scene.handle(pointer(.up, x + 40, y, t: 2.1))
        XCTAssertNotNil(picker.menu, "a sideways slide chooses nothing")
        XCTAssertEqual(menu.scrollOffset, 100)

        let item = menu.itemFrame(5)
        tap(scene, Point(x, item.midY), at: 3)
        XCTAssertNil(picker.menu)
        XCTAssertEqual(picker.selectedIndex, 5)
    }

    func testTwoFingersLongPressingTwoCompactPickersOpenOnlyOneMenu() async throws {
        let a = SegmentedPicker(id: "a", options: ["Walk", "Bike", "Train"])
        let b = SegmentedPicker(id: "b", options: ["Day", "Week", "Month"])
        let scene = Scene(root: VStackProbe(children: [a, b]), measurer: FixedTextMeasurer(), size: Size(150, 600))
        scene.layoutIfNeeded()
        XCTAssertTrue(a.isCompact && b.isCompact)
        scene.handle(pointer(.down, a.frame.midX, a.frame.midY, t: 0, id: 1))
        scene.handle(pointer(.down, b.frame.midX, b.frame.midY, t: 0.1, id: 2))
        scene.advance(to: 0.5)
        XCTAssertNotNil(a.menu)
        scene.advance(to: 0.7)
        XCTAssertNil(b.menu, "the first menu cancelled the other finger's long press")
        XCTAssertEqual(scene.overlays.count, 1)
    }

    func testATapOutsideOrEscapeOrButtonBClosesWithoutAChange() async throws {
        let (scene, picker) = makeScene(width: 200)
        picker.openMenu(); scene.layoutIfNeeded()
        tap(scene, Point(190, 590), at: 1)
        XCTAssertNil(picker.menu)
        picker.openMenu(); scene.layoutIfNeeded()
        scene.handle(.key(.escape, down: true))
        XCTAssertNil(picker.menu)
        picker.openMenu(); scene.layoutIfNeeded()
        scene.handle(.gamepadButton(.b, down: true))
        XCTAssertNil(picker.menu)
        XCTAssertEqual(picker.selectedIndex, 0)
        XCTAssertTrue(names("change").isEmpty)
    }

    func testKeysMoveTheSelectionInTheRegularFormAndDriveTheMenuInTheCompactOne() async {
        let (scene, picker) = makeScene(width: 800)
        scene.handle(.key(.right, down: true))   // shows focus on the picker
        scene.handle(.key(.right, down: true))
        scene.handle(.gamepadButton(.dpadRight, down: true))
        XCTAssertEqual(picker.selectedIndex, 2)
        scene.handle(.key(.left, down: true))
        XCTAssertEqual(picker.selectedIndex, 1)

        scene.handle(.resize(Size(200, 600)))
        scene.layoutIfNeeded()
        XCTAssertTrue(picker.isCompact)
        XCTAssertTrue(scene.focus.focused === picker, "focus survives the change of form")
        scene.handle(.gamepadButton(.a, down: true))
        XCTAssertNotNil(picker.menu)
        scene.layoutIfNeeded()
        scene.handle(.gamepadButton(.dpadDown, down: true))
        scene.handle(.gamepadButton(.a, down: true))
        XCTAssertNil(picker.menu)
        XCTAssertEqual(picker.selectedIndex, 2)
        XCTAssertTrue(scene.focus.focused === picker, "focus returns to the picker")
    }

    func testTheMenuClosesWhenItsPickerLeavesTheScreen() async throws {
        let picker = SegmentedPicker(id: "p", options: ["Alpha", "Beta", "Gamma"])
        let pages = SegmentedPages(id: "pages", pages: [Page(title: "One", content: picker), Page(title: "Two", content: Spacer())])
        let scene = Scene(root: pages, measurer: FixedTextMeasurer(), size: Size(150, 400))
        scene.layoutIfNeeded()
        XCTAssertTrue(picker.isCompact)
        picker.openMenu()
        scene.layoutIfNeeded()
        try pages.setValue(.number(1))   // a command switches the page under the open menu
        scene.layoutIfNeeded()
        scene.layoutIfNeeded()
        XCTAssertNil(picker.menu)
        XCTAssertTrue(scene.overlays.isEmpty)
    }

    func testWideningWhileTheMenuIsOpenClosesItAndShowsTheSegments() async {
        let (scene, picker) = makeScene(width: 200)
        picker.openMenu(); scene.layoutIfNeeded()
        scene.handle(.resize(Size(800, 600)))
        scene.layoutIfNeeded()
        XCTAssertFalse(picker.isCompact)
        XCTAssertNil(picker.menu)
    }

    func testScriptsSetTheValueByIndexOrTitleAndBadValuesSayWhatIsAllowed() async throws {
        let (_, picker) = makeScene(width: 800)
        try picker.setValue(.string("Bike"))
        XCTAssertEqual(picker.selectedIndex, 1)
        try picker.setValue(.number(2))
        XCTAssertEqual(picker.selectedIndex, 2)
        XCTAssertThrowsError(try picker.setValue(.number(7))) { XCTAssertTrue("\($0)".contains("\"Walk\"")) }
    }

    func testNoOptionsAndAHugeLabelAreSafe() async {
        let (scene, empty) = makeScene(width: 300, options: [])
        XCTAssertEqual(empty.selectedIndex, -1)
        XCTAssertNotNil(scene.render())
        let huge = String(repeating: "Wide ", count: 2000)
        let (scene2, picker) = makeScene(width: 300, options: [huge, "B"])
        XCTAssertTrue(picker.isCompact)
        XCTAssertLessThanOrEqual(picker.frame.width, 300)
        XCTAssertNotNil(scene2.render())
    }

    func testAMenuClosedBecauseThePickerLeftItsCompactFormSaysSo() async throws {
        let picker = SegmentedPicker(id: "p", options: ["Walk", "Bike", "Train"])
        let scene = Scene(root: VStackProbe(children: [picker]), measurer: FixedTextMeasurer(), size: Size(100, 600))
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        XCTAssertTrue(picker.isCompact)
        picker.openMenu()
        scene.layoutIfNeeded()
        scene.handle(.resize(Size(1000, 600)))
        scene.layoutIfNeeded()
        XCTAssertFalse(picker.isCompact)
        XCTAssertTrue(scene.overlays.isEmpty)
        XCTAssertEqual(events.filter { $0.kind.name == "menu" }.map(\.kind), [.menu(open: true), .menu(open: false)])
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
}

@MainActor
final class MenuPlacementTests: XCTestCase {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 600)

    func testOpensBelowWhenThereIsRoom() async {
        let r = MenuPlacement.place(anchor: Rect(x: 50, y: 100, width: 120, height: 48), content: Size(200, 144), in: bounds, margin: 8)
        XCTAssertEqual(r.frame, Rect(x: 50, y: 156, width: 200, height: 144))
        XCTAssertFalse(r.opensUpward)
    }

    func testOpensUpwardWhenThereIsNoRoomBelow() async {
        let r = MenuPlacement.place(anchor: Rect(x: 50, y: 500, width: 120, height: 48), content: Size(200, 144), in: bounds, margin: 8)
        XCTAssertEqual(r.frame, Rect(x: 50, y: 348, width: 200, height: 144))
        XCTAssertTrue(r.opensUpward)
    }

    func testAnAnchorOffTheBoundsStillGivesAMenuInsideThem() async {
        for anchor in [Rect(x: 50, y: 700, width: 100, height: 48), Rect(x: 900, y: -300, width: 100, height: 48),
                       Rect(x: 10, y: 100, width: 2000, height: 48)] {
            let r = MenuPlacement.place(anchor: anchor, content: Size(300, 400), in: Rect(x: 0, y: 0, width: 400, height: 420), margin: 8)
            XCTAssertGreaterThanOrEqual(r.frame.minY, 8, "\(anchor)")
            XCTAssertLessThanOrEqual(r.frame.maxY, 412, "\(anchor)")
            XCTAssertGreaterThanOrEqual(r.frame.minX, 8, "\(anchor)")
            XCTAssertLessThanOrEqual(r.frame.maxX, 392, "\(anchor)")
        }
    }

    func testStaysInsideANarrowSplitAndScrollsWhenTooTall() async {
        let r = MenuPlacement.place(anchor: Rect(x: 100, y: 200, width: 80, height: 48), content: Size(500, 2000),
                                    in: Rect(x: 0, y: 0, width: 240, height: 600), margin: 8)
        XCTAssertEqual(r.frame.minX, 8)
        XCTAssertEqual(r.frame.width, 224)
        XCTAssertEqual(r.frame.minY, 256)
        XCTAssertEqual(r.frame.maxY, 592, "the larger side (below) is used to its margin")
        XCTAssertEqual(r.contentHeight, 2000)
    }
}

/// Stacks children vertically at their measured size for the proposed width. For tests only.
final class VStackProbe: Widget {
    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { p.replacingUnspecified(with: Size(400, 400)) }
    override func placeChildren(in b: Rect, _ ctx: LayoutContext) {
        var y = b.minY
        for c in visibleChildren {
            let s = c.measure(ProposedSize(width: b.width, height: nil), ctx)
            c.place(in: Rect(x: b.minX, y: y, width: s.width, height: s.height), ctx)
            y += s.height
        }
    }
}
