import KioskUICore

/// Wall-clock timing for the benchmark: the monotonic clock, in seconds.
enum BenchClock {
    static func now() -> Double { RealClock.monotonic() }

    /// How long `body` takes, in seconds.
    @inline(__always)
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let t0 = now()
        try body()
        return now() - t0
    }

    /// Runs `prepare` (untimed) then `body` (timed) `count` times; returns the timings in seconds.
    static func samples(_ count: Int, prepare: () -> Void = {}, _ body: () -> Void) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(count)
        for _ in 0..<Swift.max(1, count) {
            prepare()
            out.append(time(body))
        }
        return out
    }
}
