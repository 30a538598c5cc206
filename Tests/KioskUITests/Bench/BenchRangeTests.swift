import XCTest
@testable import KioskUICore
@testable import KioskBench

/// The range comparison compares like with like: both rulers draw the same number of commands
/// per frame (same ticks, same labels), so what differs is only the digits.
@MainActor
final class BenchRangeTests: XCTestCase {
    func testBothRulersOfTheRangeComparisonDrawTheSameCommandsPerFrame() async throws {
        let suite = try BenchSuite(frames: 20)
        let rows = suite.rulerRange()
        XCTAssertEqual(rows.count, 2)
        XCTAssertTrue(rows[0].note.hasSuffix("draw commands a frame"), rows[0].note)
        XCTAssertEqual(rows[0].note, rows[1].note, "the same draw commands per frame")
    }
}
