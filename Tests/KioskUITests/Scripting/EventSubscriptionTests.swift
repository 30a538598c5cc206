import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// A Swift app's hold on the event path: observers filtered by typed kinds, a subscription that
/// `cancel()` takes off while the others go on hearing, and dialog answers heard on the same bus,
/// before the observers — run headless through replays in this process.
@MainActor
final class EventSubscriptionTests: XCTestCase {
    /// Two buttons, `a` and `b`, with ids, on one screen.
    private func app(_ kiosk: KioskController) -> KUI.App {
        KUI.App {
            KUI.Column(spacing: 12, padding: 24) {
                KUI.Button("A", id: "a") { kiosk.dialog("ask", title: "Sure?", buttons: ["No", "Yes"]) { _, _ in } }
                KUI.Button("B", id: "b")
            }
        }
    }

    /// Replays `script` (taps are `T:ID` at `T` ms) and returns the run's status.
    private func run(_ kiosk: KioskController, _ script: [(Int, String)]) throws -> Int32 {
        let lines = script.flatMap { at, id in
            [#"{"at":\#(at),"pointer":"down","target":"\#(id)"}"#, #"{"at":\#(at + 50),"pointer":"up","target":"\#(id)"}"#]
        }
        let options = try RunOptions.headlessReplay(lines.joined(separator: "\n"), in: KioskProcess.temporaryFolder("event-subscription"))
        return try Kiosk.run(app(kiosk), controller: kiosk, options: options)
    }

    func testACancelledObserverHearsNoFurtherEventsWhileTheOthersStillDo() async throws {
        let kiosk = KioskController()
        var first: [String] = [], second: [String] = [], everything: [String] = []
        var subscription: KioskController.Subscription?
        // Cancelled from inside its own callback: the taps after it, and the `tap` of `b` already
        // on its way, no longer reach it.
        subscription = kiosk.onEvent(.tap) { e in
            first.append(e.id ?? "")
            if first.count == 1 { subscription?.cancel() }
        }
        kiosk.onEvent(.tap) { e in second.append(e.id ?? "") }
        kiosk.onEvent { e in everything.append(e.kind.name) }
        XCTAssertEqual(try run(kiosk, [(0, "b"), (500, "b"), (1000, "b")]), 0)
        XCTAssertEqual(first, ["b"], "cancelled after the first tap")
        XCTAssertEqual(second, ["b", "b", "b"], "the other observer hears every tap")
        XCTAssertEqual(subscription?.isCancelled, true)
        XCTAssertEqual(everything.filter { $0 == "tap" }.count, 3)
        XCTAssertEqual(everything.first, "ready", "an observer without kinds hears every event")
    }

    func testAnObserverHearsOnlyTheKindsItNames() async throws {
        let kiosk = KioskController()
        var heard: [String] = []
        kiosk.onEvent(.tap, .dialog) { e in heard.append("\(e.kind.name) \(e.id ?? "")") }
        XCTAssertEqual(try run(kiosk, [(0, "a"), (500, "ask#1")]), 0)
        XCTAssertEqual(heard, ["tap a", "dialog ask"])
    }

    func testASubscriptionCancelledBeforeTheRunHearsNothingAndOneKeptHearsEveryRun() async throws {
        let kiosk = KioskController()
        var cancelled = 0, kept = 0
        kiosk.onEvent(.tap) { _ in cancelled += 1 }.cancel()
        kiosk.onEvent(.tap) { _ in kept += 1 }
        XCTAssertEqual(try run(kiosk, [(0, "b")]), 0)
        XCTAssertEqual(try run(kiosk, [(0, "b"), (500, "b")]), 0)
        XCTAssertEqual(cancelled, 0)
        XCTAssertEqual(kept, 3, "subscribed again on the second run's events")
    }

    /// A dialog's answer runs before the controller's observers hear its `dialog` event, and once.
    func testADialogsAnswerRunsBeforeTheObserversAndOnce() async throws {
        let kiosk = KioskController()
        var order: [String] = []
        let screen = KUI.App {
            KUI.Button("A", id: "a") {
                kiosk.dialog("ask", title: "Sure?", buttons: ["No", "Yes"]) { button, _ in order.append("answer \(button)") }
            }
        }
        kiosk.onEvent(.dialog) { e in order.append("observer \(e.id ?? "")") }
        let script = """
        {"at":0,"pointer":"down","target":"a"}
        {"at":50,"pointer":"up","target":"a"}
        {"at":500,"pointer":"down","target":"ask#1"}
        {"at":550,"pointer":"up","target":"ask#1"}
        {"at":1000,"dialog":{"id":"ask","title":"Again?","buttons":["No"]}}
        {"at":1500,"pointer":"down","target":"ask#0"}
        {"at":1550,"pointer":"up","target":"ask#0"}
        """
        let options = try RunOptions.headlessReplay(script, in: KioskProcess.temporaryFolder("event-subscription"))
        XCTAssertEqual(try Kiosk.run(screen, controller: kiosk, options: options), 0)
        XCTAssertEqual(order, ["answer Yes", "observer ask", "observer ask"], "the answer is heard once, before the observer")
    }

    /// Every kind a filter can name is one some event is sent as; a list's row button's tap is a
    /// `tap`, as its JSON line says.
    func testEveryKindIsOneAnEventIsSentAs() {
        let samples: [KioskEvent.Kind] = [.ready(size: Size(1, 1), driver: "headless"), .tap(title: "A"), .change(.flag(true)),
                                          .compact(true), .menu(open: true), .appear(page: "p", index: 0),
                                          .disappear(page: "p", index: 0), .dialog(button: "b", index: 0),
                                          .tick(value: 1, steps: 1), .warning("w"), .error("e"), .screenshot(path: "/p"),
                                          .layout(.object([])), .screen(name: "a", from: "b"), .idle, .display(state: .off, reason: .idle), .speech(text: "s"),
                                          .textSize(fontScale: 1), .theme("standard"), .language(LanguageCode("de")!),
                                          .key("a"), .focus, .submit(text: "t"), .invalid(message: "m"),
                                          .select(item: "i", selected: true, selection: ["i"]),
                                          .itemTap(title: "t", item: "i", button: nil), .itemMenu(item: "i", choice: "c", index: 0)]
        XCTAssertEqual(Set(samples.map(\.eventKind)), Set(EventKind.allCases))
        let rowTap = KioskEvent(at: 0, id: "menu", kind: .itemTap(title: "Add", item: "tea", button: nil))
        XCTAssertTrue(EventBus.Filter(kinds: [.tap]).matches(rowTap, from: nil))
        XCTAssertEqual(rowTap.json["event"]?.stringValue, "tap")
    }
}
