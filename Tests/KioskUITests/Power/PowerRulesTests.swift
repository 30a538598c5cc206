import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The `power` rules on the model, as the runner drives it (input noted first, then swallowed or
/// handed to the scene), with a display double and a test clock: the attract screen, the press
/// that leaves it, sleep, the hours and the brightness.
@MainActor
final class PowerRulesTests: XCTestCase {
    static let yaml = """
    power:
      attract: {after: 120, screen: attract}
      sleep: {after: 900}
      hours: "Mo-Fr 07:00-20:00; Sa 09:00-14:00"
      brightness: {day: 100, night: 30}
    screens:
      home:
        root:
          type: column
          children:
            - {type: button, id: pay, title: Pay}
      attract:
        root: {type: button, id: poster, title: Come closer}
    """

    /// What the rules asked of the display, in order.
    final class Display: PowerDisplay {
        var calls: [String] = []
        func setDisplay(_ state: DisplayState, reason: DisplayReason) { calls.append(state == .on ? "on" : "off \(reason.rawValue)") }
        func setBrightness(_ percent: Int) { calls.append("brightness \(percent)") }
    }

    private var events: [KioskEvent] = []
    private var screen: Screen!
    private var scene: Scene!
    private let display = Display()
    private var app: KioskApp { screen.app }

    /// Loads the screen with the test clock at `start` (a local wall time) when the scene's clock reads 0.
    private func load(_ yaml: String = PowerRulesTests.yaml, start: String) throws {
        screen = try Screen.parse(yaml, file: "power.yaml")
        scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 600), theme: screen.theme)
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        app.startPower(display: display, clock: .test(weekSecond: try LocalWallTime.parse(start).weekSecond, sceneStart: 0), at: 0)
        events = []
    }

    /// Presses swallowed through their release, as the runner keeps them.
    private var presses = DisplayPower()

    /// User input at `t`, as `Runner.dispatch` hands it on.
    private func input(_ e: InputEvent, at t: Double) {
        scene.advance(to: t)
        let passes = !presses.filter(e).swallowed
        if app.noteInput(e, at: t) { _ = presses.hold(e) } else if passes { scene.handle(e) }
        scene.layoutIfNeeded()
    }

    private func tap(_ id: String, at t: Double) throws {
        let p = try XCTUnwrap(scene.widget(id: id)).frame.center
        input(pointer(.down, p.x, p.y, t: t), at: t)
        input(pointer(.up, p.x, p.y, t: t + 0.05), at: t + 0.05)
    }

    private var lines: [String] {
        events.compactMap { e in
            switch e.kind {
            case let .screen(name, _): return "screen \(name)"
            case .tap: return "tap \(e.id ?? "")"
            default: return nil
            }
        }
    }

    func testAttractAfterIdleAndThePressThatLeavesItDoesNothingElse() async throws {
        try load(start: "2026-11-25T10:00:00")   // a Wednesday, open
        XCTAssertEqual(display.calls, ["brightness 100", "on"])
        scene.advance(to: 119.9)
        XCTAssertEqual(app.currentScreen, "home")
        scene.advance(to: 120)
        XCTAssertEqual(app.currentScreen, "attract")
        try tap("poster", at: 130)
        XCTAssertEqual(app.currentScreen, "home", "a press on the attract screen goes to the start screen")
        XCTAssertEqual(lines, ["screen attract", "screen home"], "and the poster button was not tapped")
        try tap("pay", at: 131)
        XCTAssertEqual(lines.last, "tap pay", "the next tap works")
        // Idle counts again from the last input.
        scene.advance(to: 131.05 + 119.9)
        XCTAssertEqual(app.currentScreen, "home")
        scene.advance(to: 131.05 + 120)
        XCTAssertEqual(app.currentScreen, "attract")
    }

    /// A key or a gamepad button leaves the attract screen as a touch does, and reaches nothing.
    func testAKeyOrGamepadButtonLeavesTheAttractScreen() async throws {
        try load(start: "2026-11-25T10:00:00")
        scene.advance(to: 120)
        XCTAssertEqual(app.currentScreen, "attract")
        input(.key(.enter, down: true), at: 121)
        XCTAssertTrue(presses.filter(.key(.enter, down: false)).swallowed, "its release is swallowed too")
        XCTAssertEqual(app.currentScreen, "home")
        XCTAssertFalse(lines.contains("tap poster"))
        scene.advance(to: 241)
        XCTAssertEqual(app.currentScreen, "attract")
        input(.gamepadButton(.a, down: true), at: 242)
        input(.gamepadButton(.a, down: false), at: 242.1)
        XCTAssertEqual(app.currentScreen, "home")
        XCTAssertFalse(lines.contains { $0.hasPrefix("tap") })
        XCTAssertFalse(presses.filter(.key(.enter, down: true)).swallowed, "the next press goes through")
    }

    /// An idle reset after the attract screen showed resets the controls but leaves it showing.
    func testTheIdleResetLeavesTheAttractScreen() async throws {
        try load("idleTimeout: 200\n" + Self.yaml, start: "2026-11-25T10:00:00")
        try tap("pay", at: 1)
        scene.advance(to: 121.05)
        XCTAssertEqual(app.currentScreen, "attract")
        scene.advance(to: 201.05)
        XCTAssertTrue(events.contains { if case .idle = $0.kind { return true } else { return false } }, "the idle reset came")
        XCTAssertEqual(app.currentScreen, "attract")
    }

    func testSleepAfterIdleThenATouchWakes() async throws {
        try load(start: "2026-11-25T10:00:00")
        display.calls = []
        scene.advance(to: 899)
        XCTAssertEqual(display.calls, [])
        scene.advance(to: 900)
        XCTAssertEqual(display.calls, ["off idle"])
        try tap("poster", at: 1000)   // the runner's wake turns it on; the rules agree
        XCTAssertEqual(display.calls, ["off idle", "on"])
        XCTAssertEqual(app.currentScreen, "home")
    }

    func testHoursOffAtEightOnAtSevenNextDayAndSaturday() async throws {
        try load(start: "2026-11-27T19:59:50")   // a Friday
        XCTAssertEqual(display.calls, ["brightness 100", "on"])
        display.calls = []
        // The attract screen came after 120 s idle in a run that started idle at 19:59:50: 10 s
        // to closing, then Saturday 09:00 (13 h) opens.
        scene.advance(to: 9.9)
        XCTAssertEqual(display.calls, [])
        scene.advance(to: 10)
        XCTAssertEqual(display.calls, ["brightness 30", "off hours"])
        scene.advance(to: 120)
        XCTAssertEqual(app.currentScreen, "attract", "idle for 120 s, though dark")
        // A touch at 21:00 wakes it for sleep.after (900 s), then off again; it left the attract
        // screen and tapped nothing, the next tap works.
        try tap("poster", at: 10 + 3600)
        XCTAssertEqual(display.calls.last, "on")
        XCTAssertEqual(app.currentScreen, "home")
        try tap("pay", at: 10 + 3601)
        XCTAssertEqual(lines.filter { $0.hasPrefix("tap") }, ["tap pay"])
        scene.advance(to: 10 + 3601 + 0.05 + 899)
        XCTAssertEqual(display.calls.last, "on")
        scene.advance(to: 10 + 3601 + 0.05 + 900)
        XCTAssertEqual(display.calls.last, "off hours")
        display.calls = []
        // Saturday 09:00 is 13 h after Friday 20:00.
        scene.advance(to: 10 + 13 * 3600 - 1)
        XCTAssertEqual(display.calls, [])
        scene.advance(to: 10 + 13 * 3600)
        XCTAssertEqual(display.calls, ["brightness 100", "on"])
        // Saturday 14:00 closes; then Monday 07:00 opens, 41 h later.
        scene.advance(to: 10 + 18 * 3600)
        XCTAssertEqual(display.calls.suffix(2), ["brightness 30", "off hours"])
        scene.advance(to: 10 + 59 * 3600)
        XCTAssertEqual(display.calls.suffix(2), ["brightness 100", "on"])
    }

    func testSomeoneUsingItAtClosingKeepsItUntilTheyGoIdle() async throws {
        try load(start: "2026-11-27T19:59:00")
        display.calls = []
        try tap("pay", at: 55)   // 19:59:55
        scene.advance(to: 60)   // 20:00
        XCTAssertEqual(display.calls, ["brightness 30"], "still on while in use")
        scene.advance(to: 55.05 + 900)
        XCTAssertEqual(display.calls, ["brightness 30", "off hours"])
    }

    func testCommandsThatChangeTheScreenCountAsActivity() async throws {
        try load(start: "2026-11-25T10:00:00")
        scene.advance(to: 100)
        try app.show("attract")
        app.noteCommandActivity(at: 100)
        scene.advance(to: 219.9)
        XCTAssertEqual(display.calls.last, "on")
        scene.advance(to: 999.9)
        XCTAssertEqual(display.calls.last, "on", "idle counts from the show at 100 s")
        scene.advance(to: 1000)
        XCTAssertEqual(display.calls.last, "off idle")
    }

    func testKioskCheckRefusesBadValuesWithTheirLine() async {
        func problems(_ power: String) -> String {
            let yaml = "screens:\n  home:\n    root: {type: spacer}\npower:\n" + power
            do { _ = try Screen.parse(yaml, file: "p.yaml"); return "accepted" } catch { return "\(error)" }
        }
        let time = problems("  hours: \"Mo-Fr 25:00-20:00\"\n")
        XCTAssertTrue(time.contains("p.yaml:5") && time.contains("25:00 is no time of day"), time)
        let day = problems("  sleep: {after: 60}\n  hours: \"Mo-Fx 07:00-20:00\"\n")
        XCTAssertTrue(day.contains("p.yaml:6") && day.contains("\"Fx\" is no day"), day)
        let order = problems("  hours: \"Sa-Mo 07:00-20:00\"\n")
        XCTAssertTrue(order.contains("p.yaml:5") && order.contains("end before they start"), order)
        let screen = problems("  attract: {after: 60, screen: posters}\n")
        XCTAssertTrue(screen.contains("p.yaml:5") && screen.contains("\"posters\" is not a screen of this file; screens: home"), screen)
        let night = problems("  brightness: {day: 100, night: 0}\n")
        XCTAssertTrue(night.contains("p.yaml:5"), night)
        XCTAssertEqual(problems("  attract: {after: 600, screen: home}\n  sleep: {after: 60}\n"), "accepted", "sleep before attract is fine")
    }

    /// docs/power.md's example is a screen `kiosk check` takes, with the rules it says.
    func testTheDocsExampleIsAWorkingScreen() async throws {
        let doc = try String(contentsOf: TestFiles.packageRoot.appendingPathComponent("docs/power.md"), encoding: .utf8)
        let start = try XCTUnwrap(doc.range(of: "```yaml\n"))
        let end = try XCTUnwrap(doc.range(of: "```", range: start.upperBound..<doc.endIndex))
        try load(String(doc[start.upperBound..<end.lowerBound]), start: "2026-11-25T10:00:00")
        XCTAssertEqual(app.power?.settings, PowerSettings(attract: .init(after: 120, screen: "attract"), sleepAfter: 900,
                                                          hours: try OpeningHours.parse("Mo-Fr 07:00-20:00; Sa 09:00-14:00"),
                                                          dayBrightness: 100, nightBrightness: 30))
        scene.advance(to: 120)
        XCTAssertEqual(app.currentScreen, "attract")
    }
}
