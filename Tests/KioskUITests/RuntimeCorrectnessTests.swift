import Foundation
import XCTest
@testable import KioskUI

/// Issue-level correctness of the runtime: a drifting stick cannot keep a panel busy, nothing
/// off screen moves, and events say what happened in one order, at the time it happened.
@MainActor
final class RuntimeCorrectnessTests: XCTestCase {
    private var events: [KioskEvent] = []

    /// The demo screen file at 1280×800 on the fixed measurer, laid out.
    private func demo(width: Double = 1280, height: Double = 800) throws -> Scene {
        let screen = try Screen.load(path: XvfbSmokeTests.demoFile)
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(width, height), theme: screen.theme)
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        return scene
    }

    /// Runs frames at 60 fps from `t` for at most `seconds`; returns the time when nothing animates
    /// any more, or nil when something still did at the end.
    private func runUntilIdle(_ scene: Scene, from t: Double, seconds: Double = 30) -> Double? {
        var now = t
        while now < t + seconds {
            now += 1.0 / 60
            scene.advance(to: now)
            scene.layoutIfNeeded()
            _ = scene.render()
            if !scene.hasWork && scene.nextWakeTime == nil { return now }
        }
        return nil
    }

    private func focus(_ scene: Scene, on id: String) throws -> Widget {
        let w = try XCTUnwrap(scene.widget(id: id))
        scene.focus.setFocus(w, scene: scene)
        scene.focus.hidesRing = false
        return w
    }

    // MARK: Sticks

    func testTheDeadZoneReadsASmallDeflectionAsZeroAndRescalesTheRest() async {
        XCTAssertEqual(Scene.deadZoned(0.22), 0)
        XCTAssertEqual(Scene.deadZoned(-0.25), 0)
        XCTAssertEqual(Scene.deadZoned(1), 1)
        XCTAssertEqual(Scene.deadZoned(-1), -1)
        XCTAssertEqual(Scene.deadZoned(0.625), 0.5, accuracy: 1e-12)
        XCTAssertEqual(Scene.deadZoned(.nan), 0)
    }

    func testADriftingStickDoesNotMoveAFocusedRuler() async throws {
        let scene = try demo()
        let ruler = try XCTUnwrap(try focus(scene, on: "amount") as? RulerWheel)
        scene.handle(.gamepadAxis(.leftX, value: 0.22))
        XCTAssertNotNil(runUntilIdle(scene, from: 0, seconds: 1), "a stick resting at 0.22 is a stick at rest")
        XCTAssertEqual(ruler.value, 40)
        XCTAssertFalse(events.contains { $0.kind.name == "tick" })
    }

    func testARulerWhosePageIsSwitchedAwayStopsOnAStepAndTheLoopGoesIdle() async throws {
        let scene = try demo()
        let ruler = try XCTUnwrap(try focus(scene, on: "amount") as? RulerWheel)
        scene.handle(.gamepadAxis(.leftX, value: 0.6))
        var t = 0.0
        for _ in 0..<20 { t += 1.0 / 60; scene.advance(to: t); _ = scene.render() }
        XCTAssertTrue(ruler.isMoving)
        // A tab tap or a command shows Settings: the ruler's page hides while the stick is held.
        try XCTUnwrap(scene.widget(id: "pages") as? SegmentedPages).show(1)
        XCTAssertNotNil(runUntilIdle(scene, from: t, seconds: 2), "the hidden ruler stops: \(ruler.motionState)")
        XCTAssertFalse(ruler.isMoving)
        XCTAssertEqual(ruler.value, ruler.value.rounded(), "on a whole step")
        XCTAssertEqual(events.last { $0.kind.name == "change" && $0.id == "amount" }?.kind, .change(.number(ruler.value)),
                       "its resting value is reported")
        // The stick is still pushed: with the ruler gone it moves nothing.
        scene.handle(.gamepadAxis(.leftX, value: 0.6))
        XCTAssertNotNil(runUntilIdle(scene, from: t + 2, seconds: 2))
    }

    func testAStickHeldAgainstTheEndLetsTheLoopGoIdle() async throws {
        let scene = try demo()
        let ruler = try XCTUnwrap(try focus(scene, on: "amount") as? RulerWheel)
        scene.handle(.gamepadAxis(.leftX, value: 1))
        XCTAssertNotNil(runUntilIdle(scene, from: 0, seconds: 30), "pushed to 100, nothing more moves")
        scene.handle(.gamepadAxis(.leftX, value: 0))
        XCTAssertNotNil(runUntilIdle(scene, from: 31))
        XCTAssertEqual(ruler.value, 100)
        scene.handle(.gamepadAxis(.leftX, value: -1))
        XCTAssertTrue(scene.isAnimating, "a new deflection moves it again")
    }

    func testARandomStreamEndingWithAnyStickStateLetsTheLoopGoIdle() async throws {
        for seed in UInt64(1)...12 {
            var rng = SeededRandom(seed: seed)
            let scene = try demo(width: [1280, 480, 800][Int(seed % 3)], height: 800)
            func unit() -> Double { Double(rng.next() % 10_000) / 10_000 }
            var t = 0.0
            for _ in 0..<300 {
                t += 0.05
                scene.advance(to: t)
                switch rng.next() % 6 {
                case 0: scene.handle(.gamepadAxis(GamepadAxis.allCases[Int(rng.next() % 6)], value: unit() * 2 - 1))
                case 1: scene.handle(.gamepadButton([.leftShoulder, .rightShoulder, .dpadDown, .dpadUp, .a, .b][Int(rng.next() % 6)], down: true))
                case 2: scene.handle(.key([.tab, .left, .right, .home, .end, .escape][Int(rng.next() % 6)], down: true))
                default: scene.handle(.gamepadAxis(.leftX, value: unit() * 2 - 1))
                }
                _ = scene.render()
            }
            XCTAssertNotNil(runUntilIdle(scene, from: t, seconds: 60), "seed \(seed): the loop never went idle")
        }
    }

    // MARK: Keys

    func testHomeAndEndMoveAFocusedRulerToItsEnds() async throws {
        let scene = try demo()
        let ruler = try XCTUnwrap(try focus(scene, on: "amount") as? RulerWheel)
        scene.handle(.key(.end, down: true))
        _ = runUntilIdle(scene, from: 0)
        XCTAssertEqual(ruler.value, 100)
        scene.handle(.key(.home, down: true))
        _ = runUntilIdle(scene, from: 5)
        XCTAssertEqual(ruler.value, 0)
        XCTAssertEqual(events.filter { $0.kind.name == "change" }.map(\.kind), [.change(.number(100)), .change(.number(0))])
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

    // MARK: Events

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

    func testButtonsWithoutAnIdGetOneFromTheirNearestNamedAncestorAndTapsSayWhichWasTapped() async throws {
        let scene = try demo()
        let ids = scene.widgetsWithIDs().compactMap(\.id)
        XCTAssertEqual(ids.filter { $0.hasPrefix("chips.") }, (1...30).map { "chips.\($0)" })
        let chip = try XCTUnwrap(scene.widget(id: "chips.3") as? Button)
        XCTAssertEqual(chip.title, "Chip 03")
        XCTAssertTrue(chip.navigate(.activate))
        XCTAssertEqual(events.last?.json.serialized, #"{"at":0,"event":"tap","id":"chips.3","title":"Chip 03"}"#)
        XCTAssertFalse(try Screen.load(path: XvfbSmokeTests.demoFile).ids.contains("chips.3"), "not a control a command may set")
    }

    /// A display whose input arrives on a virtual clock: each wait moves the clock on by the
    /// timeout (or 5 s when idle) and hands out the next batch.
    private final class ScriptedInputBackend: DisplayBackend {
        let clock: VirtualClock
        var batches: [(after: Double, events: [InputEvent])]
        init(clock: VirtualClock, batches: [(Double, [InputEvent])]) { self.clock = clock; self.batches = batches.map { ($0.0, $0.1) } }
        var measurer: TextMeasuring { FixedTextMeasurer() }
        var size = Size(1280, 800)
        var driverName: String { "test" }
        var hasInput: Bool { true }
        func waitEvents(timeout: Double?, clock _: FrameClock) -> [InputEvent] {
            guard let next = batches.first else {
                clock.advance(by: timeout ?? 1)
                return [.quit]
            }
            if let t = timeout, clock.now + t < next.after { clock.advance(by: t); return [] }
            clock.set(next.after)
            batches.removeFirst()
            return next.events
        }
        func present(_ list: DrawList, damage: Rect) {}
        func resize(to size: Size) { self.size = size }
        func screenshot(to path: String) throws {}
    }

    func testLiveEventsCarryTheTimeTheyHappenedAfterAnIdleSpell() async throws {
        let screen = try Screen.load(path: XvfbSmokeTests.demoFile)
        let clock = VirtualClock()
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(1280, 800), theme: screen.theme)
        let backend = ScriptedInputBackend(clock: clock, batches: [])
        scene.layoutIfNeeded()
        let start = try XCTUnwrap(scene.widget(id: "start")).frame.center
        backend.batches = [
            (5.0, [pointer(.down, start.x, start.y, t: 5.0), pointer(.up, start.x, start.y, t: 5.05)]),
            (10.0, [pointer(.down, start.x, start.y, t: 10.0), pointer(.up, start.x, start.y, t: 10.05)]),
        ]
        let runner = try Runner(scene: scene, backend: backend)
        var taps: [Double] = []
        scene.watchEvents { e in if case .tap = e.kind { taps.append(e.at) } }
        runner.runLive(clock: clock, duration: 60)
        XCTAssertEqual(taps, [5000, 10000], "clicks 5 s apart are reported 5 s apart")
    }
}
