import XCTest
@testable import KioskUICore

/// The wait before a panel knocks on the broker again: doubling from half a second, capped at
/// 30 s, each wait a random point in its upper half (so a fleet that lost the broker together
/// spreads out).
final class ReconnectBackoffTests: XCTestCase {
    func testTheWaitDoublesUpToTheCap() {
        let b = ReconnectBackoff()
        XCTAssertEqual((0..<8).map { b.delay(attempt: $0, random: 1) }, [0.5, 1, 2, 4, 8, 16, 30, 30])
        XCTAssertEqual(b.delay(attempt: 1000, random: 1), 30, "a long outage does not overflow the doubling")
        XCTAssertEqual(b.delay(attempt: -3, random: 1), 0.5, "a negative attempt counts as the first")
        XCTAssertEqual(ReconnectBackoff(base: 1, cap: 5).delay(attempt: 3, random: 1), 5)
    }

    func testTheJitterKeepsEachWaitInTheUpperHalf() {
        let b = ReconnectBackoff()
        for attempt in 0..<12 {
            let full = min(30, 0.5 * Double(1 << attempt))
            XCTAssertEqual(b.delay(attempt: attempt, random: 0), full / 2, "attempt \(attempt): the least")
            XCTAssertEqual(b.delay(attempt: attempt, random: 0.5), full * 0.75, accuracy: 1e-12)
            for r in stride(from: 0.0, to: 1, by: 0.05) {
                let d = b.delay(attempt: attempt, random: r)
                XCTAssertTrue(d >= full / 2 && d <= full, "attempt \(attempt), random \(r): \(d) in [\(full / 2), \(full)]")
            }
        }
        XCTAssertEqual(b.delay(attempt: 10, random: -1), 15, "a random number below 0 is taken as 0")
        XCTAssertEqual(b.delay(attempt: 10, random: 7), 30, "and above 1 as 1: never past the cap")
    }
}
