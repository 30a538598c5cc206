import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// The fast paths behind the benchmark draw exactly what the plain ones did: opaque fills copied
/// from solid strips (`SolidStrips`) cover exactly their rect inside the clip, whatever their width
/// parity, and pre-tinted corner tiles keep the tile's coverage.
@MainActor
final class BenchFillPathTests: XCTestCase {
    func testOpaqueFillsOfEveryWidthParityCoverExactlyTheirRectInsideTheClip() async throws {
        let backend = try SDLTestBackend.open(200, 120)
        let ground = Color(hex: 0x102030), ink = Color(hex: 0xE0C040)
        let clip = Rect(x: 13, y: 7, width: 170, height: 100)
        for (i, r) in [Rect(x: 5, y: 3, width: 62, height: 48), Rect(x: 71, y: 20, width: 61, height: 90),
                       Rect(x: 140, y: 50, width: 55, height: 17), Rect(x: 20, y: 60, width: 16, height: 33)].enumerated() {
            var l = DrawList()
            l.fill(Rect(x: 0, y: 0, width: 200, height: 120), ground)
            l.append(.pushClip(clip))
            l.fill(r, ink)
            l.append(.popClip)
            backend.present(l, damage: Rect(x: 0, y: 0, width: 200, height: 120))
            let img = try backend.capture()
            let shown = r.intersection(clip)
            for y in 0..<120 {
                for x in 0..<200 {
                    let inside = shown.contains(Point(Double(x) + 0.5, Double(y) + 0.5))
                    if img[x, y] != (inside ? ink : ground) {
                        return XCTFail("rect \(i): pixel (\(x), \(y)) is \(img[x, y]), expected \(inside ? "ink" : "ground")")
                    }
                }
            }
        }
        XCTAssertGreaterThan(backend.executor.strips.totalBytes, 0, "the narrow fills were copied from strips")
    }

    func testTintedTilesKeepTheCoverageAndTakeTheColour() async {
        let white = CornerRaster(radius: 8, stroke: 0).pixels()
        let tinted = ShapeTextures.tinted(white, rgb: 0x1565C0)
        XCTAssertEqual(tinted.map { $0 >> 24 }, white.map { $0 >> 24 })
        XCTAssertTrue(tinted.allSatisfy { $0 & 0xFF_FFFF == 0x1565C0 })
    }
}
