import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A recording replays a session alone (issue 27, item 2): the run's settings first, then every
/// input and every command that was carried out, with its time.
final class RecordingReplayTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

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
