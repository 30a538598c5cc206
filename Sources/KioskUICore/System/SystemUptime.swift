import Glibc

/// How long the machine has been up (`CLOCK_BOOTTIME`: suspend included), for the service screen.
enum SystemUptime {
    /// Seconds since the system started.
    static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_BOOTTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
