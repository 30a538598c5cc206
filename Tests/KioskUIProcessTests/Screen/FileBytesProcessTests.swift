import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Bytes a screen file or a `.po` file must not hold, refused at their own line with `kiosk
/// check`: a bad UTF-8 byte (at its own line, not line 1), and a raw control character in a
/// `.po` file (as YAML refuses them, so a NUL never ends up in a title).
@MainActor
final class FileBytesProcessTests: XCTestCase {
    private func folder(_ files: [String: [UInt8]]) throws -> String {
        let dir = KioskProcess.temporaryFolder("file-bytes")
        for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        return dir
    }

    private static let screen = Array("""
        languages: [en, de]
        root:
          type: column
          children:
            - {type: label, id: title, text: Parking}
            - {type: button, id: pay, title: Pay}

        """.utf8)

    func testABadUTF8ByteInAScreenFileIsReportedAtItsLine() async throws {
        var bytes = Self.screen
        let line5 = bytes.indices.filter { bytes[$0] == 10 }[3] + 1   // the start of line 5
        bytes.insert(0xE9, at: line5 + 40)   // inside "Parking"
        let dir = try folder(["meter.yaml": bytes])
        let r = try KioskProcess.run(["check", dir + "/meter.yaml"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains(dir + "/meter.yaml:5: file: is not UTF-8 text: the first bad byte (0xE9) is at column 41 of this line"), r.stderr)
    }

    func testABadUTF8ByteInAPOFileIsReportedAtItsLine() async throws {
        let po = Array("msgid \"Parking\"\nmsgstr \"Parken\"\n\nmsgid \"Pay\"\nmsgstr \"Bezahlen".utf8) + [0xFC] + Array("\"\n".utf8)
        let dir = try folder(["meter.yaml": Self.screen, "meter.de.po": po])
        let r = try KioskProcess.run(["check", dir + "/meter.yaml"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains(dir + "/meter.de.po:5: file: is not UTF-8 text: the first bad byte (0xFC) is at column 17 of this line"), r.stderr)
    }

    func testARawNULInAPOFileIsRefusedAtItsLineAsYAMLRefusesIt() async throws {
        let po = Array("msgid \"Parking\"\nmsgstr \"Par".utf8) + [0] + Array("ken\"\n\nmsgid \"Pay\"\nmsgstr \"Bezahlen\"\n".utf8)
        let dir = try folder(["meter.yaml": Self.screen, "meter.de.po": po])
        let r = try KioskProcess.run(["check", dir + "/meter.yaml"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains(dir + "/meter.de.po:2: po: a control character (U+0000, NUL) at column 12"), r.stderr)

        // The same byte in the screen file is refused by YAML, at its line too.
        var yaml = Self.screen
        yaml.insert(0, at: yaml.firstIndex(of: UInt8(ascii: "P"))!)
        let dir2 = try folder(["meter.yaml": yaml])
        let y = try KioskProcess.run(["check", dir2 + "/meter.yaml"])
        XCTAssertEqual(y.status, 3, y.stderr)
        XCTAssertTrue(y.stderr.contains(dir2 + "/meter.yaml:5:"), y.stderr)
    }

}
