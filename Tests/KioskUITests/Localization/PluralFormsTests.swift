import Foundation
import XCTest
@testable import KioskUICore

/// Plural forms in a screen file's maps and its `.po` files: the number a `{ID}` shows chooses
/// the form, live as the ruler moves and across a language switch, and `kiosk check` names what
/// does not fit.
@MainActor
final class PluralFormsTests: XCTestCase {
    static let yaml = """
    languages: [en, de, ar, ru]
    root:
      type: column
      children:
        - type: label
          id: take
          text:
            en: {one: "Please take your ticket", other: "Please take your {tickets} tickets"}
            ar: {zero: "لا تذاكر", one: "خذ تذكرتك", two: "خذ تذكرتيك", few: "خذ {tickets} تذاكر", many: "خذ {tickets} تذكرة", other: "خذ {tickets} تذكرة."}
        - {type: ruler, id: tickets, accessibilityLabel: Tickets, min: 0, max: 120, step: 1, value: 1}
    """

    /// German and Russian come from `.po` files, with their own Plural-Forms.
    static let po = [
        "de": """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgid "Please take your ticket"
        msgid_plural "Please take your {tickets} tickets"
        msgstr[0] "Bitte nehmen Sie Ihr Ticket"
        msgstr[1] "Bitte nehmen Sie Ihre {tickets} Tickets"
        """,
        "ru": """
        msgid ""
        msgstr "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

        msgid "Please take your ticket"
        msgid_plural "Please take your {tickets} tickets"
        msgstr[0] "Возьмите {tickets} билет"
        msgstr[1] "Возьмите {tickets} билета"
        msgstr[2] "Возьмите {tickets} билетов"
        """,
    ]

    private func translations() throws -> TranslationLoader {
        var catalogs: [LanguageCode: POCatalog] = [:]
        for (code, text) in Self.po { catalogs[LanguageCode(code)!] = try POCatalog(parsing: text) }
        return TranslationLoader(place: { "p.\($0).po" }, load: { [catalogs] in catalogs[$0] })
    }

