import Foundation
import XCTest
@testable import KioskUICore

/// Command lines are read in linear time, and a line over 1 MiB is refused with an `error` event
/// naming its line and the limit, while the lines after it still work.
@MainActor
final class CommandLineLimitTests: XCTestCase {
    /// An 8 MB line would take seconds of CPU if each 4 KiB read searched the whole line again
    /// for its newline: it is read in linear time and handed over as refused, with its
    /// length; the line after it still comes through.
    func testAMultiMegabyteLineIsRefusedFastAndTheNextLineStillComes() async throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let input = CommandInput(fileDescriptor: fds[0], name: "pipe")
        let wakeup = LoopWakeup()
        input.start { wakeup.raise() }
        let long = 8_000_000
        let writer = fds[1]
        let started = Date()
        DispatchQueue.global().async {
            let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: long) + Array("\n{\"a\":1}\n".utf8)
            var off = 0
            while off < bytes.count {
                let n = bytes[off...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                off += n
            }
            close(writer)
        }
        var got: [CommandInput.Line] = []
        var closed = false
        while !closed && Date().timeIntervalSince(started) < 60 {
            wakeup.wait(timeout: 0.1)
            let t = input.take()
            got += t.lines
            closed = t.closed
        }
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(got, [CommandInput.Line(line: 1, text: "", refusedLength: long),
                             CommandInput.Line(line: 2, text: "{\"a\":1}")])
        XCTAssertLessThan(elapsed, 3, "read in linear time")
    }

    func testLinesUpToTheLimitAreKeptAndTheLimitCountsBytesWithoutTheNewline() async {
        var s = CommandLineSplitter(limit: 4)
        let lines = s.feed(ArraySlice(Array("abcd\nabcde\n\nab".utf8))) + s.finish()
        XCTAssertEqual(lines, [CommandInput.Line(line: 1, text: "abcd"), CommandInput.Line(line: 2, text: "", refusedLength: 5),
                               CommandInput.Line(line: 3, text: ""), CommandInput.Line(line: 4, text: "ab")])
    }
}
