import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A backlog of commands never freezes the kiosk: commands are carried out in slices, so under a
/// flood of 300,000 `{"query":"layout"}` lines a control client is answered, the frame clock moves
/// on and SIGTERM ends the run at once (the budgets are 100 ms and 200 ms; the bounds here are
/// generous for a loaded machine, the measured times are printed); a client that sends over 1,000
/// lines ahead is told once and dropped, and what it queued is not carried out.
@MainActor
final class CommandFloodTests: XCTestCase {
    static let floodLines = 300_000

    /// A headless kiosk with the control socket's test screen, events in a file, commands on a pipe.
    @MainActor private final class Flooded {
        let process = Process()
        let input = Pipe()
        let stderr: LineCollector
        let socket: String
        let events: String

        init() throws {
            let dir = KioskProcess.temporaryFolder("flood")
            let screen = dir + "/screen.yaml"
            try ControlSocketTests.screen.write(toFile: screen, atomically: true, encoding: .utf8)
            socket = dir + "/control.sock"
            events = dir + "/events.jsonl"
            process.executableURL = KioskProcess.binary
            process.arguments = ["run", "--driver", "headless", "--size", "640x480", "--commands", "-", "--control", socket,
                                 "--events", events, screen]
            let err = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = err
            stderr = LineCollector(err.fileHandleForReading)
            try process.run()
        }

        func waitForSocket() -> Bool {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline && process.isRunning {
                var st = stat()
                if lstat(socket, &st) == 0 && st.st_mode & S_IFMT == S_IFSOCK { return true }
                usleep(10_000)
            }
            return false
        }

        /// Sends SIGTERM; the seconds until the process ended.
        func terminate() -> Double {
            let start = Date()
            kill(process.processIdentifier, SIGTERM)
            while process.isRunning && Date().timeIntervalSince(start) < 30 { usleep(1000) }
            let seconds = Date().timeIntervalSince(start)
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            _ = stderr.waitForEnd(timeout: 10)
            return seconds
        }

        isolated deinit { if process.isRunning { process.terminate() } }
    }

