import FoundationEssentials
import Glibc

/// The child process speech runs: found on PATH, started with posix_spawn, waited for without
/// being reaped (so its pid cannot be reused while another thread may still signal it), then reaped.
enum SpeechProgram {
    /// The name of the program speech runs, and of the Debian package that has it.
    static let espeak = "espeak-ng"

    /// The first executable file called `name` in the folders of `searchPath` (a PATH value); nil
    /// when there is none.
    static func locate(_ name: String, searchPath: String?) -> String? {
        for dir in (searchPath ?? "").split(separator: ":") where !dir.isEmpty {
            let path = dir.hasSuffix("/") ? "\(dir)\(name)" : "\(dir)/\(name)"
            var st = stat()
            if stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, access(path, X_OK) == 0 { return path }
        }
        return nil
    }

    /// This process's PATH.
    static var searchPath: String? { ProcessInfo.processInfo.environment["PATH"] }

    /// Starts `path` with `arguments` and this process's environment, its standard input and
    /// output on /dev/null, no signal blocked and SIGTERM, SIGINT, SIGHUP and SIGPIPE at their
    /// defaults (the kiosk ignores some of them, and ignoring is inherited: the child must die of
    /// the SIGTERM that cuts it short). Returns its pid, or the error when it could not start.
    static func spawn(_ path: String, _ arguments: [String]) -> Result<pid_t, SpawnError> {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv { free(p) }; for p in envp { free(p) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t(), defaults = sigset_t()
        sigemptyset(&unblocked)
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        return rc == 0 ? .success(pid) : .failure(SpawnError(code: rc))
    }

    /// Why a program did not start: the error number, in words.
    struct SpawnError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// Whether `pid` has ended, without waiting and leaving it unreaped (`WNOWAIT`).
    static func hasEnded(_ pid: pid_t) -> Bool {
        var info = siginfo_t()   // zeroed: stays so when the child still runs (WNOHANG)
        var rc: Int32
        repeat { rc = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT | WNOHANG) } while rc < 0 && errno == EINTR
        return rc < 0 || info.si_signo == SIGCHLD
    }

    /// Reaps `pid`, which has ended: its exit status, or nil when a signal ended it.
    @discardableResult
    static func reap(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS: a normal exit has no signal number in the low 7 bits.
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
    }
}
