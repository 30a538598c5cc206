import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Edits of a list's items keep what the customer sees and does: a
/// fling glides on through an `update` or a `remove` (the controller's status pushes arrive at
/// any moment), moved by what the content above moved; and in a grid, the first tile in view
/// keeps its place on screen when tiles above it go or come, even when the lines reflow.
@MainActor
final class DataListMotionTests: XCTestCase {
    private func walk() throws -> KeyWalk {
        let screen = try Screen.load(path: DataListTests.fixture)
        return try KeyWalk(screen, device: .keys, measurer: SDLTestBackend.open().measurer, size: Size(800, 480))
    }

    private func list(_ w: KeyWalk, _ id: String = "menu") throws -> DataList { try XCTUnwrap(w.scene.widget(id: id) as? DataList) }

    private func items(_ n: Int) -> [ListItem] {
        (0..<n).map { ListItem(key: "i\($0)", fields: [.init(name: "title", text: "Item \($0 + 1)"), .init(name: "price", text: "1.50")]) }
    }

    /// A run of the fixture with 10,000 items in `menu`, flung upwards and left gliding.
    private func flung() throws -> (KeyWalk, DataList) {
        let w = try walk()
        let menu = try list(w)
        try w.command(.set(id: "menu", .list(.replace(ListData(items(10_000))))))
        try fling(w, menu)
        return (w, menu)
    }

    /// A finger flings `list` upwards (180 px in 70 ms) and lets go; 10 frames of the glide follow.
    private func fling(_ w: KeyWalk, _ list: DataList) throws {
        let x = list.frame.midX - 200, bottom = list.frame.maxY - 10
        try w.runner.apply(.pointer(.down, id: 1, device: .touch, target: .point(Point(x, bottom))), at: w.time)
        for i in 1...4 {
            try w.runner.apply(.pointer(.move, id: 1, device: .touch, target: .point(Point(x, bottom - Double(i) * 45))), at: w.time + Double(i) * 0.016)
        }
        try w.runner.apply(.pointer(.up, id: 1, device: .touch, target: .point(Point(x, bottom - 180))), at: w.time + 0.07)
        w.run(frames: 10)
    }

    /// An edit sent as the controller sends it, in the middle of the motion (no settling after it).
    private func send(_ w: KeyWalk, _ e: ListEdit) throws {
        try w.runner.apply(.set(id: "menu", .list(e)), at: w.time, fromUser: false)
    }

    func testAnUpdateDuringAFlingLetsItGlideOnExactlyAsWithoutIt() async throws {
        let (plain, plainMenu) = try flung()
        let (pushed, menu) = try flung()
        let at = menu.offset
        XCTAssertEqual(at, plainMenu.offset, "two runs of the same fling")
        XCTAssertTrue(menu.scroller.isSettling, "the fling still glides when the update comes")
        // A status push for an item far out of view, then one for an item in view.
        try send(pushed, .update([ListItem(key: "i9000", fields: [.init(name: "price", text: "9.99")])]))
        pushed.run(frames: 1); plain.run(frames: 1)
        let shown = try XCTUnwrap(menu.shownRows.first?.shown?.key)
        try send(pushed, .update([ListItem(key: shown, fields: [.init(name: "price", text: "0.10")])]))
        pushed.run(frames: 19); plain.run(frames: 19)
        XCTAssertGreaterThan(menu.offset, at + 50, "the glide goes on after the updates (it stopped dead at \(at))")
        XCTAssertEqual(menu.offset, plainMenu.offset, accuracy: 0.001, "the same glide as without the updates")
        pushed.settle(); plain.settle()
        XCTAssertEqual(menu.offset, plainMenu.offset, accuracy: 0.001, "and it comes to rest at the same place")
    }

    func testARemoveAboveDuringAFlingMovesTheGlideByWhatWentAndItGoesOn() async throws {
        let (plain, plainMenu) = try flung()
        let (pushed, menu) = try flung()
        let line = menu.heights.height(of: 0)
        let at = menu.offset
        try send(pushed, .remove(["i0", "i1", "i2"]))
        pushed.run(frames: 1); plain.run(frames: 1)
        XCTAssertEqual(menu.offset, plainMenu.offset - 3 * line, accuracy: 0.5, "the content moved up by the three lines that went, no jump back")
        pushed.run(frames: 19); plain.run(frames: 19)
        XCTAssertGreaterThan(menu.offset, at - 3 * line + 50, "the glide goes on after the remove")
        XCTAssertEqual(menu.offset, plainMenu.offset - 3 * line, accuracy: 0.5, "at the speed it had")
        // Taken out below the view while it glides: it goes on, and rests inside the shorter list.
        try send(pushed, .remove((9_000..<10_000).map { "i\($0)" }))
        pushed.run(frames: 5); plain.run(frames: 5)
        XCTAssertEqual(menu.offset, plainMenu.offset - 3 * line, accuracy: 0.5)
        pushed.settle()
        XCTAssertLessThanOrEqual(menu.offset, menu.contentHeight - menu.frame.height + 0.5)
    }

