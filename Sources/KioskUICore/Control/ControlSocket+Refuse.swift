import Glibc

/// A bound on the clients connected at once: each holds a descriptor and buffers, and unthrottled
/// connection churn reached 15,660 open descriptors (systemd's default soft limit is 1,024; at 256
/// a state save was lost to EMFILE). A client over the bound gets one `error` line saying so and
/// is closed at once, by the socket's thread; the loop never sees it. Clients that leave make room.
extension ControlSocket {
    /// Clients connected at once by default.
    static let defaultClientLimit = 64

    /// What a client over the bound is told.
    var refusalMessage: String {
        "the control socket \(path) already has \(clientLimit) clients connected, the most it serves at once; this connection is closed. Close connections you no longer use (or reuse one), then connect again"
    }

    /// Tells `client` why it is refused (one `error` event line, `at` on the loop's frame
    /// clock) and closes it. Stderr hears of it once a run.
    func refuse(_ client: UnixSocket) {
        let (origin, firstTime) = state.withLock { s -> (Double?, Bool) in
            defer { s.refusalLogged = true }
            return (s.clockOrigin, !s.refusalLogged)
        }
        let at = origin.map { max(0, (RealClock.monotonic() - $0) * 1000) } ?? 0
        let line = Array((KioskEvent(at: at, kind: .error(refusalMessage)).json.serialized + "\n").utf8)
        // A new connection's buffer is empty: the line fits in one non-blocking send.
        _ = line.withUnsafeBytes { client.send($0) }
        client.shutdown()
        client.close()
        if firstTime {
            OutputFile.standardError.write("kiosk: warning: --control \(path): \(clientLimit) clients are connected; refusing more until some leave (said once a run)\n")
        }
    }

    /// Where the loop's frame clock starts, as `RealClock.monotonic()`: the `at` of refusals
    /// follows it.
    func setClock(origin: Double) {
        state.withLock { $0.clockOrigin = origin }
    }
}
