import KioskBench
import KioskUI

/// `kiosk bench`: fixed scenarios headless with the software renderer, as ratios to a full-frame
/// fill measured in the same run (docs/performance.md).
enum BenchCommand {
    static let json = CommandOption("json", .flag, help: "Print JSON instead of a table.")
    static let frames = CommandOption("frames", .integer, help: "Timed frames per frame scenario, shared by its three rounds.", default: "300")
    static let font = CommandOption("font", .text, help: "A TTF/OTF font file instead of the fontconfig lookup of DejaVu Sans.")
    static let floor = CommandOption("floor", .text, help: "The floor program start-up and memory are compared with (default: kiosk-floor beside this kiosk).")
    static let startupOnly = CommandOption("startup-only", .flag, help: "Measure only start-up and peak memory against the floor (no frame scenarios).")
    static let driver = CommandOption("driver", .text, help: "With --startup-only: the driver whose start is measured, headless (the default) or fb (fb needs a DRM card).")
    static let fleet = CommandOption("fleet", .integer, help: "Start a local mosquitto and N headless kiosks on it and measure the fleet: online, a group command, a will, a broker restart, a signed and a tampered bundle, idle CPU and memory (docs/fleet.md).", valueName: "n")
    static let bundleBytes = CommandOption("bundle-bytes", .integer, help: "With --fleet: add a file of this many bytes to the bundles pushed (what pictures weigh), to measure their fan-out.", default: "0", valueName: "bytes")
    /// Set when `kiosk bench` spawns itself to count allocations.
    static let probe = CommandOption("probe", .text, help: "", hidden: true)

    static let subcommand = Subcommand(
        description: CommandDescription(
            name: "bench",
            abstract: "Measure frame costs headless (software renderer, 1280x800) as ratios to a full-frame fill.",
            discussion: "See docs/performance.md for the scenarios, the goals and how to read the numbers.",
            options: [json, frames, font, floor, startupOnly, driver, fleet, bundleBytes, probe],
            showsVersion: true
        ),
        run: run
    )

    static func run(_ parsed: ParsedCommandLine) throws(CommandLineError) -> Int32 {
        if let p = parsed.text(probe) {
            return Kiosk.exitCode {
                print(try MainActor.assumeIsolated { try Bench.probe(p) }, terminator: "")
                return ExitStatus.ok.rawValue
            }
        }
        let frames = parsed.integer(frames) ?? 300
        guard frames >= 1 else { throw .invalid("--frames \(frames): give at least 1, e.g. --frames 300") }
        var o = BenchOptions()
        o.frames = frames
        o.json = parsed.flag(json)
        o.fontPath = parsed.text(font)
        o.floorPath = parsed.text(floor)
        o.executablePath = BenchOptions.currentExecutable
        if let n = parsed.integer(fleet) {
            guard n >= 1 else { throw .invalid("--fleet \(n): give at least 1 panel, e.g. --fleet 100") }
            let filler = parsed.integer(bundleBytes) ?? 0
            guard filler >= 0 else { throw .invalid("--bundle-bytes \(filler): give 0 or more bytes, e.g. --bundle-bytes 5000000") }
            return Kiosk.exitCode {
                let (report, allDone) = try MainActor.assumeIsolated { try Bench.fleet(o, panels: n, bundleFillerBytes: filler) }
                print(report, terminator: "")
                return allDone ? 0 : ExitStatus.runtime.rawValue
            }
        }
        if parsed.isGiven(bundleBytes) {
            throw .invalid("--bundle-bytes: only with --fleet N, e.g. kiosk bench --fleet 100 --bundle-bytes 5000000")
        }
        if parsed.flag(startupOnly) {
            let name = parsed.text(driver) ?? "headless"
            return Kiosk.exitCode {
                print(try MainActor.assumeIsolated { try Bench.startupOnly(o, driver: name) }, terminator: "")
                return 0
            }
        }
        if let d = parsed.text(driver) {
            throw .invalid("--driver \(d): the frame scenarios are drawn headless; add --startup-only to measure the start of --driver \(d)")
        }
        return Kiosk.exitCode {
            print(try MainActor.assumeIsolated { try Bench.run(o) }, terminator: "")
            return 0
        }
    }
}
