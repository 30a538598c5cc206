import Glibc
import KioskUICore

/// Ending the bench's children: each asked with SIGTERM, SIGKILLed when it outlives the grace,
/// and reaped, so none outlives `kiosk bench --fleet` (nor turns into a zombie while it runs).
enum FleetBenchProcesses {
    /// Stops every process of `pids` (SIGTERM to all first, so they stop together; SIGKILL to
    /// those still running after `timeout` s) and reaps each.
    static func stop(_ pids: [pid_t], timeout: Double) {
        for p in pids { ProcessSignals.send(SIGTERM, to: p) }
        let end = BenchClock.now() + timeout
        while BenchClock.now() < end && !pids.allSatisfy(ChildProcess.hasEnded) {
            ProcessSignals.sleep(microseconds: 20_000)
        }
        for p in pids where !ChildProcess.hasEnded(p) { ProcessSignals.send(SIGKILL, to: p) }
        for p in pids { ChildProcess.wait(p) }
    }

    /// What a child said on standard error (the file at `path`): its first line with "error",
    /// else its last non-empty line, or "".
    static func lastWords(_ path: String) -> String {
        let lines = (FileSystem.text(atPath: path) ?? "").split(separator: "\n")
        return (lines.first { $0.contains("error") } ?? lines.last).map(String.init) ?? ""
    }
}
