import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A list's edits cost what they name, and a list holds at most `ListData.maxItems` items:
/// rebuilding the key index (and a map of the old keys for the heights) on every `insert`,
/// `remove` and `update` would cost 62 ms an edit line at 100,000 items and about 1 s at a
/// million. `update` changes its items in place, `insert` and
/// `remove` shift the positions the index holds and the lines' heights by what they name, and
/// `items` or `insert` past the limit is refused with an error naming it, changing nothing. What
/// the edits cost is measured by `kiosk bench` (`list-edit-limit`), not here.
@MainActor
final class ListItemLimitTests: XCTestCase {
    private func items(_ n: Int, prefix: String = "i") -> [ListItem] {
        (0..<n).map { ListItem(key: "\(prefix)\($0)", fields: [.init(name: "title", text: "Item \($0 + 1)")]) }
    }

    /// Every key's position is its place in the array, and the keys are `keys`.
    private func assertIndexed(_ d: ListData, _ keys: [String], _ what: String, line: UInt = #line) {
        XCTAssertEqual(d.items.map(\.key), keys, what, line: line)
        for (i, k) in keys.enumerated() where d.position(of: k) != i {
            return XCTFail("\(what): \(k) is at \(i), the index says \(d.position(of: k).map(String.init) ?? "nil")", line: line)
        }
        XCTAssertEqual(d, ListData(d.items), "\(what): the same as the items indexed afresh", line: line)
    }

    /// Edits at the start, the middle and the end, one item and several, a remove of scattered
    /// keys (one given twice) and of the last ones, against a plain array of keys: every key's
    /// position stays true, though the index is shifted in place rather than built again.
    func testEditsKeepEveryPositionTrueWhereverTheyAre() async throws {
        var d = ListData(items(10))
        var model = (0..<10).map { "i\($0)" }
        try d.apply(.insert(items(2, prefix: "a"), before: "i0"))
        model.insert(contentsOf: ["a0", "a1"], at: 0)
        assertIndexed(d, model, "two inserted first")
        try d.apply(.insert(items(3, prefix: "b"), before: "i5"))
        model.insert(contentsOf: ["b0", "b1", "b2"], at: model.firstIndex(of: "i5")!)
        assertIndexed(d, model, "three in the middle")
        XCTAssertEqual(try d.apply(.insert(items(1, prefix: "c"), before: nil)), .inserted(at: 15, count: 1))
        model.append("c0")
        assertIndexed(d, model, "one at the end")
        let gone = ["i3", "a0", "b1", "c0", "i3", "i9"]
        XCTAssertEqual(try d.apply(.remove(gone)), .removed([0, 5, 8, 14, 15]), "ascending, each once")
        model.removeAll { gone.contains($0) }
        assertIndexed(d, model, "scattered ones removed, one given twice")
        XCTAssertEqual(try d.apply(.update([ListItem(key: "b2", fields: [.init(name: "title", text: "Changed"), .init(name: "price", text: "2")])])),
                       .unmoved)
        assertIndexed(d, model, "an update moves nothing")
        XCTAssertEqual(d.items[d.position(of: "b2")!].fields, [.init(name: "title", text: "Changed"), .init(name: "price", text: "2")])
        try d.apply(.remove(model))
        assertIndexed(d, [], "all removed")
        try d.apply(.insert(items(2), before: nil))
        assertIndexed(d, ["i0", "i1"], "inserted into the empty list")
    }

    /// The lines' heights follow their lines through an insert and a remove: measured ones keep
    /// theirs, new ones count the estimate, and the offsets are the sums.
    func testMeasuredHeightsMoveWithTheirLines() async {
        var h = ListHeights(count: 6, estimate: 40)
        h.setMeasured(1, 100)
        h.setMeasured(4, 70)
        h.insert(2, at: 1)
        XCTAssertEqual((0..<8).map(h.height(of:)), [40, 40, 40, 100, 40, 40, 70, 40])
        XCTAssertEqual((0..<8).map(h.isMeasured), [false, false, false, true, false, false, true, false])
        XCTAssertEqual(h.total, 40 * 6 + 100 + 70)
        XCTAssertEqual(h.offset(of: 7), 40 * 5 + 100 + 70)
        h.remove([0, 3, 7])
        XCTAssertEqual(h.count, 5)
        XCTAssertEqual((0..<5).map(h.height(of:)), [40, 40, 40, 40, 70])
        XCTAssertEqual(h.offset(of: 5), 40 * 4 + 70)
        XCTAssertEqual(h.line(at: 165), 4)
    }

    /// A list of the most items takes no more: an `items` line one over the limit and an
    /// `insert` that would pass it each get an error event naming the limit and how many there
    /// would have been, and the list, its selection and its place stay as they were; what fits
    /// is taken.
    func testItemsAndInsertPastTheLimitAreRefusedNamingItAndChangeNothing() async throws {
        let screen = try Screen.load(path: DataListTests.fixture)
        let w = try KeyWalk(screen, device: .keys, measurer: SDLTestBackend.open().measurer, size: Size(800, 480))
        let menu = try XCTUnwrap(w.scene.widget(id: "menu") as? DataList)
        var errors: [String] = []
        func run(_ line: String) {
            w.runner.runCommand(line, line: 1, at: w.time)
            w.settle()
            errors = w.takeEvents().compactMap { if case let .error(m) = $0.kind { return m } else { return nil } }
        }
        func itemsLine(_ n: Int) -> String {
            #"{"set":{"id":"menu","items":["# + (0..<n).map { #"{"key":"k\#($0)"}"# }.joined(separator: ",") + "]}}"
        }
        let max = ListData.maxItems
        run(itemsLine(max))
        XCTAssertEqual(errors, [], "the most items a list holds are taken")
        XCTAssertEqual(menu.items.count, max)
        run(#"{"set":{"id":"menu","value":"k7"}}"#)
        run(#"{"set":{"id":"menu","scrollTo":"k500"}}"#)
        let place = (menu.offset, menu.firstVisibleItem)
        let firstKey = try XCTUnwrap(menu.firstVisibleItem.map { menu.items[$0].key })

        run(#"{"set":{"id":"menu","insert":{"items":[{"key":"new"}],"before":"k0"}}}"#)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.contains(#""insert" of 1 items to the \#(max) there are would make \#(max + 1); a list holds at most \#(max) items, so nothing was changed"#) == true,
                      "\(errors)")
        XCTAssertEqual(menu.items.count, max)
        XCTAssertEqual(menu.items.first?.key, "k0")

        run(itemsLine(max + 1))
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.contains(#""items" gives \#(max + 1) items; a list holds at most \#(max) items, so nothing was changed: send fewer"#) == true,
                      "\(errors)")
        XCTAssertEqual(menu.items.count, max)
        XCTAssertEqual(menu.selection, ["k7"])
        XCTAssertEqual(menu.offset, place.0, "the refused line moved nothing")
        XCTAssertEqual(menu.firstVisibleItem, place.1)

        // Room made by a remove: the insert now fits, at its place.
        run(#"{"set":{"id":"menu","remove":["k1","k2"]}}"#)
        run(#"{"set":{"id":"menu","insert":{"items":[{"key":"new"},{"key":"newer"}],"before":"k0"}}}"#)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(menu.items.count, max)
        XCTAssertEqual(menu.items.prefix(4).map(\.key), ["new", "newer", "k0", "k3"])
        XCTAssertEqual(menu.firstVisibleItem.map { menu.items[$0].key }, firstKey, "the first item in view stays first")
    }
}
