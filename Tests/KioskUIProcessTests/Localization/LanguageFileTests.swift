import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A screen file's languages: texts written as maps of translations, `.po` files beside the
/// screen, what falls back to the default language, and the mistakes `kiosk check` names with
/// their line.
@MainActor
final class LanguageFileTests: XCTestCase {
    private func problems(_ yaml: String, file: String = "l.yaml") -> [String] {
        do { _ = try Screen.parse(yaml, file: file); return [] } catch let e as ScreenError {
            return e.issues.map(\.description)
        } catch { return ["\(error)"] }
    }

    private func assertRefused(_ yaml: String, _ says: [String], line: UInt = #line) {
        let found = problems(yaml)
        XCTAssertFalse(found.isEmpty, "accepted:\n\(yaml)", line: line)
        for s in says {
            XCTAssertTrue(found.contains { $0.contains(s) }, "no problem says \(s): \(found)", line: line)
        }
    }

    func testAMapGivesEachLanguageItsTextAndTheDefaultStandsInForTheRest() async throws {
        let screen = try Screen.parse("""
        languages: [en, de, ar]
        root:
          type: column
          children:
            - {type: button, id: pay, title: {en: Pay, de: Bezahlen, ar: ادفع}}
            - {type: label, id: note, text: {en: Thanks, de: Danke}}
        """, file: "l.yaml")
        let texts = screen.app.liveTexts.compactMap { live -> Localized<TextTemplate>? in
            if case let .template(t) = live.source { return t }
            return nil
        }
        XCTAssertEqual(texts.count, 2, "both change with the language")
        let de = try XCTUnwrap(LanguageCode("de")), ar = try XCTUnwrap(LanguageCode("ar"))
        XCTAssertEqual(texts.map { $0.value(in: de).text { $0 } }, ["Bezahlen", "Danke"])
        XCTAssertEqual(texts.map { $0.value(in: ar).text { $0 } }, ["ادفع", "Thanks"], "no Arabic for Thanks: the English")
        XCTAssertEqual((screen.app.widgetsByID["pay"] as? Button)?.title, "Pay", "it starts in the default language")
        XCTAssertEqual(screen.missingTranslations.map { "\($0.line) \($0.field) \($0.language) \($0.text)" }, ["6 text ar Thanks"])
    }

    func testBadMapsAndLanguagesAreRefusedWithTheLineAndTheFix() async throws {
        assertRefused("""
        root: {type: label, text: {en: Hi, de: Hallo}}
        """, ["l.yaml:1: text: a mapping of translations needs the file's languages; list them at the top"])
        for (text, says) in [("{en: Hi, fr: Salut}", "l.yaml:2: text: \"fr\" is not one of the file's languages (en, de); add it to languages"),
                             ("{en: Hi, de: [Hallo]}", "l.yaml:2: text: the de text must be text, found a list; e.g. de: Hello")] {
            assertRefused("languages: [en, de]\nroot: {type: label, text: \(text)}", [says])
        }
        assertRefused("""
        languages: [en, de]
        root: {type: button, title: {de: Los}}
        """, ["l.yaml:2: title: gives no text in en, the default language"])
        assertRefused("""
        languages: [en, english, en]
        root: {type: spacer}
        """, ["l.yaml:1: languages: \"english\" is not a language code", "l.yaml:1: languages: \"en\" is listed twice"])
        assertRefused("languages: en\nroot: {type: spacer}", ["l.yaml:1: languages: must be a list of language codes"])
        assertRefused("""
        languages: [en, ar]
        digits: {ar: roman, fr: latin}
        root: {type: spacer}
        """, ["l.yaml:2: digits: must be one of latin, arabic-indic", "l.yaml:2: digits: \"fr\" is not one of the file's languages"])
        assertRefused("digits: arabic-indic\nroot: {type: spacer}", ["l.yaml:1: digits: needs the file's languages"])
        assertRefused("""
        languages: [en, de]
        root:
          type: column
          children:
            - {type: picker, kind: language, options: [A, B]}
            - {type: button, title: Go, language: fr}
            - {type: picker, options: [{en: Day, de: Tag}, {en: Day, de: Woche}]}
        """, ["l.yaml:5: options: a picker of kind: language lists the file's languages itself",
              "l.yaml:6: language: must be one of the file's languages (en, de) or menu, found \"fr\"",
              "l.yaml:7: options: \"Day\" appears twice"])
        assertRefused("root: {type: picker, kind: language}", ["l.yaml:1: kind: a language picker needs the file's languages"])
    }

    func testATranslatedLiveTextIsCheckedInEveryLanguage() async throws {
        assertRefused("""
        languages: [en, de]
        root:
          type: column
          children:
            - {type: ruler, id: minutes, min: 0, max: 10}
            - type: label
              text:
                en: "{minutes} min"
                de: "{minuten} Min."
        """, ["l.yaml:9: text: {minuten} names no control"])
    }

