import Glibc

/// Tells the service manager how the kiosk is doing, with systemd's notify protocol (one datagram
/// of `KEY=VALUE` lines to the Unix socket `NOTIFY_SOCKET` names; no libsystemd needed):
///
/// - `READY=1` (with a `STATUS=` line) once the first frame is on the panel, so a `Type=notify`
///   unit is "running" only when something shows, never while the panel is black;
/// - `WATCHDOG=1` from the UI loop every half `WATCHDOG_USEC`, so a loop that stops turning (a
///   hang, SIGSTOP) is killed and restarted by systemd's `WatchdogSec=`;
/// - `STOPPING=1` when the run ends.
///
/// The watchdog follows `sd_watchdog_enabled`: it is on when `WATCHDOG_USEC` is set and
/// `WATCHDOG_PID` is unset or this process. Under cage the kiosk is not the unit's main process:
/// the launcher unsets `WATCHDOG_PID` and the unit says `NotifyAccess=all`
/// (packaging/kioskui.service, docs/deploy.md "Supervision").
///
/// Without `NOTIFY_SOCKET` (not under systemd, tests, a desk) there is no notifier at all. A
/// datagram that cannot be sent is dropped: the kiosk never waits on its supervisor.
final class ServiceNotifier {
    private let socket: UnixSocket
    private var address: sockaddr_un
    private let addressLength: socklen_t
    /// Seconds between watchdog pings (half the unit's `WatchdogSec=`); nil when there is no watchdog.
    let pingInterval: Double?
    private var lastPing = -Double.infinity
    /// Whether `READY=1` was sent.
    private(set) var isReady = false

    /// A notifier for the environment's `NOTIFY_SOCKET` (a path, or `@name` for the abstract
    /// namespace), or nil when it is unset or unusable.
    init?(environment: [String: String], pid: Int32 = getpid()) {
        guard let path = environment["NOTIFY_SOCKET"], !path.isEmpty,
              let (addr, length) = ServiceNotifier.address(path) else { return nil }
        guard case .success(let made) = UnixSocket.datagram() else { return nil }
        socket = made
        address = addr
        addressLength = length
        pingInterval = ServiceNotifier.pingInterval(environment: environment, pid: pid)
    }

    deinit { socket.close() }

    /// The notifier for this process's environment (nil when not under a service manager).
    static func fromEnvironment() -> ServiceNotifier? {
        var environment: [String: String] = [:]
        for name in ["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return ServiceNotifier(environment: environment)
    }

    /// Half the watchdog period `WATCHDOG_USEC` gives, in seconds, when the watchdog is meant for
    /// this process (see the type's notes); nil otherwise.
    static func pingInterval(environment: [String: String], pid: Int32) -> Double? {
        guard let text = environment["WATCHDOG_USEC"], let usec = UInt64(text), usec > 0 else { return nil }
        if let owner = environment["WATCHDOG_PID"], !owner.isEmpty, owner != String(pid) { return nil }
        return Double(usec) / 2_000_000
    }

    /// The socket address for a `NOTIFY_SOCKET` value; nil when it does not fit a `sockaddr_un`
    /// or is neither absolute nor abstract.
    static func address(_ path: String) -> (sockaddr_un, socklen_t)? {
        var bytes = Array(path.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }   // the abstract namespace
        else if bytes.first != UInt8(ascii: "/") { return nil }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: addr.sun_path)
        guard bytes.count < capacity else { return nil }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
        let length = MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count + (bytes[0] == 0 ? 0 : 1)
        return (addr, socklen_t(length))
    }

    /// Sends `READY=1` and a status line, once; the watchdog's clock starts there.
    func ready(status: String, at now: Double) {
        guard !isReady else { return }
        isReady = true
        send("READY=1\nSTATUS=\(status)")
        lastPing = now
    }

    /// The longest the loop may sleep from `now` before it must ping again; nil without a watchdog.
    func sleepLimit(at now: Double) -> Double? {
        guard let interval = pingInterval else { return nil }
        return max(0, lastPing + interval - now)
    }

    /// Sends `WATCHDOG=1` when half the period has passed since the last one (called once per
    /// turn of the UI loop: only a loop that turns keeps the kiosk alive).
    func loopTurned(at now: Double) {
        guard let interval = pingInterval, isReady, now - lastPing >= interval else { return }
        lastPing = now
        send("WATCHDOG=1")
    }

    /// Sends `STOPPING=1` and why.
    func stopping(status: String) {
        send("STOPPING=1\nSTATUS=\(status)")
    }

    private func send(_ message: String) {
        let bytes = Array(message.utf8)
        _ = bytes.withUnsafeBytes { socket.send($0, to: address, length: addressLength) }
    }
}
