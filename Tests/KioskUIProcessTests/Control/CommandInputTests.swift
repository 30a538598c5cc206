import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Commands on stdin while the UI runs: carried out as they arrive, a bad one answered with an
/// `error` event while the UI goes on, only declared ids settable; headless runs until stdin ends.
@MainActor
final class CommandInputTests: XCTestCase {
    /// Runs the kiosk headless with `lines` on stdin (stdin then closes).
    private func run(_ lines: [String], args: [String] = []) throws -> KioskProcess.Result {
        let f = KioskProcess.temporaryFile("commands-\(UUID().uuidString).jsonl", contents: lines.joined(separator: "\n") + "\n")
        return try KioskProcess.run(["run", "--driver", "headless", "--size", "800x600", "--commands", f.path] + args)
    }

    func testCommandsAreCarriedOutAndABadOneGetsAnErrorWhileTheUIGoesOn() async throws {
        let r = try run([
            #"{"set":{"id":"period","value":"Month"}}"#,
            #"{"sett":{"id":"period","value":1}}"#,
            #"not json"#,
            #"{"set":{"id":"period","value":"Year"}}"#,
            #"{"set":{"id":"start","value":1}}"#,
            #"{"set":{"id":"pages.tabs","value":1}}"#,
            #"{"fontScale":2}"#,
            #"{"split":0.5}"#,
            #"{"query":"layout"}"#,
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        let errors = r.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors.count, 5, "\(errors)")
        XCTAssertTrue(errors[0].contains(":2: ") && errors[0].contains("sett"), errors[0])
        XCTAssertTrue(errors[1].contains(":3: not valid JSON"), errors[1])
        XCTAssertTrue(errors[2].contains(":4: ") && errors[2].contains("takes an index"), errors[2])
        XCTAssertTrue(errors[3].contains(":5: ") && errors[3].contains("no value to set"), errors[3])
        XCTAssertTrue(errors[4].contains(":6: \"pages.tabs\" is not a control declared in the screen file"), errors[4])
        let changes = r.events(named: "change").filter { $0["id"] as? String == "period" }
        XCTAssertEqual(changes.map { $0["value"] as? String }, ["Month"])
        let layout = try XCTUnwrap(r.events(named: "layout").first)
        XCTAssertEqual(layout["fontScale"] as? Double, 2, "commands after the bad ones still run")
        XCTAssertEqual(layout["size"] as? [Double], [400, 600])
    }

    func testAHeadlessRunWithCommandsRunsUntilStdinClosesAndF2CyclesTheSplit() async throws {
        let p = Process()
        p.executableURL = KioskProcess.binary
        p.arguments = ["run", "--driver", "headless", "--commands", "-"]
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = FileHandle.nullDevice
        try p.run()
        usleep(400_000)
        XCTAssertTrue(p.isRunning, "waits for commands while stdin is open")
        input.fileHandleForWriting.write(Data("{\"key\":\"f2\"}\n{\"query\":\"layout\"}\n".utf8))
        usleep(300_000)
        XCTAssertTrue(p.isRunning)
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
        let layout = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.contains(#""event":"layout""#) } ?? ""
        XCTAssertTrue(layout.contains(#""split":0.6666"#), "F2 went from 1 to 2/3: \(layout.prefix(200))")
    }

    /// Stdin, `--commands` and a replay have one reader: their answers go to the events output as
    /// before, with the line's `ref` as the last field.
    func testAnswersToCommandsAndReplayLinesEchoTheirRef() async throws {
        let shots = KioskProcess.temporaryFolder("ref-shots")
        let r = try run([#"{"query":"layout","ref":"q-1"}"#, #"{"screenshot":"s.png","ref":12}"#,
                         #"{"set":{"id":"nowhere","value":1},"ref":"bad"}"#, #"{"query":"layout"}"#],
                        args: ["--screenshot-dir", shots])
        XCTAssertEqual(r.status, 0, r.stderr)
        let answers = r.stdout.split(separator: "\n").filter { $0.contains(#""event":"layout""#) || $0.contains(#""event":"screenshot""#) || $0.contains(#""event":"error""#) }
        XCTAssertEqual(answers.count, 4, "\(answers)")
        XCTAssertTrue(answers[0].hasPrefix(#"{"at":"#) && answers[0].hasSuffix(#","ref":"q-1"}"#), "\(answers[0])")
        XCTAssertTrue(answers[1].contains(#""event":"screenshot""#) && answers[1].hasSuffix(#","ref":12}"#), "\(answers[1])")
        XCTAssertTrue(answers[2].contains(#""event":"error""#) && answers[2].hasSuffix(#","ref":"bad"}"#), "\(answers[2])")
        XCTAssertFalse(answers[3].contains(#""ref""#), "no ref, none echoed: \(answers[3])")

        let script = KioskProcess.temporaryFile("ref-\(UUID().uuidString).jsonl", contents: #"{"at":0,"query":"layout","ref":"replayed"}"# + "\n")
        let replay = try KioskProcess.run(["run", "--driver", "headless", "--size", "800x600", "--replay", script.path])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        XCTAssertEqual(replay.events(named: "layout").map { $0["ref"] as? String }, ["replayed"], replay.stdout)
    }

    func testCommandsCannotBeCombinedWithAReplay() async throws {
        let q = KioskProcess.temporaryFile("c-q.jsonl", contents: #"{"at":0,"query":"layout"}"#)
        let r = try KioskProcess.run(["run", "--driver", "headless", "--replay", q.path, "--commands", "-"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("--commands and --replay"), r.stderr)
    }

    func testTheReaderHandsOverWholeLinesAndReportsTheEnd() async throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let input = CommandInput(fileDescriptor: fds[0], name: "pipe")
        let woken = Counter()
        let wakeup = LoopWakeup()
        input.start { woken.add(); wakeup.raise() }
        _ = "{\"a\":1}\n{\"b\"".withCString { write(fds[1], $0, strlen($0)) }
        wakeup.wait(timeout: 2)
        var got = input.take()
        XCTAssertEqual(got.lines.map(\.text), ["{\"a\":1}"])
        XCTAssertFalse(got.closed)
        _ = ":2}".withCString { write(fds[1], $0, strlen($0)) }
        close(fds[1])
        for _ in 0..<100 where !got.closed { wakeup.wait(timeout: 0.05); let t = input.take(); got.lines += t.lines; got.closed = t.closed }
        XCTAssertEqual(got.lines.map(\.text).last, "{\"b\":2}", "a last line without newline still counts")
        XCTAssertEqual(got.lines.last?.line, 2)
        XCTAssertTrue(got.closed)
        XCTAssertGreaterThanOrEqual(woken.value, 1, "the loop is woken for new lines")
    }
}

/// A thread-safe counter for callbacks from the reader thread (`Sendable`, checked by hand: `n`
/// is read and written only while `lock` is held).
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.lock(); n += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return n }
}
