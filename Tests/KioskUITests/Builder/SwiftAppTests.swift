import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// A Swift app on KioskUI: controls bound to `KioskState`s both ways, text computed from them,
/// callbacks for buttons, changes, dialogs and the idle reset, all on the same model as the
/// screen file and its commands — run headless in this process through replays, so no test waits
/// on a clock.
@MainActor
final class SwiftAppTests: XCTestCase {
    /// A small meter: zone and minutes bound to states, the price computed from them, Pay asking
    /// in a dialog and showing `thanks`, which returns home after 10 s.
    @MainActor
    private final class Meter {
        let kiosk = KioskController()
        let zone = KioskState("Zone B")
        let minutes = KioskState(60.0)
        /// What the callbacks heard, in order: "tap pay", "answer Pay" …
        var heard: [String] = []

        static let rates = ["Zone A": 200, "Zone B": 150, "Zone C": 100]

        var price: String {
            let cents = Int((Double(Meter.rates[zone.value] ?? 0) * minutes.value / 60).rounded())
            return "€\(cents / 100).\(String(format: "%02d", cents % 100))"
        }

        lazy var screen = KUI.App(start: "home", idleTimeout: 60) {
            KUI.Screen("home") {
                KUI.Column(spacing: 12, align: .fill, padding: 24) {
                    KUI.Picker(id: "zone", options: ["Zone A", "Zone B", "Zone C"], selection: zone)
                        .onChange { [unowned self] in heard.append("zone \(zone.value)") }
                    KUI.Ruler(id: "minutes", min: 15, max: 240, step: 15, majorEvery: 4, value: minutes)
                    KUI.Label(id: "price", style: .title) { [unowned self] in price }
                    KUI.Button("Pay", id: "pay", style: .primary) { [unowned self] in pay() }
                }
            }
            KUI.Screen("thanks", after: KUI.After(seconds: 10, goto: .screen("home"))) {
                KUI.Label(id: "ticket") { [unowned self] in "\(Int(minutes.value)) min in \(zone.value)" }
            }
        }

        func pay() {
            heard.append("tap pay")
            kiosk.dialog("pay-ok", title: "Pay \(price)?", buttons: ["Cancel", "Pay"]) { [unowned self] answer, _ in
                heard.append("answer \(answer)")
                if answer == "Pay" { kiosk.show("thanks") }
            }
        }
    }

    private struct Run {
        var status: Int32
        var events: [[String: Any]]
        func named(_ name: String) -> [[String: Any]] { events.filter { $0["event"] as? String == name } }
        /// The node `id` of the `n`th layout answer.
        func node(_ id: String, layout n: Int) -> [String: Any]? {
            let layouts = named("layout")
            return layouts.indices.contains(n) ? KioskProcess.nodes(layouts[n])[id] : nil
        }
    }

    private func replay(_ screen: KUI.App, controller: KioskController?, _ script: String,
                        configure: (inout RunOptions) -> Void = { _ in }) throws -> Run {
        var options = try RunOptions.headlessReplay(script, in: KioskProcess.temporaryFolder("swift-app"))
        configure(&options)
        let status = try Kiosk.run(screen, controller: controller, options: options)
        return Run(status: status, events: KioskProcess.events(try String(contentsOfFile: options.eventsPath, encoding: .utf8)))
    }

