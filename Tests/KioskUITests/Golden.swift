import Foundation
import XCTest
@testable import KioskUI

/// Golden-image comparison. A golden is a PNG under Tests/KioskUITests/Goldens rendered headless with
/// SDL's software renderer. To regenerate after an intended change of look:
///     KIOSK_UPDATE_GOLDENS=1 swift test --filter Golden
/// then look at the new PNGs before committing them.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    /// Largest per-channel difference that still counts as the same pixel (anti-aliasing, rounding).
    static let tolerance = 24
    /// Share of pixels that may differ beyond the tolerance.
    static let maxDifferentShare = 0.005

    static func check(_ image: RasterImage, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = directory.appendingPathComponent(name + ".png").path
        let actualPath = FileManager.default.temporaryDirectory.appendingPathComponent("actual-" + name + ".png").path
        try PNGFile.write(image, to: actualPath)
        if ProcessInfo.processInfo.environment["KIOSK_UPDATE_GOLDENS"] == "1" || !FileManager.default.fileExists(atPath: path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGFile.write(image, to: path)
            if ProcessInfo.processInfo.environment["KIOSK_UPDATE_GOLDENS"] != "1" {
                XCTFail("golden \(name).png did not exist; written now — look at it and commit it", file: file, line: line)
            }
            return
        }
        let expected = try PNGFile.read(path)
        let diff = image.difference(from: expected, tolerance: tolerance)
        XCTAssertLessThanOrEqual(diff, maxDifferentShare,
                                 "\(name): \(String(format: "%.2f", diff * 100))% of pixels differ; actual image at \(actualPath)",
                                 file: file, line: line)
    }
}
