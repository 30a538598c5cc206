import XCTest
@testable import KioskUI

/// WCAG AA contrast of every shipped theme, computed from its colours over every pair a widget
/// draws (`Theme.contrastChecks`): 4.5:1 for text, 3:1 for control edges, markers and the focus ring.
@MainActor final class ThemeContrastTests: XCTestCase {
    /// The shipped themes by name: the two built in, and every file's in assets/screens.
    static func shippedThemes() throws -> [(name: String, theme: Theme)] {
        var out: [(String, Theme)] = Theme.builtIn.map { ($0.word, $0.value) }
        for f in ScreenFileTests.screenFiles { out.append((f.lastPathComponent, try Screen.load(path: f.path).theme)) }
        return out
    }

    /// Where the light themes miss AA today. Fixing them changes how every light screen looks (a
    /// darker focus ring, borders, grey text), which is a design decision for a later step of issue
    /// 17; until then this list pins them, so no theme gets worse unnoticed and a fix shows here.
    static let knownFailures: [String: Set<String>] = {
        let light: Set<String> = [
            "picker: other options on background",
            "picker: pressed option on surfacePressed",
            "ruler: labels before the value, dimmed on surface",
            "focus ring on background",
            "focus ring on a dialog's card (surface)",
            "menu: focused row surfacePressed on surface",
            "button and compact picker: edge against background",
            "ruler, menu and dialog card: edge against background",
        ]
        return [
            "standard": light,
            "demo.yaml": light,
            "thermostat.json": light.subtracting(["picker: other options on background"]).union([
                "primary button: accentText on accent",
                "compact picker: indicator accent on surface",
                "menu: selected option accent on surface",
                "menu: focused selected option accent on surfacePressed",
            ]),
            "parking-meter.yaml": [
                "ruler: labels before the value, dimmed on surface",
                "menu: focused row surfacePressed on surface",
                "button and compact picker: edge against background",
                "ruler, menu and dialog card: edge against background",
            ],
        ]
    }()

    func testTheHighContrastThemeMeetsWCAGAAEverywhere() async throws {
        for c in Theme.highContrast.contrastChecks {
            XCTAssertGreaterThanOrEqual(c.ratio, c.minimum, c.what)
        }
        XCTAssertGreaterThanOrEqual(Theme.highContrast.contrastChecks.count, 15, "every widget's pairs are checked")
    }

    func testEveryShippedThemeMissesAAOnlyWhereKnown() async throws {
        let themes = try Self.shippedThemes()
        XCTAssertEqual(themes.map(\.name), ["standard", "high-contrast", "demo.yaml", "parking-meter.yaml", "thermostat.json"])
        for (name, theme) in themes {
            let failing = theme.contrastChecks.filter { !$0.passes }
            let shown = failing.map { "\($0.what) \(String(format: "%.2f", $0.ratio)):1" }.joined(separator: "; ")
            XCTAssertEqual(Set(failing.map(\.what)), Self.knownFailures[name] ?? [], "\(name): \(shown)")
        }
    }

    func testTheChecksSeeAChangedColour() async throws {
        // An amber focus ring on the high-contrast theme's black is still fine; on white it is not.
        var t = Theme.highContrast
        t.background = .white
        let ring = t.contrastChecks.first { $0.what == "focus ring on background" }
        XCTAssertEqual(ring?.passes, false)
        XCTAssertEqual(ring?.ratio ?? 0, Contrast.ratio(Color(hex: 0x00E5FF), .white), accuracy: 1e-12)
    }

    func testEveryCheckHasItsOwnName() async throws {
        let names = Theme.standard.contrastChecks.map(\.what)
        XCTAssertEqual(Set(names).count, names.count)
    }
}
