import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A replay that drags a slider, taps and holds a stepper and sets both gives the same events,
/// the same screenshot and the same state file, byte for byte, in separate processes (the
/// stepper's repeats are wake-ups on the replay's clock).
@MainActor
final class SliderStepperReplayTests: XCTestCase {
    func testAReplayThatChangesBothGivesIdenticalBytesInTwoProcesses() async throws {
        let screen = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/slider-stepper.yaml").path
        let script = KioskProcess.temporaryFile("slider-stepper-\(UUID().uuidString).jsonl", contents: """
        {"at":0,"set":{"id":"volume","value":0.55}}
        {"at":200,"pointer":"down","target":"volume#0"}
        {"at":260,"pointer":"move","x":480,"y":108}
        {"at":320,"pointer":"move","x":560,"y":108}
        {"at":380,"pointer":"move","x":620,"y":108}
        {"at":400,"pointer":"up","x":620,"y":108}
        {"at":1000,"pointer":"down","target":"tickets#1"}
        {"at":1080,"pointer":"up","target":"tickets#1"}
        {"at":1500,"pointer":"down","target":"tickets#1"}
        {"at":2700,"pointer":"up","target":"tickets#1"}
        {"at":3000,"set":{"id":"brightness","value":35}}
        {"at":3100,"query":"layout"}
        """)
        var outputs: [(events: String, png: Data, state: Data)] = []
        for run in 0..<2 {
            let png = KioskProcess.temporaryFile("slider-stepper-\(run)-\(UUID().uuidString).png")
            let state = KioskProcess.temporaryFile("slider-stepper-\(run)-\(UUID().uuidString).json")
            try? FileManager.default.removeItem(at: state)
            let r = try KioskProcess.run(["run", screen, "--driver", "headless", "--size", "800x480", "--replay", script.path,
                                          "--events", "-", "--screenshot", png.path, "--state", state.path])
            XCTAssertEqual(r.status, 0, r.stderr)
            outputs.append((r.stdout, try Data(contentsOf: png), try Data(contentsOf: state)))
        }
        let events = KioskProcess.events(outputs[0].events)
        let changes = events.filter { $0["event"] as? String == "change" }.map { "\($0["id"] ?? "")=\($0["value"] ?? "")" }
        XCTAssertEqual(changes.first, "volume=0.55")
        // The track runs from x 48 to 752 (half a touch target in from the slider's 24…776):
        // the finger let go at 620, (620 − 48) / 704 = 0.8125, the nearest thousandth 0.813.
        XCTAssertEqual(changes.dropFirst().first, "volume=0.813", "\(changes)")
        let tickets = changes.filter { $0.hasPrefix("tickets=") }
        XCTAssertEqual(tickets.first, "tickets=3", "the tap")
        XCTAssertGreaterThanOrEqual(tickets.count, 4, "the hold repeated: \(tickets)")
        XCTAssertTrue(events.contains { $0["event"] as? String == "tick" && $0["id"] as? String == "volume" })
        let layout = try XCTUnwrap(events.last { $0["event"] as? String == "layout" })
        let nodes = KioskProcess.nodes(layout)
        XCTAssertEqual(nodes["brightness"]?["value"] as? Double, 35)
        XCTAssertEqual(nodes["tickets"]?["role"] as? String, "stepper")
        XCTAssertEqual(nodes["volume"]?["role"] as? String, "slider")
        let saved = String(decoding: outputs[0].state, as: UTF8.self)
        XCTAssertTrue(saved.contains("\"brightness\"") && saved.contains("\"tickets\"") && saved.contains("\"volume\""), saved)
        XCTAssertEqual(outputs[1].events, outputs[0].events, "events of the second process differ")
        XCTAssertTrue(outputs[1].png == outputs[0].png, "screenshots differ")
        XCTAssertEqual(outputs[1].state, outputs[0].state, "state files differ")
    }
}
