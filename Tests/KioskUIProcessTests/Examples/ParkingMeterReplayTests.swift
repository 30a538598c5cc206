import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The parking meter's screen file (assets/screens/parking-meter.yaml) paid end to end as one
/// replay: the script plays the customer (pointer lines) and the controller (`set`, `dialog`,
/// `show`, `reset`: the commands examples/parking-controller.py sends, as docs/app.md's
/// conversation gives them), `kiosk run --events FILE` writes what the meter does, on the virtual
/// clock. The price itself is the controller's: ParkingControllerTests runs the real one.
@MainActor
final class ParkingMeterReplayTests: XCTestCase {
    func testZoneAFor120MinutesThenPayThanksAndHomeTenSecondsLaterWithTheFilesValues() async throws {
        let dir = KioskProcess.temporaryFolder("parking-replay")
        let script = dir + "/pay.jsonl", events = dir + "/events.jsonl"
        try """
        {"at":0,"pointer":"down","target":"zone#0"}
        {"at":60,"pointer":"up","target":"zone#0"}
        {"at":200,"pointer":"down","target":"minutes#7"}
        {"at":260,"pointer":"up","target":"minutes#7"}
        {"at":1000,"set":{"id":"price","text":"€4.00"}}
        {"at":1100,"query":"layout"}
        {"at":2000,"pointer":"down","target":"pay"}
        {"at":2060,"pointer":"up","target":"pay"}
        {"at":2100,"dialog":{"id":"pay-ok","title":"Pay €4.00 for 120 min?","buttons":["Cancel","Pay"]}}
        {"at":2200,"query":"layout"}
        {"at":3000,"pointer":"down","target":"pay-ok#1"}
        {"at":3060,"pointer":"up","target":"pay-ok#1"}
        {"at":3100,"show":"thanks"}
        {"at":13200,"reset":true}
        {"at":14000,"set":{"id":"price","text":"€1.50"}}
        {"at":14500,"query":"layout"}
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", AppFlowTests.meter, "--driver", "headless", "--size", "800x480",
                                      "--replay", script, "--events", events])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "", "the events go to the file")
        let all = KioskProcess.events(try String(contentsOfFile: events, encoding: .utf8))
        func named(_ name: String) -> [[String: Any]] { all.filter { $0["event"] as? String == name } }

        // The customer's choices come out as the changes the controller prices.
        let changes = named("change").map { "\($0["id"] ?? "")=\($0["value"] ?? "")" }
        XCTAssertEqual(changes.prefix(2), ["zone=Zone A", "minutes=120"], "the customer's taps on Zone A and the 120 tick")

        let layouts = named("layout").map(KioskProcess.nodes)
        XCTAssertEqual(layouts.count, 3)
        let priced = try XCTUnwrap(layouts.first)
        XCTAssertEqual(priced["summary"]?["text"] as? String, "120 min in Zone A", "the file's live text follows the controls")

        let asking = try XCTUnwrap(layouts.dropFirst().first?["pay-ok"], "the dialog is open")
        XCTAssertEqual(asking["type"] as? String, "dialog")
        XCTAssertEqual(asking["title"] as? String, "Pay €4.00 for 120 min?")
        XCTAssertEqual(asking["buttons"] as? [String], ["Cancel", "Pay"])
        let answer = try XCTUnwrap(named("dialog").first)
        XCTAssertEqual(answer["id"] as? String, "pay-ok")
        XCTAssertEqual(answer["button"] as? String, "Pay")
        XCTAssertEqual(answer["at"] as? Double, 3060)

        let screens = named("screen")
        XCTAssertEqual(screens.map { "\($0["from"] ?? "")>\($0["screen"] ?? "")" }, ["home>thanks", "thanks>home"])
        let (thanks, home) = (try XCTUnwrap(screens.first?["at"] as? Double), try XCTUnwrap(screens.last?["at"] as? Double))
        XCTAssertEqual(thanks, 3100, "the show command's time")
        XCTAssertEqual(home - thanks, 10_000, "the thanks screen's after: 10 s on the virtual clock")

        // The controller's reset after home: the file's zone and minutes for the next customer.
        let next = try XCTUnwrap(layouts.last)
        XCTAssertEqual(next["zone"]?["value"] as? String, "Zone B")
        XCTAssertEqual(next["minutes"]?["value"] as? Double, 60)
        XCTAssertEqual(next["summary"]?["text"] as? String, "60 min in Zone B")
        XCTAssertEqual(changes.dropFirst(2), ["zone=Zone B", "minutes=60"], "the reset's changes, after home")
    }
}