    func testTheRulerChoosesTheFormLiveInEveryLanguage() async throws {
        let screen = try Screen.parse(Self.yaml, file: "p.yaml", translations: try translations())
        XCTAssertEqual(screen.missingTranslations.filter { $0.field == "text" }, [], "every language has its forms")
        XCTAssertEqual(screen.pluralWarnings, [])
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 600), theme: screen.theme)
        scene.layoutIfNeeded()
        let app = screen.app
        let label = try XCTUnwrap(app.widgetsByID["take"] as? Label)
        let ruler = try XCTUnwrap(app.widgetsByID["tickets"] as? RulerWheel)
        var t = 0.0
        /// The label once the ruler has glided to `value`.
        func shown(_ value: Int) throws -> String {
            try ruler.setValue(.number(Double(value)))
            for _ in 0..<180 { t += 1.0 / 60; scene.advance(to: t); _ = scene.render() }
            return label.text
        }
        XCTAssertEqual(label.text, "Please take your ticket", "1 at start")
        XCTAssertEqual(try shown(2), "Please take your 2 tickets", "the ruler moves: the form follows")
        try app.setLanguage(named: "de")
        _ = scene.render()
        XCTAssertEqual(label.text, "Bitte nehmen Sie Ihre 2 Tickets", "a language switch keeps the number's form")
        XCTAssertEqual(try shown(1), "Bitte nehmen Sie Ihr Ticket")
        try app.setLanguage(named: "ru")
        XCTAssertEqual(try [1, 3, 5, 21, 22, 111].map(shown), ["Возьмите 1 билет", "Возьмите 3 билета", "Возьмите 5 билетов",
                                                            "Возьмите 21 билет", "Возьмите 22 билета", "Возьмите 111 билетов"])
        try app.setLanguage(named: "ar")
        XCTAssertEqual(try [0, 1, 2, 3, 11, 100].map(shown), ["لا تذاكر", "خذ تذكرتك", "خذ تذكرتيك", "خذ 3 تذاكر", "خذ 11 تذكرة", "خذ 100 تذكرة."])
        let node = scene.layoutQuery()["nodes"]?.arrayValue?.first { $0["id"]?.stringValue == "tickets" }
        XCTAssertEqual(node?["value"], 100, "values stay numbers")
        let take = scene.layoutQuery()["nodes"]?.arrayValue?.first { $0["id"]?.stringValue == "take" }
        XCTAssertEqual(take?["text"]?.stringValue, "خذ 100 تذكرة.", "the layout query says the form shown")
        XCTAssertEqual(label.spokenControl.name, "خذ 100 تذكرة.", "and so does speech")
    }

    func testAFileWithoutLanguagesFollowsEnglishAndDecimalsAreOther() async throws {
        let screen = try Screen.parse("""
        root:
          type: column
          children:
            - {type: label, id: w, text: {one: "{kg} kilogram", other: "{kg} kilograms"}}
            - {type: ruler, id: kg, accessibilityLabel: Weight, min: 0, max: 5, step: 0.5, value: 1}
        """, file: "w.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 600), theme: screen.theme)
        scene.layoutIfNeeded()
        let label = try XCTUnwrap(screen.app.widgetsByID["w"] as? Label)
        XCTAssertEqual(label.text, "1.0 kilograms", "1.0 shows a decimal: other, as CLDR says for English")
        try XCTUnwrap(screen.app.widgetsByID["kg"]).setValue(.number(2.5))
        for i in 1...180 { scene.advance(to: Double(i) / 60); _ = scene.render() }
        XCTAssertEqual(label.text, "2.5 kilograms")
    }

    private func problems(_ yaml: String) -> [String] {
        do { _ = try Screen.parse(yaml, file: "p.yaml"); return [] } catch let e as ScreenError {
            return e.issues.map(\.description)
        } catch { return ["\(error)"] }
    }

    func testMistakesAreNamedAtTheirLineWithTheFix() async throws {
        let ruler = "\n    - {type: ruler, id: n, accessibilityLabel: N, min: 0, max: 9, value: 1}"
        func column(_ label: String) -> String { "root:\n  type: column\n  children:\n    - \(label)" + ruler }
        XCTAssertEqual(problems(column("{type: label, text: {one: \"a {n}\"}}")),
                       ["p.yaml:4: text: plural forms need other, the form for every number the others do not take; add e.g. other: \"{tickets} tickets\""])
        XCTAssertEqual(problems(column("{type: label, text: {one: a, other: b}}")),
                       ["p.yaml:4: text: plural forms are chosen by the number a {ID} shows, but the default language's other text shows none; write it with the control's value, e.g. other: \"{tickets} tickets\""])
        XCTAssertEqual(problems(column("{type: picker, options: [{one: a, other: b}]}")),
                       ["p.yaml:4: options: plural forms ({one: …, other: …}) are for a text that shows a control's value, a label's text or a button's title; write one text here"])
        XCTAssertEqual(problems(column("{type: label, text: {one: \"a {m}\", other: \"{n} b\"}}")).count, 1, "the ids of every form are checked")
    }

    func testCheckWarnsAboutFormsTheLanguageDoesNotUse() async throws {
        let screen = try Screen.parse("""
        languages: [en, ar]
        root:
          type: column
          children:
            - type: button
              title:
                en: {one: "{n} day", few: "{n} days", other: "{n} days"}
                ar: {one: "يوم", other: "{n} أيام"}
            - {type: ruler, id: n, accessibilityLabel: N, min: 0, max: 9, value: 1}
        """, file: "p.yaml")
        XCTAssertEqual(screen.pluralWarnings.map { $0.warning(file: "p.yaml") }, [
            "p.yaml:7: title: warning: language \"en\" has no few form (its forms: one, other), so this text never shows; remove it",
            "p.yaml:8: title: warning: language \"ar\" uses the zero form (its forms: zero, one, two, few, many, other); numbers of it show the other text until you add zero: …",
            "p.yaml:8: title: warning: language \"ar\" uses the two form (its forms: zero, one, two, few, many, other); numbers of it show the other text until you add two: …",
            "p.yaml:8: title: warning: language \"ar\" uses the few form (its forms: zero, one, two, few, many, other); numbers of it show the other text until you add few: …",
            "p.yaml:8: title: warning: language \"ar\" uses the many form (its forms: zero, one, two, few, many, other); numbers of it show the other text until you add many: …",
        ])
    }

    func testAMissingPluralTranslationNamesThePoEntryToAdd() async throws {
        let screen = try Screen.parse("""
        languages: [en, de]
        root:
          type: column
          children:
            - {type: label, text: {one: "{n} day", other: "{n} days"}}
            - {type: ruler, id: n, accessibilityLabel: N, min: 0, max: 9, value: 1}
        """, file: "p.yaml")
        XCTAssertEqual(screen.missingTranslations.filter { $0.field == "text" }.map { $0.warning(file: "p.yaml") }, [
            "p.yaml:5: text: warning: the plural forms \"{n} day\" are not translated into language \"de\", so they show in the default language there; give the de forms in the mapping, or add msgid \"{n} day\", msgid_plural \"{n} days\" and msgstr[0] … to p.de.po",
        ])
    }

    func testPoPluralEntriesAreReadAndTheirMistakesPlaced() throws {
        let catalog = try POCatalog(parsing: Self.po["ru"]!)
        XCTAssertEqual(catalog.plural("Please take your ticket")?.forms.count, 3)
        XCTAssertEqual(catalog.pluralForms?.count, 3)
        func problem(_ text: String) -> String {
            do { _ = try POCatalog(parsing: text); return "accepted" } catch { return error.description }
        }
        let entry = "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"x\"\nmsgstr[1] \"y\"\n"
        XCTAssertEqual(problem(entry), "line 1: a plural entry (msgid_plural) needs the header's Plural-Forms; add \"Plural-Forms: nplurals=2; plural=(n != 1);\\n\" (your language's) to the msgstr of msgid \"\"")
        let header = "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: x\\n\"\n\"Plural-Forms: nplurals=3; plural=n%3;\\n\"\n\n"
        XCTAssertEqual(problem(header + entry), "line 6: this plural entry has 2 msgstr[k], but Plural-Forms says nplurals=3; give msgstr[0] … msgstr[2]")
        XCTAssertEqual(problem(header.replacingOccurrences(of: "n%3", with: "n ** 2") + entry),
                       "line 4: Plural-Forms: \"*\" where a value (n, a number or a parenthesis) belongs")
        XCTAssertEqual(problem("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=n!=1;\\n\"\n\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[1] \"x\"\n"),
                       "line 6: msgstr[1] out of order; a plural entry gives msgstr[0], msgstr[1] … in turn, here msgstr[0]")
        let fuzzy = try POCatalog(parsing: "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=n!=1;\\n\"\n\n#, fuzzy\n" + entry.replacingOccurrences(of: "\n", with: "\n"))
        XCTAssertNil(fuzzy.plural("a"), "a fuzzy plural entry is not used")
        XCTAssertEqual(fuzzy.fuzzy["a"], 5)
    }

    func testTheParkingMetersArabicCountsMinutesInTheFormTheNumberTakes() async throws {
        let meter = try Screen.load(path: DemoLanguageTests.meterFile)
        XCTAssertEqual(meter.pluralWarnings, [], "every Arabic form is given")
        let scene = Scene(root: meter.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: meter.theme)
        scene.layoutIfNeeded()
        try meter.app.setLanguage(named: "ar")
        let ruler = try XCTUnwrap(meter.app.widgetsByID["minutes"] as? RulerWheel)
        let summary = try XCTUnwrap(meter.app.widgetsByID["summary"] as? Label)
        var t = 0.0
        func shown(_ minutes: Int) throws -> String {
            try ruler.setValue(.number(Double(minutes)))
            for _ in 0..<240 { t += 1.0 / 60; scene.advance(to: t); _ = scene.render() }
            return summary.text
        }
        XCTAssertEqual(try [60, 105, 210, 240].map(shown), ["60 دقيقة في المنطقة B", "105 دقائق في المنطقة B",
                                                          "210 دقائق في المنطقة B", "240 دقيقة في المنطقة B"])
        try meter.app.setLanguage(named: "en")
        XCTAssertEqual(try shown(105), "105 min in Zone B", "English writes a unit")
    }

    func testSwiftWritesPluralFormsInTheFilesShape() async throws {
        let description = KUI.App(languages: KUI.Languages(["en", "ar"])) {
            KUI.Column {
                KUI.Label(KUI.Plural(["en": KUI.Plural(one: "{n} day", other: "{n} days"),
                                      "ar": KUI.Plural(zero: "لا أيام", one: "يوم", two: "يومان", few: "{n} أيام", many: "{n} يومًا", other: "{n} يوم")]),
                          id: "days")
                KUI.Button(KUI.Plural(one: "Buy one", other: "Buy {n}"), id: "buy")
                KUI.Ruler(id: "n", min: 0, max: 20, value: 1).accessibilityLabel("N")
            }
        }
        let screen = try description.screen()
        XCTAssertEqual(screen.pluralWarnings, [])
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 600), theme: screen.theme)
        scene.layoutIfNeeded()
        let days = try XCTUnwrap(screen.app.widgetsByID["days"] as? Label)
        let buy = try XCTUnwrap(screen.app.widgetsByID["buy"] as? Button)
        XCTAssertEqual([days.text, buy.title], ["1 day", "Buy one"])
        try XCTUnwrap(screen.app.widgetsByID["n"]).setValue(.number(3))
        for i in 1...240 { scene.advance(to: Double(i) / 60); _ = scene.render() }
        XCTAssertEqual([days.text, buy.title], ["3 days", "Buy 3"])
        try screen.app.setLanguage(named: "ar")
        _ = scene.render()
        XCTAssertEqual(days.text, "3 أيام")
        XCTAssertThrowsError(try KUI.App { KUI.Label(KUI.Plural(one: "a", other: "b")) }.validate(), "other shows no {ID}")
    }
}
