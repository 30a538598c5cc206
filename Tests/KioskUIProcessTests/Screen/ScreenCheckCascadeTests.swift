import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `kiosk check`: one mistake, one message, and the same verdict as the schema
/// under the YAML loaders editors use (item 7).
@MainActor
final class ScreenCheckCascadeTests: XCTestCase {
    private func problems(_ yaml: String) -> [String] {
        do { _ = try Screen.parse(yaml, file: "c.yaml"); return [] } catch let e as ScreenError {
            return e.issues.map(\.description)
        } catch { return ["\(error)"] }
    }

    func testAMisspeltTypeIsOneMessageNotOnePerLanguageOfEachTextNamingIt() async {
        let found = problems("""
        languages: [en, de, ar]
        root:
          type: column
          children:
            - {type: rular, id: count, min: 1, max: 10}
            - {type: label, text: {en: "{count} tickets", de: "{count} Karten", ar: "{count} تذاكر"}}
        """)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("c.yaml:5: type: \"rular\" is not a widget type (did you mean \"ruler\"?)"), "\(found)")
    }

    func testATextNamingNoControlIsOneMessageAcrossItsLanguages() async {
        let found = problems("""
        languages: [en, de, ar]
        root: {type: label, text: {en: "{cuont} tickets", de: "{cuont} Karten", ar: "{cuont} تذاكر"}}
        """)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.contains("{cuont} names no control") == true, "\(found)")
    }

    func testAValueIsNotCheckedAgainstARangeThatWasRefused() async {
        let found = problems("root: {type: ruler, id: r, min: 10, max: 1, value: 5}")
        XCTAssertEqual(found, ["c.yaml:1: max: 1 is below min (10); max must be at least min"])
        let inRange = problems("root: {type: ruler, id: r, min: 1, max: 10, value: 50}")
        XCTAssertEqual(inRange.count, 1, "a good range still checks the value: \(inRange)")
        XCTAssertTrue(inRange.first?.contains("value: must be from min to max (1…10), found 50") == true, "\(inRange)")
    }

    func testRefusedLanguagesAreOneMessageNotOnePerPlaceThatNeedsThem() async {
        let found = problems("""
        languages: en
        root:
          type: column
          children:
            - {type: picker, id: lang, kind: language}
            - {type: label, text: {en: Hello, de: Hallo}}
        """)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("c.yaml:1: languages: must be a list of language codes"), "\(found)")
        let without = problems("root: {type: picker, id: lang, kind: language}")
        XCTAssertTrue(without.first?.contains("a language picker needs the file's languages") == true,
                      "without any languages the picker still says what it needs: \(without)")
    }

    func testAYAML11BooleanWordGetsTheFix() async {
        let found = problems("root: {type: button, id: go, title: Go, enabled: yes}")
        XCTAssertEqual(found, [#"c.yaml:1: enabled: must be true or false, found "yes"; screen files are YAML 1.2, where "yes" is text (YAML 1.1 read it as a boolean): write true"#])
    }

    /// A folder with the screen and its `.po` files, checked by `kiosk check`.
    private func check(_ files: [String: String]) throws -> (path: String, folder: String, result: KioskProcess.Result) {
        let dir = KioskProcess.temporaryFolder("cascade")
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        let path = dir + "/s.yaml"
        return (path, dir, try KioskProcess.run(["check", path]))
    }

    func testAFuzzyEntryIsReportedAsFuzzyAndTheCodeNoAsALanguage() async throws {
        let (path, dir, r) = try check([
            "s.yaml": "languages: [en, de, \"no\"]\nroot: {type: label, text: Pay}\n",
            "s.de.po": "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#, fuzzy\nmsgid \"Pay\"\nmsgstr \"Zahlen\"\n",
        ])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(path):2: text: warning: the translation of \"Pay\" into language \"de\" (\(dir)/s.de.po:5) is marked fuzzy, so it is not used"), r.stderr)
        XCTAssertFalse(r.stderr.contains("into language \"de\", so"), "not also called untranslated: \(r.stderr)")
        XCTAssertTrue(r.stderr.contains("\(path):2: text: warning: \"Pay\" is not translated into language \"no\""), r.stderr)
        XCTAssertFalse(r.stderr.contains("no no "), r.stderr)
    }

    func testTheSchemaUnderAYAML11LoaderAndCheckAgreeOnTheCodeNo() async throws {
        let dir = KioskProcess.temporaryFolder("yaml11")
        let path = dir + "/norsk.yaml"
        try """
        languages: [en, no]
        root:
          type: column
          children:
            - {type: label, text: {en: Pay, no: Betal}}
            - {type: button, id: norsk, title: {en: Norwegian, no: Norsk}, language: no}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let checked = try KioskProcess.run(["check", path])
        XCTAssertEqual(checked.status, 0, checked.stderr)
        let schema = try ScreenSchemaTests.schemaFile(in: dir)
        XCTAssertEqual(try ScreenSchemaTests.verdicts([path], schema: schema, dir: dir), ["ok"],
                       "PyYAML reads no as false; the schema takes it as the language code")
        XCTAssertTrue(ScreenSchema.yamlVersionNote.contains("YAML 1.2"))
        XCTAssertEqual(ScreenSchema.make()["$comment"], .string(ScreenSchema.yamlVersionNote))
    }
}
