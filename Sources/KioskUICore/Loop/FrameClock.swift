import Glibc

/// Seconds since the run started: real time on a display, virtual (advanced by the loop at a fixed
/// 60 fps) in scripted replays and tests.
package protocol FrameClock: AnyObject {
    var now: Double { get }
}

/// Monotonic real time.
package final class RealClock: FrameClock {
    private let start = RealClock.monotonic()
    package var now: Double { RealClock.monotonic() - start }

    package static func monotonic() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// A clock that only moves when told to, like NIO's embedded event loop.
final class VirtualClock: FrameClock {
    private(set) var now: Double = 0
    func advance(by dt: Double) { now += max(0, dt) }
    func set(_ t: Double) { now = max(now, t) }
}
