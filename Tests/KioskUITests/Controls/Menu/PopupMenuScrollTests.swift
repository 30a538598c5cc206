import XCTest
@testable import KioskUICore

/// A long popup menu in a small window: flings glide on, and taps still choose.
@MainActor
final class PopupMenuScrollTests: XCTestCase {
    private var events: [KioskEvent] = []

    /// A compact picker of 40 options with its menu open in a 200 × 300 window.
    private func openMenu() throws -> (Scene, SegmentedPicker, PopupMenu) {
        let picker = SegmentedPicker(id: "p", options: (0..<40).map { "Option \($0)" })
        let scene = Scene(root: VStackProbe(children: [picker]), measurer: FixedTextMeasurer(), size: Size(200, 300))
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        picker.openMenu()
        scene.layoutIfNeeded()
        return (scene, picker, try XCTUnwrap(picker.menu))
    }

    /// The menu's frame on screen.
    private func box(_ menu: PopupMenu) -> Rect { menu.placement.frame }

    /// An upward flick of `dy` px in 0.1 s from near the menu's bottom, released at `t + 0.1`.
    private func flick(_ scene: Scene, _ menu: PopupMenu, dy: Double, at t: Double) {
        let x = box(menu).midX, y = box(menu).maxY - 10
        scene.advance(to: t)
        scene.handle(pointer(.down, x, y, t: t))
        for i in 1...10 { scene.handle(pointer(.move, x, y - dy * Double(i) / 10, t: t + 0.01 * Double(i))) }
        scene.handle(pointer(.up, x, y - dy, t: t + 0.1))
    }

    private func tap(_ scene: Scene, _ p: Point, at t: Double) {
        scene.advance(to: t)
        scene.handle(pointer(.down, p.x, p.y, t: t))
        scene.handle(pointer(.up, p.x, p.y, t: t + 0.05))
    }

    func testAFlingGlidesOnAfterTheFingerLiftsAndComesToRestInsideTheList() async throws {
        let (scene, picker, menu) = try openMenu()
        let itemHeight = menu.itemFrame(1).minY - menu.itemFrame(0).minY
        let maxOffset = Double(picker.options.count) * itemHeight - box(menu).height
        XCTAssertGreaterThan(maxOffset, 1000, "a long list in a small window")

        flick(scene, menu, dy: 150, at: 1)
        XCTAssertEqual(menu.scrollOffset, 150, "under the finger until it lifts")
        XCTAssertTrue(scene.isAnimating)
        var t = 1.1, offsets: [Double] = []
        while scene.isAnimating && t < 10 {
            t += 1.0 / 60
            scene.advance(to: t)
            offsets.append(menu.scrollOffset)
        }
        XCTAssertGreaterThan(menu.scrollOffset, 150 + 300, "a 1500 px/s flick carries the list on")
        XCTAssertLessThanOrEqual(menu.scrollOffset, maxOffset)
        XCTAssertEqual(offsets, offsets.sorted(), "it never turns back")
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        XCTAssertGreaterThan(steps.first ?? 0, steps.last ?? 0, "and slows down")
        XCTAssertNotNil(picker.menu, "a fling chooses nothing")

        // A hard fling stops on the last item, inside the list.
        flick(scene, menu, dy: 280, at: 20)
        scene.advance(to: 30)
        XCTAssertEqual(menu.scrollOffset, maxOffset, accuracy: 0.001)
        XCTAssertEqual(menu.itemFrame(39).maxY, box(menu).maxY, accuracy: 0.5, "the last item sits on the bottom edge")

        let item = menu.itemFrame(36)
        tap(scene, item.center, at: 31)
        XCTAssertNil(picker.menu)
        XCTAssertEqual(picker.selectedIndex, 36, "a tap at rest chooses the item under it")
    }

    func testATapThatStopsAGlidingListChoosesNothingAndTheNextTapChooses() async throws {
        let (scene, picker, menu) = try openMenu()
        flick(scene, menu, dy: 150, at: 1)
        scene.advance(to: 1.3)
        let item = menu.itemFrame(12)
        tap(scene, Point(item.midX, box(menu).midY), at: 1.3)
        XCTAssertNotNil(picker.menu, "the touch only stopped the list")
        let stopped = menu.scrollOffset
        scene.advance(to: 3)
        XCTAssertEqual(menu.scrollOffset, stopped, accuracy: 0.5, "and it stays where it was stopped")
        XCTAssertTrue(events.filter { $0.kind.name == "change" }.isEmpty)

        let target = try XCTUnwrap((0..<40).first { box(menu).contains(menu.itemFrame($0).center) })
        tap(scene, menu.itemFrame(target).center, at: 4)
        XCTAssertNil(picker.menu)
        XCTAssertEqual(picker.selectedIndex, target)
    }

    func testTheWheelAndTheKeysStillMoveTheListAtOnce() async throws {
        let (scene, _, menu) = try openMenu()
        XCTAssertTrue(menu.wheel(dx: 0, dy: -2))
        let itemHeight = menu.itemFrame(1).minY - menu.itemFrame(0).minY
        XCTAssertEqual(menu.scrollOffset, 2 * itemHeight)
        XCTAssertFalse(scene.isAnimating)
        scene.handle(.key(.end, down: true))
        XCTAssertEqual(menu.itemFrame(39).maxY, box(menu).maxY, accuracy: 0.5, "End shows the last item")
    }
}
