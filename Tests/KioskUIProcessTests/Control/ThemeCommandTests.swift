import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// `{"theme":"high-contrast"}` switches the theme at run time; `{"theme":"screen"}` switches back.
@MainActor final class ThemeCommandTests: XCTestCase {
    func testTheLineParsesToTheThemeItNames() async throws {
        let lines = try Script.parse("""
        {"at":0,"theme":"high-contrast"}
        {"at":1,"theme":"standard"}
        {"at":2,"theme":"screen"}
        """, file: "s.jsonl")
        XCTAssertEqual(lines.map(\.action), [.theme(.builtIn(.highContrast)), .theme(.builtIn(.standard)), .theme(.screen)])
    }

    func testAnUnknownThemeIsRefusedWithTheNames() async throws {
        XCTAssertThrowsError(try Script.parse(#"{"at":0,"theme":"dark"}"#, file: "s.jsonl")) { error in
            XCTAssertTrue("\(error)".contains(#""standard", "high-contrast", "screen""#), "\(error)")
        }
        XCTAssertThrowsError(try Script.parse(#"{"at":0,"theme":1}"#, file: "s.jsonl"))
    }

    func testTheSceneRedrawsInTheNewThemeAndBack() async throws {
        let screen = try Screen.load(path: TestFiles.screensFolder.appendingPathComponent("parking-meter.yaml").path)
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        func backgroundFill() -> Color? {
            scene.setNeedsDisplayAll()
            return scene.render()?.list.commands.lazy.compactMap { c -> Color? in
                if case let .fill(_, color, _) = c { return color }
                return nil
            }.first
        }
        XCTAssertEqual(backgroundFill(), Color(hex: 0x101820))
        scene.setTheme(ThemeChoice.builtIn(.highContrast).theme(screen: scene.screenTheme))
        XCTAssertEqual(scene.theme.focusRing, Theme.highContrast.focusRing)
        XCTAssertEqual(scene.theme.bodySize, 24, "the meter's larger text stays in high contrast")
        XCTAssertEqual(scene.theme.minTouchTarget, screen.theme.minTouchTarget, "and its larger targets")
        XCTAssertGreaterThan(screen.theme.minTouchTarget, Theme.highContrast.minTouchTarget)
        XCTAssertEqual(backgroundFill(), .black)
        scene.setTheme(ThemeChoice.screen.theme(screen: scene.screenTheme))
        XCTAssertEqual(backgroundFill(), Color(hex: 0x101820), "back to the file's own theme")
    }

    func testAHighContrastButtonTogglesBackOnAScreenWithItsOwnSizes() async throws {
        let screen = try Screen.load(path: TestFiles.screensFolder.appendingPathComponent("parking-meter.yaml").path)
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        scene.perform(.highContrast)
        XCTAssertEqual(scene.theme.background, .black)
        XCTAssertEqual(scene.theme.minTouchTarget, 64, "the meter's own targets stay")
        scene.perform(.highContrast)
        XCTAssertEqual(scene.theme, screen.theme, "the second tap goes back to the meter's own theme")
    }

    func testAReplayedThemeLineChangesTheScreenshot() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let own = dir.appendingPathComponent("own.png").path, high = dir.appendingPathComponent("high.png").path
        let back = dir.appendingPathComponent("back.png").path
        let script = KioskProcess.temporaryFile("theme-\(UUID().uuidString).jsonl", contents: """
        {"at":0,"screenshot":"\(own)"}
        {"at":100,"theme":"high-contrast"}
        {"at":100,"screenshot":"\(high)"}
        {"at":200,"theme":"screen"}
        {"at":200,"screenshot":"\(back)"}
        """)
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "800x480", "--replay", script.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let a = try PNGFile.read(own), b = try PNGFile.read(high), c = try PNGFile.read(back)
        XCTAssertEqual(a[799, 479], Color(hex: 0xF4F5F7), "the demo's light background")
        XCTAssertEqual(b[799, 479], .black, "high contrast: black")
        XCTAssertEqual(c, a, "back to the demo's own theme, pixel for pixel")
    }
}
