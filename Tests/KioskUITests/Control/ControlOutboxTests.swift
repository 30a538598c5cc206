import XCTest
@testable import KioskUICore

/// The bound on what waits for one control client, on numbers: lines go in whole or not at all,
/// partial sends leave the rest in order, and the bound counts only what is still unsent.
@MainActor
final class ControlOutboxTests: XCTestCase {
    private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    func testLinesAreKeptUpToTheBoundAndTheLineThatPassesItIsRefusedWhole() async {
        var box = ControlOutbox(limit: 10)
        XCTAssertTrue(box.append(bytes("abcd\n")))
        XCTAssertTrue(box.append(bytes("efgh\n")))
        XCTAssertEqual(box.pending, 10, "exactly at the bound is still fine")
        XCTAssertFalse(box.append(bytes("i\n")), "one more byte passes it")
        XCTAssertEqual(box.unsent, bytes("abcd\nefgh\n"), "nothing of the refused line is kept")
    }

    func testAPartialSendLeavesTheRestInOrderAndFreesRoom() async {
        var box = ControlOutbox(limit: 10)
        XCTAssertTrue(box.append(bytes("abcd\nefgh\n")))
        box.sent(3)
        XCTAssertEqual(box.unsent, bytes("d\nefgh\n"))
        XCTAssertEqual(box.pending, 7)
        XCTAssertTrue(box.append(bytes("ij\n")), "the 3 bytes sent made room for 3 more")
        XCTAssertEqual(box.unsent, bytes("d\nefgh\nij\n"))
        box.sent(10)
        XCTAssertTrue(box.isEmpty)
        XCTAssertTrue(box.append(bytes("0123456789")), "an emptied box takes a full bound again")
    }

    func testALongReaderThatKeepsUpNeverHitsTheBound() async {
        var box = ControlOutbox(limit: 100_000)
        let line = [UInt8](repeating: 65, count: 999) + [10]
        var received = 0
        for i in 0..<2_000 {
            XCTAssertTrue(box.append(line), "line \(i)")
            let n = min(box.pending, 700)   // the reader takes less than a line each time…
            box.sent(n)
            received += n
            if i % 3 == 0 { received += box.pending; box.sent(box.pending) }   // …and catches up now and then
        }
        received += box.pending
        XCTAssertEqual(received, 2_000 * 1_000, "every byte went out once")
    }

    func testAZeroBoundRefusesEverything() async {
        var box = ControlOutbox(limit: 0)
        XCTAssertFalse(box.append(bytes("x\n")))
        XCTAssertEqual(box.pending, 0)
    }
}
