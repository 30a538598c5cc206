import Glibc
import XCTest
@testable import KioskUICore

/// The system calls written once (System/POSIXCall.swift, System/ChildProcess.swift).
final class POSIXCallTests: XCTestCase {
    /// A pipe holding `bytes`, its writing end closed: what a read sees of a short file.
    private func pipe(holding bytes: [UInt8]) -> Int32 {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(Glibc.pipe(&fds), 0)
        XCTAssertNil(bytes.withUnsafeBytes { POSIXCall.writeAll(fds[1], $0) })
        close(fds[1])
        return fds[0]
    }

    func testReadToEndGivesEveryByteAcrossChunks() throws {
        let bytes = (0..<10_000).map { UInt8($0 % 251) }
        let fd = pipe(holding: bytes)
        defer { close(fd) }
        XCTAssertEqual(try POSIXCall.readToEnd(fd, chunkSize: 4096).get(), bytes)
    }

    func testReadToEndStopsOneByteOverTheLimitSoTheCallerCanTellTooLong() throws {
        let fd = pipe(holding: [UInt8](repeating: 7, count: 5000))
        defer { close(fd) }
        XCTAssertEqual(try POSIXCall.readToEnd(fd, limit: 1000, chunkSize: 300).get().count, 1001)
    }

    func testAReadErrorIsTheSystemsWords() {
        guard case let .failure(why) = POSIXCall.readToEnd(-1) else { return XCTFail("read of fd -1 succeeded") }
        XCTAssertEqual(why.code, EBADF)
        XCTAssertEqual(why.description, "Bad file descriptor")
    }

    func testAChildsExitStatusAndOutputFileComeBack() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("posix-\(getpid()).txt").path
        defer { unlink(out) }
        let pid = try ChildProcess.spawn("/bin/sh", ["-c", "echo \"$KIOSK_TEST_WORD\"; exit 3"],
                                         extraEnvironment: ["KIOSK_TEST_WORD": "hello"], stdout: .file(out)).get()
        XCTAssertEqual(ChildProcess.wait(pid), 3)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "hello\n")
    }

    func testAProgramThatIsNotThereIsNotStarted() {
        guard case let .failure(why) = ChildProcess.spawn("/nonexistent/program", []) else {
            return XCTFail("a missing program started")
        }
        XCTAssertEqual(why.code, ENOENT)
    }
}
