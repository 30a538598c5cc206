import Glibc
import KioskUICore

/// Start-up to the first frame, whole process and by phase: `kiosk run --driver headless` (or
/// another `Driver`) replaying an empty script (it draws the demo's first frame and exits
/// without writing a screenshot), spawned by the bench and timed from the spawn to its exit. The child writes its
/// `StartupTrace` (the moments it passed, on the same monotonic clock, and its peak resident set
/// at the first frame) to a file the bench names, so each run splits into phases.
struct BenchStartup {
    /// One phase: from the previous moment (the spawn for the first) to `end` (the exit for the last).
    struct Phase: Equatable {
        let key: String
        let name: String
        /// The mark that ends the phase; nil: the process's exit.
        let end: StartupTrace.Mark?
    }

    /// The phases in order; together they make the whole run.
    static let phases: [Phase] = [
        Phase(key: "startup-loading", name: "— process start: exec, libraries, Swift runtime", end: .started),
        Phase(key: "startup-screen", name: "— options and screen file", end: .screenRead),
        Phase(key: "startup-fonts", name: "— fonts and fontconfig", end: .fontsOpened),
        Phase(key: "startup-sdl", name: "— SDL renderer and target", end: .displayReady),
        Phase(key: "startup-layout", name: "— first layout", end: .firstLayout),
        Phase(key: "startup-frame", name: "— first frame drawn", end: .firstFrame),
        Phase(key: "startup-exit", name: "— exit after the first frame", end: nil),
    ]

    /// Spawn to exit.
    let total: BenchStatistics
    /// Seconds per phase, in the order of `phases`.
    let byPhase: [BenchStatistics]
    /// The median peak resident set of the runs at their first frame (KiB); nil when none said.
    let peakKiB: Int?
    /// The same runs against the floor program; nil when it was not run.
    let floor: BenchFloor?

    /// What one run's trace file says.
    struct Trace: Equatable {
        var marks: [StartupTrace.Mark: Double] = [:]
        var peakKiB: Int?

        /// Reads `StartupTrace.text`; unknown or broken lines are skipped.
        static func parse(_ text: String) -> Trace {
            var t = Trace()
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: " ")
                guard parts.count == 2 else { continue }
                if parts[0] == "peak_kib" {
                    t.peakKiB = Int(parts[1])
                } else if let m = StartupTrace.Mark(rawValue: String(parts[0])), let v = Double(parts[1]) {
                    t.marks[m] = v
                }
            }
            return t
        }
    }

    /// The seconds of each phase of one run, in the order of `phases`; nil when a mark is missing
    /// or the moments do not follow each other (then the run cannot be split).
    static func durations(spawned: Double, exited: Double, trace: Trace) -> [Double]? {
        var previous = spawned
        var out: [Double] = []
        for p in phases {
            let moment: Double?
            if let m = p.end { moment = trace.marks[m] } else { moment = exited }
            guard let end = moment, end >= previous else { return nil }
            out.append(end - previous)
            previous = end
        }
        return out
    }

    /// Runs `kiosk run --driver D` `runs` times (at least 3, after one unmeasured warm-up) and,
    /// when `floor` names the floor program, `kiosk-floor --driver D` as well in the same rounds:
    /// kiosk then floor in even rounds, floor then kiosk in odd ones, so neither always follows
    /// the other. A run that fails ends the measurement with its status and its last words.
    static func measure(executable: String, runs: Int, floor: String? = nil, driver: Driver = .headless) throws -> BenchStartup {
        let dir = BenchProcess.temporaryDirectory
        let script = dir + "kiosk-bench-empty-\(getpid()).jsonl"
        let tracePath = dir + "kiosk-bench-trace-\(getpid()).txt"
        let errorPath = dir + "kiosk-bench-stderr-\(getpid()).txt"
        guard let empty = OutputFile(creatingAtPath: script) else {
            throw KioskError("kiosk bench: cannot write the empty script \(script); check the temporary folder is writable", status: .runtime)
        }
        empty.close()
        defer { unlink(script); unlink(tracePath); unlink(errorPath) }
        let args = driver.runArguments(script: script)
        let floorArgs = driver.floorArguments
        let env = [StartupTrace.environmentKey: tracePath]
        /// One run of `path`: its time and the trace it wrote.
        func once(_ path: String, _ arguments: [String]) throws -> (BenchProcess.Outcome, Trace) {
            unlink(tracePath)
            let o = try BenchProcess.run(path, arguments, environment: env, stderrPath: errorPath)
            guard o.exitStatus == 0 else {
                let said = (FileSystem.text(atPath: errorPath) ?? "").split(separator: "\n").last.map { ": \($0)" } ?? ""
                throw KioskError("'\(path) \(arguments.joined(separator: " "))' failed with status \(o.exitStatus)\(said)")
            }
            return (o, Trace.parse(FileSystem.text(atPath: tracePath) ?? ""))
        }
        _ = try once(executable, args)   // warm the page cache and fontconfig's cache
        if let f = floor { _ = try once(f, floorArgs) }
        var kiosk: [BenchFloor.Sample] = []
        var floorSamples: [BenchFloor.Sample] = []
        var phaseSamples = [[Double]](repeating: [], count: phases.count)
        for round in 0..<Swift.max(3, runs) {
            if let f = floor, round % 2 == 1 {
                let (o, t) = try once(f, floorArgs)
                floorSamples.append(BenchFloor.Sample(seconds: o.seconds, peakKiB: t.peakKiB))
            }
            let (o, trace) = try once(executable, args)
            kiosk.append(BenchFloor.Sample(seconds: o.seconds, peakKiB: trace.peakKiB))
            if let d = durations(spawned: o.spawned, exited: o.exited, trace: trace) {
                for (i, s) in d.enumerated() { phaseSamples[i].append(s) }
            }
            if let f = floor, round % 2 == 0 {
                let (o, t) = try once(f, floorArgs)
                floorSamples.append(BenchFloor.Sample(seconds: o.seconds, peakKiB: t.peakKiB))
            }
        }
        let peaks = kiosk.compactMap(\.peakKiB).map(Double.init)
        let peak = peaks.isEmpty ? nil : Int(BenchStatistics(peaks).median.rounded())
        return BenchStartup(total: BenchStatistics(kiosk.map(\.seconds)), byPhase: phaseSamples.map { BenchStatistics($0) },
                            peakKiB: peak,
                            floor: floor.flatMap { BenchFloor(path: $0, kiosk: kiosk, floor: floorSamples, driver: driver) })
    }
}
