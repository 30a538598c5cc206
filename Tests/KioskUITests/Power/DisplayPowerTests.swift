import XCTest
import KioskUI
import KioskUITestSupport
@testable import KioskUICore

/// The display's power as a customer and an operator meet it: a `display` command blanks the
/// panel and stops the frames; the press that wakes it does nothing else; the backlight follows
/// `brightness`; events and the `layout` answer say each.
@MainActor
final class DisplayPowerTests: XCTestCase {
    static let yaml = """
    root:
      type: column
      children:
        - {type: button, id: pay, title: Pay}
        - {type: button, id: help, title: Help}
        - {type: label, id: price, text: free}
    """

    /// A backend that remembers what it was told and counts the frames it showed.
    final class PowerBackend: DisplayBackend {
        let measurer: TextMeasuring = FixedTextMeasurer()
        var size = Size(800, 480)
        var driverName: String { "headless" }
        var hasInput: Bool { false }
        var presented: [Rect] = []
        var powerCalls: [Bool] = []
        var brightnessCalls: [Int] = []
        func waitEvents(timeout: Double?, clock: FrameClock) -> [InputEvent] { [] }
        func present(_ list: DrawList, damage: Rect) { presented.append(damage) }
        func resize(to size: Size) { self.size = size }
        func screenshot(to path: String) throws {}
        func setDisplayPower(_ on: Bool) { powerCalls.append(on) }
        func setBrightness(_ percent: Int) { brightnessCalls.append(percent) }
    }

    private var scene: Scene!
    private var runner: Runner!
    private var backend: PowerBackend!
    private var events: [KioskEvent] = []
    private var time = 0.0

    override func setUp() async throws {
        let screen = try Screen.parse(Self.yaml, file: "power.yaml")
        scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        backend = PowerBackend()
        runner = try Runner(scene: scene, backend: backend, config: RunnerConfig(app: screen.app))
        scene.watchEvents { [unowned self] in self.events.append($0) }
        runner.announce()
        frames(10)
        events = []
        backend.presented = []
    }

    private func frames(_ n: Int) {
        for _ in 0..<n {
            time += Runner.frameInterval
            scene.advance(to: time)
            runner.drawFrame()
        }
    }

    private func run(_ line: String, fromUser: Bool = false) throws {
        for l in try Script.parse(line, file: "test.jsonl") { try runner.apply(l.action, at: time, fromUser: fromUser) }
        frames(10)
    }

