import XCTest
@testable import KioskUICore

/// A button's `confirm`: its tap asks in a dialog `ID.confirm` before its `goto` and `action`;
/// the last answer goes on, the first (and Escape) cancels. Driven as the runner drives a file.
@MainActor
final class ConfirmTests: XCTestCase {
    static let yaml = """
    languages: [en, de]
    screens:
      home:
        root:
          type: column
          children:
            - {type: button, id: buy, title: Buy, goto: thanks, confirm: {title: {en: "Buy 2 tickets for €24?", de: "2 Karten für 24 € kaufen?"}, buttons: [{en: Cancel, de: Abbrechen}, {en: Buy, de: Kaufen}]}}
            - {type: button, id: plain, title: Plain, goto: thanks}
      thanks:
        root: {type: label, text: Thanks}
    """

    private var events: [KioskEvent] = []
    private var screen: Screen!
    private var scene: Scene!
    private var app: KioskApp { screen.app }

    private func load(_ yaml: String = ConfirmTests.yaml) throws {
        screen = try Screen.parse(yaml, file: "confirm.yaml")
        scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        events = []
    }

    private func input(_ e: InputEvent, at t: Double) {
        scene.advance(to: t)
        app.noteInput(e, at: t)
        scene.handle(e)
        scene.layoutIfNeeded()
    }

    private func tap(_ p: Point, at t: Double) {
        input(pointer(.down, p.x, p.y, t: t), at: t)
        input(pointer(.up, p.x, p.y, t: t + 0.05), at: t + 0.05)
    }

    private func tap(_ id: String, at t: Double) throws {
        tap(try XCTUnwrap(scene.widget(id: id)).frame.center, at: t)
    }

    private func openDialog() throws -> Dialog {
        try tap("buy", at: 1)
        return try XCTUnwrap(app.dialogs.first)
    }

    func testATapSendsTapThenAsksWithoutGoing() async throws {
        try load()
        let d = try openDialog()
        XCTAssertEqual(d.id, "buy.confirm")
        XCTAssertEqual(d.title, "Buy 2 tickets for €24?")
        XCTAssertEqual(d.buttons, ["Cancel", "Buy"])
        XCTAssertEqual(events.map(\.kind.name), ["tap"], "the tap is sent; no screen change yet")
        XCTAssertEqual(app.currentScreen, "home")
    }

    func testTheLastAnswerGoesOn() async throws {
        try load()
        let d = try openDialog()
        tap(try XCTUnwrap(d.partFrame(1)).center, at: 2)
        XCTAssertEqual(events.map(\.kind), [.tap(title: "Buy"), .dialog(button: "Buy", index: 1), .screen(name: "thanks", from: "home")])
        XCTAssertEqual(events[1].id, "buy.confirm")
        XCTAssertEqual(app.currentScreen, "thanks")
        XCTAssertTrue(app.dialogs.isEmpty)
    }

    func testTheFirstAnswerAndEscapeCancel() async throws {
        try load()
        var d = try openDialog()
        tap(try XCTUnwrap(d.partFrame(0)).center, at: 2)
        XCTAssertEqual(app.currentScreen, "home")
        XCTAssertEqual(events.last?.kind, .dialog(button: "Cancel", index: 0))

        try tap("buy", at: 3)
        d = try XCTUnwrap(app.dialogs.first)
        input(.key(.escape, down: true), at: 4)
        input(.key(.escape, down: false), at: 4)
        XCTAssertFalse(d.isOpen)
        XCTAssertEqual(app.currentScreen, "home", "Escape answers Cancel, not back")
        XCTAssertEqual(events.last?.kind, .dialog(button: "Cancel", index: 0))

        // Asked again after the cancels, the last answer goes on once.
        try tap("buy", at: 5)
        d = try XCTUnwrap(app.dialogs.first)
        tap(try XCTUnwrap(d.partFrame(1)).center, at: 6)
        XCTAssertEqual(app.currentScreen, "thanks")
        XCTAssertEqual(events.filter { $0.kind.name == "screen" }.count, 1)
    }

    func testADialogClosedWithoutAnAnswerDoesNotGoOnLater() async throws {
        try load()
        _ = try openDialog()
        app.closeDialogs()   // as the idle reset does
        try app.dialog(.open(id: "other", title: "Other?", buttons: ["No", "Yes"]))
        let other = try XCTUnwrap(app.dialogs.first)
        tap(try XCTUnwrap(other.partFrame(1)).center, at: 2)
        XCTAssertEqual(app.currentScreen, "home")
    }

    func testWithoutConfirmNothingChanges() async throws {
        try load()
        try tap("plain", at: 1)
        XCTAssertTrue(app.dialogs.isEmpty)
        XCTAssertEqual(app.currentScreen, "thanks")
    }

    func testTheDialogShowsTheLanguageShown() async throws {
        try load()
        app.setLanguage(try XCTUnwrap(LanguageCode("de")))
        scene.layoutIfNeeded()
        let d = try openDialog()
        XCTAssertEqual(d.title, "Buy 2 tickets for €24?", "the event names the default language's texts")
        var texts: [String] = []
        d.forEachDescendant { w in
            if let l = w as? Label { texts.append(l.text) } else if let b = w as? Button { texts.append(b.title) }
        }
        XCTAssertEqual(texts, ["2 Karten für 24 € kaufen?", "Abbrechen", "Kaufen"])
    }

