import Glibc

/// TCP ports on 127.0.0.1, for a program the kiosk starts there and then talks to (the MQTT broker
/// of `kiosk bench --fleet`).
package enum LoopbackPort {
    /// A port nothing listens on now: one the kernel picks for a socket bound to port 0, which
    /// is closed again (so the port stays free for a moment, not reserved); nil when no socket
    /// can be bound.
    package static func free() -> Int? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }

    /// Whether something accepts a TCP connection on 127.0.0.1:`port` now (the connection is
    /// closed at once).
    package static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { a in
                POSIXCall.retrying { connect(fd, a, socklen_t(MemoryLayout<sockaddr_in>.size)) } == 0
            }
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var a = sockaddr_in()
        a.sin_family = sa_family_t(AF_INET)
        a.sin_addr.s_addr = inet_addr("127.0.0.1")
        a.sin_port = UInt16(truncatingIfNeeded: port).bigEndian
        return a
    }
}
