import Foundation
import XCTest
import KioskUITestSupport

/// A text field's `pattern` over a pattern's limits is refused by `kiosk check` and by a start
/// at its line, at once: `(a{1,1000}){1,1000}` would make both eat ~7.9 GB in regcomp
/// (the limits: `TextPatternTests`).
@MainActor
final class TextPatternCheckTests: XCTestCase {
    func testCheckAndAStartRefuseACostlyPatternAtItsLine() async throws {
        let dir = KioskProcess.temporaryFolder("pattern-cost")
        try """
        root:
          type: column
          children:
            - {type: label, text: Plate}
            - type: textField
              id: plate
              pattern: "(a{1,1000}){1,1000}"
        """.write(toFile: dir + "/s.yaml", atomically: true, encoding: .utf8)
        for arguments in [["check", dir + "/s.yaml"], ["run", dir + "/s.yaml", "--driver", "headless"]] {
            let started = Date()
            let r = try KioskProcess.run(arguments)
            XCTAssertEqual(r.status, 3, "\(arguments[0]): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(dir + "/s.yaml:7: pattern: \"(a{1,1000}){1,1000}\" expands to 2003000 parts, over the 1000 allowed"), r.stderr)
            XCTAssertLessThan(Date().timeIntervalSince(started), 10, "\(arguments[0]) refused it before compiling")
        }
    }
}
