import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `ForkedWork` (a time budget for work that cannot be cancelled): a child
/// that never ends is killed at the limit and reaped, its output arrives whole, a failure or
/// too much output is told apart, and `cancel` ends a child at once.
final class ForkedWorkTests: XCTestCase {
    /// This process's children that are still there (running or unreaped).
    private func children() -> [Int32] { ProcessTree.children(of: getpid()) }

    func testAChildThatSleepsForeverIsKilledAtTheDeadline() {
        let before = children()
        let start = Date()
        let result = ForkedWork().run(timeLimit: 1, maxBytes: 16) { _ in
            while true { sleep(1000) }
        }
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(result, .failure(.timedOut))
        XCTAssertGreaterThanOrEqual(seconds, 0.9, "not before the limit")
        XCTAssertLessThan(seconds, 5, "at the limit (1 s), not after the child")
        XCTAssertEqual(children(), before, "the child was killed and reaped")
    }

    func testAChildsOutputArrivesWhole() throws {
        // More than a pipe holds (64 KiB), in uneven writes.
        let bytes = (0..<3_000_017).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
        let result = ForkedWork().run(timeLimit: 30, maxBytes: bytes.count) { fd in
            bytes.withUnsafeBytes { raw in
                var at = 0, step = 1
                while at < raw.count {
                    let n = min(step, raw.count - at)
                    if POSIXCall.writeAll(fd, UnsafeRawBufferPointer(rebasing: raw[at..<at + n])) != nil { return false }
                    at += n
                    step = step * 3 + 1
                }
                return true
            }
        }
        let out = try result.get()
        XCTAssertEqual(out.count, bytes.count)
        XCTAssertTrue(out == bytes, "every byte, in order")
    }

    func testAFailingOrTooTalkativeChildIsRefused() {
        XCTAssertEqual(ForkedWork().run(timeLimit: 30, maxBytes: 16) { _ in false }, .failure(.failed))
        XCTAssertEqual(ForkedWork().run(timeLimit: 30, maxBytes: 16) { _ in kill(getpid(), SIGSEGV); return true }, .failure(.failed))
        let many = [UInt8](repeating: 1, count: 100)
        XCTAssertEqual(ForkedWork().run(timeLimit: 30, maxBytes: 16) { fd in
            many.withUnsafeBytes { POSIXCall.writeAll(fd, $0) == nil }
        }, .failure(.tooLong))
        XCTAssertEqual(ForkedWork().run(timeLimit: 30, maxBytes: 16) { _ in true }, .success([]))
    }

    func testCancelEndsTheChildAtOnce() {
        let before = children()
        let work = ForkedWork()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { work.cancel() }
        let start = Date()
        let result = work.run(timeLimit: 60, maxBytes: 16) { _ in
            while true { sleep(1000) }
        }
        XCTAssertEqual(result, .failure(.cancelled))
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "not the 60 s limit")
        XCTAssertEqual(children(), before, "the child was killed and reaped")
        XCTAssertEqual(work.run(timeLimit: 60, maxBytes: 16) { _ in true }, .failure(.cancelled), "no fork once cancelled")
    }
}
