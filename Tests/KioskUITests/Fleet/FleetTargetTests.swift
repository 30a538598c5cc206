import XCTest
@testable import KioskUICore

/// Which panels `--panel`, `--group` and `--all` name, the topics a command or bundle for them is
/// published on, and the command text `kiosk fleet send` takes.
final class FleetTargetTests: XCTestCase {
    func testTheTargetsTopics() {
        XCTAssertEqual(FleetTarget.panel("p1").topic("cmd", prefix: "kiosk"), "kiosk/p1/cmd")
        XCTAssertEqual(FleetTarget.group("lobby").topic("bundle", prefix: "kiosk"), "kiosk/group/lobby/bundle")
        XCTAssertEqual(FleetTarget.all.topic("cmd", prefix: "site/kiosk"), "site/kiosk/all/cmd")
        XCTAssertEqual(FleetTarget.panel("p1").eventsSubscription(prefix: "kiosk"), "kiosk/p1/events")
        XCTAssertEqual(FleetTarget.group("g").eventsSubscription(prefix: "kiosk"), "kiosk/+/events")
    }

    func testExactlyOneTargetWithAnIDATopicCanHold() {
        XCTAssertEqual(try FleetTarget.from(panel: "p1", group: nil, all: false).get(), .panel("p1"))
        XCTAssertEqual(try FleetTarget.from(panel: nil, group: "g", all: false).get(), .group("g"))
        XCTAssertEqual(try FleetTarget.from(panel: nil, group: nil, all: true).get(), .all)
        func problem(_ p: String?, _ g: String?, _ a: Bool) -> String? {
            if case .failure(let e) = FleetTarget.from(panel: p, group: g, all: a) { return e.description }
            return nil
        }
        XCTAssertEqual(problem(nil, nil, false), "say which panels: --panel ID, --group NAME or --all")
        XCTAssertEqual(problem("p1", nil, true), "give one of --panel, --group and --all, not 2 of them")
        XCTAssertEqual(problem("p1/#", nil, false), "--panel \"p1/#\" may hold only letters, digits, -, _ and . (a topic's / + # are not allowed)")
        XCTAssertEqual(problem("all", nil, false)?.hasPrefix("--panel \"all\" is the name"), true)
        XCTAssertEqual(problem(nil, "+", false)?.hasPrefix("--group \"+\""), true)
    }

    func testWhichPanelsOfARosterATargetReaches() {
        var roster = FleetRoster(prefix: "kiosk")
        for (id, groups) in [("c", #"["lobby"]"#), ("a", #"["lobby","cafe"]"#), ("b", #"["cafe"]"#)] {
            roster.take(MQTTMessage(topic: "kiosk/\(id)/status", text: #"{"online":true,"groups":\#(groups)}"#))
        }
        XCTAssertEqual(FleetTarget.group("lobby").panels(in: roster).map(\.id), ["a", "c"])
        XCTAssertEqual(FleetTarget.all.panels(in: roster).map(\.id), ["a", "b", "c"])
        XCTAssertEqual(FleetTarget.panel("zz").panels(in: roster).map(\.id), ["zz"], "a panel named is targeted even without a status")
        XCTAssertNil(FleetTarget.panel("zz").panels(in: roster)[0].online)
    }

    func testACommandIsOneJSONObjectSentAsOneLine() throws {
        XCTAssertEqual(try FleetCommandText.check("{ \"set\" : {\"id\":\"price\",\n \"text\":\"€2.50\"} }").get(), #"{"set":{"id":"price","text":"€2.50"}}"#)
        func problem(_ text: String) -> String? {
            if case .failure(let e) = FleetCommandText.check(text) { return e.description }
            return nil
        }
        let fix = #"; give one JSON object in single quotes, e.g. kiosk fleet send '{"show":"home"}' --all"#
        XCTAssertEqual(problem(#"[{"show":"home"}]"#), "the command is a JSON array, not an object (send each command on its own)" + fix)
        XCTAssertEqual(problem(#""home""#), "the command is a JSON string, not an object" + fix)
        XCTAssertEqual(problem("{}"), "the command is an empty object" + fix)
        XCTAssertEqual(problem(#"{show:"home"}"#)?.hasPrefix("the command is not JSON (column 2: "), true, problem(#"{show:"home"}"#) ?? "")
        XCTAssertEqual(problem(#"{"a":1} {"b":2}"#)?.contains("unexpected text after the JSON value"), true)
        let huge = #"{"text":""# + String(repeating: "x", count: FleetCommandText.maxBytes) + #""}"#
        XCTAssertEqual(problem(huge), "the command is \(huge.utf8.count) bytes, more than a panel takes (\(FleetCommandText.maxBytes))" + fix)
    }
}
