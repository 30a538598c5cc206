import Glibc
import XCTest
@testable import KioskUICore

/// The PNG `kiosk fleet shot` takes from a panel: its signature and size checked, written whole,
/// and never through a link or onto a device.
final class FleetScreenshotFileTests: XCTestCase {
    /// A PNG's signature and IHDR chunk for 640x480, then anything.
    static let png: [UInt8] = FleetScreenshotFile.signature + [0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0x02, 0x80, 0, 0, 0x01, 0xE0, 8, 6, 0, 0, 0] + Array("rest".utf8)

    func testTheSignatureAndSizeAreRead() {
        XCTAssertTrue(FleetScreenshotFile.isPNG(Self.png))
        XCTAssertEqual(FleetScreenshotFile.size(of: Self.png)?.width, 640)
        XCTAssertEqual(FleetScreenshotFile.size(of: Self.png)?.height, 480)
        XCTAssertFalse(FleetScreenshotFile.isPNG(Array("GIF89a....".utf8)))
        XCTAssertFalse(FleetScreenshotFile.isPNG(Array(Self.png.prefix(7))))
        XCTAssertNil(FleetScreenshotFile.size(of: Array(Self.png.prefix(20))))
    }

    func testAFileIsReplacedWholeButALinkIsLeftAsItIs() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fleet-shot-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/shot.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        try FleetScreenshotFile.write(Self.png, to: file)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: file))), Self.png)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["shot.png"], "no temporary file is left")

        let target = dir + "/elsewhere"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        let link = dir + "/link.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        XCTAssertThrowsError(try FleetScreenshotFile.write(Self.png, to: link)) { error in
            XCTAssertTrue("\(error)".contains("is a symbolic link"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "keep")
        XCTAssertThrowsError(try FleetScreenshotFile.write(Self.png, to: "/dev/null")) { error in
            XCTAssertTrue("\(error)".contains("'/dev/null' is a character device"), "\(error)")
        }
    }
}
