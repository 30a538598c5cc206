import XCTest
@testable import KioskUICore

/// The one event path: subscribers hear by stage, then in the order subscribed; filters by id,
/// sender and kind; a token takes a subscription off; events sent in answer wait for the event in
/// hand, so every subscriber hears the events in the order they were sent.
@MainActor
final class EventBusTests: XCTestCase {
    func testStagesComeBeforeSubscriptionOrderAndFiltersPick() async {
        let bus = EventBus()
        let a = Label("A", id: "a"), b = Label("B", id: "b")
        var heard: [String] = []
        bus.subscribe(.app) { e, _ in heard.append("app \(e.id ?? "-")") }
        bus.subscribe(.controls, .init(sender: b)) { e, _ in heard.append("controls \(e.id ?? "-")") }
        bus.subscribe(.output) { e, _ in heard.append("output \(e.id ?? "-")") }
        bus.subscribe(.speech, .init(id: "a", kinds: [.tap])) { e, _ in heard.append("speech \(e.kind.name)") }
        bus.publish(KioskEvent(at: 0, id: "a", kind: .tap(title: "A")), from: a)
        bus.publish(KioskEvent(at: 0, id: "b", kind: .tap(title: "B")), from: b)
        bus.publish(KioskEvent(at: 0, id: "a", kind: .idle), from: a)
        XCTAssertEqual(heard, ["output a", "speech tap", "app a",
                               "output b", "controls b", "app b",
                               "output a", "app a"])
    }

    func testATokenUnsubscribes() async {
        let bus = EventBus()
        var n = 0
        let t = bus.subscribe(.app) { _, _ in n += 1 }
        bus.publish(KioskEvent(at: 0, kind: .idle), from: nil)
        bus.unsubscribe(t)
        bus.publish(KioskEvent(at: 0, kind: .idle), from: nil)
        XCTAssertEqual(n, 1)
    }

    /// A subscriber that sends an event in answer: every later subscriber still hears the first
    /// event first, as the JSON lines have them.
    func testAnAnswerWaitsForTheEventInHand() async {
        let bus = EventBus()
        var heard: [String] = []
        bus.subscribe(.output) { e, _ in heard.append("line \(e.kind.name)") }
        bus.subscribe(.controls) { e, _ in
            if case .tap = e.kind { bus.publish(KioskEvent(at: 0, kind: .screen(name: "b", from: "a")), from: nil) }
        }
        bus.subscribe(.app) { e, _ in heard.append("app \(e.kind.name)") }
        bus.publish(KioskEvent(at: 0, kind: .tap(title: "Go")), from: nil)
        XCTAssertEqual(heard, ["line tap", "app tap", "line screen", "app screen"])
        XCTAssertFalse(bus.isDelivering)
    }

    /// Subscribers that answer their own events without end are stopped with one report.
    func testARunawayIsStopped() async {
        let bus = EventBus()
        var reports: [String] = []
        var heard = 0
        bus.onRunaway = { reports.append($0) }
        bus.subscribe(.app) { _, _ in heard += 1; bus.publish(KioskEvent(at: 0, kind: .idle), from: nil) }
        bus.publish(KioskEvent(at: 0, kind: .idle), from: nil)
        XCTAssertEqual(heard, EventBus.maxEventsPerDelivery)
        XCTAssertEqual(reports.count, 1)
        XCTAssertFalse(bus.isDelivering)
    }
}
