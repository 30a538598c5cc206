import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Headless replays of a screen file's `power` rules on the virtual clock: the attract screen
/// after idle, sleep after idle with no frame drawn while off, opening hours under `--clock`, the
/// waking touch that does nothing else, and the brightness by day and by night.
@MainActor
final class PowerReplayTests: XCTestCase {
    /// Two screens: `home` with a `pay` button, `attract` with a `poster` button.
    static func screen(_ power: String) -> String {
        """
        power:
        \(power)
        screens:
          home:
            root:
              type: column
              children:
                - {type: button, id: pay, title: Pay}
                - {type: label, id: note, text: Hello}
          attract:
            root: {type: button, id: poster, title: Come closer}
        """
    }

    private func replay(_ power: String, _ script: String, _ extra: [String] = []) throws -> KioskProcess.Result {
        let dir = KioskProcess.temporaryFolder("power")
        let file = URL(fileURLWithPath: dir).appendingPathComponent("power.yaml")
        try Self.screen(power).write(to: file, atomically: true, encoding: .utf8)
        let s = URL(fileURLWithPath: dir).appendingPathComponent("script.jsonl")
        try script.write(to: s, atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", file.path, "--driver", "headless", "--size", "800x480", "--replay", s.path, "--stats"] + extra)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r
    }

    /// The lines that matter here, `event at-ms fields`, in order.
    private func story(_ r: KioskProcess.Result) -> [String] {
        r.events.compactMap { e in
            let at = Int(((e["at"] as? Double) ?? -1).rounded())
            switch e["event"] as? String {
            case "screen": return "\(at) screen \(e["screen"] as? String ?? "?")"
            case "tap": return "\(at) tap \(e["id"] as? String ?? "?")"
            case "display": return "\(at) display \(e["state"] as? String ?? "?") \(e["reason"] as? String ?? "?")"
            case "layout": return "\(at) layout \(e["display"] as? String ?? "?") \(Int(e["brightness"] as? Double ?? -1))"
            default: return nil
            }
        }
    }

    private func frames(_ r: KioskProcess.Result) -> Int {
        guard let line = r.stderr.split(separator: "\n").first(where: { $0.contains("frames=") }),
              let n = line.split(separator: "=").last.flatMap({ Int($0) }) else { return -1 }
        return n
    }

    func testAttractAfterIdleAndThePressThatLeavesItTapsNothing() async throws {
        let r = try replay("  attract: {after: 2, screen: attract}", """
        {"at":1000,"query":"layout"}
        {"at":3000,"pointer":"down","target":"poster"}
        {"at":3080,"pointer":"up","x":400,"y":240}
        {"at":3500,"pointer":"down","target":"pay"}
        {"at":3550,"pointer":"up","target":"pay"}
        {"at":5530,"query":"layout"}
        {"at":5600,"query":"layout"}
        """)
        XCTAssertEqual(story(r), ["1000 layout on 100", "2000 screen attract", "3000 screen home", "3550 tap pay",
                                  "5530 layout on 100", "5550 screen attract", "5600 layout on 100"], r.stdout)
    }

    func testSleepAfterIdleDrawsNothingWhileOffAndTheWakingTouchTapsNothing() async throws {
        // While off, a controller changes the label ten times: nothing is drawn for it (`set` is
        // no activity: the display stays off).
        let sets = (0..<10).map { #"{"at":\#(2000 + $0 * 100),"set":{"id":"note","text":"n\#($0)"}}"# }.joined(separator: "\n")
        let script = """
        \(sets)
        {"at":3500,"query":"layout"}
        {"at":4000,"pointer":"down","target":"pay"}
        {"at":4080,"pointer":"up","target":"pay"}
        {"at":4500,"pointer":"down","target":"pay"}
        {"at":4580,"pointer":"up","target":"pay"}
        {"at":4600,"query":"layout"}
        """
        let asleep = try replay("  sleep: {after: 1}", script)
        XCTAssertEqual(story(asleep), ["1000 display off idle", "3500 layout off 100", "4000 display on input", "4580 tap pay",
                                       "4600 layout on 100"], asleep.stdout)
        // The same script on a panel that stays on draws a frame for each change.
        let awake = try replay("  sleep: {after: 100}", script)
        XCTAssertEqual(awake.events(named: "display").count, 0, awake.stdout)
        XCTAssertGreaterThanOrEqual(frames(awake) - frames(asleep), 10, "frames drawn: awake \(frames(awake)), asleep \(frames(asleep))")
    }

    /// Attract, then sleep: the touch that wakes the display also leaves the attract screen, and
    /// taps nothing; the next tap works.
    func testTheWakingTouchOnTheAttractScreenOnlyWakesAndLeavesIt() async throws {
        let r = try replay("""
          attract: {after: 1, screen: attract}
          sleep: {after: 2}
        """, """
        {"at":3000,"pointer":"down","target":"poster"}
        {"at":3050,"pointer":"up","x":400,"y":240}
        {"at":3500,"pointer":"down","target":"pay"}
        {"at":3550,"pointer":"up","target":"pay"}
        """)
        XCTAssertEqual(story(r), ["1000 screen attract", "2000 display off idle", "3000 display on input", "3000 screen home",
                                  "3550 tap pay"], r.stdout)
    }

    /// Thursday 19:59:50: off at 20:00, on at 07:00 on Friday, off at 20:00, on Saturday at
    /// 09:00 and off at 14:00; brightness 100 by day, 30 by night.
    func testHoursUnderTheTestClock() async throws {
        let h = 3_600_000
        let r = try replay("""
          hours: "Mo-Fr 07:00-20:00; Sa 09:00-14:00"
          brightness: {day: 100, night: 30}
        """, """
        {"at":0,"query":"layout"}
        {"at":20000,"query":"layout"}
        {"at":\(11 * h + 9000),"query":"layout"}
        {"at":\(11 * h + 10000),"query":"layout"}
        {"at":\(24 * h + 10000),"query":"layout"}
        {"at":\(37 * h + 10000),"query":"layout"}
        {"at":\(42 * h + 10000),"query":"layout"}
        """, ["--clock", "2026-11-26T19:59:50"])
        XCTAssertEqual(story(r), [
            "0 layout on 100",
            "10000 display off hours", "20000 layout off 30",
            "\(11 * h + 9000) layout off 30",
            "\(11 * h + 10000) display on hours", "\(11 * h + 10000) layout on 100",
            "\(24 * h + 10000) display off hours", "\(24 * h + 10000) layout off 30",
            "\(37 * h + 10000) display on hours", "\(37 * h + 10000) layout on 100",
            "\(42 * h + 10000) display off hours", "\(42 * h + 10000) layout off 30",
        ], r.stdout)
    }

    /// A touch outside the hours wakes the display for `sleep.after` and does nothing else; the
    /// next tap works; then it goes off again.
    func testATouchOutsideTheHoursWakesItForSleepAfter() async throws {
        let r = try replay("""
          sleep: {after: 60}
          hours: "Mo-Fr 07:00-20:00"
          brightness: {day: 100, night: 30}
        """, """
        {"at":5000,"pointer":"down","target":"pay"}
        {"at":5080,"pointer":"up","target":"pay"}
        {"at":6000,"pointer":"down","target":"pay"}
        {"at":6050,"pointer":"up","target":"pay"}
        {"at":7000,"query":"layout"}
        {"at":70000,"query":"layout"}
        """, ["--clock", "2026-11-28T22:00:00"])
        XCTAssertEqual(story(r), ["0 display off hours", "5000 display on input", "6050 tap pay", "7000 layout on 30",
                                  "66050 display off hours", "70000 layout off 30"], r.stdout)
    }

    /// `{"display":"on"}` outside the hours keeps it on for the wake span, not all night; a
    /// `set` changes nothing of it.
    func testADisplayOnCommandOutsideTheHoursLastsTheWakeSpan() async throws {
        let r = try replay("""
          sleep: {after: 60}
          hours: "Mo-Fr 07:00-20:00"
        """, """
        {"at":5000,"display":"on"}
        {"at":30000,"set":{"id":"note","text":"still here"}}
        {"at":70000,"query":"layout"}
        """, ["--clock", "2026-11-28T22:00:00"])
        XCTAssertEqual(story(r), ["0 display off hours", "5000 display on command", "65000 display off hours", "70000 layout off 100"], r.stdout)
    }

    /// `{"power":…}` replaces the rules at run time; a bad one is refused as `kiosk check`
    /// refuses the file's field, and the rules stay as they were.
    func testThePowerCommandIsCheckedAsTheFilesField() async throws {
        let r = try replay("  sleep: {after: 100}", """
        {"at":1000,"power":{"sleep":{"after":2}}}
        {"at":4000,"query":"layout"}
        """)
        XCTAssertEqual(story(r), ["2000 display off idle", "4000 layout off 100"], r.stdout)

        let dir = KioskProcess.temporaryFolder("power-command")
        let file = URL(fileURLWithPath: dir).appendingPathComponent("power.yaml")
        try Self.screen("  sleep: {after: 100}").write(to: file, atomically: true, encoding: .utf8)
        let commands = KioskProcess.temporaryFile("power-commands.jsonl", contents: """
        {"power":{"hours":"Mo-Fr 25:00-20:00"}}
        {"power":{"attract":{"after":1,"screen":"nope"}}}
        {"power":"off"}
        {"query":"layout"}
        """)
        let c = try KioskProcess.run(["run", file.path, "--driver", "headless", "--commands", commands.path])
        XCTAssertEqual(c.status, 0, c.stderr)
        let errors = c.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors.count, 3, c.stdout)
        XCTAssertTrue(errors.first?.contains("hours: in \"Mo-Fr 25:00-20:00\": 25:00 is no time of day") == true, errors.first ?? "")
        XCTAssertTrue(errors.dropFirst().first?.contains("\"nope\" is not a screen of this file; screens: home, attract") == true, "\(errors)")
        XCTAssertTrue(errors.last?.contains("\"power\" must be the screen file's power block as an object") == true, "\(errors)")
        XCTAssertEqual(story(c).last, "\(Int((c.events(named: "layout").first?["at"] as? Double ?? -1).rounded())) layout on 100")
    }
}
