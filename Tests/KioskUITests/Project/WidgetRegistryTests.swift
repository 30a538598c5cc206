import XCTest
@testable import KioskUICore

/// The registry (`WidgetKinds`) is what the checker, the schema, the docs, speech and the contrast
/// checks look up: each kind in it once, each role spoken in every language.
final class WidgetRegistryTests: XCTestCase {
    func testEveryScreenTypeHasOneKindAndIsFoundByItsName() {
        let names = WidgetKinds.screenTypes.map(\.typeName)
        XCTAssertEqual(names.count, Set(names).count, "a type named twice: \(names)")
        for name in names {
            XCTAssertEqual(ScreenWidgetType(rawValue: name)?.rawValue, name)
            XCTAssertFalse(ScreenWidgetType(rawValue: name)!.summary.isEmpty, "\(name) has no summary for the docs")
        }
        XCTAssertNil(ScreenWidgetType(rawValue: "sldier"))
    }

    func testEveryRoleIsSpokenInEveryLanguageAndNamedOnce() {
        let roles = WidgetKinds.all.flatMap(\.roles)
        XCTAssertEqual(roles.count, Set(roles.map(\.rawValue)).count, "a role declared twice: \(roles.map(\.rawValue))")
        XCTAssertTrue(roles.contains(.slider) && roles.contains(.menuItem) && roles.contains(.passwordField))
        for role in roles {
            for language in SpokenLanguage.allCases {
                XCTAssertFalse(role.word(language).isEmpty, "\(role.rawValue) has no word in \(language)")
                XCTAssertEqual(SpeechVocabulary.of(language).role(role), role.word(language))
            }
            XCTAssertNotEqual(role.word(.english), role.word(.arabic), "\(role.rawValue) is not translated")
        }
        XCTAssertEqual(SpeechVocabulary.arabic.role(.none), "")
    }

    func testEveryKindWithContrastChecksIsListedOnce() {
        let whats = Theme.standard.contrastChecks.map(\.what)
        XCTAssertEqual(whats.count, Set(whats).count, "a contrast pair listed twice")
        for control in ["label", "picker", "button", "ruler", "progress", "slider", "stepper", "switch", "checkbox", "text field",
                        "list", "dialog", "menu", "rating"] {
            XCTAssertTrue(whats.contains { $0.hasPrefix(control) || $0.contains(" \(control)") }, "no pair of the \(control)")
        }
        XCTAssertEqual(whats.first, "focus ring on background")
    }
}
