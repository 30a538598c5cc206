import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Text follows the language's direction: in Arabic every line a widget draws is a right-to-left
/// paragraph (bidi puts a Latin "B" or a number where an Arabic reader expects it, and the
/// ellipsis on the left), in English and German left to right; and what a label measured is what
/// it draws, in both.
@MainActor
final class TextDirectionTests: XCTestCase {
    private func texts(_ file: String, language: String) throws -> [(String, TextDirection)] {
        let screen = try Screen.load(path: TestFiles.screensFolder.appendingPathComponent(file).path)
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        try screen.app.setLanguage(named: language)
        scene.layoutIfNeeded()
        scene.setNeedsDisplayAll()
        let frame = try XCTUnwrap(scene.render())
        return frame.list.commands.compactMap { c in
            if case let .text(s, _, _, _, d) = c { return (s, d) }
            return nil
        }
    }

    func testEveryLineOfTheParkingMeterIsRightToLeftInArabicOnly() async throws {
        let arabic = try texts("parking-meter.yaml", language: "ar")
        let words = arabic.filter { $0.0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }
        XCTAssertGreaterThanOrEqual(words.count, 5, "the title, the zones, the summary and both buttons: \(arabic.map(\.0))")
        XCTAssertTrue(words.allSatisfy { $0.1 == .rtl }, "\(words)")
        for l in ["en", "de"] {
            XCTAssertTrue(try texts("parking-meter.yaml", language: l).allSatisfy { $0.1 == .ltr }, l)
        }
    }

    func testTheRulersNumbersStayLeftToRightInArabic() async throws {
        let arabic = try texts("demo.yaml", language: "ar")
        let digits = arabic.filter { $0.0.unicodeScalars.allSatisfy { (0x0660...0x0669).contains($0.value) } }
        XCTAssertFalse(digits.isEmpty, "Arabic-Indic numbers under the ticks: \(arabic.map(\.0))")
        XCTAssertTrue(digits.allSatisfy { $0.1 == .ltr }, "numbers grow left to right, as on a physical ruler")
    }
}
