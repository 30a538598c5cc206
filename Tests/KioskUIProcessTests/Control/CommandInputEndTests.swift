import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// How a command input ends: a headless run on a FIFO ends once its writers have closed it (the
/// run ends with its input), and input that is not JSON lines (`/dev/zero`, a line running on for
/// over 16 MiB) is refused at once with its line, instead of being read for ever on a busy core.
@MainActor
final class CommandInputEndTests: XCTestCase {
    func testAHeadlessRunOnAFIFOEndsWhenItsWritersClose() async throws {
        let dir = KioskProcess.temporaryFolder("fifo-end")
        let fifo = dir + "/commands"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--commands", fifo])
        defer { kiosk.stop() }
        XCTAssertNotNil(kiosk.stdout.wait(for: "\"ready\"", timeout: 30), "started: \(kiosk.stderr.all)")
        usleep(500_000)
        XCTAssertTrue(kiosk.process.isRunning, "no writer came yet: the run waits for one")

        // Two writers one after the other, as `echo … > fifo` does; the second opens before the
        // first closes, so the input has a writer throughout.
        let first = open(fifo, O_WRONLY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(first, 0)
        let second = open(fifo, O_WRONLY | O_CLOEXEC)
        for (fd, line) in [(first, #"{"set":{"id":"period","value":"Month"}}"#), (second, #"{"query":"layout"}"#)] {
            let bytes = Array((line + "\n").utf8)
            XCTAssertEqual(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, bytes.count)
            close(fd)
        }
        let started = Date()
        let deadline = started.addingTimeInterval(20)
        while kiosk.process.isRunning && Date() < deadline { usleep(20_000) }
        XCTAssertFalse(kiosk.process.isRunning, "the run ends once the writers have closed the FIFO")
        XCTAssertEqual(kiosk.stop(), 0, kiosk.stderr.all.joined(separator: "\n"))
        let layout = KioskProcess.events(kiosk.stdout.all.joined(separator: "\n")).first { $0["event"] as? String == "layout" }
        XCTAssertEqual(layout.map(KioskProcess.nodes)?["period"]?["value"] as? String, "Month", "both writers' lines were carried out")
    }

    func testDevZeroIsRefusedAtOnceWithItsLine() async throws {
        let started = Date()
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "640x480", "--commands", "/dev/zero"], timeout: 30)
        let took = Date().timeIntervalSince(started)
        XCTAssertEqual(r.status, 3, "not JSON lines is a file the kiosk cannot use: \(r.stderr)")
        XCTAssertTrue(r.stderr.contains("/dev/zero:1: a NUL byte at column 1: this is binary data, not JSON lines; the rest of the input is not read"), r.stderr)
        XCTAssertLessThan(took, 15, "refused at once, not read for ever")
        XCTAssertTrue(r.events.contains { $0["event"] as? String == "error" }, "and an error event: \(r.stdout)")
    }

    func testALineRunningOnForOver16MiBWithoutANewlineIsRefused() async throws {
        let dir = KioskProcess.temporaryFolder("runaway")
        let path = dir + "/commands.jsonl"
        var bytes = Array(#"{"query":"layout"}"#.utf8) + [10]
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 17 << 20)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "640x480", "--commands", path], timeout: 60)
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(path):2: over 16 MiB without a newline: this is not JSON lines"), r.stderr)
        XCTAssertTrue(r.events.contains { $0["event"] as? String == "layout" }, "the line before it was carried out")
    }

    func testAControlClientSendingANULIsToldAndDisconnected() async throws {
        let dir = KioskProcess.temporaryFolder("ctl-nul")
        let socket = dir + "/control.sock"
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--control", socket])
        defer { kiosk.stop() }
        XCTAssertTrue(kiosk.waitForSocket(socket), "the socket appears: \(kiosk.stderr.all)")
        let client = try ControlTestClient(path: socket)
        client.startReading()
        client.send(#"{"query":"layout"}"# + "\n" + String(repeating: "\u{0}", count: 4096))
        let error = client.waitForEvent { $0["event"] as? String == "error" }
        XCTAssertTrue((error?["message"] as? String)?.contains(":2: a NUL byte at column 1: this is binary data, not JSON lines; it was disconnected") == true, "\(String(describing: error))")
        XCTAssertTrue(client.received?.waitForEnd(timeout: 10) == true, "and closed")
        XCTAssertTrue(kiosk.process.isRunning, "the kiosk goes on")
    }
}
