import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// Golden screenshots of the on-screen keyboard's layouts at 800×480, headless with the software
/// renderer: English, German, Arabic (its letters shaped alone on their keys) and Hindi (InScript,
/// its vowel signs on dotted circles), the PIN pad's large digits and the plate pad, each up below
/// a field that has focus. A person looked at each before it was committed; regenerate with
/// `KIOSK_UPDATE_GOLDENS=1 swift test --filter KeyboardGoldenTests` and look again.
@MainActor
final class KeyboardGoldenTests: XCTestCase {
    private func render(kind: TextInputKind, language: String, theme: Theme = .standard) throws -> RasterImage {
        let backend = try SDLTestBackend.open(800, 480)
        let field = RecordingEntryField(id: "field", kind: kind)
        let column = Stack(.vertical, spacing: 12, alignment: .leading, padding: Insets(top: 12, left: 12, bottom: 12, right: 12),
                           children: [field])
        let scene = Scene(root: ScrollView(column), measurer: backend.measurer, size: backend.size, theme: theme)
        scene.setLanguage(LanguageCode(language), numbers: .plain)
        scene.layoutIfNeeded()
        scene.focus.setFocus(field, scene: scene)
        scene.layoutIfNeeded()
        scene.advance(to: 10)   // let the slide finish
        scene.setNeedsDisplayAll()
        let frame = try XCTUnwrap(scene.render())
        backend.present(frame.list, damage: frame.damage)
        return try backend.capture()
    }

    func testEachTextLayout() async throws {
        for l in ["en", "de", "ar", "hi"] {
            try Golden.check(try render(kind: .text, language: l), named: "keyboard-\(l)-800")
        }
    }

    func testThePINAndPlatePads() async throws {
        try Golden.check(try render(kind: .pin, language: "en"), named: "keyboard-pin-800")
        try Golden.check(try render(kind: .plate, language: "en"), named: "keyboard-plate-800")
    }

    func testHighContrast() async throws {
        try Golden.check(try render(kind: .text, language: "en", theme: .highContrast), named: "keyboard-en-hc-800")
    }
}

/// The keyboard's colours meet WCAG AA in the standard and the high-contrast theme: each key's
/// text on its fill, pressed or not (4.5:1), and a key's outline against the keyboard (3:1).
final class KeyboardContrastTests: XCTestCase {
    func testEveryKeysTextAndOutlineMeetAA() {
        for (name, th) in [("standard", Theme.standard), ("high contrast", Theme.highContrast)] {
            let pairs: [(String, Color, Color)] = [
                ("letter", th.text, th.surface), ("letter pressed", th.text, th.surfacePressed),
                ("shift, delete, page", th.text, th.surfacePressed), ("Done, shift on", th.accentText, th.accent),
                ("Done pressed", th.accentText, th.pressedAccent),
            ]
            for (what, ink, fill) in pairs {
                XCTAssertGreaterThanOrEqual(Contrast.ratio(ink, fill), 4.5, "\(name): \(what)")
            }
            XCTAssertGreaterThanOrEqual(Contrast.ratio(th.separator, th.background), 3, "\(name): a key's outline")
        }
    }
}
