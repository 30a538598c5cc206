import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A recording replays a session alone: the run's settings first, then every
/// input and every command that was carried out, with its time.
final class RecordingReplayTests: XCTestCase {
    private static let root = TestFiles.packageRoot

    func testASessionDrivenByCommandsReplaysToTheSameEventsAndPicture() throws {
        let dir = KioskProcess.temporaryFolder("record")
        let screen = Self.root.appendingPathComponent("assets/screens/parking-meter.yaml").path
        let commands = KioskProcess.temporaryFile("record-commands.jsonl", contents: """
        {"set":{"id":"minutes","value":90}}
        {"set":{"id":"zone","value":"Zone B"}}
        {"query":"layout"}
        {"dialog":{"id":"pay-ok","title":"Pay?","buttons":["Cancel","Pay"]}}
        {"at":5,"query":"layout"}

        """)
        let recording = dir + "/session.jsonl"
        let live = try KioskProcess.run(["run", "--driver", "headless", "--size", "480x800", "--font-scale", "2", "--language", "de",
                                         "--commands", commands.path, "--record", recording,
                                         "--events", dir + "/live.jsonl", "--screenshot", dir + "/live.png", screen])
        XCTAssertEqual(live.status, 0, live.stderr)
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.first, #"{"at":0,"settings":{"size":[480,800],"fontScale":2,"split":1,"language":"de"}}"#)
        XCTAssertEqual(lines.dropFirst().compactMap { $0.firstMatch(of: /"(set|query|dialog)"/)?.output.1 }.map(String.init),
                       ["set", "set", "query", "dialog"], "every command carried out, the refused one not: \(lines)")
        // No --size, --font-scale or --language: the recording's own settings start the replay.
        let replay = try KioskProcess.run(["run", "--driver", "headless", "--replay", recording,
                                           "--events", dir + "/replay.jsonl", "--screenshot", dir + "/replay.png", screen])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let liveEvents = try String(contentsOfFile: dir + "/live.jsonl", encoding: .utf8)
            .split(separator: "\n").filter { !$0.contains(#""event":"error""#) }
        let replayEvents = try String(contentsOfFile: dir + "/replay.jsonl", encoding: .utf8).split(separator: "\n")
        // The live run draws its frames when the real clock says, the replay every 1/60 s of its
        // virtual clock: a glide's ticks may land up to a frame apart. Everything else is the same.
        func untimed(_ lines: [Substring]) -> [String] { lines.map { String($0.replacing(/"at":[0-9]+,/, with: "")) } }
        func times(_ lines: [Substring]) -> [Double] { lines.compactMap { $0.firstMatch(of: /"at":([0-9]+),/).flatMap { Double($0.output.1) } } }
        XCTAssertEqual(untimed(replayEvents), untimed(liveEvents), "the same lines but the refused command's error")
        for (a, b) in zip(times(replayEvents), times(liveEvents)) { XCTAssertEqual(a, b, accuracy: 17, "within a frame") }
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/replay.png"), FileManager.default.contents(atPath: dir + "/live.png"),
                       "the same picture")
        // And the recording replays to the same bytes in any process.
        let again = try KioskProcess.run(["run", "--driver", "headless", "--replay", recording, "--events", dir + "/again.jsonl", screen])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: dir + "/again.jsonl"), FileManager.default.contents(atPath: dir + "/replay.jsonl"))
    }

    func testSettingsAreARecordingsFirstLineOnly() {
        XCTAssertEqual(try Script.parseLine(#"{"at":0,"settings":{"size":[800,480],"language":"de"}}"#).first?.action,
                       .settings(RunSettings(size: Size(800, 480), language: "de")))
        XCTAssertThrowsError(try Script.parse("{\"at\":0,\"key\":\"tab\"}\n{\"at\":10,\"settings\":{}}", file: "s.jsonl")) {
            XCTAssertTrue("\($0)".contains("first line, at 0"), "\($0)")
        }
        XCTAssertThrowsError(try Script.parseLine(#"{"at":0,"settings":{"size":[0,480]}}"#))
        XCTAssertThrowsError(try Script.parseLine(#"{"at":0,"settings":{"theme":"dark"}}"#)) {
            XCTAssertTrue("\($0)".contains("allowed: \"size\""), "\($0)")
        }
        var o = RunOptions()
        o.take(RunSettings(size: Size(800, 480), fontScale: 2, split: 0.5, language: "de"))
        XCTAssertEqual([o.width, o.height], [800, 480])
        XCTAssertEqual(o.fontScale, 2)
        XCTAssertEqual(o.language, "de")
        var given = RunOptions()
        given.sizeGiven = true
        given.fontScale = 1.5
        given.take(RunSettings(size: Size(800, 480), fontScale: 2))
        XCTAssertEqual([given.width, given.height], [1280, 800], "the command line's --size wins")
        XCTAssertEqual(given.fontScale, 1.5)
    }
}

/// What goes into a secure field reaches a recording in no form: not the keys
/// tapped by name or by point, not typed text or the keys that edit it, not a `set` of its text.
/// The recording marks the gap with the length only, and its replay says so instead of typing.
extension RecordingReplayTests {
    static let pinScreen = """
    root:
      type: column
      children:
        - {type: textField, id: pin, input: pin, maxLength: 4, secure: true, placeholder: PIN}
        - {type: textField, id: code, input: number, secure: true, placeholder: Code}
        - {type: textField, id: name, input: name, placeholder: Name}
    """

    /// The frames of the PIN pad's keys by name, at 480×800, with the pad up for `pin`, and the
    /// layout's nodes by id.
    static func pinPad(_ screen: String, in dir: String) throws -> (keys: [String: [Double]], nodes: [String: [String: Any]]) {
        let script = dir + "/keys.jsonl"
        try "{\"at\":0,\"focus\":\"pin\"}\n{\"at\":1000,\"query\":\"layout\"}\n".write(toFile: script, atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "480x800", "--replay", script, "--events", "-", screen])
        XCTAssertEqual(r.status, 0, r.stderr)
        let nodes = KioskProcess.nodes(try XCTUnwrap(r.events(named: "layout").first))
        let keys = try XCTUnwrap(nodes["keyboard"]?["keys"] as? [[String: Any]], "\(nodes)")
        var out: [String: [Double]] = [:]
        for k in keys { if let n = k["name"] as? String, let f = k["frame"] as? [Double] { out[n] = f } }
        return (out, nodes)
    }

    /// Checks a recording of `pinScreen` with the PIN 2580 typed: no pointer line on a key but
    /// Done, no `type` but the name's, no `key` or `set`, and the PIN's gap with its length 4.
    static func assertNoPIN(in text: String, keys: [String: [Double]], file: StaticString = #filePath, line: UInt = #line) {
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertFalse(text.contains("2580") || text.contains("keyboard#"), text, file: file, line: line)
        let typing = keys.filter { $0.key != "done" }.map(\.value)
        for l in lines where l.contains(#""pointer""#) {
            guard let xy = l.firstMatch(of: /"x":(-?[0-9.]+),"y":(-?[0-9.]+)/), let x = Double(xy.output.1), let y = Double(xy.output.2) else {
                XCTFail("a pointer line without a point: \(l)", file: file, line: line)
                continue
            }
            XCTAssertFalse(typing.contains { x >= $0[0] && x < $0[0] + $0[2] && y >= $0[1] && y < $0[1] + $0[3] }, "a key's point: \(l)",
                           file: file, line: line)
        }
        XCTAssertEqual(Set(lines.compactMap { $0.firstMatch(of: /"(type|key|set)":/)?.output.1 }.map(String.init)), ["type"],
                       "only the name was typed: \(text)", file: file, line: line)
        XCTAssertEqual(lines.compactMap { $0.firstMatch(of: /"type":"([^"]*)"/)?.output.1 }.joined(), "Ada",
                       "the name, typed at once or a key at a time: \(text)", file: file, line: line)
        XCTAssertTrue(lines.contains { $0.hasSuffix(#""withheld":{"id":"pin","length":4}}"#) }, text, file: file, line: line)
    }

    func testAPINTypedEveryWayLeavesOnlyItsLengthInTheRecordingAndTheReplaySaysSo() throws {
        let dir = KioskProcess.temporaryFolder("record-pin")
        let screen = dir + "/pin.yaml"
        try Self.pinScreen.write(toFile: screen, atomically: true, encoding: .utf8)
        let keys = try Self.pinPad(screen, in: dir).keys
        let five = try XCTUnwrap(keys["5"]), done = try XCTUnwrap(keys["done"])
        func point(_ f: [Double]) -> String { "\"x\":\(Int(f[0] + f[2] / 2)),\"y\":\(Int(f[1] + f[3] / 2))" }
        // The PIN 2580: a key tapped by name, one by its point, the rest typed, one digit taken
        // back; then set by a command; Done by its point. A secure number field typed; a name.
        let session: [[String]] = [
            [#"{"focus":"pin"}"#],
            [#"{"pointer":"down","target":"keyboard#2"}"#, #"{"pointer":"up","target":"keyboard#2"}"#,
             "{\"pointer\":\"down\",\(point(five))}", "{\"pointer\":\"up\",\(point(five))}",
             #"{"type":"89"}"#, #"{"key":"backspace"}"#, #"{"type":"0"}"#, #"{"set":{"id":"pin","text":"2580"}}"#,
             "{\"pointer\":\"down\",\(point(done))}", "{\"pointer\":\"up\",\(point(done))}"],
            [#"{"focus":"code"}"#, #"{"type":"2580"}"#, #"{"focus":"name"}"#, #"{"type":"Ada"}"#, #"{"query":"layout"}"#],
        ]
        let recording = dir + "/session.jsonl"
        let p = Process()
        p.executableURL = KioskProcess.binary
        p.arguments = ["run", "--driver", "headless", "--size", "480x800", "--commands", "-", "--record", recording,
                       "--events", dir + "/live.jsonl", screen]
        let input = Pipe()
        p.standardInput = input
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        for batch in session {
            input.fileHandleForWriting.write(Data(batch.map { $0 + "\n" }.joined().utf8))
            usleep(600_000)   // the keyboard slides up in 0.22 s: the keys are where the layout said
        }
        try input.fileHandleForWriting.close()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
        let live = KioskProcess.events(try String(contentsOfFile: dir + "/live.jsonl", encoding: .utf8))
        let liveLayout = try XCTUnwrap(live.last { $0["event"] as? String == "layout" })
        XCTAssertEqual(KioskProcess.nodes(liveLayout)["pin"]?["length"] as? Int, 4, "the session typed the PIN")
        XCTAssertEqual(KioskProcess.nodes(liveLayout)["code"]?["length"] as? Int, 4)

        let text = try String(contentsOfFile: recording, encoding: .utf8)
        Self.assertNoPIN(in: text, keys: keys)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains(#""pointer""#) }.count, 2, "Done's down and up: \(text)")
        XCTAssertEqual(lines.filter { $0.contains("withheld") }.map { String($0.replacing(/"at":[0-9]+,/, with: "")) },
                       [#"{"withheld":{"id":"pin","length":4}}"#, #"{"withheld":{"id":"code","length":4}}"#], text)

        // The replay says where the input was left out, and types nothing for it.
        let replay = try KioskProcess.run(["run", "--driver", "headless", "--replay", recording, "--events", "-", screen])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        for id in ["pin", "code"] {
            XCTAssertTrue(replay.stderr.contains("secure input withheld: what went into \"\(id)\" here (it then held 4 characters)"), replay.stderr)
        }
        let warnings = replay.events(named: "warning").compactMap { $0["message"] as? String }
        XCTAssertEqual(warnings.filter { $0.hasPrefix(recording + ":") && $0.contains("secure input withheld") }.count, 2, "\(warnings)")
        let replayed = try XCTUnwrap(replay.events(named: "layout").last)
        XCTAssertEqual(KioskProcess.nodes(replayed)["pin"]?["length"] as? Int, 0, "the replay did not enter the PIN")
        XCTAssertEqual(KioskProcess.nodes(replayed)["code"]?["length"] as? Int, 0)
        XCTAssertEqual(KioskProcess.nodes(replayed)["name"]?["text"] as? String, "Ada")
    }

    /// A `withheld` line is a replay's only: a command cannot stand for input left out.
    func testAWithheldLineIsAReplayLineAndNotACommand() throws {
        XCTAssertEqual(try Script.parseLine(#"{"at":5,"withheld":{"id":"pin","length":4}}"#).first?.action,
                       .withheld(SecureInputGap(id: "pin", length: 4)))
        XCTAssertThrowsError(try Script.parseLine(#"{"withheld":{"id":"pin","length":4}}"#, form: .command)) {
            XCTAssertTrue("\($0)".contains("not a command"), "\($0)")
        }
        XCTAssertThrowsError(try Script.parseLine(#"{"at":5,"withheld":{"id":"pin","text":"2580"}}"#)) {
            XCTAssertTrue("\($0)".contains("unknown field \"text\""), "\($0)")
        }
    }

    /// A screenshot command's path is recorded as it was sent: a relative one
    /// stays relative, so a replay elsewhere writes in its own folder, not the recording panel's.
    func testAScreenshotCommandsPathIsRecordedAsGiven() throws {
        let dir = KioskProcess.temporaryFolder("record-shot")
        let shots = dir + "/shots", elsewhere = dir + "/elsewhere"
        for d in [shots, elsewhere] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
        let screen = Self.root.appendingPathComponent("assets/screens/parking-meter.yaml").path
        let commands = KioskProcess.temporaryFile("record-shot.jsonl", contents: "{\"screenshot\":\"at-the-panel.png\"}\n")
        let recording = dir + "/session.jsonl"
        let live = try KioskProcess.run(["run", "--driver", "headless", "--commands", commands.path, "--screenshot-dir", shots,
                                         "--record", recording, "--events", dir + "/live.jsonl", screen])
        XCTAssertEqual(live.status, 0, live.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shots + "/at-the-panel.png"))
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        XCTAssertEqual(text.split(separator: "\n").last.map { String($0.replacing(/"at":[0-9]+,/, with: "")) },
                       #"{"screenshot":"at-the-panel.png"}"#, text)
        try FileManager.default.removeItem(atPath: shots + "/at-the-panel.png")
        let p = Process()
        p.executableURL = KioskProcess.binary
        p.arguments = ["run", "--driver", "headless", "--replay", recording, "--events", dir + "/replay.jsonl", screen]
        p.currentDirectoryURL = URL(fileURLWithPath: elsewhere)
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: elsewhere + "/at-the-panel.png"), "written where the replay runs")
        XCTAssertFalse(FileManager.default.fileExists(atPath: shots + "/at-the-panel.png"), "not into the recording panel's folder")
    }
}