    /// `count` layout queries, as one block of bytes.
    private static func queries(_ count: Int) -> [UInt8] {
        Array(String(repeating: #"{"query":"layout"}"# + "\n", count: count).utf8)
    }

    /// Writes all of `bytes` to `fd` on a thread of its own (until the reader goes away).
    private static func write(_ bytes: [UInt8], to fd: Int32, socket: Bool) {
        DispatchQueue.global().async {
            var off = 0
            while off < bytes.count {
                let n = bytes[off...].withUnsafeBytes {
                    socket ? Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) : Glibc.write(fd, $0.baseAddress, $0.count)
                }
                if n <= 0 { return }
                off += n
            }
        }
    }

    /// Seconds until `client` hears the `change` of the picker it set. (Only the lines after the
    /// `set` are looked at, as text: a client reading a flood's answers gets thousands of lines.)
    private func answerTime(_ client: ControlTestClient, value: String) -> Double? {
        guard let received = client.received else { return nil }
        let needle = #""id":"zone","index":\#(["Zone A", "Zone B", "Zone C"].firstIndex(of: value) ?? 0),"value":"\#(value)""#
        let before = received.all.count
        let start = Date()
        client.send(#"{"set":{"id":"zone","value":"\#(value)"}}"#)
        let lines = received.wait(timeout: 30) { $0.count > before && $0[before...].contains { $0.contains(needle) } }
        return lines.count > before && lines[before...].contains { $0.contains(needle) } ? Date().timeIntervalSince(start) : nil
    }

    func testAFloodOnStdinLeavesOtherClientsSignalsAndTheFrameClockOnTime() async throws {
        signal(SIGPIPE, SIG_IGN)   // the flood's writer finds the pipe closed at the end
        let kiosk = try Flooded()
        XCTAssertTrue(kiosk.waitForSocket(), "the socket appears: \(kiosk.stderr.all)")
        let client = try ControlTestClient(path: kiosk.socket)
        client.startReading()
        Self.write(Self.queries(Self.floodLines), to: kiosk.input.fileHandleForWriting.fileDescriptor, socket: false)
        usleep(500_000)   // a backlog builds up

        let answered = answerTime(client, value: "Zone B")
        print("under a stdin flood, a control client was answered in \(answered.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        XCTAssertNotNil(answered, "the client is answered during the flood")
        XCTAssertLessThan(answered ?? 99, 2, "spec: 100 ms")
        usleep(500_000)

        XCTAssertTrue(kiosk.process.isRunning, "still running: \(kiosk.stderr.all)")
        let seconds = kiosk.terminate()
        print("under a stdin flood, SIGTERM to exit: \(Int(seconds * 1000)) ms")
        XCTAssertLessThan(seconds, 2, "spec: 200 ms")
        XCTAssertEqual(kiosk.process.terminationStatus, 0, "\(kiosk.stderr.all)")

        let events = KioskProcess.events(try String(contentsOfFile: kiosk.events, encoding: .utf8))
        let layouts = events.filter { $0["event"] as? String == "layout" }
        let times = Set(layouts.compactMap { $0["at"] as? Double })
        print("\(layouts.count) of \(Self.floodLines) queries answered before SIGTERM, at \(times.count) distinct times")
        XCTAssertGreaterThan(layouts.count, 0, "the flood is carried out")
        XCTAssertLessThan(layouts.count, Self.floodLines, "and was not finished before the exit")
        XCTAssertGreaterThanOrEqual(times.count, 10, "the frame clock moves on between slices")
    }

    func testAClientFarAheadGetsOneErrorAndIsDroppedWithWhatItQueued() async throws {
        let kiosk = try Flooded()
        XCTAssertTrue(kiosk.waitForSocket(), "the socket appears: \(kiosk.stderr.all)")
        let other = try ControlTestClient(path: kiosk.socket)
        other.startReading()
        let flooder = try ControlTestClient(path: kiosk.socket)
        flooder.startReading()
        Self.write(Self.queries(Self.floodLines), to: flooder.fd, socket: true)

        let answered = answerTime(other, value: "Zone C")
        print("with a client flooding the socket, another was answered in \(answered.map { "\(Int($0 * 1000)) ms" } ?? "never")")
        XCTAssertNotNil(answered)
        XCTAssertLessThan(answered ?? 99, 2, "spec: 100 ms")

        let received = try XCTUnwrap(flooder.received)
        XCTAssertTrue(received.waitForEnd(timeout: 20), "the flooding client is disconnected")
        let errors = flooder.events.filter { $0["event"] as? String == "error" }
        XCTAssertEqual(errors.count, 1, "one error: \(errors)")
        let message = errors.first?["message"] as? String ?? ""
        XCTAssertTrue(message.hasPrefix("control#2 sent more than 1000 commands ahead of the kiosk and was disconnected"), message)
        XCTAssertTrue(other.events.allSatisfy { $0["event"] as? String != "error" }, "the other client is not told")

        let seconds = kiosk.terminate()
        print("after a socket flood, SIGTERM to exit: \(Int(seconds * 1000)) ms")
        XCTAssertLessThan(seconds, 2, "spec: 200 ms")
        XCTAssertEqual(kiosk.process.terminationStatus, 0)
        let layouts = KioskProcess.events(try String(contentsOfFile: kiosk.events, encoding: .utf8)).filter { $0["event"] as? String == "layout" }
        print("\(layouts.count) of the flooder's \(Self.floodLines) queries were carried out")
        XCTAssertLessThanOrEqual(layouts.count, 2 * CommandQueue.defaultLimit, "what it queued was discarded")
        XCTAssertEqual(kiosk.stderr.all.filter { $0.contains("control#2 sent more than") }.count, 1, "\(kiosk.stderr.all)")
    }
}
