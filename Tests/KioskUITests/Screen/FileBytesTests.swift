import Foundation
import XCTest
@testable import KioskUICore

/// Bytes a screen file or a `.po` file must not hold, refused at their own line with `kiosk
/// check`: a bad UTF-8 byte (at its own line, not line 1), and a raw control character in a
/// `.po` file (as YAML refuses them, so a NUL never ends up in a title).
@MainActor
final class FileBytesTests: XCTestCase {
    func testControlCharactersInAPOFileAreRefusedButTabsAndWindowsLineEndsAreNot() async throws {
        XCTAssertEqual(try POCatalog(parsing: "msgid \"Pay\"\r\n\tmsgstr \"Be\tzahlen\"\r\n")["Pay"]?.text, "Be\tzahlen")
        for (text, line, says) in [("msgid \"Pay\"\nmsgstr \"\u{1B}[31mBezahlen\"", 2, "U+001B) at column 9"),
                                   ("msgid \"Pay\u{7F}\"\nmsgstr \"x\"", 1, "U+007F) at column 11")] {
            do {
                _ = try POCatalog(parsing: text)
                XCTFail("accepted: \(text)")
            } catch {
                XCTAssertEqual(error.line, line, "\(error)")
                XCTAssertTrue(error.message.contains(says), "\(error)")
            }
        }
    }
}
