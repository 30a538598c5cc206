import Glibc
import KioskUICore

/// What `kiosk bench` is asked for.
public struct BenchOptions: Sendable {
    /// Timed frames per frame scenario, shared by its rounds (`BenchSuite.rounds`; the costly
    /// scenarios take a tenth or a fifth of it).
    public var frames = 300
    /// Print JSON instead of the table.
    public var json = false
    /// The kiosk binary, spawned for start-up, peak memory and the allocation count, and whose
    /// size is reported; nil skips them.
    public var executablePath: String?
    /// This process's own binary (/proc/self/exe), the usual `executablePath`.
    public static var currentExecutable: String? { FileSystem.realPath("/proc/self/exe") }
    /// A font file instead of fontconfig's DejaVu Sans.
    public var fontPath: String?
    /// The floor program (`kiosk-floor`) run alternately with `kiosk run`; nil: the one beside
    /// `executablePath`.
    public var floorPath: String?
    public init() {}
}

/// The entry points of `kiosk bench` (docs/performance.md explains the scenarios).
@MainActor
public enum Bench {

    /// Runs every scenario and returns the report (a table, or JSON).
    public static func run(_ options: BenchOptions) throws -> String {
        let suite: BenchSuite
        do { suite = try BenchSuite(frames: options.frames, fontPath: options.fontPath) } catch { throw KioskError("\(error)") }
        var rows = suite.runAll()
        var runPeak: Int?
        var footprint: BenchFootprint?
        var allocations = BenchAllocations.Counts(unavailable: "no kiosk binary to spawn")
        var floor = BenchReport.Floor.unavailable("no kiosk binary to spawn")
        var listMemory: Result<BenchListMemory, KioskError> = .failure(KioskError("no kiosk binary to spawn"))
        if let exe = options.executablePath {
            let startup: BenchStartup
            (startup, floor) = try BenchStartupReport.againstFloor(executable: exe, floorPath: options.floorPath)
            rows.append(BenchResult(key: "startup", name: "start-up to the first frame (whole process)",
                                    stats: startup.total, baseline: suite.baseline, goal: .atMost(100),
                                    note: "kiosk run --driver headless, empty replay: exec to exit; by phase below"))
            for (phase, stats) in zip(BenchStartup.phases, startup.byPhase) where stats.count > 0 {
                rows.append(BenchResult(key: phase.key, name: phase.name, stats: stats, baseline: suite.baseline))
            }
            runPeak = startup.peakKiB
            footprint = BenchFootprint.measure(executable: exe)
            allocations = BenchAllocations.measure(executable: exe)
            listMemory = BenchListMemory.measure(executable: exe)
        }
        let report = BenchReport(frames: suite.frames, baseline: suite.baselineStats, rows: rows,
                                 benchPeakKiB: ProcessStatus.peakKiB() ?? 0, runPeakKiB: runPeak, footprint: footprint,
                                 allocations: allocations, floor: floor, listMemory: listMemory)
        return options.json ? report.json.serialized + "\n" : report.text
    }

    /// A child's work for the parent `kiosk bench`: "allocations" (JSON).
    public static func probe(_ name: String) throws -> String {
        switch name {
        case BenchAllocations.probeName: return BenchAllocations.probe() + "\n"
        case _ where name.hasPrefix(BenchSuite.listMemoryProbe):
            guard let n = Int(name.dropFirst(BenchSuite.listMemoryProbe.count)), n > 0 else { throw KioskError("unknown bench probe '\(name)'") }
            return BenchSuite.listMemoryProbe(count: n) + "\n"
        case _ where name.hasPrefix(BenchSuite.listEditProbe):
            guard let n = Int(name.dropFirst(BenchSuite.listEditProbe.count)), n > 1 else { throw KioskError("unknown bench probe '\(name)'") }
            return BenchSuite.listEditProbe(count: n) + "\n"
        default: throw KioskError("unknown bench probe '\(name)'")
        }
    }
}
