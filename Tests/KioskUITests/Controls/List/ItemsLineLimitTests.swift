import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A line of a list's items may be larger than other command lines: 10,000
/// items with Arabic names are 1.3 MB on one line, over the 1 MiB cap of every other
/// command. A line that starts as a `set` of `items`, `insert` or `update` is read up to 4 MiB;
/// any other line is still refused past 1 MiB, and an items line past 4 MiB is refused with how
/// to send more (`items`, then `insert` in parts).
@MainActor
final class ItemsLineLimitTests: XCTestCase {
    /// `n` items with Arabic names, as a bike-rental controller sends them.
    private func arabicItems(_ n: Int, from start: Int = 0) -> [String] {
        (start..<start + n).map { #"{"key":"b\#($0)","title":"دراجة المدينة الزرقاء رقم \#($0)","status":"متاحة للإيجار","price":"٣٫٥٠"}"# }
    }

    private func lines(_ text: String, limit: Int = CommandLineSplitter.defaultLimit,
                       itemsLimit: Int = CommandLineSplitter.defaultItemsLimit) -> [CommandInput.Line] {
        var s = CommandLineSplitter(limit: limit, itemsLimit: itemsLimit)
        return s.feed(ArraySlice(Array(text.utf8))) + s.finish()
    }

    func testALineOfItemsIsReadUpToItsOwnLimitAndAnyOtherLineStopsAtTheCommonOne() async {
        let items = #"{"set":{"id":"m","items":[{"key":"a","title":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}]}}"#
        let other = #"{"set":{"id":"m","text":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}}"#
        let n = items.utf8.count
        XCTAssertGreaterThan(other.utf8.count, 64)
        // Limits of 64 and exactly the items line's length: it is kept, the other refused.
        XCTAssertEqual(lines(items + "\n" + other + "\n{}", limit: 64, itemsLimit: n),
                       [CommandInput.Line(line: 1, text: items), CommandInput.Line(line: 2, text: "", refusedLength: other.utf8.count),
                        CommandInput.Line(line: 3, text: "{}")])
        // One byte more than the items limit: refused with its length, the next line still comes.
        XCTAssertEqual(lines(items + "\n{}", limit: 64, itemsLimit: n - 1),
                       [CommandInput.Line(line: 1, text: "", refusedLength: n), CommandInput.Line(line: 2, text: "{}")])
        // Fed a byte at a time, as a slow pipe gives it: the same.
        var s = CommandLineSplitter(limit: 64, itemsLimit: n)
        var got: [CommandInput.Line] = []
        for b in Array((items + "\n" + other + "\n").utf8) { got += s.feed([b][...]) }
        XCTAssertEqual(got.map(\.refusedLength), [nil, other.utf8.count])
        XCTAssertEqual(got.first?.text, items)
    }

    func testWhatCountsAsALineOfItemsFromItsStart() async {
        let yes = [#"{"set":{"id":"m","items":["#, #" { "ref" : 7 , "set" : { "id" : "m" , "insert" : {"#,
                   #"{"ref":"r-1","set":{"id":"m","update":["#, #"{"set":{"items":["#, #"{"set":{"id":"bikes","insert":{"items":[{"key":1}]}}}"#]
        let no = [#"{"set":{"id":"m","text":"#, #"{"at":0,"set":{"id":"m","items":["#, #"{"query":"layout","set":{"items":["#,
                  #"["set",{"items":[]}]"#, #"{"set":{"id":"m\"x","items":["#, #"{"set":{"id":5,"items":["#, "", #"{"set""#]
        for line in yes { XCTAssertTrue(ItemsLine.startsWithItems(ArraySlice(Array(line.utf8))), line) }
        for line in no { XCTAssertFalse(ItemsLine.startsWithItems(ArraySlice(Array(line.utf8))), line) }
    }

    /// The bike station's 10,000 Arabic names in one `items` line, through the real limits and
    /// the runner into the list; then the boundary at 4 MiB: a line of items just under it is
    /// carried out, one just over it is refused, saying how to send more, and the list keeps
    /// what it had.
    func testTenThousandArabicNamesInOneLineReachTheListAndPast4MiBTheMessageSaysHowToSendMore() async throws {
        let screen = try Screen.load(path: DataListTests.fixture)
        let w = try KeyWalk(screen, device: .keys, measurer: SDLTestBackend.open().measurer, size: Size(800, 480))
        var errors: [String] = []
        let menu = try XCTUnwrap(w.scene.widget(id: "menu") as? DataList)
        func run(_ text: String) -> [CommandInput.Line] {
            let got = lines(text + "\n")
            for l in got { w.runner.runCommand(l, at: w.time) }
            w.settle()
            errors += w.takeEvents().compactMap { if case let .error(m) = $0.kind { return m } else { return nil } }
            return got
        }

        let bikes = #"{"set":{"id":"menu","items":["# + arabicItems(10_000).joined(separator: ",") + "]}}"
        XCTAssertGreaterThan(bikes.utf8.count, 1 << 20, "the line of the issue is over 1 MiB")
        var started = Date()
        XCTAssertEqual(run(bikes).map(\.refusedLength), [nil])
        print("10,000 Arabic items, \(bikes.utf8.count) bytes: split, read and applied in \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        XCTAssertEqual(errors, [])
        XCTAssertEqual(menu.items.count, 10_000)
        XCTAssertEqual(menu.items[9_999]["title"], "دراجة المدينة الزرقاء رقم 9999")

        // Items inserted at the end in a second line of the same size: how to send more than 4 MiB.
        let more = #"{"set":{"id":"menu","insert":{"items":["# + arabicItems(10_000, from: 10_000).joined(separator: ",") + "]}}}"
        started = Date()
        XCTAssertEqual(run(more).map(\.refusedLength), [nil])
        print("insert of 10,000 Arabic items, \(more.utf8.count) bytes: \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        XCTAssertEqual(errors, [])
        XCTAssertEqual(menu.items.count, 20_000)

        // The boundary: as many items as fit under 4 MiB, then one more.
        let limit = CommandLineSplitter.defaultItemsLimit
        let head = #"{"set":{"id":"menu","items":["#, tail = "]}}"
        var parts: [String] = [], size = head.utf8.count + tail.utf8.count
        for (i, item) in arabicItems(40_000).enumerated() {
            let add = item.utf8.count + (i > 0 ? 1 : 0)
            if size + add > limit { break }
            parts.append(item); size += add
        }
        let under = head + parts.joined(separator: ",") + tail
        let pad = String(repeating: " ", count: limit - under.utf8.count)
        let exactly = head + pad + parts.joined(separator: ",") + tail
        XCTAssertEqual(exactly.utf8.count, limit)
        started = Date()
        XCTAssertEqual(run(exactly).map(\.refusedLength), [nil], "a line of items of exactly 4 MiB is carried out")
        print("\(parts.count) Arabic items, exactly \(limit) bytes: \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        XCTAssertEqual(errors, [])
        XCTAssertEqual(menu.items.count, parts.count)

        let over = head + " " + pad + parts.joined(separator: ",") + tail
        XCTAssertEqual(run(over).map(\.refusedLength), [limit + 1])
        XCTAssertEqual(menu.items.count, parts.count, "a refused line changes nothing")
        let message = try XCTUnwrap(errors.first)
        XCTAssertTrue(message.contains("the line is \(limit + 1) bytes"), message)
        XCTAssertTrue(message.contains(#"4 MiB for a list's "items", "insert" or "update""#), message)
        XCTAssertTrue(message.contains(#""items" with the first part, then "insert" without "before" for each further part"#), message)
    }
}
