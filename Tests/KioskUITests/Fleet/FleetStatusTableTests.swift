import XCTest
@testable import KioskUICore

/// `kiosk fleet status` from the retained messages: panels by id whatever order they came in,
/// the will's offline status over the online one, last seen from telemetry, a panel's hostile text
/// made harmless for the terminal, and the JSON lines.
final class FleetStatusTableTests: XCTestCase {
    private func message(_ topic: String, _ text: String) -> MQTTMessage { MQTTMessage(topic: topic, text: text, retain: true) }

    private static let p2 = #"{"online":true,"panel":"p2","groups":["lobby"],"version":"1.4.0","screen":"home","bundle":"B3","driver":"headless","since":"2026-11-29T15:02:03Z"}"#

    func testPanelsAreListedByIDWhateverOrderTheirMessagesCameIn() {
        for order in [["p2", "p10", "p1"], ["p1", "p2", "p10"], ["p10", "p1", "p2"]] {
            var roster = FleetRoster(prefix: "kiosk")
            for id in order { roster.take(message("kiosk/\(id)/status", #"{"online":true,"version":"1"}"#)) }
            XCTAssertEqual(roster.panels.map(\.id), ["p1", "p10", "p2"], "arrival order \(order)")
        }
    }

    func testTheTableShowsStateVersionsScreenGroupsAndLastSeen() {
        var roster = FleetRoster(prefix: "kiosk")
        roster.take(message("kiosk/p2/status", Self.p2))
        roster.take(message("kiosk/p2/telemetry", #"{"panel":"p2","time":"2026-11-29T15:10:00Z","uptime":480}"#))
        roster.take(message("kiosk/p10/status", #"{"online":false,"panel":"p10","groups":["lobby","cafe"],"reason":"connection lost"}"#))
        XCTAssertEqual(FleetStatusTable.table(roster.panels, prefix: "kiosk"), """
            PANEL  STATE                      KIOSK  BUNDLE  SCREEN  GROUPS      LAST SEEN
            p10    offline (connection lost)  -      -       -       lobby,cafe  -
            p2     online                     1.4.0  B3      home    lobby       2026-11-29T15:10:00Z

            """)
    }

    func testTheWillMarksAPanelOfflineKeepingWhatRanLastButNotItsScreen() {
        var roster = FleetRoster(prefix: "kiosk")
        roster.take(message("kiosk/p2/status", Self.p2))
        roster.take(MQTTMessage(topic: "kiosk/p2/status", text: #"{"online":false,"panel":"p2","groups":["lobby"],"reason":"connection lost"}"#))
        let p = try! XCTUnwrap(roster.panel("p2"))
        XCTAssertEqual(p.online, false)
        XCTAssertEqual(p.reason, "connection lost")
        XCTAssertEqual(p.version, "1.4.0", "the kiosk version that ran last")
        XCTAssertEqual(p.bundle, "B3")
        XCTAssertNil(p.screen, "an offline panel shows no screen")
        XCTAssertEqual(p.lastSeen, "2026-11-29T15:02:03Z", "without telemetry, last seen is the status's since")
        XCTAssertEqual(FleetStatusTable.state(p), "offline (connection lost)")
    }

    func testOnlyPanelStatusAndTelemetryTopicsAreTaken() {
        var roster = FleetRoster(prefix: "site/kiosk")
        XCTAssertFalse(roster.take(message("site/kiosk/group/status", #"{"online":true}"#)), "group is not a panel id")
        XCTAssertFalse(roster.take(message("site/kiosk/all/status", #"{"online":true}"#)))
        XCTAssertFalse(roster.take(message("site/kiosk/p1/x/status", #"{"online":true}"#)))
        XCTAssertFalse(roster.take(message("kiosk/p1/status", #"{"online":true}"#)), "another prefix")
        XCTAssertFalse(roster.take(message("site/kiosk/p1/events", #"{"event":"tap"}"#)))
        XCTAssertTrue(roster.take(message("site/kiosk/p1/status", #"{"online":true}"#)))
        XCTAssertEqual(roster.panels.map(\.id), ["p1"])
    }

    func testAStatusThatIsNotTheContractsJSONIsShownAsSuch() {
        var roster = FleetRoster(prefix: "kiosk")
        roster.take(message("kiosk/a/status", "hello"))
        roster.take(message("kiosk/b/status", #"{"version":"1"}"#))
        roster.take(message("kiosk/c/telemetry", #"{"time":"2026-11-29T15:10:00Z"}"#))
        XCTAssertEqual(roster.panels.map(FleetStatusTable.state), ["status is not a JSON object", "status has no online: true or false", "no status"])
    }

    func testAPanelsTextCannotDriveTheTerminalOrWidenTheTable() {
        var roster = FleetRoster(prefix: "kiosk")
        let long = String(repeating: "x", count: 100)
        roster.take(message("kiosk/p1/status", #"{"online":true,"version":"1\u001b[2J","screen":"\#(long)"}"#))
        let row = FleetStatusTable.cells(try! XCTUnwrap(roster.panel("p1")))
        XCTAssertEqual(row[2], "1?[2J", "the escape character is shown as ?")
        XCTAssertEqual(row[4].count, FleetStatusTable.maxCellCharacters)
        XCTAssertEqual(row[4], String(repeating: "x", count: FleetStatusTable.maxCellCharacters - 1) + "…")
        XCTAssertFalse(FleetStatusTable.table(roster.panels, prefix: "kiosk").contains("\u{1b}"))
    }

    func testJSONLinesHaveOnePanelEachWithNullForWhatIsNotKnown() throws {
        var roster = FleetRoster(prefix: "kiosk")
        roster.take(message("kiosk/p2/status", Self.p2))
        roster.take(message("kiosk/p1/telemetry", #"{"time":"2026-11-29T15:10:00Z"}"#))
        let lines = FleetStatusTable.jsonLines(roster.panels).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2)
        let p1 = try JSONParser.parse(lines[0]), p2 = try JSONParser.parse(lines[1])
        XCTAssertEqual(p1["panel"], "p1")
        XCTAssertEqual(p1["online"], .null)
        XCTAssertEqual(p1["lastSeen"], "2026-11-29T15:10:00Z")
        XCTAssertEqual(p2["online"], true)
        XCTAssertEqual(p2["version"], "1.4.0")
        XCTAssertEqual(p2["bundle"], "B3")
        XCTAssertEqual(p2["groups"], ["lobby"])
        XCTAssertEqual(p2["lastSeen"], "2026-11-29T15:02:03Z")
    }

    func testNoPanelSaysWhereItLooked() {
        XCTAssertEqual(FleetStatusTable.table([], prefix: "kiosk"), "no panel has a retained status or telemetry on kiosk/+/status\n")
    }
}
