import Glibc

/// Another process's CPU time and resident set, from /proc: what `kiosk bench --fleet` reads of
/// each panel and of the broker.
extension ProcessStatus {
    /// Clock ticks per second of /proc's CPU times (`sysconf(_SC_CLK_TCK)`, 100 on Linux).
    package static var ticksPerSecond: Int { max(1, sysconf(Int32(_SC_CLK_TCK))) }

    /// The CPU time `pid` has used, user and system, in clock ticks (fields 14 and 15 of
    /// /proc/PID/stat); nil when it cannot be read (the process ended).
    package static func cpuTicks(of pid: pid_t) -> Int? {
        FileSystem.text(atPath: "/proc/\(pid)/stat").flatMap(cpuTicks(stat:))
    }

    /// The user and system ticks of a /proc/PID/stat line. The command in parentheses may hold
    /// spaces and parentheses, so the fields are counted after its last ')'.
    static func cpuTicks(stat: String) -> Int? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        // After the command: state (field 3) … utime (14), stime (15).
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The resident set of `pid` now (VmRSS of /proc/PID/status), in KiB; nil when it cannot be read.
    package static func residentKiB(of pid: pid_t) -> Int? {
        FileSystem.text(atPath: "/proc/\(pid)/status").flatMap { kiB(of: "VmRSS:", status: $0) }
    }

    /// The peak resident set of `pid` so far (VmHWM), in KiB; nil when it cannot be read.
    package static func peakKiB(of pid: pid_t) -> Int? {
        FileSystem.text(atPath: "/proc/\(pid)/status").flatMap { kiB(of: "VmHWM:", status: $0) }
    }
}
