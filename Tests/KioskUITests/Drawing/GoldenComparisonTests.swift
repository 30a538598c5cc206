import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// The golden comparison itself (Golden.swift): it accepts the image it was made from and
/// rejects a small drawing mistake a user would see, the segmented picker's 4 px marker drawn
/// under the wrong segment, which the earlier rule (0.5 % of the pixels past 24 per channel)
/// let through whenever the marker was shorter than about 240 px.
@MainActor
final class GoldenComparisonTests: XCTestCase {
    /// The demo in English at 800×480 as `lang-demo-en-800` shows it, with `edit` applied to the
    /// frame's draw list before it is drawn.
    private func renderDemo(_ edit: (inout DrawList, Theme) throws -> Void = { _, _ in }) throws -> RasterImage {
        let backend = try SDLTestBackend.open(800, 480)
        let screen = try Screen.load(path: TestFiles.screensFolder.appendingPathComponent("demo.yaml").path)
        let scene = Scene(root: screen.root, measurer: backend.measurer, size: backend.size, theme: screen.theme)
        try screen.app.setLanguage(named: "en")
        scene.layoutIfNeeded()
        scene.advance(to: 10)
        scene.setNeedsDisplayAll()
        var frame = try XCTUnwrap(scene.render())
        try edit(&frame.list, screen.theme)
        backend.present(frame.list, damage: frame.damage)
        return try backend.capture()
    }

    private func golden() throws -> RasterImage {
        try PNGFile.read(Golden.directory.appendingPathComponent("lang-demo-en-800.png").path)
    }

    func testTheSceneTheGoldenWasMadeFromPasses() async throws {
        let diff = Golden.difference(try renderDemo(), from: try golden())
        XCTAssertTrue(diff.isAcceptable, "\(diff)")
        XCTAssertEqual(diff.pixels, 0, "the same renderer draws the same pixels")
    }

    func testAMarkerUnderTheNextSegmentFails() async throws {
        var moved: Rect?
        let wrong = try renderDemo { list, theme in
            // The first marker: a fill of the marker's height in the accent colour. Each segment is
            // the marker's width plus 8 px either side, so one segment on is width + 16.
            let i = try XCTUnwrap(list.commands.firstIndex {
                if case .fill(let r, let c, _) = $0 { return r.height == SegmentRow.markerHeight && c == theme.accent }
                return false
            }, "the picker's marker is in the draw list")
            guard case .fill(let r, let c, let radius) = list.commands[i] else { return }
            let shifted = Rect(x: r.minX + r.width + 16, y: r.minY, width: r.width, height: r.height)
            list.commands[i] = .fill(shifted, color: c, radius: radius)
            moved = shifted
        }
        XCTAssertNotNil(moved)
        let expected = try golden()
        let diff = Golden.difference(wrong, from: expected)
        XCTAssertFalse(diff.isAcceptable, "a marker under the wrong segment must fail: \(diff)")
        XCTAssertGreaterThan(diff.pixels, Golden.maxDifferentPixels, "\(diff)")
        XCTAssertGreaterThan(diff.worstTile, Golden.maxDifferentPerTile, "\(diff)")

        // The earlier rule (0.5 % of the pixels past 24 per channel, 1,920 here) sat right at this
        // mistake: the demo's marker is long enough to cross it, a narrower picker's is not.
        // The new one rejects it with room to spare, in total and in one tile.
        XCTAssertGreaterThan(diff.pixels, 20 * Golden.maxDifferentPixels, "\(diff)")
    }

    func testAFewScatteredPixelsPassAndAPatchOfThemFails() async throws {
        let expected = try golden()
        func changed(_ points: [(Int, Int)]) -> RasterImage {
            var img = expected
            for (x, y) in points { img.pixels[y * img.width + x] ^= 0x00FF_FFFF }
            return img
        }
        // Rounding: a handful of pixels, far apart.
        XCTAssertTrue(Golden.difference(changed([(3, 3), (200, 40), (400, 300), (790, 470)]), from: expected).isAcceptable)
        // A 4×4 patch: few pixels in all, but together, so something was drawn where it should not be.
        let patch = (0..<4).flatMap { x in (0..<4).map { y in (100 + x, 100 + y) } }
        let diff = Golden.difference(changed(patch), from: expected)
        XCTAssertLessThanOrEqual(diff.pixels, Golden.maxDifferentPixels)
        XCTAssertFalse(diff.isAcceptable, "\(diff)")
        // A different size never matches.
        XCTAssertFalse(Golden.difference(RasterImage(width: 1, height: 1, pixels: [0]), from: expected).isAcceptable)
    }
}
