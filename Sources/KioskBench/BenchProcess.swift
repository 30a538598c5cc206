import FoundationEssentials
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

    /// Runs `path` with `arguments`, its stdout to `stdoutPath` (or /dev/null), stderr to
    /// /dev/null, and extra `environment` entries on top of this process's.
    static func run(_ path: String, _ arguments: [String], environment extra: [String: String] = [:],
                    stdoutPath: String = "/dev/null") throws -> Outcome {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in extra { env[k] = v }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv { free(p) }; for p in envp { free(p) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        var pid: pid_t = 0
        let t0 = BenchClock.now()
        let rc = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard rc == 0 else { throw KioskError("cannot start '\(path)' for the start-up benchmark: \(String(cString: strerror(rc)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let t1 = BenchClock.now()
        // WEXITSTATUS: the exit code sits in bits 8…15 when the child exited normally.
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
        return Outcome(spawned: t0, exited: t1, exitStatus: exit)
    }

    /// Where the children's scratch files go: $TMPDIR, else /tmp (with a trailing slash).
    static var temporaryDirectory: String {
        let dir = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return dir.hasSuffix("/") ? dir : dir + "/"
    }
}
