import XCTest
@testable import KioskUICore

/// The application model in one process, as the runner drives it: input into the scene (noted as
/// input first, as `Runner.dispatch` does), commands into the model, the frame clock moved by
/// hand. Two screens: `home` (a picker, a ruler, live text, a button to `other`) and `other`,
/// which returns by itself after 5 s.
@MainActor
final class KioskAppTests: XCTestCase {
    static let yaml = """
    idleTimeout: 30
    screens:
      home:
        root:
          type: column
          children:
            - {type: picker, id: zone, options: [A, B, C], selected: B}
            - {type: ruler, id: minutes, min: 0, max: 10, step: 0.5, value: 2}
            - {type: label, id: summary, text: "{minutes} h in {zone}"}
            - {type: label, id: price, text: free}
            - {type: button, id: pay, title: "Pay for {minutes} h"}
            - {type: button, id: next, title: Next, goto: other}
            - {type: pages, id: tabs, pages: [{title: One, content: {type: spacer}}, {title: Two, content: {type: spacer}}]}
      other:
        after: {seconds: 5, goto: back}
        root:
          type: column
          children:
            - {type: label, id: far, text: "zone {zone}, page {tabs}"}
            - {type: button, id: back, title: Back, goto: back}
            - {type: picker, id: size, options: [S, M, L]}
    """

    private var events: [KioskEvent] = []
    private var screen: Screen!
    private var scene: Scene!
    private var app: KioskApp { screen.app }