    private func tap(_ id: String) throws {
        try run(#"{"at":0,"pointer":"down","target":"\#(id)"}"#, fromUser: true)
        try run(#"{"at":0,"pointer":"up","target":"\#(id)"}"#, fromUser: true)
    }

    private var displayEvents: [String] {
        events.compactMap { e in
            if case let .display(state, reason) = e.kind { return "\(state.rawValue) \(reason.rawValue)" }
            return nil
        }
    }

    private var taps: [String] { events.compactMap { if case .tap = $0.kind { return $0.id } else { return nil } } }

    private func layout() throws -> [String: JSONValue] {
        events = []
        try run(#"{"at":0,"query":"layout"}"#)
        guard case let .layout(.object(pairs))? = events.last?.kind else { XCTFail("no layout answer"); return [:] }
        events = []
        return Dictionary(pairs, uniquingKeysWith: { a, _ in a })
    }

    func testOffBlanksThePanelAndDrawsNothingUntilItIsOnAgain() async throws {
        try run(#"{"display":"off"}"#)
        XCTAssertEqual(backend.powerCalls, [false])
        XCTAssertEqual(displayEvents, ["off command"])
        XCTAssertEqual(try layout()["display"], .string("off"))
        // A change while off is not drawn…
        try run(#"{"set":{"id":"price","text":"2.50"}}"#)
        frames(120)
        XCTAssertEqual(backend.presented, [], "no frame is drawn while the display is off")
        XCTAssertFalse(runner.wantsFrames, "the loop has nothing to draw while off, so it sleeps")
        // …and on again the whole window is drawn, with the change.
        try run(#"{"display":"on"}"#)
        XCTAssertEqual(backend.powerCalls, [false, true])
        XCTAssertEqual(backend.presented.first, Rect(x: 0, y: 0, width: 800, height: 480))
        XCTAssertEqual(try layout()["display"], .string("on"))
        // The same state again is no change: no event, nothing told to the panel.
        events = []
        try run(#"{"display":"on"}"#)
        XCTAssertEqual(displayEvents, [])
        XCTAssertEqual(backend.powerCalls, [false, true])
    }

    func testTheTouchThatWakesThePanelTapsNothingAndTheNextOneDoes() async throws {
        try run(#"{"display":"off"}"#)
        events = []
        try tap("pay")
        XCTAssertEqual(displayEvents, ["on input"])
        XCTAssertEqual(taps, [], "the waking touch reaches no button")
        try tap("pay")
        XCTAssertEqual(taps, ["pay"], "the next touch works as always")
    }

    func testTheKeyThatWakesThePanelMovesNoFocusAndTypesNothing() async throws {
        try run(#"{"display":"off"}"#)
        events = []
        runner.dispatch(.key(.tab, down: true))
        runner.dispatch(.text("x"))
        runner.dispatch(.key(.tab, down: false))
        frames(10)
        XCTAssertEqual(displayEvents, ["on input"])
        XCTAssertNil(try layout()["focus"], "the waking Tab moved no focus")
        runner.dispatch(.key(.tab, down: true)); runner.dispatch(.key(.tab, down: false))
        frames(10)
        XCTAssertEqual(try layout()["focus"], .string("pay"), "the next Tab moves focus as always")
    }

    func testTheGamepadButtonThatWakesThePanelPressesNothing() async throws {
        runner.dispatch(.key(.tab, down: true)); runner.dispatch(.key(.tab, down: false))   // focus on Pay
        frames(10)
        try run(#"{"display":"off"}"#)
        events = []
        runner.dispatch(.gamepadButton(.a, down: true)); runner.dispatch(.gamepadButton(.a, down: false))
        frames(10)
        XCTAssertEqual(displayEvents, ["on input"])
        XCTAssertEqual(taps, [], "A on the focused button woke the panel only")
        runner.dispatch(.gamepadButton(.a, down: true)); runner.dispatch(.gamepadButton(.a, down: false))
        frames(10)
        XCTAssertEqual(taps, ["pay"])
    }

    func testAFingerAlreadyDownWhenTheDisplayWentOffDoesNotWakeItByLifting() async throws {
        let p = try XCTUnwrap(scene.widget(id: "help")).frame.center
        runner.dispatch(.pointer(PointerEvent(phase: .down, id: 3, location: p, device: .touch, time: time)))
        try run(#"{"display":"off"}"#)
        runner.dispatch(.pointer(PointerEvent(phase: .up, id: 3, location: p, device: .touch, time: time)))
        frames(10)
        XCTAssertEqual(runner.displayState, .off, "only a press wakes the display")
    }

    func testBrightnessIsToldToThePanelAndKeptForTheWake() async throws {
        try run(#"{"brightness":40}"#)
        XCTAssertEqual(backend.brightnessCalls, [40])
        XCTAssertEqual(try layout()["brightness"], .number(40))
        try run(#"{"display":"off"}"#)
        try run(#"{"brightness":70}"#)
        XCTAssertEqual(backend.brightnessCalls, [40], "an unlit panel is not lit by a brightness change")
        try run(#"{"display":"on"}"#)
        XCTAssertEqual(backend.brightnessCalls, [40, 70], "the wake lights it at the brightness asked for meanwhile")
    }

    func testBadDisplayAndBrightnessCommandsAreRefusedWithTheFix() async {
        for (line, says) in [(#"{"display":"dim"}"#, #""display" must be "off" or "on""#),
                             (#"{"brightness":0}"#, #""display":"off""#),
                             (#"{"brightness":101}"#, "1…100"),
                             (#"{"brightness":40.5}"#, "whole percentage")] {
            XCTAssertThrowsError(try Script.parse(line, file: "c.jsonl"), line) { e in
                XCTAssertTrue("\(e)".contains(says), "\(line): \(e)")
                XCTAssertTrue("\(e)".contains("c.jsonl:1"), "\(line): \(e)")
            }
        }
    }

    func testTheSwiftControllerTurnsTheDisplayAsTheCommandsDo() async throws {
        let kiosk = KioskController()
        var seen: [DisplayState?] = []
        let screen = KUI.App {
            KUI.Column {
                KUI.Button("Sleep", id: "sleep") { kiosk.brightness(250); kiosk.display(.off); seen.append(kiosk.display) }
                KUI.Button("Pay", id: "pay")
            }
        }
        let dir = KioskProcess.temporaryFolder("display-power")
        let options = try RunOptions.headlessReplay("""
        {"at":0,"pointer":"down","target":"sleep"}
        {"at":50,"pointer":"up","target":"sleep"}
        {"at":1000,"pointer":"down","target":"pay"}
        {"at":1050,"pointer":"up","target":"pay"}
        {"at":1100,"query":"layout"}
        """, in: dir)
        XCTAssertEqual(try Kiosk.run(screen, controller: kiosk, options: options), 0)
        let events = KioskProcess.events(try String(contentsOfFile: options.eventsPath, encoding: .utf8))
        XCTAssertEqual(seen, [.off])
        XCTAssertEqual(events.filter { $0["event"] as? String == "display" }.map { "\($0["state"]!) \($0["reason"]!)" },
                       ["off command", "on input"])
        XCTAssertEqual(events.filter { $0["event"] as? String == "tap" }.map { $0["id"] as? String }, ["sleep"], "the waking tap on Pay paid nothing")
        let layout = try XCTUnwrap(events.last { $0["event"] as? String == "layout" })
        XCTAssertEqual(layout["brightness"] as? Double, 100, "250 % is clamped to 100")
        XCTAssertEqual(layout["display"] as? String, "on")
    }
}
