import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Switching the language while the kiosk runs: every string of every screen in the same frame
/// with one layout, the `language` event, the language picker and button, numbers, what commands
/// set, and the reset, in one process as the runner drives the model.
@MainActor
final class LanguageSwitchTests: XCTestCase {
    static let yaml = TestScreens.languageSwitch

    /// The summary in each language besides the file's maps, as a `.po` file would give it.
    static let translations = TranslationLoader.tables([
        "de": ["{minutes} min, {period}": "{minutes} Min., {period}", "Pay?": "Bezahlen?", "Cancel": "Abbrechen", "Pay": "Bezahlen"],
        "ar": ["{minutes} min, {period}": "{minutes} دقيقة، {period}", "Pay?": "الدفع؟", "Cancel": "إلغاء", "Pay": "ادفع"],
    ])

    private var events: [KioskEvent] = []
    private var screen: Screen!
    private var scene: Scene!
    private var app: KioskApp { screen.app }

    private func load(width: Double = 800) throws {
        screen = try Screen.parse(Self.yaml, file: "lang.yaml", translations: Self.translations)
        scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(width, 1000), theme: screen.theme)
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        _ = scene.render()
        events = []
    }

    private func widget<T: Widget>(_ id: String, as: T.Type = T.self) throws -> T {
        try XCTUnwrap(app.widgetsByID[id] as? T, id)
    }

    private func text(_ id: String) throws -> String { try widget(id, as: Label.self).text }
    private func title(_ id: String) throws -> String { try widget(id, as: Button.self).title }

    private var languageEvents: [String] {
        events.filter { if case .language = $0.kind { return true }; return false }.map { $0.json.serialized }
    }

    // MARK: One frame

    func testACommandShowsEveryStringInTheNewLanguageInOneFrameWithOneLayout() async throws {
        try load(width: 360)
        try app.dialog(.open(id: "ask", title: "Pay?", buttons: ["Cancel", "Pay"]))
        _ = scene.render()
        let period: SegmentedPicker = try widget("period")
        XCTAssertFalse(period.isCompact, "the English options fit")
        let start: Button = try widget("start"), stop: Button = try widget("stop")
        XCTAssertEqual(start.frame.width, stop.frame.width)
        let widthBefore = start.frame.width
        let pass = scene.layout.pass

        try app.setLanguage(named: "de")
        XCTAssertNotNil(scene.render(), "the next frame draws the new language")

        XCTAssertEqual(scene.layout.pass, pass + 1, "one layout pass for every text")
        XCTAssertEqual(try text("hello"), "Hallo")
        XCTAssertEqual(try text("summary"), "2,5 Min., Tageweise", "the template in German, its values in German")
        XCTAssertEqual(try text("far"), "Weit weg", "a hidden screen too")
        XCTAssertEqual([try title("start"), try title("stop")], ["Starten", "Anhalten"])
        XCTAssertEqual(period.options, ["Tageweise", "Wöchentlich", "Monatlich"])
        XCTAssertEqual(period.optionValues, ["Day", "Week", "Month"], "its values stay the file's")
        XCTAssertTrue(period.isCompact, "the longer German options decided the form again in that pass")
        XCTAssertEqual(period.accessibilityLabel, "Zeitraum")
        XCTAssertEqual(try widget("tabs", as: SegmentedPages.self).picker.options, ["Eins", "Zwei"])
        XCTAssertEqual(start.frame.width, stop.frame.width, "the row is equal again")
        XCTAssertGreaterThan(start.frame.width, widthBefore, "at the width of Anhalten")
        let dialog = try XCTUnwrap(app.dialogs.first)
        XCTAssertEqual(dialog.titleText, "Bezahlen?")
        XCTAssertEqual(scene.layoutQuery()["nodes"]?.arrayValue?.first { $0["id"]?.stringValue == "ask" }?["buttons"],
                       ["Abbrechen", "Bezahlen"])
        XCTAssertEqual(scene.layout.language?.rawValue, "de")
        XCTAssertEqual(scene.layout.numbers, NumberFormat.forLanguage(LanguageCode("de")))

        XCTAssertNil(scene.render(), "settled: no second layout, nothing to draw")
        XCTAssertEqual(scene.layout.pass, pass + 1)
        XCTAssertEqual(languageEvents, [#"{"at":0,"event":"language","language":"de","direction":"ltr"}"#])
    }

    func testTheDialogsAnswerIsTheButtonAsTheCommandGaveIt() async throws {
        try load()
        try app.setLanguage(named: "ar")
        try app.dialog(.open(id: "ask", title: "Pay?", buttons: ["Cancel", "Pay"]))
        _ = scene.render()
        let dialog = try XCTUnwrap(app.dialogs.first)
        XCTAssertEqual(dialog.titleText, "الدفع؟", "opened in the language shown")
        let pay = try XCTUnwrap(dialog.partFrame(1)).center
        scene.handle(pointer(.down, pay.x, pay.y))
        scene.handle(pointer(.up, pay.x, pay.y, t: 0.05))
        XCTAssertEqual(events.last?.kind, .dialog(button: "Pay", index: 1), "a controller hears the text it sent")
    }

    func testTheLanguageEventSaysWhetherItIsWrittenRightToLeft() async throws {
        try load()
        try app.setLanguage(named: "AR")
        try app.setLanguage(named: "ar")
        try app.setLanguage(named: "en")
        XCTAssertEqual(languageEvents, [
            #"{"at":0,"event":"language","language":"ar","direction":"rtl"}"#,
            #"{"at":0,"event":"language","language":"en","direction":"ltr"}"#,
        ], "the same language again sends nothing")
        XCTAssertEqual(scene.language?.isRightToLeft, false)
    }

    func testAnUnknownLanguageIsRefusedNamingTheScreensLanguages() async throws {
        try load()
        XCTAssertThrowsError(try app.setLanguage(named: "fr")) { e in
            XCTAssertEqual("\(e)", "\"fr\" is not one of this screen's languages; its languages: en, de, ar")
        }
        XCTAssertEqual(try text("hello"), "Hello", "nothing changed")
        let plain = try Screen.parse("root: {type: label, text: Hi}", file: "p.yaml")
        XCTAssertThrowsError(try plain.app.setLanguage(named: "de")) { e in
            XCTAssertTrue("\(e)".contains("lists no languages"), "\(e)")
        }
    }

    // MARK: Numbers, live text, commands

    func testNumbersAreWrittenAsTheLanguageWritesThem() async throws {
        try load()
        let ruler: RulerWheel = try widget("minutes")
        XCTAssertEqual(ruler.shownValueText, "2.5")
        try app.setLanguage(named: "de")
        _ = scene.render()
        XCTAssertEqual(ruler.shownValueText, "2,5")
        try app.setLanguage(named: "ar")
        guard let (list, _) = { scene.setNeedsDisplayAll(); return scene.render() }() else { return XCTFail("no frame") }
        XCTAssertEqual(ruler.shownValueText, "٢٫٥", "Arabic-Indic digits, as the file asks for Arabic")
        XCTAssertEqual(try text("summary"), "٢٫٥ دقيقة، يوم")
        let drawn = list.commands.compactMap { c -> String? in if case let .text(s, _, _, _, _) = c { return s }; return nil }
        XCTAssertTrue(drawn.contains("٢٫٥"), "the value above the ticks")
        XCTAssertTrue(drawn.contains("١٠"), "the number under the last long tick: \(drawn)")
        XCTAssertEqual(scene.layoutQuery()["nodes"]?.arrayValue?.first { $0["id"]?.stringValue == "minutes" }?["value"], 2.5,
                       "values stay JSON numbers")
    }

    func testAScreenWhoseDefaultWritesADecimalCommaShowsItFromTheFirstFrame() async throws {
        let yaml = """
        languages: [de, en]
        root:
          type: column
          children:
            - {type: label, id: summary, text: "{temp} Grad"}
            - {type: ruler, id: temp, accessibilityLabel: Temperatur, min: 16, max: 30, step: 0.5, value: 21.5}
        """
        let screen = try Screen.parse(yaml, file: "de.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 600), theme: screen.theme)
        scene.layoutIfNeeded()
        XCTAssertEqual((scene.widget(id: "summary") as? Label)?.text, "21,5 Grad", "German from the start, not only after a switch")
    }

    func testATextSetByACommandStaysAsSetUntilAReset() async throws {
        try load()
        try app.set(.text("Custom"), on: try widget("hello"))
        try app.set(.options(["X", "Y"]), on: try widget("period"))
        try app.setLanguage(named: "de")
        app.refreshLiveText()
        XCTAssertEqual(try text("hello"), "Custom")
        XCTAssertEqual(try widget("period", as: SegmentedPicker.self).options, ["X", "Y"])
        XCTAssertEqual(try text("summary"), "2,5 Min., X", "a template shows the value it names in the new language")
        app.reset()
        app.refreshLiveText()
        XCTAssertEqual(try text("hello"), "Hello", "a reset: the file's text, in the start language")
        XCTAssertEqual(try widget("period", as: SegmentedPicker.self).options, ["Day", "Week", "Month"])
    }

    func testAResetAndTheIdleResetGoBackToTheStartLanguage() async throws {
        try load()
        try app.setLanguage(named: "de")
        app.reset()
        XCTAssertEqual(app.language?.rawValue, "en")
        try app.startLanguage("ar")
        XCTAssertEqual(app.language?.rawValue, "ar", "--language starts it in Arabic")
        try app.setLanguage(named: "de")
        events = []
        app.goIdle()
        XCTAssertEqual(app.language?.rawValue, "ar", "a customer walked away: back to the kiosk's own language")
        XCTAssertEqual(try widget("lang", as: SegmentedPicker.self).selectedValue, "ar", "the language picker follows")
        XCTAssertEqual(languageEvents.count, 1)
        XCTAssertEqual(events.first?.kind, .idle)
        XCTAssertThrowsError(try app.startLanguage("fr"))
    }

    func testAKioskStartedInALanguageUnderlinesThatLanguageInThePicker() async throws {
        // `--language de`: the language is chosen before the screen is in a scene, where no
        // slide can run; the underline must stand under Deutsch at the first frame, not English.
        screen = try Screen.parse(Self.yaml, file: "lang.yaml", translations: Self.translations)
        try app.startLanguage("de")
        scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 1000), theme: screen.theme)
        scene.layoutIfNeeded()
        _ = scene.render()
        let lang: SegmentedPicker = try widget("lang")
        XCTAssertEqual(lang.selectedIndex, 1)
        let deutsch = try XCTUnwrap(lang.partFrame(1))
        let marker = try XCTUnwrap(lang.layoutState.first { $0.0 == "marker" }?.1.arrayValue?.compactMap(\.doubleValue))
        XCTAssertEqual(marker.count, 4)
        XCTAssertEqual((marker.first ?? -1) + (marker.dropFirst(2).first ?? 0) / 2, deutsch.midX, accuracy: 1,
                       "the underline is centred under Deutsch: \(marker) vs \(deutsch)")
    }

    // MARK: The controls that switch it

    func testTheLanguagePickerShowsTheLanguagesInTheirOwnNamesAndSwitchesByTap() async throws {
        try load()
        let lang: SegmentedPicker = try widget("lang")
        XCTAssertEqual(lang.options, ["English", "Deutsch", "العربية"])
        XCTAssertEqual(lang.optionValues, ["en", "de", "ar"])
        let deutsch = try XCTUnwrap(lang.partFrame(1)).center
        scene.handle(pointer(.down, deutsch.x, deutsch.y))
        scene.handle(pointer(.up, deutsch.x, deutsch.y, t: 0.05))
        XCTAssertEqual(app.language?.rawValue, "de")
        XCTAssertEqual(events.map { $0.json.serialized }.filter { $0.contains("\"lang\"") || $0.contains("language") }, [
            #"{"at":0,"event":"change","id":"lang","index":1,"value":"de"}"#,
            #"{"at":0,"event":"language","language":"de","direction":"ltr"}"#,
        ])
        XCTAssertEqual(lang.options, ["English", "Deutsch", "العربية"], "in every language, each in its own name")
        try app.setLanguage(named: "ar")
        XCTAssertEqual(lang.selectedIndex, 2, "a command moves the picker too")
        try app.set(.value("en"), on: lang)
        XCTAssertEqual(app.language?.rawValue, "en", "setting its value by the code switches")
        XCTAssertThrowsError(try app.set(.options(["X"]), on: lang)) { e in
            XCTAssertTrue("\(e)".contains("lists the screen's languages"), "\(e)")
        }
        let tabs = try widget("tabs", as: SegmentedPages.self)
        try app.setLanguage(named: "de")
        XCTAssertEqual((tabs.children[1] as? Page)?.visibleName, "Eins", "a page is named by its tab as shown")
    }

    func testTheLanguagePickerSwitchesByKeys() async throws {
        try load()
        let lang: SegmentedPicker = try widget("lang")
        scene.focus.setFocus(lang, scene: scene)
        scene.handle(.key(.right, down: true))
        scene.handle(.key(.right, down: false))
        XCTAssertEqual(app.language?.rawValue, "de")
        scene.handle(.key(.right, down: true))
        XCTAssertEqual(app.language?.rawValue, "ar")
        scene.layoutIfNeeded()
        XCTAssertEqual(try text("hello"), "مرحبا")
    }

    func testALanguageButtonOpensAMenuOfTheLanguages() async throws {
        try load()
        let choose: Button = try widget("choose")
        let p = choose.frame.center
        scene.handle(pointer(.down, p.x, p.y))
        scene.handle(pointer(.up, p.x, p.y, t: 0.05))
        scene.layoutIfNeeded()
        let menu = try XCTUnwrap(scene.overlays.last as? PopupMenu)
        XCTAssertEqual(menu.options, ["English", "Deutsch", "العربية"])
        XCTAssertEqual(menu.id, "choose.menu")
        let arabic = try XCTUnwrap(menu.partFrame(2)).center
        scene.handle(pointer(.down, arabic.x, arabic.y, t: 1))
        scene.handle(pointer(.up, arabic.x, arabic.y, t: 1.05))
        XCTAssertEqual(app.language?.rawValue, "ar")
        XCTAssertTrue(scene.overlays.isEmpty, "choosing closes the menu")
        XCTAssertEqual(events.map(\.kind), [.tap(title: "Language"), .menu(open: true), .change(.option(index: 2, value: "ar")),
                                            .language(try XCTUnwrap(LanguageCode("ar"))), .menu(open: false)])
    }

    // MARK: The command line

    func testTheCommandIsSetLanguageWithNoID() async throws {
        XCTAssertEqual(try Script.parseLine(#"{"set":{"language":"de"}}"#).map(\.action), [.language("de")])
        for (line, says) in [(#"{"set":{"id":"x","language":"de"}}"#, "has nothing else (no \"id\""),
                             (#"{"set":{"language":1}}"#, "must be a language code"),
                             (#"{"set":{"language":"deutsch"}}"#, "must be a language code")] {
            XCTAssertThrowsError(try Script.parseLine(line), line) { e in XCTAssertTrue("\(e)".contains(says), "\(e)") }
        }
    }

}
