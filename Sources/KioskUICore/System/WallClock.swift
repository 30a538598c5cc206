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

    /// The local date and time of day now, in the system's time zone: year, month 1…12, day,
    /// hour, minute, second.
    static func localTime() -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        var t = time(nil)
        var local = tm()
        localtime_r(&t, &local)
        return (Int(local.tm_year) + 1900, Int(local.tm_mon) + 1, Int(local.tm_mday), Int(local.tm_hour), Int(local.tm_min), Int(local.tm_sec))
    }

    /// Seconds since Monday 00:00 in the system's local time zone (the power rules' `hours`).
    static func localWeekSecond() -> Double {
        var t = time(nil)
        var local = tm()
        localtime_r(&t, &local)
        let weekday = (Int(local.tm_wday) + 6) % 7   // tm_wday counts from Sunday
        return Double(weekday * 86_400 + Int(local.tm_hour) * 3600 + Int(local.tm_min) * 60 + Int(local.tm_sec))
    }
}
