import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The list: its pure parts on numbers (lazily measured heights, grid columns, the
/// window of lines that exist, placeholders, edits by key), then the widget in a run of
/// Tests/Fixtures/lists.yaml: 10,000 items with a handful of row widgets re-used as it flings,
/// edits that keep the place, selection by touch and keys, a button's tap and a row's menu with
/// the item's key, right to left, speech, the state file, and the fixture through the key walks
/// and the panel matrix.
@MainActor
final class DataListTests: XCTestCase {
    static let fixture = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/lists.yaml").path

    private func walk(_ device: WalkDevice = .keys, size: Size = Size(800, 480), scale: Double = 1,
                      initialValues: [String: JSONValue] = [:], language: String? = nil) throws -> KeyWalk {
        let screen = try Screen.load(path: Self.fixture, initialValues: initialValues)
        if let language { try screen.app.setLanguage(named: language) }
        return try KeyWalk(screen, device: device, measurer: SDLTestBackend.open().measurer, size: size, fontScale: scale)
    }

    private func list(_ w: KeyWalk, _ id: String = "menu") throws -> DataList { try XCTUnwrap(w.scene.widget(id: id) as? DataList) }

    private func items(_ n: Int) -> [ListItem] {
        (0..<n).map { ListItem(key: "i\($0)", fields: [.init(name: "title", text: "Item \($0 + 1)"), .init(name: "price", text: "1.50")]) }
    }

    /// Down and up at `p`; `hold`: frames the finger rests first (30 a half second).
    private func tap(_ w: KeyWalk, at p: Point, hold: Int = 0) throws {
        try w.runner.apply(.pointer(.down, id: 1, device: .touch, target: .point(p)), at: w.time)
        w.settle()
        for _ in 0..<hold { w.settle() }
        try w.runner.apply(.pointer(.up, id: 1, device: .touch, target: .point(p)), at: w.time)
        w.settle()
    }

    // MARK: Pure parts

    func testHeightsCountTheEstimateUntilMeasuredAndFindLinesByOffset() async {
        var h = ListHeights(count: 10_000, estimate: 72)
        XCTAssertEqual(h.total, 720_000)
        XCTAssertEqual(h.offset(of: 3), 216)
        XCTAssertEqual(h.line(at: 215.9), 2)
        XCTAssertEqual(h.line(at: 216), 3)
        XCTAssertEqual(h.setMeasured(1, 100), 28, "a taller line than counted adds what it differs by")
        XCTAssertEqual(h.setMeasured(1, 100), 0, "measured again at the same height: nothing moves")
        XCTAssertEqual(h.offset(of: 3), 244)
        XCTAssertEqual(h.total, 720_028)
        XCTAssertEqual(h.line(at: 171.9), 1)
        XCTAssertEqual(h.line(at: 172), 2)
        XCTAssertEqual(h.line(at: 1e9), 9_999, "beyond the end: the last line")
        h.reshape(count: 10_001) { $0 == 0 ? nil : $0 - 1 }   // one line inserted at the top
        XCTAssertEqual(h.height(of: 2), 100, "a measured line keeps its height when lines move")
        XCTAssertEqual(h.total, 720_100)
    }

    func testGridColumnsAndTheWindowOfLinesThatExist() async {
        XCTAssertEqual(ListGeometry.columns(width: 776, minItemWidth: 130, spacing: 8), 5)
        XCTAssertEqual(ListGeometry.columns(width: 100, minItemWidth: 130, spacing: 8), 1, "never fewer than one")
        XCTAssertEqual(ListGeometry.columns(width: 776, minItemWidth: nil, spacing: 8), 1)
        XCTAssertEqual(ListGeometry.lines(items: 12, columns: 5), 3)
        let h = ListHeights(count: 10_000, estimate: 72)
        XCTAssertEqual(ListGeometry.window(h, offset: 0, viewport: 232, margin: 1), 0..<5)
        XCTAssertEqual(ListGeometry.window(h, offset: 720, viewport: 232, margin: 1), 9..<15)
        XCTAssertEqual(ListGeometry.window(h, offset: 719_768, viewport: 232, margin: 1), 9_995..<10_000)
    }

    func testPlaceholdersFillFromTheItem() async throws {
        let latte = try ListItem.parse(.object([("key", "latte"), ("title", "Latte"), ("price", 3.2), ("new", true)]))
        XCTAssertEqual(ItemPlaceholders.fill("{title} – {price}", from: latte), "Latte – 3.2")
        XCTAssertEqual(ItemPlaceholders.fill("{{braces}} {missing}", from: latte), "{braces} ")
        XCTAssertEqual(ItemPlaceholders.names(in: "{title} {price}"), ["title", "price"])
        XCTAssertEqual(latte.spokenName(["title", "price"]), "Latte, 3.2")
        XCTAssertEqual(TextTemplate.escaped("{title}"), "{{title}}")
        XCTAssertThrowsError(try ListItem.parse(.object([("title", "No key")])))
        XCTAssertThrowsError(try ListItem.parseList(.array([.object([("key", "a")]), .object([("key", "a")])]), field: "items"))
    }

    func testEditsByKeyAndARefusedEditChangesNothing() async throws {
        var d = ListData(items(3))
        try d.apply(.insert([ListItem(key: "new")], before: "i1"))
        XCTAssertEqual(d.items.map(\.key), ["i0", "new", "i1", "i2"])
        try d.apply(.update([ListItem(key: "i2", fields: [.init(name: "price", text: "9.99")])]))
        XCTAssertEqual(d.items[3]["price"], "9.99")
        XCTAssertEqual(d.items[3]["title"], "Item 3", "update keeps the fields it does not give")
        try d.apply(.remove(["i0", "new"]))
        XCTAssertEqual(d.items.map(\.key), ["i1", "i2"])
        let before = d
        XCTAssertThrowsError(try d.apply(.remove(["i1", "nope"])))
        XCTAssertThrowsError(try d.apply(.insert([ListItem(key: "i1")], before: nil)))
        XCTAssertEqual(d, before)
        XCTAssertEqual(try Script.setLine(.object([("id", "menu"), ("remove", ["a", "b"])])), .set(id: "menu", .list(.remove(["a", "b"]))))
        XCTAssertEqual(try Script.setLine(.object([("id", "menu"), ("scrollTo", "a")])), .set(id: "menu", .list(.scrollTo("a"))))
    }

    // MARK: The widget

    func testTenThousandItemsNeedOnlyTheRowsInViewAndFlingReusesThem() async throws {
        let w = try walk()
        let menu = try list(w)
        try w.command(.set(id: "menu", .list(.replace(ListData(items(10_000))))))
        w.settle()
        XCTAssertEqual(menu.items.count, 10_000)
        let built = menu.rowWidgetCount
        XCTAssertLessThanOrEqual(built, 8, "the rows in view and one each side, not 10,000")
        XCTAssertEqual(menu.shownRows.first?.shown?.key, "i0")
        let height = menu.contentHeight
        // A fling upwards: the content glides on after the finger lifts.
        let x = menu.frame.midX - 200
        try w.runner.apply(.pointer(.down, id: 1, device: .touch, target: .point(Point(x, menu.frame.maxY - 10))), at: w.time)
        for i in 1...4 {
            try w.runner.apply(.pointer(.move, id: 1, device: .touch, target: .point(Point(x, menu.frame.maxY - 10 - Double(i) * 45))), at: w.time + Double(i) * 0.016)
        }
        try w.runner.apply(.pointer(.up, id: 1, device: .touch, target: .point(Point(x, menu.frame.maxY - 190))), at: w.time + 0.07)
        w.settle()
        XCTAssertGreaterThan(menu.offset, 400, "a fling glides well beyond the 180 px the finger moved")
        let moving = menu.rowWidgetCount
        XCTAssertLessThanOrEqual(moving, built + 2, "the rows in view and one each side")
        try w.command(.set(id: "menu", .list(.scrollTo("i9000"))))
        w.settle()
        XCTAssertEqual(menu.rowWidgetCount, moving, "the rows are re-used, none is added")
        XCTAssertEqual(menu.shownRows.map { $0.shown?.key }.contains("i9000"), true)
        XCTAssertEqual(menu.contentHeight, height, "rows of one height: the scroll bar's length does not move")
        let first = try XCTUnwrap(menu.shownRows.first)
        XCTAssertEqual(first.shown?.key, "i\(first.itemIndex!)", "a re-used row shows its new item")
        XCTAssertLessThanOrEqual(first.frame.minY, menu.frame.minY)
    }

    func testInsertAndRemoveAboveTheViewKeepTheFirstItemInViewWhereItIs() async throws {
        let w = try walk()
        let menu = try list(w)
        try w.command(.set(id: "menu", .list(.replace(ListData(items(200))))))
        try w.command(.set(id: "menu", .list(.scrollTo("i50"))))
        w.settle()
        let key = try XCTUnwrap(menu.firstVisibleItem.map { menu.items[$0].key })
        let y = try XCTUnwrap(menu.itemFrame(menu.firstVisibleItem!)?.minY)
        try w.command(.set(id: "menu", .list(.insert([ListItem(key: "a"), ListItem(key: "b")], before: "i0"))))
        w.settle()
        XCTAssertEqual(menu.firstVisibleItem.map { menu.items[$0].key }, key)
        XCTAssertEqual(menu.itemFrame(menu.firstVisibleItem!)?.minY, y)
        try w.command(.set(id: "menu", .list(.remove(["i3", "i4", "i5"]))))
        w.settle()
        XCTAssertEqual(menu.firstVisibleItem.map { menu.items[$0].key }, key)
        XCTAssertEqual(menu.itemFrame(menu.firstVisibleItem!)?.minY, y)
        XCTAssertThrowsError(try w.command(.set(id: "menu", .list(.remove(["nope"])))))
        XCTAssertEqual(menu.items.count, 199)
    }

    func testATapSelectsAButtonTapsWithTheKeyAndALongPressOpensTheRowMenu() async throws {
        let w = try walk()
        let menu = try list(w)
        let row = try XCTUnwrap(menu.itemFrame(1))
        _ = w.takeEvents()
        try tap(w, at: Point(row.minX + 40, row.midY))
        XCTAssertEqual(w.takeEvents().map(\.kind), [.select(item: "espresso1", selected: true, selection: ["espresso1"])])
        XCTAssertEqual(w.nodes["menu"]?["value"] as? String, "espresso1")
        // The row's Add button: its tap says which row.
        let add = try XCTUnwrap(menu.shownRows[2].children.first.flatMap { c -> Button? in
            var b: Button?
            c.forEachDescendant { if b == nil { b = $0 as? Button } }
            return b
        })
        try tap(w, at: add.frame.center)
        let taps = w.takeEvents()
        XCTAssertEqual(taps.map(\.kind), [.itemTap(title: "Add", item: "cappuccino2", button: "add")])
        XCTAssertEqual(taps.first?.id, "menu")
        XCTAssertEqual(taps.first?.json.serialized, #"{"at":\#(JSONValue.format(taps[0].at.rounded())),"event":"tap","id":"menu","title":"Add","item":"cappuccino2","button":"add"}"#)
        // A disabled item (mocha3 is enabled: false) takes no tap.
        try tap(w, at: Point(menu.itemFrame(3)!.minX + 40, min(menu.frame.maxY - 2, menu.itemFrame(3)!.midY)))
        XCTAssertTrue(w.takeEvents().isEmpty)
        // A long press: the row's menu; a choice says which row and which choice.
        try tap(w, at: Point(row.minX + 40, row.midY), hold: 40)
        XCTAssertEqual(w.nodes["menu"]?["menuOpen"] as? Bool, true)
        XCTAssertTrue(w.takeEvents().filter { $0.kind.name == "select" }.isEmpty, "the long press's release selects nothing")
        w.press(.down)
        w.press(.activate)
        XCTAssertEqual(w.takeEvents().map(\.kind), [.itemMenu(item: "espresso1", choice: "Remove", index: 1)])
        XCTAssertNil(w.nodes["menu.menu"])
    }

    func testKeysWalkRowsAndTilesMirrorRightToLeftAndSpeechSaysTheItem() async throws {
        let w = try walk()
        let menu = try list(w)
        w.refocus("menu")
        for _ in 0..<6 { w.press(.down) }
        XCTAssertEqual(w.nodes["menu"]?["cursor"] as? String, "latte6")
        let cursor = try XCTUnwrap(menu.itemFrame(6))
        XCTAssertEqual(menu.frame.intersection(cursor), cursor, "focus scrolls the cursor's row into view: \(cursor) in \(menu.frame)")
        XCTAssertEqual(SpeechWording.described(menu.spokenControl), "Drinks, Latte 7, 3.20, item 7 of 30")
        XCTAssertEqual(SpeechWording.described(menu.spokenControl, .arabic), "Drinks, Latte 7, 3.20, عنصر 7 من 30")
        w.press(.activate)
        XCTAssertEqual(w.takeEvents().compactMap { e -> String? in if case let .select(k, _, _) = e.kind { return k }; return nil }, ["latte6"])

        // A grid: right goes to the next tile, mirrored right to left.
        for language in ["en", "ar"] {
            let g = try walk(language: language)
            try g.command(.set(id: "tabs", .value(1)))
            g.settle()
            let tiles = try list(g, "tiles")
            XCTAssertEqual(tiles.columns, 5)
            let a = try XCTUnwrap(tiles.itemFrame(0)), b = try XCTUnwrap(tiles.itemFrame(1))
            XCTAssertEqual(b.minX > a.minX, language == "en", "\(language): the second tile is on the \(language == "en" ? "right" : "left")")
            g.refocus("tiles")
            g.press(language == "en" ? .right : .left)
            XCTAssertEqual(g.nodes["tiles"]?["cursor"] as? String, "t1", language)
            g.press(.down)
            XCTAssertEqual(g.nodes["tiles"]?["cursor"] as? String, "t6", "\(language): down goes a line of 5")
        }
    }

    func testTheStateFileKeepsTheSelectionByKeyNeverTheItems() async throws {
        let w = try walk()
        try w.command(.set(id: "tiles", .value(["t2", "t5"])))
        try w.command(.set(id: "menu", .value("later-key")))
        let saved = ControlState.snapshot(w.scene, ids: nil)
        XCTAssertEqual(saved.first { $0.0 == "tiles" }?.1, ["t2", "t5"])
        XCTAssertEqual(saved.first { $0.0 == "menu" }?.1, ["later-key"], "a key not (yet) among the items stays selected")
        XCTAssertNil(saved.first { $0.0 == "orders" }, "selection: none keeps nothing")
        XCTAssertFalse(saved.contains { $0.1.serialized.contains("Latte") }, "no item is saved")
        let restored = try walk(initialValues: ["tiles": ["t5"]])
        XCTAssertEqual(restored.nodes["tiles"]?["value"] as? [String], ["t5"])
        if case let .success(values) = StateStore.parse(Data(#"{"version":1,"values":{"tiles":["t1"]}}"#.utf8)) {
            XCTAssertEqual(values["tiles"], ["t1"])
        } else {
            XCTFail("a list of keys is a state file value")
        }
        XCTAssertThrowsError(try w.command(.set(id: "menu", .value(["a", "b"]))), "single selection takes one key")
        // A reset (the command, the idle reset): nothing stays selected, the items stay.
        try w.command(.reset)
        XCTAssertEqual(w.nodes["tiles"]?["value"] as? [String], [])
        XCTAssertTrue(w.nodes["menu"]?["value"] is NSNull)
        XCTAssertEqual(w.nodes["menu"]?["items"] as? Double, 30)
    }

    func testAnEmptyListShowsItsEmptyTextUntilItemsCome() async throws {
        let w = try walk()
        let orders = try list(w, "orders")
        XCTAssertFalse(orders.emptyLabel.isHidden)
        XCTAssertEqual(orders.frame.intersection(orders.emptyLabel.frame), orders.emptyLabel.frame)
        XCTAssertFalse(orders.isFocusable, "nothing to walk")
        try w.command(.set(id: "orders", .list(.replace(ListData([ListItem(key: "o1", fields: [.init(name: "title", text: "Latte")])])))))
        w.settle()
        XCTAssertTrue(orders.emptyLabel.isHidden)
        XCTAssertEqual(orders.shownRows.count, 1)
    }

    func testTheTemplatesOwnTextsAndTheEmptyTextFollowTheLanguage() async throws {
        let w = try walk()
        try w.command(.language("ar"))
        let orders = try list(w, "orders"), menu = try list(w)
        XCTAssertEqual(orders.emptyLabel.text, "لا توجد طلبات بعد")
        var titles: [String] = []
        for r in menu.shownRows { r.forEachDescendant { if let b = $0 as? Button { titles.append(b.title) } } }
        XCTAssertFalse(titles.isEmpty)
        XCTAssertEqual(Set(titles), ["أضف"], "every row's button, those built before the switch too")
        XCTAssertEqual(menu.shownRows.first?.shown?["title"], "Latte 1", "the items' fields are the controller's, as sent")
    }

    // MARK: The fixture

    func testEveryInputReachesAndOperatesTheLists() async throws {
        let measurer = try SDLTestBackend.open().measurer
        var problems: [String] = []
        for device in WalkDevice.allCases {
            for language in ["en", "ar"] {
                for size in [Size(800, 480), Size(480, 800), Size(1920, 1080)] {
                    for scale in [1.0, 2] {
                        let screen = try Screen.load(path: Self.fixture)
                        try screen.app.setLanguage(named: language)
                        let walk = try KeyWalk(screen, device: device, measurer: measurer, size: size, fontScale: scale)
                        var walker = ScreenWalker(walk, cell: "lists.yaml \(language) \(Int(size.width))×\(Int(size.height)) ×\(scale) \(device)")
                        try walker.walkEverything()
                        problems += walker.problems
                        XCTAssertTrue(walker.reached.isSuperset(of: ["menu", "tiles"]), "\(walker.reached)")
                    }
                }
            }
        }
        XCTAssertTrue(problems.isEmpty, "\(problems.count) problems:\n" + problems.prefix(40).joined(separator: "\n"))
    }

    func testThePanelMatrixFindsNothingCollapsedOverlappingOrCut() async throws {
        let problems = try PanelMatrixTests.fixtureProblems(Self.fixture) { scene, cell, _ in
            let menu = try XCTUnwrap(scene.widget(id: "menu") as? DataList)
            var out: [String] = []
            if menu.frame.height < 2 * 44 { out.append("\(cell): the list is \(menu.frame.height) px high") }
            for r in menu.shownRows where r.frame.height < 44 { out.append("\(cell): a row under 44 px: \(r.frame)") }
            return out
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }
}
