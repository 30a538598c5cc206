import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Switches and checkboxes through the `kiosk` binary: a replay that toggles them by touch (a tap
/// on a label, a drag of a thumb), by key and by command gives its `change` events in order and
/// the same bytes — events and screenshot — in two separate processes.
@MainActor
final class ToggleReplayTests: XCTestCase {
    func testAReplayTogglingSwitchesAndCheckboxesGivesTheSameBytesInTwoProcesses() async throws {
        let screen = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/toggles.yaml").path
        // At 800×480 the `bigtext` switch's track is at x 24…76, y 137…169 (the layout tests pin it);
        // its thumb is dragged from the off end to the on end, slowly enough to follow the finger.
        let script = KioskProcess.temporaryFile("toggles.jsonl", contents: """
        {"at":100,"pointer":"down","x":300,"y":213,"id":1}
        {"at":150,"pointer":"up","x":300,"y":213,"id":1}
        {"at":300,"pointer":"down","x":40,"y":153,"id":2}
        {"at":340,"pointer":"move","x":50,"y":153,"id":2}
        {"at":380,"pointer":"move","x":60,"y":153,"id":2}
        {"at":420,"pointer":"move","x":70,"y":153,"id":2}
        {"at":460,"pointer":"move","x":80,"y":153,"id":2}
        {"at":700,"pointer":"up","x":80,"y":153,"id":2}
        {"at":800,"set":{"id":"terms","value":true}}
        {"at":900,"key":"tab"}
        {"at":950,"key":"space"}
        {"at":1000,"pointer":"down","target":"continue","id":3}
        {"at":1050,"pointer":"up","target":"continue","id":3}
        """)
        let outputs = try KioskProcess.replayTwice(screen, script: script)
        let changes = KioskProcess.eventLines(outputs[0].events, ["change", "tap"])
        XCTAssertEqual(changes, [#""event":"change","id":"receipt","value":true}"#,
                                 #""event":"change","id":"bigtext","value":true}"#,
                                 #""event":"change","id":"terms","value":true}"#,
                                 #""event":"change","id":"sound","value":false}"#,
                                 #""event":"tap","id":"continue","title":"Continue"}"#], outputs[0].events)
        XCTAssertEqual(outputs[1].events, outputs[0].events, "the events of the second process differ")
        XCTAssertTrue(outputs[1].png == outputs[0].png, "the screenshots of the two processes differ")
    }
}
