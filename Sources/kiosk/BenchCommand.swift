import ArgumentParser
import KioskBench
import KioskUI

/// `kiosk bench`: fixed scenarios headless with the software renderer, as ratios to a full-frame
/// fill measured in the same run (docs/performance.md).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame costs headless (software renderer, 1280x800) as ratios to a full-frame fill.",
        discussion: "See docs/performance.md for the scenarios, the goals and how to read the numbers."
    )

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Option(help: "Timed frames per frame scenario.")
    var frames: Int = 300

    @Option(help: "A TTF/OTF font file instead of the fontconfig lookup of DejaVu Sans.")
    var font: String?

    @Option(help: "The floor program start-up and memory are compared with (default: kiosk-floor beside this kiosk).")
    var floor: String?

    /// Set when `kiosk bench` spawns itself to count allocations.
    @Option(help: .hidden)
    var probe: String?

    func run() throws {
        if let p = probe {
            print(try MainActor.assumeIsolated { try Bench.probe(p) }, terminator: "")
            return
        }
        guard frames >= 1 else { throw ValidationError("--frames \(frames): give at least 1, e.g. --frames 300") }
        var o = BenchOptions()
        o.frames = frames
        o.json = json
        o.fontPath = font
        o.floorPath = floor
        o.executablePath = BenchOptions.currentExecutable
        let code = Kiosk.exitCode {
            print(try MainActor.assumeIsolated { try Bench.run(o) }, terminator: "")
            return 0
        }
        if code != 0 { throw ExitCode(code) }
    }
}
