import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `theme: high-contrast` in a screen file, a mapping's `base`, and `KUI.Theme.highContrast`.
@MainActor final class ThemeNameTests: XCTestCase {
    func testAThemeNamedByItselfIsThatBuiltInTheme() async throws {
        let s = try Screen.parse("theme: high-contrast\nroot: {type: spacer}", file: "t.yaml")
        XCTAssertEqual(s.theme, Theme.highContrast)
        XCTAssertNil(s.font)
        let light = try Screen.parse(#"{"theme": "standard", "root": {"type": "spacer"}}"#, file: "t.json")
        XCTAssertEqual(light.theme, Theme.standard)
    }

    func testAMappingChangesItsBase() async throws {
        let s = try Screen.parse("""
        theme: {base: high-contrast, accent: "#FFFF00", fontSize: 30}
        root: {type: spacer}
        """, file: "t.yaml")
        XCTAssertEqual(s.theme.accent, Color(hex: 0xFFFF00))
        XCTAssertEqual(s.theme.bodySize, 30)
        XCTAssertEqual(s.theme.background, Theme.highContrast.background, "the rest stays the base's")
        XCTAssertEqual(s.theme.focusRingWidth, Theme.highContrast.focusRingWidth)
        XCTAssertEqual(s.theme.surfaceOutline, Theme.highContrast.surfaceOutline)
    }

    func testAnUnknownNameIsReportedWithTheNames() async throws {
        XCTAssertThrowsError(try Screen.parse("root: {type: spacer}\ntheme: pastel", file: "t.yaml")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("t.yaml:2"), text)
            XCTAssertTrue(text.contains("standard, high-contrast"), text)
            XCTAssertTrue(text.contains("\"pastel\""), text)
        }
        XCTAssertThrowsError(try Screen.parse("theme: {base: dark}\nroot: {type: spacer}", file: "t.yaml")) { error in
            XCTAssertTrue("\(error)".contains("must be one of standard, high-contrast"), "\(error)")
        }
    }

    func testTheSchemaAcceptsWhatTheDecoderAccepts() async throws {
        let dir = KioskProcess.temporaryFolder("theme-schema")
        let root: JSONValue = .object([("type", "spacer")])
        let docs: [JSONValue] = [
            .object([("theme", "high-contrast"), ("root", root)]),
            .object([("theme", .object([("base", "high-contrast"), ("accent", "#FFFF00")])), ("root", root)]),
            .object([("theme", "pastel"), ("root", root)]),
            .object([("theme", .object([("base", "pastel")])), ("root", root)]),
        ]
        let verdicts = try ScreenSchemaTests.verdicts(try ScreenSchemaTests.files(docs, in: dir),
                                                      schema: try ScreenSchemaTests.schemaFile(in: dir), dir: dir)
        XCTAssertEqual(verdicts.map { $0 == "ok" }, [true, true, false, false], "\(verdicts)")
        XCTAssertEqual(docs.map { ScreenSchemaTests.decoderAccepts($0) == nil }, [true, true, false, false])
    }

    func testTheSwiftAPIsHighContrastIsTheFilesTheme() async throws {
        let code = try KUI.App(theme: .highContrast) { KUI.Spacer() }.screen()
        XCTAssertEqual(code.theme, Theme.highContrast)
        let changed = try KUI.App(theme: KUI.Theme(base: .highContrast, accent: KUI.Color(hex: 0xFFFF00))) { KUI.Spacer() }.screen()
        let file = try Screen.parse("theme: {base: high-contrast, accent: \"#FFFF00\"}\nroot: {type: spacer}", file: "t.yaml")
        XCTAssertEqual(changed.theme, file.theme)
    }

    func testCardsAreOutlinedInTheThemesSeparatorColourAsButtonsAre() async throws {
        // The parking meter's dark cards hardly differ from its background: its own separator
        // colour shows where they end.
        let s = try Screen.parse("theme: {separator: \"#596A7B\"}\nroot: {type: spacer}", file: "t.yaml")
        XCTAssertEqual(s.theme.surfaceOutline, Color(hex: 0x596A7B))
        XCTAssertEqual(Theme.highContrast.surfaceOutline, Color.white)
    }
}
