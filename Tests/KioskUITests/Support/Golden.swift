import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// Golden-image comparison. A golden is a PNG under Tests/KioskUITests/Goldens rendered headless with
/// SDL's software renderer. To regenerate after an intended change of look:
///     KIOSK_UPDATE_GOLDENS=1 swift test --filter Golden
/// then look at the new PNGs before committing them.
///
/// The goldens are drawn by the same software renderer the tests draw with, so they match almost
/// exactly (measured when this rule was set: every golden identical but `sdl-drawlist`, whose 574
/// differing pixels are off by at most 2 per channel). The rule is strict enough that a small
/// drawing mistake fails: a 4 px marker under the wrong segment changes twice its area, in two
/// patches, where the old rule (0.5 % of the pixels past 24 per channel, 1,920 at 800×480)
/// passed any marker shorter than 240 px (GoldenComparisonTests).
enum Golden {
    static let directory = TestFiles.packageRoot.appendingPathComponent("Tests/KioskUITests/Goldens")
    /// Largest per-channel difference that still counts as the same pixel (rounding in blending).
    static let tolerance = 8
    /// Pixels that may differ beyond the tolerance in the whole image.
    static let maxDifferentPixels = 32
    /// Of those, the most that may fall in one `tile`×`tile` square: a few scattered pixels are
    /// rounding, a patch of them is something drawn in the wrong place.
    static let maxDifferentPerTile = 8
    static let tile = 16

    /// How an image differs from its golden.
    struct Difference: CustomStringConvertible {
        /// Pixels whose largest channel difference exceeds the tolerance (Int.max: the sizes differ).
        var pixels = 0
        /// The most of them in one tile, and where that tile starts.
        var worstTile = 0
        var worstTileOrigin = (x: 0, y: 0)

        var isAcceptable: Bool { pixels <= Golden.maxDifferentPixels && worstTile <= Golden.maxDifferentPerTile }

        var description: String {
            pixels == Int.max ? "the sizes differ"
                : "\(pixels) pixels differ by more than \(Golden.tolerance) per channel (at most \(Golden.maxDifferentPixels) may), "
                + "\(worstTile) of them in the \(Golden.tile)×\(Golden.tile) tile at (\(worstTileOrigin.x), \(worstTileOrigin.y)) "
                + "(at most \(Golden.maxDifferentPerTile) may)"
        }
    }

    /// Compares `image` with `expected` pixel by pixel.
    static func difference(_ image: RasterImage, from expected: RasterImage, tolerance: Int = Golden.tolerance) -> Difference {
        guard image.width == expected.width, image.height == expected.height else { return Difference(pixels: Int.max, worstTile: Int.max) }
        let columns = (image.width + tile - 1) / tile
        var perTile = [Int](repeating: 0, count: columns * ((image.height + tile - 1) / tile))
        var result = Difference()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image.pixels[y * image.width + x], b = expected.pixels[y * image.width + x]
                if a == b { continue }
                var worst = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
                guard worst > tolerance else { continue }
                result.pixels += 1
                let t = (y / tile) * columns + x / tile
                perTile[t] += 1
                if perTile[t] > result.worstTile {
                    result.worstTile = perTile[t]
                    result.worstTileOrigin = ((t % columns) * tile, (t / columns) * tile)
                }
            }
        }
        return result
    }

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
        let diff = difference(image, from: try PNGFile.read(path))
        XCTAssertTrue(diff.isAcceptable, "\(name): \(diff); actual image at \(actualPath)", file: file, line: line)
    }
}
