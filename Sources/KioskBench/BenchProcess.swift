import Glibc
import KioskUICore

/// Spawning a child process and timing it to its exit, so start-up is measured as a whole process.
enum BenchProcess {
    /// What one child run took.
    struct Outcome {
        /// The monotonic clock (`BenchClock.now()`) just before the spawn and after the exit.
        var spawned: Double
        var exited: Double
        var exitStatus: Int32
        var seconds: Double { exited - spawned }
    }

    /// Runs `path` with `arguments`, its stdout to `stdoutPath` and its stderr to `stderrPath`
    /// (each /dev/null unless given), and extra `environment` entries on top of this process's.
    static func run(_ path: String, _ arguments: [String], environment extra: [String: String] = [:],
                    stdoutPath: String = "/dev/null", stderrPath: String = "/dev/null") throws -> Outcome {
        let t0 = BenchClock.now()
        let pid: pid_t
        switch ChildProcess.spawn(path, arguments, extraEnvironment: extra, stdout: .file(stdoutPath), stderr: .file(stderrPath)) {
        case let .success(child): pid = child
        case let .failure(why): throw KioskError("cannot start '\(path)' for the start-up benchmark: \(why)")
        }
        let exit = ChildProcess.wait(pid) ?? -1
        let t1 = BenchClock.now()
        return Outcome(spawned: t0, exited: t1, exitStatus: exit)
    }

    /// Where the children's scratch files go: $TMPDIR, else /tmp (with a trailing slash).
    static var temporaryDirectory: String {
        let dir = ProcessEnvironment.value("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return dir.hasSuffix("/") ? dir : dir + "/"
    }
}
