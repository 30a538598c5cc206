import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `kiosk check` warns, at the theme's line, about a screen file's colours under WCAG AA and touch
/// targets under 44 px, without failing the file; the shipped screens give no such warning.
@MainActor final class ThemeWarningTests: XCTestCase {
    static let yaml = """
    # a brand theme with pale secondary text and small targets
    theme:
      secondaryText: "#A0A4AB"
      minTouchTarget: 32
    root:
      type: column
      children:
        - {type: label, text: Hello}
    """

    func testAPaleColourAndSmallTargetsAreWarnedAtTheThemesLine() async throws {
        let screen = try Screen.parse(Self.yaml, file: "brand.yaml")
        let texts = screen.themeWarnings.map { $0.text(file: "brand.yaml") }
        XCTAssertTrue(texts.dropLast().allSatisfy { $0.hasPrefix("brand.yaml:2: theme: warning: ") }, "\(texts)")
        XCTAssertTrue(texts.contains { $0.contains("picker: other options on background is 2.") && $0.contains("WCAG AA asks 4.5:1") }, "\(texts)")
        XCTAssertEqual(texts.last, "brand.yaml:4: theme: warning: minTouchTarget 32 px is under the 44 px a finger needs (WCAG 2.5.5); give at least 44")
    }

    func testKioskCheckPrintsTheWarningsAndStillPasses() async throws {
        let file = KioskProcess.temporaryFile("brand.yaml", contents: Self.yaml)
        let r = try KioskProcess.run(["check", file.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(file.path):4: theme: warning: minTouchTarget 32 px"), r.stderr)
        XCTAssertTrue(r.stderr.contains("\(file.path):2: theme: warning: picker: other options on background"), r.stderr)
    }

    func testTheShippedScreensAndTheBuiltInThemesGiveNoWarning() async throws {
        let folder = TestFiles.screensFolder
        for f in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where f.hasSuffix(".yaml") || f.hasSuffix(".json") {
            let screen = try Screen.load(path: folder.appendingPathComponent(f).path)
            XCTAssertEqual(screen.themeWarnings, [], f)
        }
        for (word, _) in Theme.builtIn {
            XCTAssertEqual(try Screen.parse("theme: \(word)\nroot: {type: label, text: Hi}", file: "t.yaml").themeWarnings, [], word)
        }
    }
}
