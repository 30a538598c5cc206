import Glibc

/// The time of day on the machine's clock (`CLOCK_REALTIME`), for what people read: a panel's
/// `since` and its telemetry's `time`. Never for measuring a span (that is `RealClock.monotonic`).
enum WallClock {
    /// Seconds since 1970-01-01 00:00:00 UTC.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
