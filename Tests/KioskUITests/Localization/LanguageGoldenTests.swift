import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// Golden screenshots of the demo and the parking meter in each of their languages — English,
/// German, Arabic (right to left, joined letters, Arabic-Indic digits in the demo) and Hindi
/// (Devanagari clusters) — at 800×480, headless with the software renderer. A person looked at
/// each before it was committed; regenerate with `KIOSK_UPDATE_GOLDENS=1 swift test --filter
/// LanguageGoldenTests` and look again.
@MainActor
final class LanguageGoldenTests: XCTestCase {
    static let languages = ["en", "de", "ar", "hi"]

    private func render(_ file: String, language: String, _ prepare: (Scene) throws -> Void = { _ in }) throws -> RasterImage {
        let backend = try SDLTestBackend.open(800, 480)
        let screen = try Screen.load(path: TestFiles.screensFolder.appendingPathComponent(file).path)
        let scene = Scene(root: screen.root, measurer: backend.measurer, size: backend.size, theme: screen.theme)
        try screen.app.setLanguage(named: language)
        try prepare(scene)
        scene.layoutIfNeeded()
        scene.advance(to: 10)   // let any slide finish
        scene.setNeedsDisplayAll()
        let frame = try XCTUnwrap(scene.render())
        backend.present(frame.list, damage: frame.damage)
        return try backend.capture()
    }

    func testTheDemoInEachLanguage() async throws {
        for l in Self.languages {
            try Golden.check(try render("demo.yaml", language: l), named: "lang-demo-\(l)-800")
        }
    }

    func testTheDemosSettingsInEachLanguage() async throws {
        for l in Self.languages {
            let img = try render("demo.yaml", language: l) { scene in
                (scene.widget(id: "pages") as? SegmentedPages)?.show(1)
            }
            try Golden.check(img, named: "lang-demo-settings-\(l)-800")
        }
    }

    func testTheParkingMeterInEachLanguage() async throws {
        for l in Self.languages {
            try Golden.check(try render("parking-meter.yaml", language: l), named: "lang-parking-\(l)-800")
        }
    }
}
