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

    /// The `set` fields are the common ones, then each kind's own in the registry's order, and a
    /// `set` line's value for a kind's field is read by that kind: a picker's `options`, an image's
    /// `file` and a list's edits come from their folders, not from a list in Scripting/.
    func testSetFieldsAreTheCommonOnesThenEachKindsOwnReadByItsKind() throws {
        XCTAssertEqual(SetField.names, ["value", "text", "enabled", "hidden", "options", "file", "pictures", "items", "insert", "remove", "update", "scrollTo"])
        XCTAssertEqual(SetField.names, SetField.common + WidgetKinds.screenTypes.flatMap(\.setFields))
        XCTAssertEqual(SetField.owned.map(\.kind.typeName), ["picker", "image", "slideshow", "list", "list", "list", "list", "list"])
        for (name, kind) in SetField.owned {
            let item = JSONValue.object([("key", .string("k")), ("title", .string("T"))])
            let value: JSONValue = switch name {
            case "options": .array([.string("A"), .string("B")])
            case "file": .string("img/logo.png")
            case "pictures": .array([.string("img/a.jpg"), .string("img/b.jpg")])
            case "items", "update": .array([item])
            case "insert": .object([("items", .array([item]))])
            case "remove": .array([.string("k")])
            default: .string("k")
            }
            let line = try Script.setLine(.object([("id", .string("w")), (name, value)]))
            XCTAssertEqual(line, .set(id: "w", try kind.setField(name, value)), name)
            XCTAssertEqual(try kind.setField(name, value).name, name)
        }
        XCTAssertEqual(try PickerKind().setField("options", .array([.string("A"), .string("B")])), .options(["A", "B"]))
        XCTAssertThrowsError(try SliderKind().setField("options", .array([.string("A")])), "a slider declares no options")
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