    private func load(initialValues: [String: JSONValue] = [:]) throws {
        screen = try Screen.parse(Self.yaml, file: "app.yaml", initialValues: initialValues)
        scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 1200), theme: screen.theme)
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        events = []   // the first page's `appear`
    }

    private func widget<T: Widget>(_ id: String, as: T.Type = T.self) throws -> T {
        try XCTUnwrap(scene.widget(id: id) as? T, id)
    }

    /// User input at `t`, as the runner dispatches it.
    private func input(_ e: InputEvent, at t: Double) {
        scene.advance(to: t)
        app.noteInput(e, at: t)
        scene.handle(e)
        scene.layoutIfNeeded()
    }

    private func tap(_ id: String, at t: Double) throws {
        let p = try XCTUnwrap(scene.widget(id: id)).frame.center
        input(pointer(.down, p.x, p.y, t: t), at: t)
        input(pointer(.up, p.x, p.y, t: t + 0.05), at: t + 0.05)
    }

    private func key(_ k: Key, at t: Double) {
        input(.key(k, down: true), at: t)
        input(.key(k, down: false), at: t)
    }

    private func frames(from t0: Double, to t1: Double, _ each: () throws -> Void = {}) rethrows {
        var t = t0
        while t <= t1 {
            scene.advance(to: t)
            _ = scene.render()
            try each()
            t += 1.0 / 60
        }
    }

    private var screenEvents: [String] {
        events.compactMap { if case let .screen(name, from) = $0.kind { return "\(from)→\(name)" }; return nil }
    }

    // MARK: Live text

    func testALiveTextFollowsTheRulerInTheSameFrameWithTheRulersDecimals() async throws {
        try load()
        let ruler: RulerWheel = try widget("minutes")
        let summary: Label = try widget("summary")
        let pay: Button = try widget("pay")
        XCTAssertEqual(summary.text, "2.0 h in B", "the step's decimals: 0.5 → one")
        try ruler.setValue(5)
        var seen: [String] = []
        frames(from: 0, to: 1) {
            let shown = "\(ruler.scale.format(ruler.shownValue)) h in B"
            XCTAssertEqual(summary.text, shown, "the label says what the ruler shows, in the frame it shows it")
            if seen.last != shown { seen.append(shown) }
        }
        XCTAssertGreaterThan(seen.count, 3, "it followed the glide step by step: \(seen)")
        XCTAssertEqual(seen.last, "5.0 h in B")
        XCTAssertEqual(pay.title, "Pay for 5.0 h", "a button's title is live text too")
    }

    func testALiveTextShowsAPickersAndAPageContainersTitleFromAnotherScreen() async throws {
        try load()
        let far: Label = try widget("far")
        XCTAssertEqual(far.text, "zone B, page One")
        try (try widget("zone") as SegmentedPicker).setValue("C")
        try (try widget("tabs") as SegmentedPages).setValue(1)
        scene.layoutIfNeeded()
        XCTAssertEqual(far.text, "zone C, page Two", "a hidden screen's text follows too")
    }

    func testSettingATextReplacesTheLiveTextUntilAReset() async throws {
        try load()
        let summary: Label = try widget("summary")
        try app.set(.text("fixed"), on: summary)
        try (try widget("zone") as SegmentedPicker).setValue("A")
        scene.layoutIfNeeded()
        XCTAssertEqual(summary.text, "fixed", "no longer live")
        app.reset()
        scene.layoutIfNeeded()
        XCTAssertEqual(summary.text, "2.0 h in B", "live again, and the picker is back at its file value")
    }

    // MARK: Commands and reset

    func testResetPutsBackWhatCommandsChangedAndTheFileValuesNotTheSavedOnes() async throws {
        try load(initialValues: ["minutes": 7, "zone": "C"])
        let zone: SegmentedPicker = try widget("zone"), ruler: RulerWheel = try widget("minutes")
        let pay: Button = try widget("pay"), price: Label = try widget("price")
        XCTAssertEqual(ruler.value, 7, "started at the saved value")
        try app.set(.options(["X", "C"]), on: zone)
        try app.set(.enabled(false), on: pay)
        try app.set(.hidden(true), on: price)
        try app.set(.text("€3"), on: price)
        try app.set(.text("€4"), on: price)
        try app.set(.value(9), on: ruler)
        app.reset()
        try frames(from: 0, to: 1)
        XCTAssertEqual(zone.options, ["A", "B", "C"])
        XCTAssertEqual(zone.selectedTitle, "B", "the file's selection, not the saved C")
        XCTAssertEqual(ruler.value, 2, "the file's value, not the saved 7")
        XCTAssertTrue(pay.isEnabled)
        XCTAssertFalse(price.isHidden)
        XCTAssertEqual(price.text, "free", "the text before the first change")
        XCTAssertEqual(app.currentScreen, "home")
    }

    func testNewOptionsKeepTheSelectionByTitleElseTakeTheFirst() async throws {
        try load()
        let zone: SegmentedPicker = try widget("zone")
        try app.set(.options(["B", "C"]), on: zone)
        XCTAssertEqual(zone.selectedIndex, 0)
        XCTAssertEqual(zone.selectedTitle, "B")
        try app.set(.options(["X", "Y"]), on: zone)
        XCTAssertEqual(zone.selectedTitle, "X")
        XCTAssertEqual(events.map(\.kind), [.change(.option(index: 0, value: "B")), .change(.option(index: 0, value: "X"))],
                       "the index changed, then the title")
    }

    func testAFieldThatDoesNotApplyIsRefusedNamingWhatDoes() async throws {
        try load()
        let cases: [(String, SetField, String)] = [
            ("price", .enabled(false), #"label "price" has no "enabled" to set; it takes "text", "hidden""#),
            ("pay", .value(1), #"button "pay" has no value to set; it takes "text", "enabled", "hidden""#),
            ("tabs.tabs", .options(["A"]), #"segmentedPicker "tabs.tabs" has no "options" to set; it takes "value", "hidden""#),
        ]
        for (id, field, message) in cases {
            XCTAssertThrowsError(try app.set(field, on: try XCTUnwrap(scene.widget(id: id)))) { e in
                XCTAssertEqual("\(e)", message)
            }
        }
        XCTAssertTrue(app.overrides.isEmpty, "a refused set changes nothing and leaves nothing to reset")
    }

    func testADisabledButtonTakesNoTapAndKeysSkipIt() async throws {
        try load()
        let next: Button = try widget("next")
        try app.set(.enabled(false), on: next)
        try tap("next", at: 1)
        XCTAssertEqual(events.filter { if case .tap = $0.kind { return true }; return false }, [])
        XCTAssertEqual(app.currentScreen, "home", "no goto either")
        var focused: [String] = []
        for i in 0..<8 {
            key(.tab, at: 2 + Double(i))
            focused.append(scene.focus.focused?.id ?? "-")
        }
        XCTAssertFalse(focused.contains("next"), "\(focused)")
        XCTAssertTrue(focused.contains("pay"), "\(focused)")
        try app.set(.enabled(true), on: next)
        try tap("next", at: 20)
        XCTAssertEqual(app.currentScreen, "other")
    }

    // MARK: Navigation

    func testEscapeAnswersAnOpenDialogFirstThenGoesBackAScreen() async throws {
        try load()
        try tap("next", at: 1)
        XCTAssertEqual(screenEvents, ["home→other"])
        try app.dialog(.open(id: "ask", title: "Sure?", buttons: ["No", "Yes"]))
        key(.escape, at: 2)
        XCTAssertEqual(events.last?.kind, .dialog(button: "No", index: 0))
        XCTAssertEqual(app.currentScreen, "other", "the dialog took that Escape")
        key(.escape, at: 3)
        XCTAssertEqual(screenEvents, ["home→other", "other→home"])
        key(.escape, at: 4)
        XCTAssertEqual(screenEvents.count, 2, "nothing before the start")
    }

    func testAPageContainerGoesBackAPageBeforeTheScreenGoesBack() async throws {
        try load()
        try (try widget("tabs") as SegmentedPages).setValue(1)
        try app.show("other")
        try app.show("home")   // the history is cut back: home is the start again
        key(.tab, at: 1)
        while scene.focus.focused?.id != "tabs.tabs" { key(.tab, at: 1) }
        key(.escape, at: 2)
        XCTAssertEqual((try widget("tabs") as SegmentedPages).current, 0, "the page went back first")
        XCTAssertEqual(app.currentScreen, "home")
    }

    func testAScreenKeepsItsStateWhileHiddenAndFocusComesBackToWhereItWas() async throws {
        try load()
        key(.tab, at: 0.5)
        while scene.focus.focused?.id != "next" { key(.tab, at: 0.5) }
        key(.enter, at: 1)
        XCTAssertEqual(app.currentScreen, "other")
        XCTAssertEqual(scene.focus.focused?.id, "back", "the new screen's first control")
        try (try widget("zone") as SegmentedPicker).setValue("A")
        key(.enter, at: 2)
        XCTAssertEqual(app.currentScreen, "home")
        XCTAssertEqual(scene.focus.focused?.id, "next", "back on the button that left")
        XCTAssertEqual((try widget("zone") as SegmentedPicker).selectedTitle, "A")
    }

    func testAReturnTimerCountsFromTheScreenShowingOrTheLastInputOnIt() async throws {
        try load()
        try tap("next", at: 1)
        scene.advance(to: 5.9)
        XCTAssertEqual(app.currentScreen, "other")
        input(.wheel(dx: 0, dy: 1, at: Point(400, 1000)), at: 5.9)
        scene.advance(to: 10.8)
        XCTAssertEqual(app.currentScreen, "other", "input on it started the count again")
        scene.advance(to: 10.95)
        XCTAssertEqual(screenEvents, ["home→other", "other→home"])
        XCTAssertEqual(events.last?.at, 10950)
    }

    func testTheIdleResetNeedsInputAndCommandsAreNotInput() async throws {
        try load()
        try app.set(.text("€9"), on: try widget("price"))
        try app.show("other")
        scene.advance(to: 4)
        _ = app.back()
        scene.advance(to: 100)
        XCTAssertFalse(events.contains { $0.kind == .idle }, "nobody touched it: nobody to forget")
        XCTAssertEqual((try widget("price") as Label).text, "€9")

        try app.dialog(.open(id: "ask", title: "Still there?", buttons: ["No", "Yes"]))
        try tap("next", at: 101)   // input (on the dialog: nothing under it): the count starts
        try (try widget("minutes") as RulerWheel).setValue(9)
        scene.advance(to: 129)
        try app.show("other")      // a command: the count goes on
        scene.advance(to: 131)
        XCTAssertFalse(events.contains { $0.kind == .idle })
        events = []
        try frames(from: 131.05, to: 132)
        XCTAssertEqual(events.first, KioskEvent(at: 131050, kind: .idle))
        XCTAssertTrue(scene.overlays.isEmpty, "the dialog closed")
        XCTAssertEqual(screenEvents, ["other→home"])
        XCTAssertEqual((try widget("price") as Label).text, "free")
        XCTAssertEqual((try widget("minutes") as RulerWheel).value, 2)
        XCTAssertEqual(events.filter { $0.id == "minutes" }.last?.kind, .change(.number(2)))
        events = []
        scene.advance(to: 500)
        XCTAssertEqual(events, [], "once: it waits for the next input")
    }

    func testTheStateFileKeepsTheValuesOfEveryScreen() async throws {
        try load(initialValues: ["size": "L", "minutes": 4])
        XCTAssertEqual((try widget("size") as SegmentedPicker).selectedTitle, "L", "restored on a screen not shown")
        try (try widget("size") as SegmentedPicker).setValue("M")
        let saved = ControlState.snapshot(scene, ids: Set(screen.ids))
        XCTAssertEqual(saved.map(\.0), ["zone", "minutes", "tabs", "size"])
        XCTAssertEqual(saved.last?.1, "M")
    }

    func testADisabledButtonIsDrawnFadedOverTheBackground() async throws {
        try load()
        let pay: Button = try widget("pay")
        func faded() -> Bool {
            scene.setNeedsDisplayAll()
            return scene.render()?.list.commands.contains(.pushOpacity(Button.disabledOpacity)) ?? false
        }
        XCTAssertFalse(faded())
        XCTAssertNotNil(pay.opaqueCornerRadius(scene.theme))
        try app.set(.enabled(false), on: pay)
        scene.layoutIfNeeded()
        XCTAssertTrue(faded())
        XCTAssertNil(pay.opaqueCornerRadius(scene.theme), "the background is drawn under it: it shows through")
    }

    // MARK: Dialogs

    func testADialogIdIsOneDialogAndNeverAWidgetsId() async throws {
        try load()
        try app.dialog(.open(id: "ask", title: "One?", buttons: ["No", "Yes"]))
        try app.dialog(.open(id: "ask", title: "Two?", buttons: ["Cancel", "Pay"]))
        XCTAssertEqual(scene.overlays.count, 1, "the second replaced the first")
        XCTAssertEqual((scene.overlays.first as? Dialog)?.title, "Two?")
        XCTAssertThrowsError(try app.dialog(.open(id: "pay", title: "?", buttons: ["OK"]))) { e in
            XCTAssertTrue("\(e)".contains("\"pay\" is the id of a button"), "\(e)")
        }
        try app.dialog(.close(id: "ask"))
        XCTAssertTrue(scene.overlays.isEmpty)
        XCTAssertThrowsError(try app.dialog(.close(id: "ask"))) { e in
            XCTAssertEqual("\(e)", "no dialog \"ask\" is open; open: none")
        }
        XCTAssertFalse(events.contains { if case .dialog = $0.kind { return true }; return false },
                       "closing or replacing is no answer")
    }

    // MARK: Review mends

    func testClosingADialogUnderAnotherLeavesFocusInTheTopOne() async throws {
        try load()
        key(.tab, at: 1)   // focus shows, on a control of the screen
        let before = scene.focus.focused
        try app.dialog(.open(id: "a", title: "A?", buttons: ["No", "Yes"]))
        try app.dialog(.open(id: "b", title: "B?", buttons: ["Cancel", "OK"]))
        let b = try XCTUnwrap(scene.overlays.last as? Dialog)
        try app.dialog(.close(id: "a"))
        let f = try XCTUnwrap(scene.focus.focused, "focus stays in the dialog still open")
        XCTAssertTrue(b.isAncestor(of: f))
        key(.enter, at: 2)
        XCTAssertEqual(events.last?.kind, .dialog(button: "Cancel", index: 0), "Enter answers B, nothing behind it")
        XCTAssertTrue(scene.overlays.isEmpty)
        XCTAssertTrue(scene.focus.focused === before, "and focus comes back to where it was before A")
    }

    func testAFingerDownWhenTheScreenChangesDoesNotTapTheHiddenButtonOnRelease() async throws {
        try load()
        let p = try widget("next").frame.center
        input(pointer(.down, p.x, p.y, t: 1), at: 1)
        try app.show("other")
        input(pointer(.up, p.x, p.y, t: 1.1), at: 1.1)
        XCTAssertEqual(events.filter { if case .tap = $0.kind { return true }; return false }, [])
        XCTAssertEqual(app.currentScreen, "other")
    }

    func testAScreensRootCannotBeShownBySettingHidden() async throws {
        let yaml = """
        screens:
          one: {root: {type: pages, id: first, pages: [{title: P, content: {type: spacer}}]}}
          two: {root: {type: pages, id: second, pages: [{title: Q, content: {type: spacer}}]}}
        """
        screen = try Screen.parse(yaml, file: "two.yaml")
        scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(400, 300), theme: screen.theme)
        scene.layoutIfNeeded()
        let second = try widget("second")
        XCTAssertThrowsError(try app.set(.hidden(false), on: second)) { e in
            XCTAssertTrue("\(e)".contains("has no \"hidden\" to set"), "\(e)")
        }
        XCTAssertTrue(second.isHidden, "only the current screen shows")
    }

    func testAButtonReenabledWhileStillPressedDoesNotTapOnRelease() async throws {
        try load()
        let pay: Button = try widget("pay")
        let p = pay.frame.center
        input(pointer(.down, p.x, p.y, t: 1), at: 1)
        try app.set(.enabled(false), on: pay)
        try app.set(.enabled(true), on: pay)
        input(pointer(.up, p.x, p.y, t: 1.1), at: 1.1)
        XCTAssertEqual(events.filter { if case .tap = $0.kind { return true }; return false }, [],
                       "disabling ended that press")
    }
}