    // MARK: A grid

    /// The fixture's `tiles` grid (5 columns at 800 px) with `n` tiles, scrolled so `key` is in view.
    private func grid(_ n: Int, at key: String) throws -> (KeyWalk, DataList) {
        let w = try walk()
        try w.command(.set(id: "tabs", .value(1)))
        let tiles = try list(w, "tiles")
        let items = (0..<n).map {
            ListItem(key: "t\($0)", fields: [.init(name: "title", text: $0 % 7 == 3 ? "Green tea with jasmine blossoms from the hills" : "Bike \($0)"),
                                             .init(name: "price", text: "2.40"), .init(name: "image", text: "images/square.svg")])
        }
        try w.command(.set(id: "tiles", .list(.replace(ListData(items)))))
        try w.command(.set(id: "tiles", .list(.scrollTo(key))))
        return (w, tiles)
    }

    /// Each tile in view, by key, with its frame.
    private func onScreen(_ tiles: DataList) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for r in tiles.shownRows where r.frame.intersects(tiles.frame) { out[r.shown!.key] = r.frame }
        return out
    }

    func testTilesTakenOutOrPutInAboveTheViewLeaveTheFirstTileInViewWhereItIs() async throws {
        let (w, tiles) = try grid(300, at: "t152")
        XCTAssertEqual(tiles.columns, 5)
        func place(of k: String) -> Rect? { tiles.items.firstIndex { $0.key == k }.flatMap(tiles.itemFrame) }
        /// The first tile in view, and its height on screen.
        func first() throws -> (key: String, y: Double) {
            let i = try XCTUnwrap(tiles.firstVisibleItem)
            return (tiles.items[i].key, try XCTUnwrap(tiles.itemFrame(i)?.minY))
        }

        // Two tiles above go: the lines reflow, the first tile in view stays at its height on screen.
        var a = try first()
        try w.command(.set(id: "tiles", .list(.remove(["t3", "t7"]))))
        XCTAssertEqual(place(of: a.key)?.minY, a.y, "the first tile in view stays on its line on screen")

        // Three come above it: the same.
        a = try first()
        let news = (0..<3).map { ListItem(key: "n\($0)", fields: [.init(name: "title", text: "New \($0)"), .init(name: "image", text: "images/square.svg")]) }
        try w.command(.set(id: "tiles", .list(.insert(news, before: "t0"))))
        XCTAssertEqual(place(of: a.key)?.minY, a.y)

        // A whole line's worth above goes: nothing reflows, every tile in view keeps its place.
        let before = onScreen(tiles)
        XCTAssertGreaterThan(before.count, 5)
        try w.command(.set(id: "tiles", .list(.remove(["t10", "t11", "t12", "t13", "t14"]))))
        XCTAssertEqual(onScreen(tiles), before, "a tile in view moved")

        // Tiles taken out above while the grid glides (a status push): in that frame the first
        // tile in view is where it was, and the glide goes on.
        try fling(w, tiles)
        XCTAssertTrue(tiles.scroller.isSettling)
        a = try first()
        try w.runner.apply(.set(id: "tiles", .list(.remove(["t20", "t21"]))), at: w.time, fromUser: false)
        XCTAssertEqual(place(of: a.key)?.minY, a.y, "the first tile in view stays while the grid glides")
        let at = tiles.offset
        w.run(frames: 10)
        XCTAssertGreaterThan(tiles.offset, at + 20, "the glide goes on after the remove (it stopped at \(at))")
    }

    func testAnUpdateOfATileWhileTheGridGlidesChangesNothingOfTheGlide() async throws {
        let (plain, plainTiles) = try grid(300, at: "t60")
        let (pushed, tiles) = try grid(300, at: "t60")
        let height = tiles.contentHeight
        try fling(plain, plainTiles)
        try fling(pushed, tiles)
        XCTAssertTrue(tiles.scroller.isSettling)
        try pushed.runner.apply(.set(id: "tiles", .list(.update([ListItem(key: "t3", fields: [.init(name: "price", text: "0.00")])]))),
                                at: pushed.time, fromUser: false)
        XCTAssertEqual(tiles.contentHeight, height, "the lines keep their measured heights: the scroll bar does not move")
        for _ in 0..<3 {
            pushed.run(frames: 5); plain.run(frames: 5)
            XCTAssertEqual(tiles.offset, plainTiles.offset, accuracy: 0.001, "the same glide as without the update")
        }
    }
}
