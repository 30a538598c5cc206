import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// The byte-bounded LRU and the corner rasterizer, without a renderer.
@MainActor
final class SDLCacheTests: XCTestCase {
    func testLRUEvictsTheLeastRecentlyUsedToStayUnderBudget() async {
        let c = ByteLRUCache<String, Int>(budget: 100)
        c.insert(1, for: "a", cost: 40)
        c.insert(2, for: "b", cost: 40)
        XCTAssertEqual(c["a"], 1)                 // "a" is now the most recent
        c.insert(3, for: "c", cost: 40)           // evicts "b"
        XCTAssertNil(c["b"])
        XCTAssertEqual(c["a"], 1)
        XCTAssertEqual(c["c"], 3)
        XCTAssertEqual(c.totalCost, 80)
        XCTAssertEqual(c.evictions, 1)
        XCTAssertFalse(c.insert(9, for: "huge", cost: 101), "bigger than the budget: not kept")
        XCTAssertEqual(c.count, 2)
        c.insert(4, for: "a", cost: 10)           // replacing updates the cost
        XCTAssertEqual(c.totalCost, 50)
        c.removeAll()
        XCTAssertEqual(c.totalCost, 0)
        XCTAssertEqual(c.count, 0)
    }

    func testLRUWithManyEntriesStaysConsistent() async {
        let c = ByteLRUCache<Int, Int>(budget: 1000)
        for i in 0..<100_000 { c.insert(i, for: i, cost: 7) }
        XCTAssertLessThanOrEqual(c.totalCost, 1000)
        XCTAssertEqual(c.count, 1000 / 7)
        XCTAssertEqual(c[99_999], 99_999)
        XCTAssertNil(c[0])
    }

    func testCornerTileIsSymmetricSolidInsideAndClearOutside() async {
        let tile = CornerRaster(radius: 8, stroke: 0)
        let px = tile.pixels()
        let n = tile.side
        XCTAssertEqual(n, 16)
        func a(_ x: Int, _ y: Int) -> UInt32 { px[y * n + x] >> 24 }
        XCTAssertEqual(a(0, 0), 0, "the very corner is outside")
        XCTAssertEqual(a(8, 8), 255, "the centre is inside")
        XCTAssertEqual(a(0, 8), 255, "the straight edge is solid")
        XCTAssertEqual(a(2, 2), a(n - 3, n - 3), "quadrants mirror")
        XCTAssertTrue((1...254).contains(a(2, 2)), "the curve is anti-aliased")
        XCTAssertEqual(px[0] & 0xFFFFFF, 0xFFFFFF, "tiles are white, tinted when drawn")
        let ring = CornerRaster(radius: 8, stroke: 2).pixels()
        XCTAssertEqual(ring[8 * n + 8] >> 24, 0, "an outline is hollow")
        XCTAssertEqual(ring[8 * n + 0] >> 24, 255)
    }
}
