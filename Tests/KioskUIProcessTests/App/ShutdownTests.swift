import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The end of a run loses nothing: SIGHUP ends it as cleanly as SIGTERM (state saved, socket and
/// temporaries removed, one line saying why), a value still gliding is saved where it was going,
/// and a control client that reads slowly gets whole event lines to the end, never half of one.
@MainActor
final class ShutdownTests: XCTestCase {
    /// A headless kiosk with the control socket's screen, a control socket and a state file.
    private func start() throws -> (kiosk: RunningKiosk, dir: String, socket: String, state: String) {
        let dir = KioskProcess.temporaryFolder("shutdown")
        let screen = dir + "/screen.yaml"
        try ControlSocketTests.screen.write(toFile: screen, atomically: true, encoding: .utf8)
        let socket = dir + "/control.sock", state = dir + "/state.json"
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--control", socket,
                                      "--state", state, screen])
        XCTAssertTrue(kiosk.waitForSocket(socket), "the socket appears: \(kiosk.stderr.all)")
        return (kiosk, dir, socket, state)
    }

    private func savedValues(_ path: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        return try XCTUnwrap(object?["values"] as? [String: Any], "the state file has values")
    }

    /// Sends `signal` and waits for the exit; its status.
    private func end(_ kiosk: RunningKiosk, with signal: Int32) -> Int32 {
        kill(kiosk.process.processIdentifier, signal)
        kiosk.process.waitUntilExit()
        _ = kiosk.stderr.waitForEnd(timeout: 10)
        return kiosk.process.terminationStatus
    }

    func testSIGHUPEndsTheRunCleanlyWithTheStateSavedAndNothingLeftBehind() async throws {
        let (kiosk, dir, socket, state) = try start()
        let client = try ControlTestClient(path: socket)
        client.startReading()
        client.send(#"{"set":{"id":"zone","value":"Zone C"}}"#)
        XCTAssertNotNil(client.waitForEvent { $0["event"] as? String == "change" && $0["id"] as? String == "zone" })
        XCTAssertEqual(end(kiosk, with: SIGHUP), 0, "\(kiosk.stderr.all)")
        XCTAssertEqual(kiosk.process.terminationReason, .exit, "it exits, it is not killed by the signal")
        XCTAssertTrue(kiosk.stderr.all.contains("kiosk: SIGHUP received; state saved to '\(state)'; exiting"), "\(kiosk.stderr.all)")
        XCTAssertEqual(try savedValues(state)["zone"] as? String, "Zone C")
        XCTAssertFalse(FileManager.default.fileExists(atPath: socket), "the socket is removed")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        XCTAssertEqual(left, ["screen.yaml", "state.json"], "no temporary is left")
        XCTAssertTrue(client.received?.waitForEnd(timeout: 5) == true, "the client sees the end")
    }

    func testAValueStillGlidingAtSIGTERMIsSavedAtItsTarget() async throws {
        let (kiosk, _, socket, state) = try start()
        let client = try ControlTestClient(path: socket)
        client.startReading()
        // 60 → 240 glides through 12 steps for almost half a second; SIGTERM comes at its first tick.
        client.send(#"{"set":{"id":"minutes","value":240}}"#)
        XCTAssertNotNil(client.waitForEvent { $0["event"] as? String == "tick" && $0["id"] as? String == "minutes" }, "it glides")
        XCTAssertEqual(end(kiosk, with: SIGTERM), 0, "\(kiosk.stderr.all)")
        XCTAssertEqual(try savedValues(state)["minutes"] as? Double, 240, "saved where it was going")
        let changes = client.events.filter { $0["event"] as? String == "change" && $0["id"] as? String == "minutes" }
        XCTAssertEqual(changes.last?["value"] as? Double, 240, "and its change is told before the end: \(changes)")
    }

    func testASlowReaderGetsWholeLinesToTheEnd() async throws {
        let (kiosk, _, socket, _) = try start()
        let client = try ControlTestClient(path: socket)
        // Answers it does not read yet fill the kernel's buffer and part of its outbox (well
        // under the 1 MiB that would drop it).
        // Answers go to the asker only: a tap after them, on stdout, says they were all carried out
        // (one client's lines run in order).
        let queries = 400
        for _ in 0..<queries { client.send(#"{"query":"layout"}"#) }
        client.send(#"{"pointer":"down","target":"go"}"#)
        client.send(#"{"pointer":"up","target":"go"}"#)
        let tap = #""event":"tap","id":"go""#
        let answered = kiosk.stdout.wait(timeout: 30) { $0.contains { $0.contains(tap) } }
        XCTAssertTrue(answered.contains { $0.contains(tap) }, "the queries before the tap were carried out: \(kiosk.stderr.all)")
        // Now it reads, slowly, and the kiosk is told to stop.
        let reader = LineCollector(read: { [fd = client.fd] in
            usleep(2000)
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            return n > 0 ? Data(chunk[0..<n]) : Data()
        }, keepingPartialLine: true)
        XCTAssertEqual(end(kiosk, with: SIGTERM), 0, "\(kiosk.stderr.all)")
        XCTAssertTrue(reader.waitForEnd(timeout: 20), "the connection ends")
        let lines = reader.all
        print("a slow reader got \(lines.count) lines of \(queries) answers at the exit")
        XCTAssertGreaterThan(lines.count, 0)
        for (i, line) in lines.enumerated() {
            XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(line.utf8)), "line \(i + 1) of \(lines.count) is whole: …\(line.suffix(80))")
        }
    }
}

/// Sizes no panel has are refused before anything is drawn at them: a `resize` to 16384² made
/// the next screenshot, and SIGTERM behind it, wait 12 s.
@MainActor
final class PanelLimitTests: XCTestCase {
    func testAResizeBeyondAPanelIsRefusedWithTheLimitAndTheRunGoesOn() async throws {
        let commands = KioskProcess.temporaryFile("huge-\(UUID().uuidString).jsonl", contents: """
            {"resize":[16384,16384]}
            {"resize":[7680,4320]}
            {"query":"layout"}

            """)
        let started = Date()
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "640x480", "--commands", commands.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let errors = r.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.contains(#":1: "resize": 16384x16384 is 268435456 pixels, more than a panel has: at most 33554432 (8192x4096, or 8K: 7680x4320)"#) == true, "\(errors)")
        XCTAssertEqual(r.events(named: "layout").first?["size"] as? [Double], [7680, 4320], "8K is a panel")
        print("a refused 16384² resize and an 8K one took \(Int(Date().timeIntervalSince(started) * 1000)) ms")
    }

    func testSizeBeyondAPanelIsRefusedOnTheCommandLine() async throws {
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "16384x16384"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("--size 16384x16384 is 268435456 pixels, more than a panel has: at most 33554432"), r.stderr)
    }
}
