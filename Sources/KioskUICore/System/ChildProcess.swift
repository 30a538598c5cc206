import Glibc

/// Starting another program and waiting for it, written once: speech's espeak-ng
/// (`SpeechProgram`) and the bench's children (`BenchProcess`).
package enum ChildProcess {
    /// Where a child's standard descriptors go.
    package enum Output {
        /// /dev/null.
        case discard
        /// A file, created or truncated (mode 0644).
        case file(String)
    }

    /// Starts `path` with `arguments` and this process's environment plus `extraEnvironment`
    /// (sorted, so the child sees the same environment every run); stdin on /dev/null, or with
    /// `input` a pipe that holds it (written before the child starts, so nothing here ever waits
    /// for the child to read: what does not fit the pipe, 64 KiB on Linux, is dropped), stdout
    /// and stderr as given. Text given as `input` is not in the child's argv, which any local
    /// user reads through `ps`. With `defaultSignals`, no signal is blocked in the child and SIGTERM,
    /// SIGINT, SIGHUP and SIGPIPE are at their defaults (the kiosk ignores some of them, and
    /// ignoring is inherited: a child must die of the SIGTERM that cuts it short). Returns its
    /// pid, or the error number when it could not start.
    package static func spawn(_ path: String, _ arguments: [String], extraEnvironment: [String: String] = [:],
                      input: String? = nil, stdout: Output = .discard, stderr: Output = .discard,
                      defaultSignals: Bool = false) -> Result<pid_t, POSIXCall.Errno> {
        var environment = ProcessEnvironment.current
        for key in extraEnvironment.keys.sorted() { environment[key] = extraEnvironment[key] }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.keys.sorted().map { strdup("\($0)=\(environment[$0]!)") } + [nil]
        defer { for p in argv { free(p) }; for p in envp { free(p) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        defer { for fd in pipeEnds where fd >= 0 { close(fd) } }
        if let input {
            guard pipe(&pipeEnds) == 0 else { pipeEnds = [-1, -1]; return .failure(POSIXCall.Errno(errno)) }
            for fd in pipeEnds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            _ = fcntl(pipeEnds[1], F_SETFL, O_NONBLOCK)
            var bytes = Array(input.utf8)[...]
            while !bytes.isEmpty {
                let n = bytes.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }   // full: the rest is dropped
                bytes = bytes.dropFirst(n)
            }
            close(pipeEnds[1])   // the child reads to the end of it
            pipeEnds[1] = -1
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        for (fd, output) in [(Int32(1), stdout), (2, stderr)] {
            switch output {
            case .discard: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
            case let .file(name): posix_spawn_file_actions_addopen(&actions, fd, name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if defaultSignals {
            var unblocked = sigset_t(), defaults = sigset_t()
            sigemptyset(&unblocked)
            sigemptyset(&defaults)
            for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigmask(&attributes, &unblocked)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        return rc == 0 ? .success(pid) : .failure(POSIXCall.Errno(rc))
    }

    /// Waits for `pid` to end and reaps it: its exit status, or nil when a signal ended it.
    @discardableResult
    package static func wait(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        _ = POSIXCall.retrying { waitpid(pid, &status, 0) }
        // WIFEXITED / WEXITSTATUS: a normal exit has no signal number in the low 7 bits.
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
    }

    /// Whether `pid` has ended, without waiting and leaving it unreaped (`WNOWAIT`), so its pid
    /// cannot be reused while another thread may still signal it.
    package static func hasEnded(_ pid: pid_t) -> Bool {
        var info = siginfo_t()   // zeroed: stays so when the child still runs (WNOHANG)
        let rc = POSIXCall.retrying { waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT | WNOHANG) }
        return rc < 0 || info.si_signo == SIGCHLD
    }
}
