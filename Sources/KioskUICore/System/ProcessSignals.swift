import Glibc

/// Signals sent, ignored and caught, and the thread's sleeps: the process calls the kiosk makes
/// outside a child's spawn and wait (`ChildProcess`).
package enum ProcessSignals {
    /// Sends `signal` to the process `pid` (`kill(2)`), its result not looked at (it may have
    /// ended already).
    package static func send(_ signal: Int32, to pid: pid_t) {
        _ = kill(pid, signal)
    }

    /// From now on `signal` is ignored by the whole process (`SIGPIPE`: a write to a closed pipe
    /// or socket fails with EPIPE instead of ending the kiosk).
    static func ignore(_ signal: Int32) {
        _ = Glibc.signal(signal, SIG_IGN)
    }

    /// Calls `handler` (in signal context: only async-signal-safe calls) when `signal` arrives;
    /// calls it interrupted are restarted (`SA_RESTART`).
    static func install(_ signal: Int32, handler: @escaping @convention(c) (Int32) -> Void) {
        _ = installTemporarily(signal, handler: handler)
    }

    /// Calls `handler` (as `install` does) when `signal` arrives, for a while: returns the action
    /// it replaces, for `restore`.
    package static func installTemporarily(_ signal: Int32, handler: @escaping @convention(c) (Int32) -> Void) -> sigaction {
        var action = sigaction(), previous = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, &previous)
        return previous
    }

    /// Puts back the action `installTemporarily` replaced (ignored, default or a handler).
    package static func restore(_ signal: Int32, _ previous: sigaction) {
        var previous = previous
        sigaction(signal, &previous, nil)
    }

    /// Sleeps the calling thread for `microseconds` (`usleep(3)`).
    package static func sleep(microseconds: useconds_t) {
        _ = usleep(microseconds)
    }
}