    func testTheRulerMovedByAScriptChangesTheStateAndThePriceFollows() async throws {
        let m = Meter()
        let r = try replay(m.screen, controller: m.kiosk, """
        {"at":0,"query":"layout"}
        {"at":100,"set":{"id":"zone","value":"Zone A"}}
        {"at":200,"set":{"id":"minutes","value":120}}
        {"at":2000,"query":"layout"}
        """)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.node("price", layout: 0)?["text"] as? String, "€1.50", "Zone B, 60 min at start")
        XCTAssertEqual(r.node("price", layout: 1)?["text"] as? String, "€4.00", "Zone A at 2.00 an hour for 120 min")
        XCTAssertEqual(m.zone.value, "Zone A")
        XCTAssertEqual(m.minutes.value, 120)
        XCTAssertEqual(m.heard, ["zone Zone A"], "onChange ran once, after the state took the value")
    }

    func testTheAppSettingAStateMovesTheControlAsASetCommandDoes() async throws {
        let m = Meter()
        // The app answers the first tap on Pay by choosing 3 hours in zone C instead.
        m.kiosk.onEvent { e in
            if case .tap = e.kind, m.minutes.value == 60 {
                m.minutes.value = 180
                m.zone.value = "Zone C"
            }
        }
        let r = try replay(m.screen, controller: m.kiosk, """
        {"at":0,"pointer":"down","target":"pay"}
        {"at":50,"pointer":"up","target":"pay"}
        {"at":100,"key":"escape"}
        {"at":3000,"query":"layout"}
        """)
        XCTAssertEqual(r.node("minutes", layout: 0)?["value"] as? Double, 180, "the ruler glided to the state's value")
        XCTAssertEqual(r.node("zone", layout: 0)?["value"] as? String, "Zone C")
        XCTAssertEqual(r.node("price", layout: 0)?["text"] as? String, "€3.00")
        let changes = r.named("change").map { "\($0["id"]!)=\($0["value"]!)" }
        XCTAssertEqual(changes, ["zone=Zone C", "minutes=180"], "the controls report the app's values as a user's")
        XCTAssertEqual(m.minutes.value, 180, "a change back from the control does not bounce")
    }

    func testPayDialogThanksAndHomeAfterTenSecondsOnTheReplayClock() async throws {
        let m = Meter()
        var order: [String] = []
        m.kiosk.onEvent { e in order.append([e.kind.name, e.id].compactMap { $0 }.joined(separator: " ")) }
        let r = try replay(m.screen, controller: m.kiosk, """
        {"at":0,"pointer":"down","target":"pay"}
        {"at":50,"pointer":"up","target":"pay"}
        {"at":500,"query":"layout"}
        {"at":3000,"pointer":"down","target":"pay-ok#1"}
        {"at":3050,"pointer":"up","target":"pay-ok#1"}
        {"at":3100,"query":"layout"}
        {"at":14000,"query":"layout"}
        """)
        XCTAssertEqual(r.node("pay-ok", layout: 0)?["title"] as? String, "Pay €1.50?")
        XCTAssertEqual(m.heard, ["tap pay", "answer Pay"])
        let screens = r.named("screen").map { "\($0["screen"]!) at \($0["at"]!)" }
        // 13.05 s falls on frame 783, whose time (783/60) is a hair under 13.05: due all the same.
        XCTAssertEqual(screens, ["thanks at 3050", "home at 13050"], "thanks at once, home 10 s later to the frame")
        XCTAssertEqual(r.node("ticket", layout: 1)?["text"] as? String, "60 min in Zone B")
        // The callbacks heard the events in the order of the JSON lines.
        let lines = r.events.map { [$0["event"] as? String, $0["id"] as? String].compactMap { $0 }.joined(separator: " ") }
        XCTAssertEqual(order, lines)
    }

    func testTheIdleResetPutsTheStatesBackThroughTheirControls() async throws {
        let m = Meter()
        var idle = 0
        m.kiosk.onIdle { idle += 1 }
        let r = try replay(m.screen, controller: m.kiosk, """
        {"at":0,"pointer":"down","target":"zone#0"}
        {"at":50,"pointer":"up","target":"zone#0"}
        {"at":1000,"query":"layout"}
        {"at":62000,"query":"layout"}
        """)
        XCTAssertEqual(r.node("price", layout: 0)?["text"] as? String, "€2.00")
        XCTAssertEqual(idle, 1)
        XCTAssertEqual(m.zone.value, "Zone B", "the picker went back to its first value, and the state with it")
        XCTAssertEqual(r.node("price", layout: 1)?["text"] as? String, "€1.50")
    }

    func testAStateRestoredFromTheStateFileWinsOverTheStatesFirstValue() async throws {
        let dir = KioskProcess.temporaryFolder("swift-state")
        try #"{"version":1,"values":{"minutes":90,"zone":"Zone C"}}"#.write(toFile: dir + "/state.json", atomically: true, encoding: .utf8)
        let m = Meter()
        let r = try replay(m.screen, controller: m.kiosk, #"{"at":0,"query":"layout"}"#) { $0.statePath = dir + "/state.json" }
        XCTAssertEqual(m.minutes.value, 90)
        XCTAssertEqual(m.zone.value, "Zone C")
        XCTAssertEqual(r.node("price", layout: 0)?["text"] as? String, "€1.50")
    }

    func testMistakesInHooksNameTheSwiftLine() async throws {
        // `enabled` on anything but a button does not compile (BuilderPublicAPITests); a hook on
        // a widget without an id is found when the description is checked, at its Swift line.
        let line = #line + 1
        let noID = KUI.App { KUI.Label("plain").onEvent { _ in } }
        XCTAssertThrowsError(try noID.validate()) { e in
            let issue = (e as? KUI.App.ValidationError)?.issues.first
            XCTAssertEqual(issue?.line, line)
            XCTAssertEqual(issue?.field, "id")
            XCTAssertTrue("\(e)".contains("a callback needs the widget's id"), "\(e)")
        }
        let minutes = KioskState(500.0)
        let outOfRange = KUI.App { KUI.Ruler(id: "minutes", min: 0, max: 240, value: minutes) }
        XCTAssertThrowsError(try outOfRange.validate()) { e in
            XCTAssertEqual((e as? KUI.App.ValidationError)?.issues.first?.field, "value", "\(e)")
        }
    }

    func testAComputedTextWithBracesIsShownAsItIs() async throws {
        let n = KioskState(3.0)
        let r = try replay(KUI.App {
            KUI.Column {
                KUI.Label(id: "json") { "{\"n\":\(Int(n.value))}" }
                KUI.Ruler(id: "n", min: 0, max: 10, value: n)
            }
        }, controller: nil, """
        {"at":0,"set":{"id":"n","value":4}}
        {"at":2000,"query":"layout"}
        """)
        XCTAssertEqual(r.node("json", layout: 0)?["text"] as? String, #"{"n":4}"#)
    }

    func testWorkPostedFromAnotherThreadWakesTheLoopAndRunsOnIt() async throws {
        let kiosk = KioskController()
        let greeting = KioskState("…")
        let screen = KUI.App { KUI.Label(id: "hello") { greeting.value } }
        let dir = KioskProcess.temporaryFolder("swift-post")
        let fifo = dir + "/commands"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        var options = RunOptions()
        options.driver = .headless
        options.eventsPath = dir + "/events.jsonl"
        options.commandsPath = fifo   // never ends: the loop sleeps until something wakes it
        options.duration = 60         // …or until this, if the post never woke it
        let shownOnLoop = KioskState<String?>(nil)
        // A thread of the app's own, started once the kiosk is up: it posts work that sets the
        // greeting, reads the layout and ends the run.
        kiosk.onEvent { e in
            guard case .ready = e.kind else { return }
            Thread.detachNewThread {
                kiosk.post {
                    greeting.value = "Hello"
                    shownOnLoop.value = kiosk.layout()?.node("hello")?.text
                    kiosk.quit()
                }
            }
        }
        let started = Date()
        XCTAssertEqual(try Kiosk.run(screen, controller: kiosk, options: options), 0)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "the post woke the loop; the run did not wait for --duration")
        XCTAssertEqual(greeting.value, "Hello")
        XCTAssertEqual(shownOnLoop.value, "Hello", "the label follows the state before the layout is read")
        XCTAssertNil(kiosk.currentScreen, "the run is over: the controller acts on nothing")
    }

    func testFlagsPagesAndComputedTitlesFollowTheirStates() async throws {
        let kiosk = KioskController()
        let canPay = KioskState(false), busy = KioskState(false), page = KioskState("Pay")
        let count = KioskState(0.0)
        var heard: [String] = []
        let screen = KUI.App {
            KUI.Pages(id: "pages", selection: page) {
                KUI.Page("Pay") {
                    KUI.Column {
                        KUI.Ruler(id: "count", min: 0, max: 5, value: count)
                        KUI.Button(id: "pay", style: .primary, title: { "Pay for \(Int(count.value))" }) { heard.append("pay") }
                            .enabled(canPay)
                        KUI.Label("Please wait", id: "wait").hidden(busy)
                    }
                }
                .onAppear { heard.append("Pay appears") }
                KUI.Page("Help") { KUI.Label("Help") }
                    .onAppear { heard.append("Help appears") }
                    .onDisappear { heard.append("Help goes") }
            }
            .onChange { heard.append("page \(page.value)") }
        }
        busy.value = true
        kiosk.onEvent { e in
            guard case .tap = e.kind else { return }
            page.value = "Help"   // the app turns the page
        }
        count.onChange { canPay.value = $0 > 0 }
        let r = try replay(screen, controller: kiosk, """
        {"at":0,"query":"layout"}
        {"at":100,"set":{"id":"count","value":2}}
        {"at":2000,"query":"layout"}
        {"at":2100,"pointer":"down","target":"pay"}
        {"at":2150,"pointer":"up","target":"pay"}
        {"at":3000,"query":"layout"}
        {"at":3100,"set":{"id":"pages","value":"Pay"}}
        """)
        XCTAssertEqual(r.node("pay", layout: 0)?["enabled"] as? Bool, false, "disabled while canPay is false")
        XCTAssertEqual(r.node("pay", layout: 0)?["title"] as? String, "Pay for 0")
        XCTAssertEqual(r.node("wait", layout: 0)?["hidden"] as? Bool, true, "hidden while busy")
        XCTAssertNil(r.node("pay", layout: 1)?["enabled"], "enabled once the count is above 0")
        XCTAssertEqual(r.node("pay", layout: 1)?["title"] as? String, "Pay for 2")
        XCTAssertEqual(r.node("pages", layout: 2)?["page"] as? String, "Help", "the app's page shows")
        XCTAssertEqual(heard, ["Pay appears", "page Pay", "pay", "Help appears", "page Help", "Help goes", "Pay appears", "page Pay"])
        XCTAssertEqual(page.value, "Pay", "the page a command showed is the state's again")
    }

    func testAStateSetToAValueItsControlRefusesIsReportedAtTheStatesLine() async throws {
        let kiosk = KioskController()
        let line = #line + 1
        let minutes = KioskState(30.0)
        let screen = KUI.App { KUI.Ruler(id: "minutes", min: 0, max: 60, step: 15, value: minutes) }
        kiosk.onEvent { if case .ready = $0.kind { minutes.value = 500 } }
        let r = try replay(screen, controller: kiosk, #"{"at":100,"query":"layout"}"#)
        let error = try XCTUnwrap(r.named("error").first?["message"] as? String)
        XCTAssertTrue(error.hasPrefix("KioskUITests/SwiftAppTests.swift:\(line): the KioskState bound to ruler \"minutes\" was set to 500: "), error)
        XCTAssertTrue(error.contains("from 0 to 60"), error)
        XCTAssertEqual(r.node("minutes", layout: 0)?["value"] as? Double, 30, "the ruler stays where it was")
        XCTAssertEqual(minutes.value, 30, "and the state says what the ruler shows")
    }

    func testStatesSetTwiceInOneCallbackEndOnTheLastValueWithoutBouncing() async throws {
        let m = Meter()
        m.kiosk.onEvent { e in
            guard case .ready = e.kind else { return }
            m.zone.value = "Zone A"
            m.zone.value = "Zone C"     // overtakes the first before its `change` is heard
            m.minutes.value = 100       // between steps: the ruler snaps to 105
        }
        let r = try replay(m.screen, controller: m.kiosk, #"{"at":3000,"query":"layout"}"#)
        XCTAssertEqual(r.node("zone", layout: 0)?["value"] as? String, "Zone C")
        XCTAssertEqual(m.zone.value, "Zone C")
        XCTAssertEqual(r.named("change").filter { $0["id"] as? String == "zone" }.count, 2, "A, then C: no bounce between them")
        XCTAssertEqual(m.minutes.value, 105, "the state takes the step the ruler snapped to")
        XCTAssertEqual(r.node("price", layout: 0)?["text"] as? String, "€1.75", "and the price is the one of what shows")
    }

    func testASecondRunStartsAtTheStatesValueAndResetsToItsFirstValue() async throws {
        let m = Meter()
        _ = try replay(m.screen, controller: m.kiosk, #"{"at":0,"set":{"id":"zone","value":"Zone A"}}"#)
        XCTAssertEqual(m.zone.value, "Zone A")
        let r = try replay(m.screen, controller: m.kiosk, """
        {"at":0,"query":"layout"}
        {"at":100,"reset":true}
        {"at":1000,"query":"layout"}
        """)
        XCTAssertEqual(r.node("zone", layout: 0)?["value"] as? String, "Zone A", "the second run starts where the state is")
        XCTAssertEqual(r.node("zone", layout: 1)?["value"] as? String, "Zone B", "a reset goes back to the state's first value")
        XCTAssertEqual(m.zone.value, "Zone B")
    }

    func testControllerCallsTheModelRefusesAreReportedAtTheCallersLine() async throws {
        let kiosk = KioskController()
        var line = 0
        kiosk.onEvent { e in
            guard case .ready = e.kind else { return }
            line = #line + 1
            kiosk.show("nowhere")
        }
        let r = try replay(KUI.App { KUI.Label("Hi") }, controller: kiosk, #"{"at":100,"query":"layout"}"#)
        XCTAssertEqual(r.named("error").first?["message"] as? String,
                       "KioskUITests/SwiftAppTests.swift:\(line): no screen named \"nowhere\"; screens: main")
        kiosk.show("main")   // no run: said on stderr, ignored
        XCTAssertNil(kiosk.currentScreen)
    }
}