    /// A confirm's title with `{ID}` and plural forms, as a label's text takes them.
    static func valuesYAML(tickets: Int, title: String? = nil) -> String {
        let given = title ?? """
        {en: {one: "Rent {tickets} bike ({bike})?", other: "Rent {tickets} bikes ({bike})?"}, de: {one: "{tickets} Rad ({bike}) mieten?", other: "{tickets} Räder ({bike}) mieten?"}}
        """
        return """
        languages: [en, de]
        screens:
          home:
            root:
              type: column
              children:
                - {type: picker, id: bike, options: [Alpha, Bravo], selected: 1}
                - {type: ruler, id: tickets, min: 1, max: 10, value: \(tickets)}
                - type: button
                  id: buy
                  title: Rent
                  goto: thanks
                  confirm:
                    title: \(given)
                    buttons: [Cancel, Rent]
          thanks:
            root: {type: label, text: Thanks}
        """
    }

    /// The texts the dialog shows: its title, then its buttons.
    private func shown(_ d: Dialog) -> [String] {
        var texts: [String] = []
        d.forEachDescendant { w in
            if let l = w as? Label { texts.append(l.text) } else if let b = w as? Button { texts.append(b.title) }
        }
        return texts
    }

    func testATitleShowsControlsValuesInItsPluralFormAndLanguage() async throws {
        try load(ConfirmTests.valuesYAML(tickets: 1))
        var d = try openDialog()
        XCTAssertEqual(d.title, "Rent 1 bike (Bravo)?", "the values as the dialog opens, the one form for 1")
        XCTAssertEqual(shown(d).first, "Rent 1 bike (Bravo)?")
        app.setLanguage(try XCTUnwrap(LanguageCode("de")))
        XCTAssertEqual(shown(d).first, "1 Rad (Bravo) mieten?", "an open dialog follows a language switch")
        XCTAssertEqual(d.title, "Rent 1 bike (Bravo)?", "the event still names the default language's title")

        try load(ConfirmTests.valuesYAML(tickets: 3))
        d = try openDialog()
        XCTAssertEqual(d.title, "Rent 3 bikes (Bravo)?")
        tap(try XCTUnwrap(d.partFrame(1)).center, at: 2)
        XCTAssertEqual(app.currentScreen, "thanks", "the answer still goes on")
    }

    func testCheckRefusesAnUnknownIDInATitleAtItsLine() async throws {
        let yaml = ConfirmTests.valuesYAML(tickets: 1, title: "\"Rent {bikes}?\"")
        XCTAssertThrowsError(try Screen.parse(yaml, file: "rent.yaml")) { error in
            let issues = (error as? ScreenError)?.issues ?? []
            XCTAssertEqual(issues.map(\.line), [14], "\(issues)")
            XCTAssertEqual(issues.first?.file, "rent.yaml")
            XCTAssertTrue(issues.first?.message.contains("{bikes} names no control") ?? false, "\(issues)")
            XCTAssertTrue(issues.first?.message.contains("bike, tickets") ?? false, "the fix: the ids it may name, \(issues)")
        }
    }

    func testABadConfirmIsRefusedAtItsLine() async throws {
        let yaml = """
        root:
          type: column
          children:
            - {type: button, title: A, confirm: {title: Sure?, buttons: [OK]}}
            - {type: button, title: B, confirm: {buttons: [No, Yes]}}
            - {type: button, title: C, confirm: {title: Sure?, buttons: [Yes, Yes]}}
            - {type: button, title: D, confirm: yes please}
        """
        XCTAssertThrowsError(try Screen.parse(yaml, file: "bad.yaml")) { error in
            let issues = (error as? ScreenError)?.issues ?? []
            XCTAssertEqual(issues.map(\.line), [4, 5, 6, 7], "\(issues)")
            XCTAssertTrue(issues[0].message.contains("at least two"), issues[0].message)
            XCTAssertTrue(issues[1].message.contains("title"), issues[1].message)
            XCTAssertTrue(issues[2].message.contains("twice"), issues[2].message)
        }
    }

    func testTheSchemaAndTheSwiftBuilderHaveIt() async throws {
        let schema = ScreenSchema.make()
        XCTAssertNotNil(schema["definitions"]?["button"]?["properties"]?["confirm"])
        XCTAssertEqual(schema["definitions"]?["confirm"]?["properties"]?.objectKeys, ["title", "buttons"])
        XCTAssertTrue(ScreenFieldTables.markdown().contains("| `confirm` | `{title, buttons}` (below)"))

        let described = KUI.App {
            KUI.Screen("home") { KUI.Button("Buy", id: "buy", goto: .screen("thanks")).confirm(title: "Sure?", buttons: ["No", "Yes"]) }
            KUI.Screen("thanks") { KUI.Label("Thanks") }
        }
        screen = try described.screen()
        XCTAssertEqual(app.confirms.map(\.question), [ConfirmQuestion(title: "Sure?", buttons: ["No", "Yes"])])
        scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        scene.layoutIfNeeded()
        let d = try openDialog()
        XCTAssertEqual(d.id, "buy.confirm")
        XCTAssertEqual(app.currentScreen, "home")
        tap(try XCTUnwrap(d.partFrame(1)).center, at: 2)
        XCTAssertEqual(app.currentScreen, "thanks")

        let once = KUI.App { KUI.Button("Buy", id: "buy").confirm(title: "Sure?", buttons: ["OK"]) }
        XCTAssertThrowsError(try once.validate(), "one button is refused from Swift too")
    }
}
