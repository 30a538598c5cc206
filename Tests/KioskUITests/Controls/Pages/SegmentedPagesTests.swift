import XCTest
@testable import KioskUICore

/// The segmented page container: switching by tab, swipe and shoulder buttons, with the page
/// lifecycle in order and page state kept while hidden.
@MainActor
final class SegmentedPagesTests: XCTestCase, DemoSceneDriving {
    var events: [KioskEvent] = []
    private var log: [String] = []

    private func makeScene(width: Double = 800) -> (Scene, SegmentedPages, [ProbeWidget]) {
        let bodies = (0..<3).map { ProbeWidget(id: "body\($0)", ideal: Size(100, 100), accepts: false) }
        let pages = ["Home", "Settings", "About"].enumerated().map { i, t in Page(id: "page\(i)", title: t, content: bodies[i]) }
        let container = SegmentedPages(id: "pages", pages: pages)
        let scene = Scene(root: container, measurer: FixedTextMeasurer(), size: Size(width, 600))
        log = []
        scene.watchEvents { [unowned self] e in
            switch e.kind {
            case let .appear(page, _): self.log.append("appear:\(page)")
            case let .disappear(page, _): self.log.append("disappear:\(page)")
            default: break
            }
        }
        scene.layoutIfNeeded()
        return (scene, container, bodies)
    }

    private func drag(_ scene: Scene, from a: Point, to b: Point, at t: Double, duration: Double = 0.2) {
        scene.handle(pointer(.down, a.x, a.y, t: t))
        for i in 1...10 {
            let f = Double(i) / 10
            scene.handle(pointer(.move, a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, t: t + duration * f))
        }
        scene.handle(pointer(.up, b.x, b.y, t: t + duration))
        scene.layoutIfNeeded()
    }

    func testTheFirstPageAppearsAtStartAndOnlyItIsShown() async {
        let (_, c, bodies) = makeScene()
        XCTAssertEqual(log, ["appear:Home"])
        XCTAssertEqual(c.currentPage?.title, "Home")
        XCTAssertFalse(bodies[0].ancestorHidden)
        XCTAssertTrue(bodies[1].ancestorHidden)
    }

    func testATapOnATabSwitchesWithDisappearBeforeAppear() async throws {
        let (scene, c, _) = makeScene()
        let tab = try XCTUnwrap(c.partFrame(2))
        scene.handle(pointer(.down, tab.midX, tab.midY, t: 0))
        scene.handle(pointer(.up, tab.midX, tab.midY, t: 0.05))
        scene.layoutIfNeeded()
        XCTAssertEqual(log, ["appear:Home", "disappear:Home", "appear:About"])
        XCTAssertEqual(c.picker.selectedIndex, 2, "the tabs follow")
    }

    func testSwipesGoToTheNeighbouringPagesAndStopAtTheEnds() async {
        let (scene, c, _) = makeScene()
        let y = 300.0
        drag(scene, from: Point(600, y), to: Point(300, y), at: 1)        // left: next page
        XCTAssertEqual(c.current, 1)
        XCTAssertEqual(c.picker.selectedIndex, 1, "the marker follows the swipe")
        drag(scene, from: Point(300, y), to: Point(600, y), at: 2)        // right: previous page
        XCTAssertEqual(c.current, 0)
        drag(scene, from: Point(300, y), to: Point(600, y), at: 3)        // nothing before the first
        XCTAssertEqual(c.current, 0)
        drag(scene, from: Point(400, 200), to: Point(420, 500), at: 4)    // vertical: no switch
        XCTAssertEqual(c.current, 0)
        XCTAssertEqual(log, ["appear:Home", "disappear:Home", "appear:Settings", "disappear:Settings", "appear:Home"])
    }

    func testAShortQuickFlickSwitchesButASlowShortDragDoesNot() async {
        let (scene, c, _) = makeScene()
        drag(scene, from: Point(500, 300), to: Point(440, 300), at: 1, duration: 1.0)   // 60 px in a second
        XCTAssertEqual(c.current, 0)
        drag(scene, from: Point(500, 300), to: Point(440, 300), at: 3, duration: 0.05)  // 60 px in 50 ms
        XCTAssertEqual(c.current, 1)
    }

