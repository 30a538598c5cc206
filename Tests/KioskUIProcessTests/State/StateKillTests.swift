import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Power-cut safety of `--state`: the kiosk is killed with SIGKILL in the middle of a burst of
/// changes, a hundred times, and the state file is always complete and readable. SIGTERM and
/// SIGINT end the run cleanly with the last values saved.
@MainActor
final class StateKillTests: XCTestCase {
    /// A burst of changes: pickers and pages, each change saved as it settles.
    static func burst(_ n: Int) -> String {
        let periods = ["Day", "Week", "Month"], receipts = ["Print receipt", "Email receipt", "No receipt"]
        return (0..<n).map { i in
            switch i % 3 {
            case 0: return #"{"set":{"id":"period","value":"\#(periods[(i / 3) % 3])"}}"#
            case 1: return #"{"set":{"id":"receipt","value":"\#(receipts[(i / 3) % 3])"}}"#
            default: return #"{"set":{"id":"pages","value":\#((i / 3) % 3)}}"#
            }
        }.joined(separator: "\n") + "\n"
    }

    private func start(state: String, extra: [String] = []) throws -> (Process, Pipe, Pipe) {
        let p = Process()
        p.executableURL = KioskProcess.binary
        p.arguments = ["run", "--driver", "headless", "--size", "640x480", "--commands", "-", "--state", state,
                       "--events", "/dev/null"] + extra
        let input = Pipe(), err = Pipe()
        p.standardInput = input
        p.standardOutput = FileHandle.nullDevice
        p.standardError = err
        try p.run()
        return (p, input, err)
    }

    func testSIGKILLInTheMiddleOfABurstNeverLeavesAnUnreadableStateFile() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-kill-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("state.json").path
        try StateStore(path: path).save([("period", "Day")])
        var contents = Set<String>()
        var rng = SystemRandomNumberGenerator()
        let burst = Data(Self.burst(600).utf8)
        for round in 0..<100 {
            let (p, input, _) = try start(state: path)
            // The burst goes in as fast as the pipe takes it; the kill lands somewhere inside it.
            let writer = input.fileHandleForWriting
            DispatchQueue.global().async { try? writer.write(contentsOf: burst) }
            usleep(UInt32.random(in: 30_000...300_000, using: &rng))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            try? writer.close()
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let values = StateStore.decode(data) else {
                return XCTFail("round \(round): the state file is not readable: \(String(decoding: data, as: UTF8.self))")
            }
            XCTAssertNotNil(values["period"], "round \(round)")
            contents.insert(String(decoding: data, as: UTF8.self))
        }
        XCTAssertGreaterThan(contents.count, 3, "the kills landed at different points of the bursts")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertFalse(names.contains { $0.contains("corrupt") }, "\(names)")
    }

    func testSIGTERMAndSIGINTEndCleanlyWithTheLastValuesSaved() async throws {
        for (sig, name) in [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT")] {
            let path = KioskProcess.temporaryFile("term-\(name).json").path
            try? FileManager.default.removeItem(atPath: path)
            let (p, input, err) = try start(state: path)
            input.fileHandleForWriting.write(Data(#"{"set":{"id":"period","value":"Month"}}"#.utf8 + [10]))
            input.fileHandleForWriting.write(Data(#"{"set":{"id":"amount","value":63}}"#.utf8 + [10]))
            // The ruler glides to 63 (under half a second) and its value settles.
            usleep(1_200_000)
            XCTAssertTrue(p.isRunning, "a headless run with commands waits for more")
            kill(p.processIdentifier, sig)
            p.waitUntilExit()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertEqual(p.terminationStatus, 0, stderr)
            XCTAssertEqual(p.terminationReason, .exit, "\(name): ended by itself, not killed by the signal")
            XCTAssertTrue(stderr.contains("\(name) received"), stderr)
            let values = StateStore.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
            XCTAssertEqual(values?["period"], "Month", name)
            XCTAssertEqual(values?["amount"], 63, name)
            try? input.fileHandleForWriting.close()
        }
    }

    func testTheNextRunStartsFromTheSavedValues() async throws {
        let path = KioskProcess.temporaryFile("restore.json").path
        try StateStore(path: path).save([("period", "Month"), ("amount", 12), ("pages", "Settings"), ("receipt", "No receipt")])
        let q = KioskProcess.temporaryFile("restore-query.jsonl", contents: #"{"at":0,"query":"layout"}"#)
        let r = try KioskProcess.run(["run", "--driver", "headless", "--state", path, "--replay", q.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let nodes = (r.events(named: "layout").first?["nodes"] as? [[String: Any]]) ?? []
        func node(_ id: String) -> [String: Any] { nodes.first { $0["id"] as? String == id } ?? [:] }
        XCTAssertEqual(node("period")["value"] as? String, "Month")
        XCTAssertEqual(node("amount")["value"] as? Double, 12)
        XCTAssertEqual(node("pages")["page"] as? String, "Settings")
        XCTAssertEqual(node("receipt")["value"] as? String, "No receipt")
    }
}
