import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// WCAG AA contrast of every shipped theme, computed from its colours over every pair a widget
/// draws (`Theme.contrastChecks`): 4.5:1 for text, 3:1 for control edges, markers and the focus ring.
@MainActor final class ThemeContrastTests: XCTestCase {
    /// The shipped themes by name: the two built in, and every file's in assets/screens.
    static func shippedThemes() throws -> [(name: String, theme: Theme)] {
        var out: [(String, Theme)] = Theme.builtIn.map { ($0.word, $0.value) }
        for f in TestFiles.screenFiles { out.append((f.lastPathComponent, try Screen.load(path: f.path).theme)) }
        return out
    }

    func testEveryShippedThemeMeetsWCAGAAEverywhere() async throws {
        let themes = try Self.shippedThemes()
        XCTAssertEqual(themes.map(\.name), ["standard", "high-contrast", "attract.yaml", "cafe.yaml", "demo.yaml", "feedback.yaml", "parking-meter.yaml", "thermostat.json"])
        for (name, theme) in themes {
            XCTAssertGreaterThanOrEqual(theme.contrastChecks.count, 18, "\(name): every widget's pairs are checked")
            for c in theme.contrastChecks {
                XCTAssertGreaterThanOrEqual(c.ratio, c.minimum, "\(name): \(c.what) \(String(format: "%.2f", c.ratio)):1")
            }
        }
    }

    /// A standard theme with too little contrast: pale grey captions and ruler numbers, an
    /// amber ring, pale edges and a light menu scrim. The checks must find each of those.
    func testTheCheckerCatchesTheLightThemeAsItWasBefore() async throws {
        var old = Theme.standard
        old.secondaryText = Color(hex: 0x6B7280)
        old.dimmed = Color(hex: 0xB8BEC8)
        old.separator = Color(hex: 0xD4D8DF)
        old.focusRing = Color(hex: 0xF59E0B)
        old.scrim = Color(hex: 0x000000, alpha: 60)
        let failing = old.contrastChecks.filter { !$0.passes }
        XCTAssertEqual(Set(failing.map(\.what)), [
            "picker: other options on background",
            "picker: pressed option on surfacePressed",
            "ruler: numbers before the value, dimmed on surface",
            "focus ring on background",
            "focus ring on surface (a dialog's card, a menu's row)",
            "focus ring next to a menu's highlighted row (surfacePressed)",
            "button and compact picker: edge against background",
            "a dialog's buttons: edge against the dialog's card (surface)",
            "menu: card against the UI under its scrim",
            "progress: track's edge against background",
            "slider: track beyond the thumb, separator on background",
            // The pale separator drew the off switch's and box's edge and the off thumb too.
            "switch and checkbox, off: edge against background",
            "switch, off: thumb separator on surface",
            // …and the text field's box.
            "text field: box edge against background",
            // A list's rows are outlined in the separator, and its scroll bar is dimmed.
            "list: row's edge against background",
            "list: scroll bar, dimmed on background",
            // A rating's stars and faces not chosen are drawn in the separator.
            "rating: other stars and faces, separator on background",
        ])
        let caption = try XCTUnwrap(failing.first { $0.what == "picker: other options on background" })
        XCTAssertEqual(caption.ratio, 4.43, accuracy: 0.01, "#6B7280 on #F4F5F7 just misses 4.5:1")
        XCTAssertEqual(caption.minimum, Contrast.text)
    }

    func testACardWithoutAnOutlineVanishesOnABackgroundOfItsOwnColour() async throws {
        // High contrast draws black surfaces on black: only the white outline shows a card.
        var t = Theme.highContrast
        t.separator = Color(hex: 0x000000)
        let failing = Set(t.contrastChecks.filter { !$0.passes }.map(\.what))
        XCTAssertEqual(failing, ["button and compact picker: edge against background",
                                 "a dialog's buttons: edge against the dialog's card (surface)",
                                 "menu: card against the UI under its scrim",
                                 "dialog: card against the UI under its scrim",
                                 "text field: box edge against background",
                                 "progress: track's edge against background",
                                 "slider: track beyond the thumb, separator on background",
                                 // An off switch or box is outlined, and its thumb drawn, in the separator.
                                 "switch and checkbox, off: edge against background",
                                 "switch, off: thumb separator on surface",
                                 // A list's row is outlined in the separator too.
                                 "list: row's edge against background",
                                 // A rating's symbols not chosen too.
                                 "rating: other stars and faces, separator on background"])
    }

    func testADialogsButtonEdgeIsMeasuredOnTheCardItSitsOn() async throws {
        // The parking meter's edge before: 3.0:1 on its background, but 2.69:1 on the dialog's card.
        var t = Theme.standard
        t.background = Color(hex: 0x101820)
        t.surface = Color(hex: 0x1C2833)
        t.separator = Color(hex: 0x596A7B)
        let card = try XCTUnwrap(t.contrastChecks.first { $0.what == "a dialog's buttons: edge against the dialog's card (surface)" })
        XCTAssertEqual(card.ratio, 2.69, accuracy: 0.01)
        XCTAssertFalse(card.passes)
    }

    func testAMenuCardIsMeasuredAgainstTheUIDimmedByItsScrim() async throws {
        // A white card on a light UI: a light scrim leaves the white buttons under it too close to
        // the card; the standard scrim darkens them enough.
        var t = Theme.standard
        func menuEdge() -> ContrastCheck? { t.contrastChecks.first { $0.what == "menu: card against the UI under its scrim" } }
        XCTAssertEqual(menuEdge()?.passes, true)
        XCTAssertEqual(menuEdge()?.ratio ?? 0, Contrast.ratio(.white, Contrast.composite(t.scrim, over: .white)), accuracy: 1e-12,
                       "the weakest place is over a white surface")
        t.scrim = Color(hex: 0x000000, alpha: 60)
        XCTAssertEqual(menuEdge()?.passes, false)
    }

    func testTheChecksSeeAChangedColour() async throws {
        // A cyan focus ring on the high-contrast theme's black is fine; on white it is not.
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
