import XCTest
@testable import KioskUICore

/// What a panel says of itself on the broker: the retained status, the will, telemetry, the
/// ISO 8601 times in them and the 95th percentile of its frame times.
final class FleetStatusTests: XCTestCase {
    private let topics = FleetTopics(prefix: "kiosk", panel: "p1", groups: ["g1", "g2"])

    func testUTCTimes() {
        XCTAssertEqual(UTCTime.iso8601(0), "1970-01-01T00:00:00Z")
        XCTAssertEqual(UTCTime.iso8601(1_795_964_523), "2026-11-29T15:02:03Z")
        XCTAssertEqual(UTCTime.iso8601(1_795_964_523.999), "2026-11-29T15:02:03Z", "to the second, not rounded up")
        XCTAssertEqual(UTCTime.iso8601(1_709_251_199), "2024-02-29T23:59:59Z", "a leap day")
        XCTAssertEqual(UTCTime.iso8601(1_709_251_200), "2024-03-01T00:00:00Z")
        XCTAssertEqual(UTCTime.iso8601(951_868_800 - 1), "2000-02-29T23:59:59Z", "2000 is a leap year (divisible by 400)")
        XCTAssertEqual(UTCTime.iso8601(4_107_542_400), "2100-03-01T00:00:00Z", "2100 is not")
        XCTAssertEqual(UTCTime.iso8601(-1), "1969-12-31T23:59:59Z")
    }

    func testTheP95OfTheRecentFrames() {
        var f = FrameTimes()
        XCTAssertNil(f.p95)
        f.add(7)
        XCTAssertEqual(f.p95, 7)
        f = FrameTimes()
        for ms in (1...20).reversed() { f.add(Double(ms)) }
        XCTAssertEqual(f.p95, 19, "19 of the 20 samples do not exceed 19")
        f = FrameTimes()
        for ms in 1...100 { f.add(Double(ms)) }
        XCTAssertEqual(f.p95, 95)
        // Only the newest `capacity` count: 256 slow frames long ago, then 256 fast ones.
        f = FrameTimes()
        for _ in 0..<FrameTimes.capacity { f.add(500) }
        for _ in 0..<FrameTimes.capacity { f.add(2) }
        XCTAssertEqual(f.samples.count, FrameTimes.capacity)
        XCTAssertEqual(f.p95, 2)
        f.add(40)
        XCTAssertEqual(f.samples.count, FrameTimes.capacity)
        XCTAssertEqual(f.samples.filter { $0 == 40 }.count, 1, "the oldest sample made room")
    }

    func testTheOnlineStatus() {
        let s = FleetStatus.online(topics, .init(screen: "home", bundle: nil, display: .on, brightness: 100, driver: "headless", since: 1_795_964_523.5))
        XCTAssertEqual(s.serialized, #"{"online":true,"panel":"p1","groups":["g1","g2"],"version":"\#(Kiosk.version)","screen":"home","bundle":null,"display":"on","brightness":100,"driver":"headless","since":"2026-11-29T15:02:03Z"}"#)
        let b = FleetStatus.online(FleetTopics(prefix: "kiosk", panel: "p2", groups: []), .init(screen: nil, bundle: "2026.11.3", display: .off, brightness: 30, driver: "kmsdrm", since: 0))
        XCTAssertEqual(b["groups"], .array([]))
        XCTAssertEqual(b["screen"], .null)
        XCTAssertEqual(b["bundle"], .string("2026.11.3"))
        XCTAssertEqual(b["driver"], .string("kmsdrm"))
        XCTAssertEqual(b["display"], .string("off"))
        XCTAssertEqual(b["brightness"], .number(30))
    }

    func testTheWillAndTheGoodbye() {
        XCTAssertEqual(FleetStatus.offline(topics, reason: "connection lost").serialized,
                       #"{"online":false,"panel":"p1","groups":["g1","g2"],"reason":"connection lost"}"#)
        XCTAssertEqual(FleetStatus.offline(topics, reason: "stopped")["reason"], .string("stopped"))
    }

    func testTelemetry() {
        let t = FleetStatus.telemetry(topics, .init(time: 1_795_964_523, uptime: 12.6, screen: "home", frames: 42, p95FrameMs: 3.14159,
                                                    memoryBytes: 20 << 20, peakMemoryBytes: 24 << 20, droppedClients: 2, lastError: "stdin:1: bad"))
        XCTAssertEqual(t.serialized, #"{"panel":"p1","time":"2026-11-29T15:02:03Z","uptime":13,"screen":"home","frames":42,"p95FrameMs":3.14,"memoryBytes":20971520,"peakMemoryBytes":25165824,"droppedClients":2,"lastError":"stdin:1: bad"}"#)
        let empty = FleetStatus.telemetry(topics, .init(time: 0, uptime: 0, screen: nil, frames: 0, p95FrameMs: nil,
                                                        memoryBytes: nil, peakMemoryBytes: nil, droppedClients: 0, lastError: nil))
        XCTAssertEqual(empty.objectKeys, ["panel", "time", "uptime", "screen", "frames", "p95FrameMs", "memoryBytes", "peakMemoryBytes", "droppedClients", "lastError"],
                       "every field is there, null when unknown")
        for k in ["screen", "p95FrameMs", "memoryBytes", "peakMemoryBytes", "lastError"] { XCTAssertEqual(empty[k], .null, k) }
    }
}
