import XCTest
@testable import KioskUICore

/// What `kiosk fleet push` reports per panel from the statuses and `bundle` events the broker
/// brings: switched, refused, rolled back, offline, no answer; and when it exits 0.
final class FleetPushReportTests: XCTestCase {
    private func status(_ id: String, online: Bool, groups: [String] = ["lobby"], bundle: String? = nil,
                        retained: Bool = true) -> MQTTMessage {
        let g = groups.map { "\"\($0)\"" }.joined(separator: ",")
        let b = bundle.map { "\"\($0)\"" } ?? "null"
        let text = online ? #"{"online":true,"groups":[\#(g)],"bundle":\#(b),"since":"2026-11-29T15:00:00Z"}"#
                          : #"{"online":false,"groups":[\#(g)],"reason":"connection lost"}"#
        return MQTTMessage(topic: "kiosk/\(id)/status", text: text, retain: retained)
    }

    private func event(_ id: String, _ json: String) -> MQTTMessage { MQTTMessage(topic: "kiosk/\(id)/events", text: json) }

    private func report(_ statuses: [MQTTMessage], target: FleetTarget = .group("lobby")) -> FleetPushReport {
        var roster = FleetRoster(prefix: "kiosk")
        for s in statuses { roster.take(s) }
        return FleetPushReport(version: "V2", target: target, roster: roster)
    }

    private func outcomes(_ r: FleetPushReport) -> [String] { r.results.map { "\($0.panel): \(r.describe($0.outcome))" } }

    func testEachTargetedPanelIsReportedByItsAnswer() {
        var r = report([status("p3", online: true), status("p1", online: true), status("p2", online: true),
                        status("p4", online: false), status("p5", online: true, groups: ["cafe"])])
        XCTAssertFalse(r.isComplete)
        r.take(event("p1", #"{"event":"bundle","state":"switched","version":"V2"}"#))
        r.take(event("p2", #"{"event":"bundle","state":"refused","version":"V2","reason":"bad signature"}"#))
        r.take(event("p5", #"{"event":"bundle","state":"refused","reason":"not for it"}"#))
        XCTAssertFalse(r.isComplete, "p3 has not answered")
        r.take(event("p3", #"{"event":"bundle","state":"rolled-back","version":"V1","reason":"screen home failed to start"}"#))
        XCTAssertTrue(r.isComplete)
        XCTAssertEqual(outcomes(r), [
            "p1: switched to V2",
            "p2: refused: bad signature",
            "p3: rolled back to V1: screen home failed to start",
            "p4: offline (connection lost): takes the bundle when it connects",
        ], "p5 is not in the group")
        XCTAssertFalse(r.succeeded)
        XCTAssertTrue(r.text.hasSuffix("4 panels of group lobby: 1 switched, 1 refused, 1 rolled back, 1 offline\n"), r.text)
    }

    func testEveryOnlinePanelSwitchedSucceedsAndOfflineOnesDoNotHoldTheWait() {
        var r = report([status("p1", online: true), status("p2", online: true), status("p3", online: false)])
        r.take(event("p1", #"{"event":"bundle","state":"switched","version":"V2"}"#))
        XCTAssertFalse(r.isComplete)
        // An event of another kind, or for a panel outside the target, changes nothing.
        r.take(event("p2", #"{"event":"tap","id":"go"}"#))
        XCTAssertFalse(r.isComplete)
        // The status a panel publishes after switching says so too.
        r.take(status("p2", online: true, bundle: "V2", retained: false))
        XCTAssertTrue(r.isComplete)
        XCTAssertTrue(r.succeeded)
    }

    func testAPanelThatNeverAnswersIsNoAnswerAndFails() {
        var r = report([status("p1", online: true), status("p2", online: true)])
        r.take(event("p1", #"{"event":"bundle","state":"switched","version":"V2"}"#))
        XCTAssertEqual(outcomes(r), ["p1: switched to V2", "p2: no answer"])
        XCTAssertFalse(r.succeeded)
    }

    func testARetainedStatusAlreadyNamingTheVersionNeedsNoAnswerButALiveOneIsASwitch() {
        var r = report([status("p1", online: true, bundle: "V2"), status("p2", online: true, bundle: "V1")])
        XCTAssertEqual(outcomes(r), ["p1: already at V2", "p2: no answer"])
        XCTAssertTrue(r.awaitsAnswers)
        r.take(status("p2", online: true, bundle: "V1", retained: false))
        XCTAssertFalse(r.isComplete, "a status without the new version is no answer")
        r.take(status("p2", online: true, bundle: "V2", retained: false))
        XCTAssertEqual(outcomes(r), ["p1: already at V2", "p2: switched to V2"])
        XCTAssertTrue(r.succeeded)
        XCTAssertFalse(r.awaitsAnswers)
        XCTAssertFalse(r.isComplete, "a panel already at the version may still refuse a tampered copy of it")
    }

    func testATamperedCopyOfTheVersionShownIsRefusedNotAlreadyThere() {
        var r = report([status("p1", online: true, bundle: "V2")])
        XCTAssertFalse(r.awaitsAnswers)
        r.take(event("p1", #"{"event":"bundle","state":"refused","reason":"bad signature"}"#))
        XCTAssertTrue(r.isComplete)
        XCTAssertEqual(outcomes(r), ["p1: refused: bad signature"])
        XCTAssertFalse(r.succeeded)
    }

    func testAPanelThatComesOnlineWhileThePushWaitsIsWaitedFor() {
        var r = report([status("p1", online: false)])
        XCTAssertTrue(r.isComplete)
        XCTAssertFalse(r.succeeded, "nobody runs the version")
        r.take(status("p1", online: true, bundle: "V1", retained: false))
        XCTAssertFalse(r.isComplete)
        r.take(event("p1", #"{"event":"bundle","state":"switched","version":"V2"}"#))
        XCTAssertTrue(r.succeeded)
    }

    func testAPanelThatGoesOfflineWhileThePushWaitsIsOffline() {
        var r = report([status("p1", online: true)])
        r.take(status("p1", online: false, retained: false))
        XCTAssertTrue(r.isComplete)
        XCTAssertEqual(outcomes(r), ["p1: offline (connection lost): takes the bundle when it connects"])
    }

    func testAnotherVersionIsNotASwitchToThisOne() {
        var r = report([status("p1", online: true)], target: .all)
        r.take(event("p1", #"{"event":"bundle","state":"switched","version":"P9"}"#))
        XCTAssertEqual(outcomes(r), ["p1: switched to P9, not V2 (a bundle on a narrower topic wins)"])
        XCTAssertFalse(r.succeeded)
    }

    func testANamedPanelWithoutAStatusWasNeverSeen() {
        let r = report([], target: .panel("zz"))
        XCTAssertEqual(outcomes(r), ["zz: no status: it never connected to this broker"])
        XCTAssertTrue(r.isComplete)
        XCTAssertFalse(r.succeeded)
    }

    func testAGroupNobodyListsSaysSo() {
        let r = report([status("p1", online: true, groups: ["cafe"])])
        XCTAssertEqual(r.text, "no panel's retained status lists group lobby: nobody to wait for (the bundle stays retained for panels that connect)\n")
        XCTAssertFalse(r.succeeded)
    }
}