    /// A folder with the screen and its `.po` files.
    private func folder(_ files: [String: String]) throws -> URL {
        let dir = URL(fileURLWithPath: KioskProcess.temporaryFolder("languages"))
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    static let meter = """
    languages: [en, de, ar]
    root:
      type: column
      children:
        - {type: label, id: title, text: Parking}
        - {type: button, id: pay, title: {en: Pay, de: Jetzt zahlen}}
        - {type: button, id: help, title: Rates}
        - {type: label, id: price, text: "€2.00"}
        - {type: picker, id: zone, accessibilityLabel: Zone, options: [Zone A, Zone B]}
    """

    func testPOFilesBesideTheScreenTranslateItAndAMapWins() async throws {
        let dir = try folder([
            "meter.yaml": Self.meter,
            "meter.de.po": """
            msgid "Parking"
            msgstr "Parken"

            msgid "Pay"
            msgstr "Bezahlen"

            msgid "Rates"
            msgstr "Preise"

            msgid "Zone A"
            msgstr "Zone A"

            msgid "Zone B"
            msgstr "Zone B"

            msgid "Zone"
            msgstr "Zone"
            """,
        ])
        let screen = try Screen.load(path: dir.appendingPathComponent("meter.yaml").path)
        try screen.app.setLanguage(named: "de")
        screen.app.refreshLiveText()
        let w = screen.app.widgetsByID
        XCTAssertEqual((w["title"] as? Label)?.text, "Parken")
        XCTAssertEqual((w["pay"] as? Button)?.title, "Jetzt zahlen", "the file's map wins over the .po")
        XCTAssertEqual((w["help"] as? Button)?.title, "Preise")
        XCTAssertEqual((w["price"] as? Label)?.text, "€2.00")
        let po = dir.appendingPathComponent("meter.ar.po").path
        XCTAssertEqual(screen.missingTranslations.map { $0.warning(file: "meter.yaml") }, [
            "meter.yaml:5: text: warning: \"Parking\" is not translated into language \"ar\", so it shows in the default language there; write the text as a mapping with ar: …, or add msgid \"Parking\" and its msgstr to \(po)",
            "meter.yaml:6: title: warning: \"Pay\" is not translated into language \"ar\", so it shows in the default language there; write the text as a mapping with ar: …, or add msgid \"Pay\" and its msgstr to \(po)",
            "meter.yaml:7: title: warning: \"Rates\" is not translated into language \"ar\", so it shows in the default language there; write the text as a mapping with ar: …, or add msgid \"Rates\" and its msgstr to \(po)",
            "meter.yaml:9: options: warning: \"Zone A\" is not translated into language \"ar\", so it shows in the default language there; write the text as a mapping with ar: …, or add msgid \"Zone A\" and its msgstr to \(po)",
            "meter.yaml:9: options: warning: \"Zone B\" is not translated into language \"ar\", so it shows in the default language there; write the text as a mapping with ar: …, or add msgid \"Zone B\" and its msgstr to \(po)",
            "meter.yaml:9: accessibilityLabel: warning: \"Zone\" is not translated into language \"ar\", so it shows in the default language there; write the text as a mapping with ar: …, or add msgid \"Zone\" and its msgstr to \(po)",
        ], "German is complete; every Arabic text is missing but the price, which has no letters")
    }

    func testKioskCheckListsMissingTranslationsAsWarningsAndAPOMistakeAsAnError() async throws {
        let dir = try folder(["meter.yaml": Self.meter, "meter.de.po": "msgid \"Pay\"\nmsgstr \"Bezahlen\"\n"])
        let path = dir.appendingPathComponent("meter.yaml").path
        let good = try KioskProcess.run(["check", path])
        XCTAssertEqual(good.status, 0, "missing translations are warnings: \(good.stderr)")
        XCTAssertTrue(good.stdout.contains("\(path): ok"), good.stdout)
        XCTAssertTrue(good.stderr.contains("\(path):5: text: warning: \"Parking\" is not translated into language \"de\""), good.stderr)
        XCTAssertTrue(good.stderr.contains("\(path):7: title: warning: \"Rates\" is not translated into language \"ar\""), good.stderr)
        XCTAssertFalse(good.stderr.contains("\"Pay\" is not translated into language \"de\""), "the map gives it")
        XCTAssertFalse(good.stderr.contains("€2.00"), "a price needs no translation")

        try "msgid \"Pay\"\nmsgstr \"Bezahlen\n".write(to: dir.appendingPathComponent("meter.ar.po"), atomically: true, encoding: .utf8)
        let bad = try KioskProcess.run(["check", path])
        XCTAssertEqual(bad.status, 3, bad.stderr)
        XCTAssertTrue(bad.stderr.contains(dir.appendingPathComponent("meter.ar.po").path + ":2: po: the string is not closed"), bad.stderr)
    }

    func testEveryShippedScreenIsFullyTranslated() async throws {
        for url in TestFiles.screenFiles {
            let screen = try Screen.load(path: url.path)
            XCTAssertEqual(screen.missingTranslations.map { $0.warning(file: url.lastPathComponent) }, [], url.lastPathComponent)
        }
    }
}
