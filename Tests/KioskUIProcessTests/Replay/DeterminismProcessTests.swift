import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The same replay gives the same bytes in every process: nothing the loop visits may follow a
/// `Dictionary`'s order, which Swift randomises per process.
@MainActor
final class DeterminismProcessTests: XCTestCase {
    /// Two rulers set at t=0, two compact pickers pressed at the same instant (their long-press
    /// deadlines fall in one frame): the event stream and the final screenshot are the same bytes
    /// in six separate processes.
    func testTheSameReplayGivesTheSameBytesInSeparateProcesses() async throws {
        let screen = KioskProcess.temporaryFile("determinism.yaml", contents: """
        root:
          type: column
          spacing: 8
          padding: 8
          children:
            - {type: ruler, id: a, min: 0, max: 100, step: 1, majorEvery: 10, value: 50}
            - {type: ruler, id: b, min: 0, max: 100, step: 1, majorEvery: 10, value: 50}
            - type: row
              spacing: 8
              children:
                - {type: picker, id: p1, options: [A long first option, A long second option]}
                - {type: picker, id: p2, options: [Another long option, Yet another long option]}
        """)
        let script = KioskProcess.temporaryFile("determinism.jsonl", contents: """
        {"at":0,"set":{"id":"a","value":20}}
        {"at":0,"set":{"id":"b","value":80}}
        {"at":100,"set":{"id":"b","value":10}}
        {"at":1000,"pointer":"down","target":"p1","id":1}
        {"at":1000,"pointer":"down","target":"p2","id":2}
        {"at":1700,"pointer":"up","target":"p2","id":2}
        {"at":1700,"pointer":"up","target":"p1","id":1}
        """)
        var outputs: [(events: String, png: Data)] = []
        for run in 0..<6 {
            let png = KioskProcess.temporaryFile("determinism-\(run).png")
            let r = try KioskProcess.run(["run", screen.path, "--driver", "headless", "--size", "360x480",
                                          "--replay", script.path, "--events", "-", "--screenshot", png.path])
            XCTAssertEqual(r.status, 0, r.stderr)
            outputs.append((r.stdout, try Data(contentsOf: png)))
        }
        let ticks = outputs[0].events.split(separator: "\n").filter { $0.contains("\"tick\"") }
        XCTAssertGreaterThan(ticks.count, 10, "both rulers moved: \(outputs[0].events)")
        XCTAssertTrue(outputs[0].events.contains(#""event":"menu","id":"p1","open":true"#),
                      "the earlier-pressed picker's long press fires first and its menu wins: \(outputs[0].events)")
        XCTAssertFalse(outputs[0].events.contains(#""event":"menu","id":"p2""#), outputs[0].events)
        for (i, o) in outputs.enumerated().dropFirst() {
            XCTAssertEqual(o.events, outputs[0].events, "events of process \(i) differ from process 0")
            XCTAssertTrue(o.png == outputs[0].png, "screenshot of process \(i) differs from process 0")
        }
    }
}
