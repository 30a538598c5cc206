import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A text in a screen file (a label, a title, an option, a translation) is at most 20,000
/// characters, refused beyond at its line with its field; 10,000-character labels are still
/// measured and wrapped. A 4 MiB label used to take 3.9 s and 333 MB.
@MainActor
final class TextLengthLimitTests: XCTestCase {
    func testAnOverlongTranslationInAPOFileIsRefusedAtItsLine() async throws {
        let dir = KioskProcess.temporaryFolder("po-long")
        try "languages: [en, de]\nroot: {type: label, text: Parking}\n".write(toFile: dir + "/s.yaml", atomically: true, encoding: .utf8)
        try "msgid \"Parking\"\nmsgstr \"\"\n\"\(String(repeating: "P", count: 20_001))\"\n".write(toFile: dir + "/s.de.po", atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["check", dir + "/s.yaml"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains(dir + "/s.de.po:2: po: this translation is 20001 characters; a text is at most 20000 characters"), r.stderr)
    }
}
