import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// The third round of fast paths draws what the plain ones did: text copied as an opaque block
/// pre-blended onto a known colour gives exactly the blended pixels; small rounded rects drawn as
/// blocks (`CapRaster`) keep their fill exact and move outline edges by rounding only; the
/// background planned around opaque widgets covers exactly the rest of the damage.
@MainActor
final class BenchBlockPathTests: XCTestCase {
    private let ground = Color(hex: 0xF4F5F7), body = Color(hex: 0xFFFFFF), ink = Color(hex: 0x1C1E23)

    /// A white card with text on it; with `inked`, an outline (in the card's own colour, so no
    /// pixel changes) drawn first marks the text's area as touched, which forces the blended path.
    private func card(inked: Bool) -> DrawList {
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 300, height: 80), ground)
        l.fill(Rect(x: 10, y: 10, width: 280, height: 60), body)
        if inked { l.stroke(Rect(x: 12, y: 12, width: 276, height: 56), body, radius: 0, width: 1) }
        l.text("Chip 07 · 499990", at: Point(24, 26), font: Font(size: 20), color: ink)
        l.text("Bold", at: Point(220, 26), font: Font(size: 20, bold: true), color: Color(hex: 0x1565C0))
        return l
    }

    func testTextCopiedAsAnOpaqueBlockGivesExactlyTheBlendedPixels() async throws {
        let full = Rect(x: 0, y: 0, width: 300, height: 80)
        let blended = try SDLTestBackend.open(300, 80)
        blended.present(card(inked: true), damage: full)
        let opaque = try SDLTestBackend.open(300, 80)
        opaque.present(card(inked: false), damage: full)
        opaque.present(card(inked: false), damage: full)   // the cached block, too
        XCTAssertEqual(try opaque.capture(), try blended.capture())
    }

    func testTheTrackerKnowsTheColourOnlyWhereNothingWasDrawnSince() async {
        var t = BackdropTracker()
        let clip = Rect(x: 0, y: 0, width: 400, height: 300)
        t.paint(Rect(x: 0, y: 0, width: 400, height: 300), radius: 0, rgb: 0xF4F5F7, clip: clip)
        t.paint(Rect(x: 20, y: 20, width: 100, height: 48), radius: 24, rgb: 0xFFFFFF, clip: clip)
        t.outline(Rect(x: 20, y: 20, width: 100, height: 48), radius: 24, width: 1, clip: clip)
        XCTAssertEqual(t.colour(under: Rect(x: 40, y: 32, width: 60, height: 24)), 0xFFFFFF, "inside the pill")
        XCTAssertNil(t.colour(under: Rect(x: 21, y: 21, width: 30, height: 24)), "over the rounded end")
        XCTAssertNil(t.colour(under: Rect(x: 40, y: 20, width: 60, height: 10)), "over the outline")
        XCTAssertNil(t.colour(under: Rect(x: 10, y: 40, width: 150, height: 10)), "across the pill's edge")
        XCTAssertEqual(t.colour(under: Rect(x: 200, y: 100, width: 60, height: 24)), 0xF4F5F7, "on the ground")
        t.ink(Rect(x: 250, y: 110, width: 2, height: 2))
        XCTAssertNil(t.colour(under: Rect(x: 200, y: 100, width: 60, height: 24)), "something was drawn there")
        XCTAssertEqual(t.colour(under: Rect(x: 40, y: 32, width: 60, height: 24)), 0xFFFFFF, "not in the pill")
        var clipped = BackdropTracker()
        clipped.paint(Rect(x: 0, y: 0, width: 400, height: 300), radius: 0, rgb: 1, clip: Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertNil(clipped.colour(under: Rect(x: 90, y: 10, width: 20, height: 20)), "the fill was clipped there")
    }

    func testBlockEndsOfAFillAreItsCornerTilesAndOutlinesCompositeOverTheFill() async {
        let fill: UInt32 = 0x1565C0, outline: UInt32 = 0xD4D8DF
        let plain = CapRaster(height: 48, radius: 10, stroke: 0).pixels(fill: fill, outline: outline)
        let tile = ShapeTextures.tinted(CornerRaster(radius: 10, stroke: 0).pixels(), rgb: fill)
        for y in 0..<10 {
            for x in 0..<10 {
                // (A clear pixel's colour does not matter.)
                let a = plain[y * 20 + x], b = tile[y * 20 + x]
                XCTAssertTrue(a == b || (a >> 24 == 0 && b >> 24 == 0), "(\(x), \(y)): \(a) vs \(b)")
            }
        }
        XCTAssertEqual(plain[24 * 20 + 0], 0xFF00_0000 | fill, "the straight edge between the corners is solid")
        let ring = CapRaster(height: 48, radius: 24, stroke: 1).pixels(fill: 0xFFFFFF, outline: outline)
        XCTAssertEqual(ring[24 * 48 + 0], 0xFF00_0000 | outline, "the outline at the middle of the left end")
        XCTAssertEqual(ring[24 * 48 + 23], 0xFFFF_FFFF, "the fill inside it")
        XCTAssertEqual(ring[0], 0, "the corner of the tile is clear")
        XCTAssertEqual(CapRaster.composite(fill: 255, fillRGB: 0xFFFFFF, outline: 0, outlineRGB: outline), 0xFFFF_FFFF)
        XCTAssertEqual(CapRaster.composite(fill: 0, fillRGB: 0xFFFFFF, outline: 0, outlineRGB: outline), 0)
    }

    func testBlocksDrawChipsAsCornerTilesDidWithinRounding() async throws {
        // The same outlined pill, as a block (48 tall) and, scaled past the block limit, with
        // corner tiles; compared where both are the same shape: the interior and the edges.
        let backend = try SDLTestBackend.open(200, 80)
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 200, height: 80), ground)
        l.fill(Rect(x: 20, y: 16, width: 110, height: 48), body, radius: 24)
        l.stroke(Rect(x: 20, y: 16, width: 110, height: 48), Color(hex: 0xD4D8DF), radius: 24, width: 1)
        backend.present(l, damage: Rect(x: 0, y: 0, width: 200, height: 80))
        let block = try backend.capture()
        // The same list with a no-op between fill and outline: no fusion, so corner tiles.
        var m = DrawList()
        m.fill(Rect(x: 0, y: 0, width: 200, height: 80), ground)
        m.fill(Rect(x: 20, y: 16, width: 110, height: 48), body, radius: 24)
        m.append(.pushClip(Rect(x: 0, y: 0, width: 200, height: 80)))
        m.append(.popClip)
        m.stroke(Rect(x: 20, y: 16, width: 110, height: 48), Color(hex: 0xD4D8DF), radius: 24, width: 1)
        let tiles = try SDLTestBackend.open(200, 80)
        tiles.present(m, damage: Rect(x: 0, y: 0, width: 200, height: 80))
        let plain = try tiles.capture()
        var differing = 0
        for y in 0..<80 {
            for x in 0..<200 {
                let a = block[x, y], b = plain[x, y]
                let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                XCTAssertLessThanOrEqual(d, 3, "(\(x), \(y))")
                if d > 0 { differing += 1 }
            }
        }
        XCTAssertEqual(block[75, 40], body, "the inside is the fill")
        XCTAssertEqual(block[75, 16], Color(hex: 0xD4D8DF), "the top edge is the outline")
        // Only the anti-aliased pixels along the two rounded ends (2π·24 ≈ 151 px of curve, about
        // two pixels across) may differ.
        XCTAssertLessThan(differing, 320, "only anti-aliased outline pixels may differ")
    }

    func testThePlannedBackgroundCoversExactlyTheDamageOutsideTheHoles() async {
        let planner = BackgroundPlanner()
        let d = Rect(x: 0, y: 0, width: 120, height: 90)
        let holes = [Rect(x: 10, y: 10, width: 30, height: 20), Rect(x: 30, y: 20, width: 40, height: 30),
                     Rect(x: 80, y: 10, width: 30, height: 70), Rect(x: 0, y: 85, width: 120, height: 5)]
        planner.begin()
        for h in holes { planner.addHole(h) }
        var list = DrawList()
        planner.appendFills(d, .white, into: &list)
        var count = [Int](repeating: 0, count: 120 * 90)
        for case let .fill(r, _, _) in list.commands {
            for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) { count[y * 120 + x] += 1 } }
        }
        for y in 0..<90 {
            for x in 0..<120 {
                let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                let inHole = holes.contains { $0.contains(p) }
                XCTAssertEqual(count[y * 120 + x], inHole ? 0 : 1, "(\(x), \(y))")
            }
        }
        XCTAssertLessThan(list.commands.count, 12, "bands continuing one another are merged")
    }
}
