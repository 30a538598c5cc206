import Foundation
import KioskUI
import ParkingMeterApp

/// Headless runs on a replay's virtual clock, in this process: the Swift meter through
/// `Kiosk.run(_:controller:options:)`, the screen file through `Kiosk.run(_:)`, both at 800×480
/// with their events written to a file.
@MainActor
enum MeterReplay {
    /// A customer paying by touch, with a plate typed on the keys: Zone A (`zone#0`), the 120 tick
    /// (`minutes#7`), the price read, Pay — no plate yet, so the keyboard comes up —, "AB 123"
    /// tapped on the on-screen keyboard's keys and read, Done (the dialog), the dialog read, Pay
    /// (`pay-ok#1`), and a last look after thanks returned home.
    /// The answer comes at 3100 ms, so home comes at 13 100 ms: a timer ends on the first frame at
    /// or after its time (to within a nanosecond, so a deadline on a frame is met on that frame).
    static let payForTwoHoursInZoneA = script(
        tap("zone#0", at: 0), tap("minutes#7", at: 200), layout(at: 1100),
        tap("pay", at: 1200),
        tap("keyboard#A", at: 1500), tap("keyboard#B", at: 1600), tap("keyboard#space", at: 1700),
        tap("keyboard#1", at: 1800), tap("keyboard#2", at: 1900), tap("keyboard#3", at: 2000), layout(at: 2100),
        tap("keyboard#done", at: 2150), layout(at: 2300),
        tap("pay-ok#1", at: 3050), layout(at: 3200),
        layout(at: 14500))

    /// Gives the plate field focus and types `plate` into it as a physical keyboard would, at `ms`.
    nonisolated static func typePlate(_ plate: String, at ms: Int) -> String {
        """
        {"at":\(ms),"focus":"plate"}
        {"at":\(ms + 50),"type":"\(plate)"}
        """
    }

    /// Script lines, in time order, as one script.
    nonisolated static func script(_ lines: String...) -> String { lines.joined(separator: "\n") }

    /// A finger's tap on `target` (an id, or `id#part`: a segment, a tick, a dialog's button):
    /// down at `ms`, up 50 ms later.
    nonisolated static func tap(_ target: String, at ms: Int) -> String {
        """
        {"at":\(ms),"pointer":"down","target":"\(target)"}
        {"at":\(ms + 50),"pointer":"up","target":"\(target)"}
        """
    }

    /// A `layout` query at `ms`: its answer is an event line with every widget that has an id.
    nonisolated static func layout(at ms: Int) -> String { #"{"at":\#(ms),"query":"layout"}"# }

    /// The Swift meter on `script`; `meter` keeps what its callbacks did.
    static func run(_ meter: ParkingMeter, _ script: String) throws -> (status: Int32, events: EventLines) {
        let options = try replayOptions(script)
        let status = try Kiosk.run(meter.screen, controller: meter.kiosk, options: options)
        return (status, try EventLines(file: options.eventsPath))
    }

    /// assets/screens/parking-meter.yaml on `script`, as `kiosk run FILE` shows it.
    static func runScreenFile(_ script: String) throws -> (status: Int32, events: EventLines) {
        var options = try replayOptions(script)
        options.screenPath = repository + "/assets/screens/parking-meter.yaml"
        let status = try Kiosk.run(options)
        return (status, try EventLines(file: options.eventsPath))
    }

    /// Options for a headless replay of `script` (written to a new folder) at 800×480.
    static func replayOptions(_ script: String) throws -> RunOptions {
        let dir = temporaryFolder("parking-meter")
        try script.write(toFile: dir + "/script.jsonl", atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.driver = .headless
        options.width = 800
        options.height = 480
        options.replayPath = dir + "/script.jsonl"
        options.eventsPath = dir + "/events.jsonl"
        return options
    }

    /// A new empty folder under the temporary directory.
    static func temporaryFolder(_ prefix: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    /// The KioskUI repository this example sits in (examples/ParkingMeter/Tests/ParkingMeterTests/…).
    nonisolated static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url.path
    }()
}
