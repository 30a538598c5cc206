import XCTest
@testable import KioskUICore

/// Moving focus with the arrows and the D-pad: which control is "down" from here, in numbers, and
/// around a scroll view scrolled part way.
@MainActor
final class FocusDirectionTests: XCTestCase {
    /// The demo's settings page at font scale 2: a full-width tab row, three buttons at the right
    /// under it, then a picker and a ruler across the width.
    let tabs = Rect(x: 0, y: 0, width: 800, height: 75)
    let network = Rect(x: 376, y: 99, width: 400, height: 71)
    let language = Rect(x: 376, y: 296, width: 400, height: 71)
    let receipt = Rect(x: 24, y: 383, width: 752, height: 75)

    func testDownFromAWideRowGoesToTheControlRightUnderItNotTheCentredOneFurtherDown() async throws {
        XCTAssertEqual(FocusManager.nearest(from: tabs, direction: .down, among: [receipt, network]), 1)
        XCTAssertEqual(FocusManager.nearest(from: receipt, direction: .up, among: [tabs, language]), 1,
                       "and up from the picker comes back to the button above it, not the tabs")
    }

    func testUpOrDownAControlWhollyNearerThanTheBestInTheBeamWins() async throws {
        let from = Rect(x: 0, y: 0, width: 100, height: 50)
        let farBelow = Rect(x: 0, y: 400, width: 100, height: 50)
        let nearAside = Rect(x: 120, y: 60, width: 100, height: 50)
        XCTAssertEqual(FocusManager.nearest(from: from, direction: .down, among: [farBelow, nearAside]), 1)
        let nearBelow = Rect(x: 0, y: 80, width: 100, height: 50)
        XCTAssertEqual(FocusManager.nearest(from: from, direction: .down, among: [nearBelow, nearAside]), 0,
                       "one only partly nearer does not")
        // Left and right stay in the row.
        let rowFar = Rect(x: 600, y: 0, width: 100, height: 50)
        let besideAbove = Rect(x: 110, y: -60, width: 40, height: 50)
        XCTAssertEqual(FocusManager.nearest(from: from, direction: .right, among: [besideAbove, rowFar]), 1)
    }

    func testARectWithNoAreaIsNeverAStop() async throws {
        let from = Rect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertNil(FocusManager.nearest(from: from, direction: .down, among: [Rect(x: 0, y: 60, width: 0, height: 0)]))
    }

    /// A button above a scroll view of ten buttons, scrolled to its end: the first ones are out of
    /// sight above the viewport, where the top button is.
    private func scrolledList() throws -> (scene: Scene, top: Button, items: [Button], lastHidden: Int) {
        let items = (0..<10).map { Button(id: "item\($0)", title: "Item \($0)") }
        let top = Button(id: "top", title: "Top")
        let list = Stack(.vertical, spacing: 0, alignment: .fill, children: items)
        let root = Stack(.vertical, spacing: 0, alignment: .fill, children: [top, ScrollView(list)])
        let scene = Scene(root: root, measurer: FixedTextMeasurer(), size: Size(300, 300))
        scene.layoutIfNeeded()
        scene.bringIntoView(items[9])
        scene.layoutIfNeeded()
        let lastHidden = try XCTUnwrap(items.lastIndex { $0.frame.maxY <= top.frame.maxY }, "some items are scrolled out of sight")
        XCTAssertGreaterThanOrEqual(lastHidden, 1)
        return (scene, top, items, lastHidden)
    }

    func testFromAboveAScrolledListDownGoesToWhatShowsAndUpGoesNowhere() async throws {
        let (scene, top, items, lastHidden) = try scrolledList()
        let others = scene.focus.candidates(scene: scene).filter { $0 !== top }
        XCTAssertTrue(FocusManager.neighbour(of: top, .down, among: others) === items[lastHidden + 1],
                      "down: the first item in sight, not one hidden behind the top button")
        XCTAssertNil(FocusManager.neighbour(of: top, .up, among: others), "nothing shows above the top button")
    }

    func testInsideAScrolledListUpGoesToTheItemAboveEvenOutOfSightAndTheFirstLeavesTheList() async throws {
        let (scene, top, items, lastHidden) = try scrolledList()
        let others = { (w: Widget) in scene.focus.candidates(scene: scene).filter { $0 !== w } }
        XCTAssertTrue(FocusManager.neighbour(of: items[lastHidden + 1], .up, among: others(items[lastHidden + 1])) === items[lastHidden],
                      "the item above, out of sight: focus will scroll it in")
        // Through the keys: up, item by item, scrolls the list back to its first item, then leaves it.
        scene.focus.setFocus(items[lastHidden + 1], scene: scene)
        var t = 0.0
        for _ in 0...lastHidden {
            scene.handle(.key(.up, down: true))
            t += 1
            scene.advance(to: t)
            scene.layoutIfNeeded()
        }
        XCTAssertTrue(scene.focus.focused === items[0], "\(scene.focus.focused?.id ?? "nil")")
        XCTAssertGreaterThanOrEqual(items[0].frame.minY, top.frame.maxY, "scrolled into sight")
        scene.handle(.key(.up, down: true))
        XCTAssertTrue(scene.focus.focused === top)
    }
}
