import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// SIGTERM ends a live run at once (the spec is 200 ms; the bound here is generous for loaded
/// machines), with status 0 and a stderr line that says only what happened: the state is
/// mentioned only when `--state` was given.
@MainActor
final class SignalExitProcessTests: XCTestCase {
    private struct Ended { var seconds: Double; var status: Int32; var stderr: String }

    /// Starts the kiosk headless with commands on `commands` (a pipe on stdin when nil), waits for
    /// its `ready` event, sends SIGTERM and times the exit.
    private func terminate(after extra: [String], commands: String? = nil) throws -> Ended {
        let p = Process()
        p.executableURL = KioskProcess.binary
        p.arguments = ["run", "--driver", "headless", "--size", "640x480", "--commands", commands ?? "-"] + extra
        let input = Pipe(), output = Pipe(), err = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = err
        try p.run()
        defer { try? input.fileHandleForWriting.close() }
        let ready = DispatchSemaphore(value: 0)
        let reader = output.fileHandleForReading
        DispatchQueue.global().async {
            var seen = Data()
            while true {
                let d = reader.availableData
                if d.isEmpty { break }
                seen += d
                if String(decoding: seen, as: UTF8.self).contains(#""event":"ready""#) { ready.signal(); seen = Data() }
            }
        }
        XCTAssertEqual(ready.wait(timeout: .now() + 30), .success, "the kiosk sent ready")
        usleep(100_000)
        XCTAssertTrue(p.isRunning, "a headless run with open commands waits for more")
        let start = Date()
        kill(p.processIdentifier, SIGTERM)
        while p.isRunning && Date().timeIntervalSince(start) < 10 { usleep(1000) }
        let seconds = Date().timeIntervalSince(start)
        p.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        print("SIGTERM to exit: \(Int(seconds * 1000)) ms (\(extra.joined(separator: " ")))")
        return Ended(seconds: seconds, status: p.terminationStatus, stderr: stderr)
    }

    func testSIGTERMWithoutStateExitsAtOnceAndSaysNothingAboutState() async throws {
        let e = try terminate(after: [])
        XCTAssertEqual(e.status, 0, e.stderr)
        XCTAssertLessThan(e.seconds, 1, "spec: 200 ms")
        XCTAssertTrue(e.stderr.contains("kiosk: SIGTERM received; exiting"), e.stderr)
        XCTAssertFalse(e.stderr.lowercased().contains("state"), e.stderr)
    }

    func testSIGTERMWithStateExitsAtOnceAndNamesTheFileSaved() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-term-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let state = dir.appendingPathComponent("state.json").path
        let fifo = dir.appendingPathComponent("commands").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let e = try terminate(after: ["--state", state], commands: fifo)
        XCTAssertEqual(e.status, 0, e.stderr)
        XCTAssertLessThan(e.seconds, 1, "spec: 200 ms")
        XCTAssertTrue(e.stderr.contains("kiosk: SIGTERM received; state saved to '\(state)'; exiting"), e.stderr)
        XCTAssertNotNil(StateStore.decode(try Data(contentsOf: URL(fileURLWithPath: state))))
    }

}
