import XCTest
@testable import KioskUICore

/// The topics of a panel in a fleet: its own, its groups' and every panel's, what it subscribes
/// to, where a message came from by its topic, and the ids that may stand in a topic.
final class FleetTopicsTests: XCTestCase {
    private let topics = FleetTopics(prefix: "kiosk", panel: "p1", groups: ["lobby", "floor-2"])

    func testThePanelsOwnTopics() {
        XCTAssertEqual(topics.events, "kiosk/p1/events")
        XCTAssertEqual(topics.status, "kiosk/p1/status")
        XCTAssertEqual(topics.telemetry, "kiosk/p1/telemetry")
        XCTAssertEqual(topics.screenshot, "kiosk/p1/screenshot")
        XCTAssertEqual(topics.topic("cmd", .panel), "kiosk/p1/cmd")
        XCTAssertEqual(topics.topic("state", .group("lobby")), "kiosk/group/lobby/state")
        XCTAssertEqual(topics.topic("bundle", .all), "kiosk/all/bundle")
        let acme = FleetTopics(prefix: "acme/kiosk", panel: "p1", groups: [])
        XCTAssertEqual(acme.topic("cmd", .all), "acme/kiosk/all/cmd")
        XCTAssertEqual(acme.status, "acme/kiosk/p1/status")
    }

    func testTheSubscriptionsRankAllThenTheGroupsInOrderThenThePanel() {
        XCTAssertEqual(topics.scopes, [.all, .group("lobby"), .group("floor-2"), .panel])
        XCTAssertEqual(topics.subscriptions(bundles: false), [
            "kiosk/all/cmd", "kiosk/group/lobby/cmd", "kiosk/group/floor-2/cmd", "kiosk/p1/cmd",
            "kiosk/all/state", "kiosk/group/lobby/state", "kiosk/group/floor-2/state", "kiosk/p1/state",
        ])
        let withBundles = topics.subscriptions(bundles: true)
        XCTAssertEqual(withBundles.count, 12)
        XCTAssertEqual(Array(withBundles.suffix(4)), ["kiosk/all/bundle", "kiosk/group/lobby/bundle", "kiosk/group/floor-2/bundle", "kiosk/p1/bundle"])
        XCTAssertFalse(withBundles.contains { $0.contains("+") || $0.contains("#") }, "no wildcard: the panel hears only its own topics")
    }

    func testAMessagesSourceIsItsTopic() {
        XCTAssertEqual(topics.source(of: "kiosk/p1/cmd"), .command(.panel))
        XCTAssertEqual(topics.source(of: "kiosk/group/floor-2/cmd"), .command(.group("floor-2")))
        XCTAssertEqual(topics.source(of: "kiosk/all/cmd"), .command(.all))
        XCTAssertEqual(topics.source(of: "kiosk/group/lobby/state"), .state(.group("lobby")))
        XCTAssertEqual(topics.source(of: "kiosk/p1/bundle"), .bundle(.panel))
        for other in ["kiosk/p2/cmd", "kiosk/group/cafe/cmd", "kiosk/p1/events", "kiosk/p1/status", "kiosk/p1/cmd/x",
                      "other/p1/cmd", "kiosk/p1", "", "kiosk/group/lobby"] {
            XCTAssertNil(topics.source(of: other), "\(other) is not a topic the panel takes")
        }
    }

    func testTheIdsThatMayStandInATopic() {
        for good in ["p1", "Panel_7", "lobby-east.2", "a", String(repeating: "x", count: 64), "all-panels", "groups"] {
            XCTAssertNil(FleetTopics.problem(with: good, as: "--panel"), good)
            XCTAssertNil(FleetTopics.problem(with: good, as: "--group"), good)
        }
        for bad in ["a/b", "+", "#", "lobby#", "p+1", "a b", "pänel", "p1\n"] {
            let why = FleetTopics.problem(with: bad, as: "--group")
            XCTAssertEqual(why, "--group \"\(bad)\" may hold only letters, digits, -, _ and . (a topic's / + # are not allowed)", bad)
        }
        XCTAssertEqual(FleetTopics.problem(with: "", as: "--panel"), "--panel \"\" must be 1 to 64 characters")
        let long = String(repeating: "x", count: 65)
        XCTAssertEqual(FleetTopics.problem(with: long, as: "--panel"), "--panel \"\(long)\" must be 1 to 64 characters")
        for reserved in ["all", "group"] {
            XCTAssertEqual(FleetTopics.problem(with: reserved, as: "--panel"),
                           "--panel \"\(reserved)\" is the name of the topics every panel or a group listens on; choose another id")
            XCTAssertNil(FleetTopics.problem(with: reserved, as: "--group"), "a group may be called \(reserved): its topics are under group/")
        }
    }
}
