import Glibc

/// The machine's IP addresses (`getifaddrs(3)`), for the service screen: a technician reads them
/// off the panel to reach it.
enum NetworkAddresses {
    /// Each interface that is up with an IPv4 or IPv6 address, as `eth0 192.168.1.20`, the
    /// loopback and link-local IPv6 left out; IPv4 first, then in the order the system lists them.
    static func current() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var v4: [String] = [], v6: [String] = []
        var next = first
        while let a = next {
            next = a.pointee.ifa_next
            let flags = Int32(a.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0, let sa = a.pointee.ifa_addr else { continue }
            let family = Int32(sa.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(sa, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let address = String(cString: host)
            // A link-local IPv6 address (fe80::…%eth0) reaches nothing a technician would use.
            if family == AF_INET6 && address.lowercased().hasPrefix("fe80:") { continue }
            let line = "\(String(cString: a.pointee.ifa_name)) \(address)"
            if family == AF_INET { v4.append(line) } else { v6.append(line) }
        }
        return v4 + v6
    }
}
