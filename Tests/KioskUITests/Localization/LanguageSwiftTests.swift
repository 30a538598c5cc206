import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// Languages from Swift: `KUI.Languages` with gettext-style tables, a language picker, and
/// `KioskController.language(_:)`, which switches as the command does and hears the same event.
@MainActor
final class LanguageSwiftTests: XCTestCase {
    private func screen() -> KUI.App {
        KUI.App(languages: KUI.Languages(["en", "de"], translations: ["de": ["Pay": "Bezahlen", "Language": "Sprache"]])) {
            KUI.Column {
                KUI.Button("Pay", id: "pay")
                KUI.Picker.languages(id: "lang").accessibilityLabel("Language")
            }
        }
    }

    func testTheControllerSwitchesTheLanguageAndHearsTheEvent() async throws {
        let kiosk = KioskController()
        var heard: [String] = []
        var line = 0
        kiosk.onEvent { e in
            switch e.kind {
            case .ready:
                kiosk.language("de")
                line = #line + 1
                kiosk.language("fr")
            case let .language(code):
                heard.append("\(code) \(code.isRightToLeft) \(kiosk.language?.rawValue ?? "-")")
            default: break
            }
        }
        let dir = KioskProcess.temporaryFolder("swift-language")
        try #"{"at":100,"query":"layout"}"#.write(toFile: dir + "/s.jsonl", atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.driver = .headless
        options.replayPath = dir + "/s.jsonl"
        options.eventsPath = dir + "/events.jsonl"
        XCTAssertEqual(try Kiosk.run(screen(), controller: kiosk, options: options), 0)
        XCTAssertEqual(heard, ["de false de"])
        let events = KioskProcess.events(try String(contentsOfFile: options.eventsPath, encoding: .utf8))
        let layout = try XCTUnwrap(events.first { $0["event"] as? String == "layout" })
        XCTAssertEqual(KioskProcess.nodes(layout)["pay"]?["title"] as? String, "Bezahlen")
        XCTAssertEqual(KioskProcess.nodes(layout)["lang"]?["value"] as? String, "de", "the picker follows, by the code")
        XCTAssertEqual(KioskProcess.nodes(layout)["lang"]?["name"] as? String, "Sprache")
        XCTAssertEqual(events.first { $0["event"] as? String == "error" }?["message"] as? String,
                       "KioskUITests/LanguageSwiftTests.swift:\(line): \"fr\" is not one of this screen's languages; its languages: en, de")
        XCTAssertNil(kiosk.language, "no run goes now")
    }

    func testTablesForALanguageThatIsNotListedAreAMistakeAtTheScreensLine() async throws {
        let line = #line + 1
        let s = KUI.App(languages: KUI.Languages(["en"], translations: ["de": ["Pay": "Bezahlen"]])) { KUI.Label("Pay") }
        XCTAssertThrowsError(try s.validate()) { e in
            XCTAssertEqual("\(e)", "KioskUITests/LanguageSwiftTests.swift:\(line): translations: \"de\" is not one of the languages (en); add it to them, or remove its table")
        }
    }

    func testAPOFileReadsAsATable() async throws {
        let path = KioskProcess.temporaryFile("swift.de.po", contents: "#, fuzzy\nmsgid \"Back\"\nmsgstr \"Zurück\"\n\nmsgid \"Pay\"\nmsgstr \"Bezahlen\"\n").path
        XCTAssertEqual(try KUI.Languages.poFile(path), ["Pay": "Bezahlen"])
        let bad = KioskProcess.temporaryFile("bad.de.po", contents: "msgid \"Pay\"\nmsgstr Bezahlen\n").path
        XCTAssertThrowsError(try KUI.Languages.poFile(bad)) { e in
            XCTAssertTrue("\(e)".hasPrefix("\(bad):2: po: expected a quoted string"), "\(e)")
        }
    }
}
