import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `kiosk check --sizes --font-scales` lays every screen, page and language out and reports what a
/// customer would meet, at the file's line.
final class LayoutLintTests: XCTestCase {
    private static let root = TestFiles.packageRoot

    func testTheShippedScreensShowEverythingOnTheUsualPanels() throws {
        let screens = ["demo.yaml", "parking-meter.yaml", "thermostat.json"]
            .map { Self.root.appendingPathComponent("assets/screens/\($0)").path }
        let r = try KioskProcess.run(["check", "--sizes", "800x480,480x800,1920x1080", "--font-scales", "1,2"] + screens)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains(": layout: "), r.stderr)
    }

    func testACutTextInOneLanguageOnOnePageIsReportedAtItsLine() throws {
        let dir = KioskProcess.temporaryFolder("lint")
        let path = dir + "/kiosk.yaml"
        try """
        languages: [en, de]
        root:
          type: pages
          id: pages
          pages:
            - title: {en: Start, de: Start}
              content: {type: label, text: {en: Welcome, de: Willkommen}}
            - title: {en: Help, de: Hilfe}
              content:
                type: column
                children:
                  - {type: label, text: {en: Ask at the desk, de: Fragen Sie bitte am Schalter im Erdgeschoss nach einem Mitarbeiter}}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["check", "--sizes", "480x800", "--font-scales", "1,2", path])
        XCTAssertEqual(r.status, 3, r.stderr)
        let found = r.stderr.split(separator: "\n").filter { $0.contains(": layout: ") }
        XCTAssertFalse(found.isEmpty, r.stderr)
        XCTAssertTrue(found.allSatisfy { $0.hasPrefix("\(path):12: layout: label \"Fragen Sie") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("is cut at 480x800 at font scale 2, de") }, "\(found)")
        XCTAssertFalse(found.contains { $0.contains(", en") }, "English fits: \(found)")
        XCTAssertFalse(r.stdout.contains("ok"), "a file with layout problems is not ok: \(r.stdout)")
        let plain = try KioskProcess.run(["check", path])
        XCTAssertEqual(plain.status, 0, "without --sizes nothing is laid out: \(plain.stderr)")
    }

    /// A bike-rental form at 480x800 and font scale 2 stands its
    /// slider and field under their labels and writes its title smaller, so nothing is reported
    /// there; what is still too narrow to use (a slider on a 160 px split) and a cut placeholder are
    /// reported at their lines.
    func testASliderTooNarrowToUseAndACutPlaceholderAreReportedAtTheirLines() throws {
        let dir = KioskProcess.temporaryFolder("lint-sizes")
        let path = dir + "/kiosk.yaml"
        try """
        root:
          type: column
          spacing: 12
          children:
            - {type: label, text: Stadtbibliothek, style: title}
            - type: row
              spacing: 12
              children:
                - {type: label, text: Rental hours}
                - {type: slider, id: hours, min: 1, max: 8, step: 1, accessibilityLabel: Hours}
            - type: row
              spacing: 12
              children:
                - {type: label, text: Phone}
                - {type: textField, id: phone, placeholder: Telefonnummer}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let fits = try KioskProcess.run(["check", "--sizes", "480x800,800x480", "--font-scales", "1,2", path])
        XCTAssertEqual(fits.status, 0, "stood one under another and the title written smaller, everything fits: \(fits.stderr)")
        XCTAssertFalse(fits.stderr.contains(": layout: "), fits.stderr)

        let narrow = try KioskProcess.run(["check", "--sizes", "160x800", path])
        XCTAssertEqual(narrow.status, 3, narrow.stderr)
        let found = narrow.stderr.split(separator: "\n").filter { $0.contains(": layout: ") }
        XCTAssertTrue(found.contains { $0.hasPrefix("\(path):10: layout: the slider \"hours\" is squashed to ") && $0.contains("too narrow to use (it needs 192 px)") },
                      "\(found)")
        XCTAssertTrue(found.contains { $0.hasPrefix("\(path):15: layout: textField placeholder \"Telefonnummer\" is cut at 160x800 at font scale 1; shorten the placeholder") },
                      "\(found)")
    }

    func testBadPanelsAreRefusedWithTheFix() throws {
        let demo = Self.root.appendingPathComponent("assets/screens/demo.yaml").path
        let size = try KioskProcess.run(["check", "--sizes", "800by480", demo])
        XCTAssertEqual(size.status, 2)
        XCTAssertTrue(size.stderr.contains("--sizes: \"800by480\" is not WxH"), size.stderr)
        let scale = try KioskProcess.run(["check", "--sizes", "800x480", "--font-scales", "9", demo])
        XCTAssertEqual(scale.status, 2)
        XCTAssertTrue(scale.stderr.contains("--font-scales: \"9\" is not a font scale from 0.5 to 4"), scale.stderr)
    }
}
