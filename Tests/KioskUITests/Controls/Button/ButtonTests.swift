import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The button driven like a user would: taps, slides off it, releases outside, keys and gamepad
/// buttons, on a scene with fixed text metrics. The button sits at its ideal width at the left of
/// an 800 × 600 window, inside an ancestor that accepts the contacts the button gives up.
@MainActor
final class ButtonTests: XCTestCase, DemoSceneDriving {
    var events: [KioskEvent] = []

    private func makeScene() -> (Scene, Button, ProbeWidget) {
        let button = Button(id: "ok", title: "OK")
        let ancestor = ProbeWidget(id: "under", accepts: true, children: [RowProbe(children: [button])])
        let scene = Scene(root: ancestor, measurer: FixedTextMeasurer(), size: Size(800, 600))
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        return (scene, button, ancestor)
    }

    private var taps: [KioskEvent] { events.filter { $0.kind == .tap(title: "OK") } }

    func testATapEmitsOneTapEventWithTheButtonsID() async {
        let (scene, button, ancestor) = makeScene()
        let c = button.frame.center
        scene.handle(pointer(.down, c.x, c.y, t: 1))
        XCTAssertTrue(button.isPressed, "pressed while the finger is down")
        scene.handle(pointer(.move, c.x + 5, c.y + 5, t: 1.03))   // finger jitter within the slop
        scene.handle(pointer(.up, c.x + 5, c.y + 5, t: 1.08))
        XCTAssertFalse(button.isPressed)
        XCTAssertEqual(taps.count, 1)
        XCTAssertEqual(taps.first?.id, "ok")
        XCTAssertTrue(ancestor.received.isEmpty, "the button kept the contact")
    }

    func testAHeldContactStillTapsOnRelease() async {
        let (scene, button, _) = makeScene()
        let c = button.frame.center
        scene.handle(pointer(.down, c.x, c.y, t: 1))
        scene.advance(to: 3)
        scene.handle(pointer(.up, c.x, c.y, t: 3))
        XCTAssertEqual(taps.count, 1, "a button has no long press")
    }

    func testMovingBeyondTheSlopGivesTheContactToTheAncestorWithoutATap() async {
        let (scene, button, ancestor) = makeScene()
        let c = button.frame.center
        scene.handle(pointer(.down, c.x, c.y, t: 1))
        scene.handle(pointer(.move, c.x + 10, c.y, t: 1.02))
        XCTAssertTrue(ancestor.received.isEmpty, "within the 18 px slop the button keeps it")
        scene.handle(pointer(.move, c.x + 30, c.y, t: 1.04))
        XCTAssertFalse(button.isPressed, "un-pressed once the contact is given up")
        XCTAssertEqual(ancestor.received, [.down, .move])
        scene.handle(pointer(.move, c.x + 60, c.y, t: 1.06))
        scene.handle(pointer(.up, c.x + 60, c.y, t: 1.08))
        XCTAssertEqual(ancestor.received, [.down, .move, .move, .up])
        XCTAssertTrue(taps.isEmpty)
    }

    func testASwipeThatStartsOnAButtonSwitchesThePageUnderIt() async {
        let button = Button(id: "ok", title: "OK")
        let spacer = ProbeWidget(ideal: Size(600, 50))   // puts the button on the right
        let pages = [Page(id: "p0", title: "One", content: RowProbe(children: [spacer, button])),
                     Page(id: "p1", title: "Two", content: ProbeWidget())]
        let container = SegmentedPages(id: "pages", pages: pages)
        let scene = Scene(root: container, measurer: FixedTextMeasurer(), size: Size(800, 600))
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        let c = button.frame.center
        scene.handle(pointer(.down, c.x, c.y, t: 1))
        for i in 1...10 { scene.handle(pointer(.move, c.x - 30 * Double(i), c.y, t: 1 + 0.02 * Double(i))) }
        scene.handle(pointer(.up, c.x - 300, c.y, t: 1.2))
        XCTAssertTrue(taps.isEmpty)
        XCTAssertFalse(button.isPressed)
        XCTAssertEqual(container.current, 1, "a left swipe that starts on the button goes to the next page")
    }

    func testReleasingOutsideTheButtonDoesNotTap() async {
        let (scene, button, _) = makeScene()
        let f = button.frame
        scene.handle(pointer(.down, f.maxX - 2, f.midY, t: 1))
        scene.handle(pointer(.up, f.maxX + 10, f.midY, t: 1.08))   // 12 px away: within the slop, but outside
        XCTAssertFalse(button.isPressed)
        XCTAssertTrue(taps.isEmpty)
    }

    func testEnterAndGamepadAOnTheFocusedButtonTap() async {
        let (scene, button, _) = makeScene()
        scene.focus.setFocus(button, scene: scene)
        scene.handle(.key(.enter, down: true))
        scene.handle(.key(.enter, down: false))
        scene.handle(.gamepadButton(.a, down: true))
        XCTAssertEqual(taps.map(\.id), ["ok", "ok"])
    }

    func testANewTitleOfTheSameSizeIsRedrawnWithoutALayoutPass() async {
        let (scene, button, _) = makeScene()
        button.title = "Pay €3.00"
        scene.layoutIfNeeded()
        _ = scene.render()   // drawn: the title shown whole on one line
        button.title = "Pay €4.00"
        XCTAssertFalse(scene.needsLayout, "the same size: no layout pass")
        XCTAssertEqual(scene.takeDamage(), button.frame, "only the button is redrawn")
        XCTAssertFalse(button.isTitleTruncated(scene.layout))
        button.title = "Pay €12.00"
        XCTAssertTrue(scene.needsLayout, "a longer title makes the button wider")
    }

    func testButtonsWithoutAnIdGetOneFromTheirNearestNamedAncestorAndTapsSayWhichWasTapped() async throws {
        let scene = try demo()
        let ids = scene.widgetsWithIDs().compactMap(\.id)
        XCTAssertEqual(ids.filter { $0.hasPrefix("chips.") }, (1...30).map { "chips.\($0)" })
        let chip = try XCTUnwrap(scene.widget(id: "chips.3") as? Button)
        XCTAssertEqual(chip.title, "Chip 03")
        XCTAssertTrue(chip.navigate(.activate))
        XCTAssertEqual(events.last?.json.serialized, #"{"at":0,"event":"tap","id":"chips.3","title":"Chip 03"}"#)
        XCTAssertFalse(try Screen.load(path: TestFiles.demoFile).ids.contains("chips.3"), "not a control a command may set")
    }
}