    func testAHorizontalSwipeOnTheTabsSwitchesPagesAndAVerticalOneDoesNot() async throws {
        let (scene, c, _) = makeScene()
        let tab = try XCTUnwrap(c.partFrame(2))
        drag(scene, from: tab.center, to: Point(tab.midX - 300, tab.midY), at: 1)
        XCTAssertEqual(c.current, 1, "the tab row gives the swipe up to the container")
        XCTAssertEqual(c.picker.selectedIndex, 1, "not the tab the swipe started on")
        drag(scene, from: tab.center, to: Point(tab.midX + 10, tab.midY + 200), at: 2)
        XCTAssertEqual(c.current, 1)
    }

    func testAFlingBackAgainstTheTravelDoesNotSwitch() async {
        let (scene, c, _) = makeScene()
        scene.handle(pointer(.down, 500, 300, t: 1))
        for i in 1...10 { scene.handle(pointer(.move, 500 - 10 * Double(i), 300, t: 1 + 0.05 * Double(i))) }
        for i in 1...3 { scene.handle(pointer(.move, 400 + 15 * Double(i), 300, t: 1.5 + 0.01 * Double(i))) }
        scene.handle(pointer(.up, 445, 300, t: 1.53))
        XCTAssertEqual(c.current, 0, "55 px left, then flicked right: neither far enough nor a flick towards a page")
    }

    func testShoulderButtonsAndPageKeysSwitchPages() async {
        let (scene, c, _) = makeScene()
        scene.handle(.gamepadButton(.rightShoulder, down: true))
        scene.handle(.gamepadButton(.rightShoulder, down: true))
        scene.handle(.gamepadButton(.rightShoulder, down: true))   // already on the last page
        XCTAssertEqual(c.current, 2)
        scene.handle(.key(.pageUp, down: true))
        XCTAssertEqual(c.current, 1)
        XCTAssertEqual(log, ["appear:Home", "disappear:Home", "appear:Settings", "disappear:Settings", "appear:About",
                             "disappear:About", "appear:Settings"])
    }

    func testAHiddenPageKeepsItsWidgetsAndTheirState() async {
        let (scene, c, _) = makeScene()
        let picker = SegmentedPicker(id: "inner", options: ["A", "B"])
        c.currentPage?.children.first?.add(picker)
        picker.select(1)
        c.show(1)
        c.show(0)
        scene.layoutIfNeeded()
        XCTAssertEqual(picker.selectedIndex, 1)
    }

    func testEscapeAndGamepadBGoBackAPage() async throws {
        let scene = try demo()
        let pages = try XCTUnwrap(scene.widget(id: "pages") as? SegmentedPages)
        pages.show(2)
        scene.layoutIfNeeded()
        scene.handle(.key(.escape, down: true))
        scene.layoutIfNeeded()
        XCTAssertEqual(pages.current, 1)
        scene.handle(.gamepadButton(.b, down: true))
        scene.layoutIfNeeded()
        XCTAssertEqual(pages.current, 0)
        scene.handle(.key(.escape, down: true))
        XCTAssertEqual(pages.current, 0, "nothing before the first page")
    }

    /// The names and pages of the switch events, in order.
    private func switchEvents() -> [String] {
        events.compactMap { e in
            switch e.kind {
            case let .change(.option(_, title)) where e.id == "pages.tabs": return "change:\(title)"
            case let .appear(page, _): return "appear:\(page)"
            case let .disappear(page, _): return "disappear:\(page)"
            default: return nil
            }
        }
    }

    func testAPageSwitchGivesItsEventsInOneOrderForATapASwipeAKeyAndACommand() async throws {
        let expected = ["change:Settings", "disappear:Home", "appear:Settings"]
        var orders: [String: [String]] = [:]
        for way in ["tap", "swipe", "key", "set"] {
            let scene = try demo()
            let pages = try XCTUnwrap(scene.widget(id: "pages") as? SegmentedPages)
            events = []
            switch way {
            case "tap":
                let tab = try XCTUnwrap(pages.partFrame(1))
                scene.handle(pointer(.down, tab.midX, tab.midY, t: 0))
                scene.handle(pointer(.up, tab.midX, tab.midY, t: 0.05))
            case "swipe":
                let y = pages.frame.maxY - 40
                scene.handle(pointer(.down, 900, y, t: 0))
                for i in 1...10 { scene.handle(pointer(.move, 900 - 60 * Double(i), y, t: 0.02 * Double(i))) }
                scene.handle(pointer(.up, 300, y, t: 0.2))
            case "key":
                scene.handle(.key(.pageDown, down: true))
            default:
                try pages.setValue(.string("Settings"))
            }
            orders[way] = switchEvents()
        }
        for way in ["tap", "swipe", "key", "set"] { XCTAssertEqual(orders[way], expected, way) }
    }
}
