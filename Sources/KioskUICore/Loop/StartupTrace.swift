import Glibc
import Synchronization

/// The moments of a run's start-up, on the monotonic clock, so `kiosk bench` can tell where the
/// time to the first frame goes (`BenchStartup` spawns `kiosk run` and reads them back).
///
/// Each mark keeps its first time only and costs one clock read. Nothing is written unless the
/// environment names a file in `StartupTrace.environmentKey`: then, when the first frame has been
/// presented, every mark and the process's peak resident set so far go to that file, one
/// `name value` line each (`BenchStartup.Trace.parse` reads them).
package enum StartupTrace {
    /// The moments, in the order a run passes them.
    package enum Mark: String, CaseIterable, Sendable {
        /// The program's main began (`Kiosk.markStartup()`).
        case started
        /// The options are read and the screen file is decoded.
        case screenRead
        /// SDL_ttf is up and fontconfig found and opened the fonts.
        case fontsOpened
        /// The display backend is open: SDL's renderer and its target (headless: a surface).
        case displayReady
        /// The first layout pass is done.
        case firstLayout
        /// The first frame is drawn and presented.
        case firstFrame
    }

    /// The file `kiosk bench` asks for the marks in.
    package static let environmentKey = "KIOSK_BENCH_STARTUP_TRACE"

    private static let times = Mutex([Double?](repeating: nil, count: Mark.allCases.count))

    /// Notes `mark` now, unless it was noted before. The first frame writes the trace when asked.
    package static func mark(_ mark: Mark) {
        let now = RealClock.monotonic()
        let index = Mark.allCases.firstIndex(of: mark)!
        let first = times.withLock { t in
            guard t[index] == nil else { return false }
            t[index] = now
            return true
        }
        if first && mark == .firstFrame { writeIfAsked() }
    }

    /// The trace as its file holds it: `started 12345.678901234` … and `peak_kib 26112`.
    static func text(times: [Mark: Double], peakKiB: Int?) -> String {
        var out = ""
        for m in Mark.allCases { if let t = times[m] { out += "\(m.rawValue) \(t)\n" } }
        if let k = peakKiB { out += "peak_kib \(k)\n" }
        return out
    }

    private static func writeIfAsked() {
        guard let raw = getenv(environmentKey) else { return }
        let path = String(cString: raw)
        guard !path.isEmpty, let file = OutputFile(creatingAtPath: path) else { return }
        let noted = times.withLock { $0 }
        var byMark: [Mark: Double] = [:]
        for (i, m) in Mark.allCases.enumerated() { byMark[m] = noted[i] }
        file.write(text(times: byMark, peakKiB: ProcessStatus.peakKiB()))
        file.close()
    }
}

extension Kiosk {
    /// Notes that the program's `main` has begun, for `kiosk bench`'s start-up phases (the time
    /// before it is process start: exec, the dynamic loader, the Swift runtime). Cheap; call it
    /// first in `main`. `Kiosk.main` calls it itself.
    nonisolated public static func markStartup() {
        StartupTrace.mark(.started)
    }
}
