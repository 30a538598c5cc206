import CSystem
import Glibc
import Synchronization

/// Work done in a forked copy of this process whose output comes back whole through a pipe
/// within a time limit: the way to bound the time of a library call that cannot be cancelled
/// (SDL_image's SVG rasteriser, `SVGRaster`). Fork without exec, so it works in any app that
/// embeds the kiosk, with every library it has loaded.
///
/// The child gets SIGKILL when the thread that forked it ends (PR_SET_PDEATHSIG: with the
/// kiosk, however it ends); has SIGTERM, SIGINT, SIGHUP, SIGPIPE and SIGALRM at their defaults
/// and none blocked (the kiosk's handler writes into the kiosk's signal pipe), and the crash
/// signals too (a crash in it ends it quietly, without the Swift runtime's backtrace of the
/// kiosk); keeps only standard input, output and error and the pipe, as descriptor 3 (no
/// socket or client of the kiosk stays open in it); and ends itself by SIGALRM a second after
/// the limit should its parent not. It runs `work` and leaves with `_exit`, so no handler of
/// the parent's runs in it.
///
/// The parent reads the pipe with `poll` until it ends, the limit passes or `cancel()` is
/// called from another thread; then it kills the child (SIGKILL) unless it ended by itself,
/// and reaps it before returning: no child outlives a call.
///
/// The child runs code of a process that had other threads: `work` should call only what
/// cannot wait for a lock another thread held at the fork (glibc's malloc is safe; a library
/// opened with dlopen in the child is not). Should it wait anyway, the limit ends it.
package final class ForkedWork: Sendable {
    /// Why no output came back.
    package enum Failure: Error, Equatable, Sendable {
        /// The child was still working when the limit passed (and was killed).
        case timedOut
        /// `cancel()` was called (the child, if started, was killed).
        case cancelled
        /// The child wrote more than the bytes allowed (and was killed).
        case tooLong
        /// The child ended without success: `work` returned false (exit status 1), or a signal
        /// not sent by this call ended it (e.g. SIGSEGV in the library).
        case failed
        /// The pipe or the fork failed with this error number.
        case cannotStart(Int32)
    }

    private struct State {
        var pid: pid_t?
        var cancelled = false
    }
    private let state = Mutex(State())

    package init() {}

    /// Stops the work: a child running is killed at once (its `run` returns `.cancelled`), and a
    /// `run` not started yet returns `.cancelled` without forking. Any thread.
    package func cancel() {
        state.withLock { s in
            s.cancelled = true
            if let pid = s.pid { kill(pid, SIGKILL) }
        }
    }

    /// Runs `work` in a forked child, given the pipe's write end; the bytes it wrote, when it
    /// returned true within `timeLimit` seconds and wrote at most `maxBytes`.
    package func run(timeLimit: Double, maxBytes: Int, _ work: (Int32) -> Bool) -> Result<[UInt8], Failure> {
        var ends: [Int32] = [-1, -1]
        guard kiosk_pipe_cloexec(&ends) == 0 else { return .failure(.cannotStart(errno)) }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let parent = getpid()
        let alarmSeconds = UInt32(Swift.min(Swift.max(timeLimit, 0), 86_400).rounded(.up)) + 1
        let started = state.withLock { s -> Result<pid_t, Failure> in
            if s.cancelled { return .failure(.cancelled) }
            let pid = fork()
            if pid == 0 { ForkedWork.child(parent: parent, output: writeEnd, alarm: alarmSeconds, work) }
            if pid < 0 { return .failure(.cannotStart(errno)) }
            s.pid = pid
            return .success(pid)
        }
        close(writeEnd)
        let pid: pid_t
        switch started {
        case .success(let p): pid = p
        case .failure(let f): return .failure(f)
        }

        let deadline = ForkedWork.now() + timeLimit
        var out: [UInt8] = []
        out.reserveCapacity(Swift.min(maxBytes, 1 << 20))
        var chunk = [UInt8](repeating: 0, count: 65536)
        var outcome: Failure?
        var ended = false
        while !ended {
            let left = deadline - ForkedWork.now()
            if left <= 0 { outcome = .timedOut; break }
            var p = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, Int32(Swift.min(left * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno != EINTR { outcome = .failed; break }
            guard ready > 0 else { continue }
            let n = POSIXCall.retrying { chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) } }
            if n < 0 { outcome = .failed; break }
            if n == 0 { ended = true; break }
            if out.count + n > maxBytes { outcome = .tooLong; break }
            out += chunk[0..<n]
        }
        // The pid is forgotten before it is reaped, so `cancel` never signals a reused pid.
        let cancelled = state.withLock { s -> Bool in
            if !ended { kill(pid, SIGKILL) }
            s.pid = nil
            return s.cancelled
        }
        var status: Int32 = 0
        _ = POSIXCall.retrying { waitpid(pid, &status, 0) }
        if cancelled { return .failure(.cancelled) }
        if let outcome { return .failure(outcome) }
        // WIFEXITED with status 0: whole output from work that said it succeeded.
        return status == 0 ? .success(out) : .failure(.failed)
    }

    /// The child's side: never returns.
    private static func child(parent: pid_t, output: Int32, alarm seconds: UInt32, _ work: (Int32) -> Bool) -> Never {
        _ = kiosk_set_parent_death_signal(SIGKILL)
        // The parent may have ended before the line above: then nobody reads.
        if getppid() != parent { _exit(1) }
        // Unrolled: no array is made in the child.
        signal(SIGTERM, SIG_DFL)
        signal(SIGINT, SIG_DFL)
        signal(SIGHUP, SIG_DFL)
        signal(SIGPIPE, SIG_DFL)
        signal(SIGALRM, SIG_DFL)
        signal(SIGSEGV, SIG_DFL)
        signal(SIGBUS, SIG_DFL)
        signal(SIGILL, SIG_DFL)
        signal(SIGFPE, SIG_DFL)
        signal(SIGABRT, SIG_DFL)
        signal(SIGTRAP, SIG_DFL)
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        if output != 3 {
            guard dup2(output, 3) == 3 else { _exit(1) }
        }
        kiosk_close_descriptors_from(4)
        alarm(seconds)
        _exit(work(3) ? 0 : 1)
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
