import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A recording made where a picker showed its segments, replayed where it folds into its compact
/// button: the tap on `lang#2` is said — the picker is compact, its option is
/// `lang.menu#2` — and the replay goes on, so the lines after it still run.
@MainActor
final class CompactPickerReplayTests: XCTestCase {
    func testATapOnASegmentOfACompactPickerWarnsNamesItsMenuItemAndTheReplayGoesOn() async throws {
        let screen = KioskProcess.temporaryFile("compact-picker.yaml", contents: """
        root:
          type: column
          children:
            - {type: picker, id: lang, accessibilityLabel: Zone, options: [Zone Alpha North, Zone Bravo East, Zone Charlie South, Zone Delta West, Zone Echo Central]}
        """)
        let script = KioskProcess.temporaryFile("compact-picker.jsonl", contents: """
        {"at":0,"pointer":"down","target":"lang#2"}
        {"at":50,"pointer":"up","target":"lang#2"}
        {"at":100,"pointer":"down","target":"lang"}
        {"at":150,"pointer":"up","target":"lang"}
        {"at":700,"pointer":"down","target":"lang.menu#2"}
        {"at":750,"pointer":"up","target":"lang.menu#2"}
        {"at":1500,"query":"layout"}
        """)
        let r = try KioskProcess.run(["run", screen.path, "--driver", "headless", "--size", "480x800", "--replay", script.path, "--events", "-"])
        XCTAssertEqual(r.status, 0, "the replay is not ended by the folded picker: \(r.stderr)")
        let expected = "\(script.path):1: widget \"lang\" (segmentedPicker) is in its compact form now (one button that opens a menu of its options), so it has no part #2; tap \"lang\" to open the menu, then \"lang.menu#2\"; this line is skipped and the replay goes on"
        XCTAssertTrue(r.stderr.contains("warning: " + expected), r.stderr)
        let events = KioskProcess.events(r.stdout)
        XCTAssertTrue(events.contains { $0["event"] as? String == "warning" && $0["message"] as? String == expected }, r.stdout)
        let change = events.first { $0["event"] as? String == "change" }
        XCTAssertEqual(change?["index"] as? Double, 2, "the menu item the warning names chooses option 2: \(r.stdout)")
        let layout = try XCTUnwrap(events.last { $0["event"] as? String == "layout" })
        XCTAssertEqual(KioskProcess.nodes(layout)["lang"]?["compact"] as? Bool, true)
    }
}
