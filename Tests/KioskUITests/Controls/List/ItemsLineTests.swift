import XCTest
@testable import KioskUICore
import KioskBench

/// A `set` of a list's items is read straight from the line's bytes (`ItemsLine`), and what it
/// makes of a line is what the general reading makes of it: the same items, fields, order and
/// `ref`; every line it does not take, or any problem in one, is left to the general reading,
/// which says what is wrong.
final class ItemsLineTests: XCTestCase {
    /// What the general reading makes of a line.
    private enum Reading {
        case success((ScriptAction, JSONValue?))
        case failure(String)
    }

    /// The general reading's action and ref, or its message.
    private func generally(_ line: String) -> Reading {
        var ref: JSONValue?
        do {
            let parsed = try Script.parseLineGenerally(line, previousAt: 0, form: .command, ref: &ref)
            XCTAssertEqual(parsed.count, 1)
            return .success((parsed[0].action, ref))
        } catch {
            return .failure("\(error)")
        }
    }

    func testItTakesASetOfItemsAndReadsItAsTheGeneralReadingDoes() throws {
        let lines = [
            #"{"set":{"id":"menu","items":[{"key":"latte","title":"Latte","price":"3.20"},{"key":"mocha","title":"Mocha","price":3.5}]}}"#,
            #"{"set":{"items":[{"title":"Tee","key":7,"new":true,"gone":false,"note":null}],"id":"menu"}}"#,
            #" { "ref" : "r-1" , "set" : { "id" : "menu" , "items" : [ ] } } "#,
            #"{"set":{"id":"menu","update":[{"key":"latte","price":"3.40"}]},"ref":12}"#,
            #"{"set":{"id":"menu","insert":{"items":[{"key":"a","title":"A"},{"key":"b"}]}}}"#,
            #"{"ref":"r","set":{"insert":{"before":"latte","items":[{"key":"a","title":"ا"}]},"id":"menu"}}"#,
            #"{"set":{"id":"m","items":[{"key":"ä€😀","title":"Ça \"coûte\" \\ \u00e9 \ud83d\ude00","x":"\n\t"}]}}"#,
            #"{"set":{"id":"m","items":[{"key":"a","title":"A"},{"title":"B","key":"b"},{"key":"c","title":"C","price":"1"}]}}"#,
        ]
        for line in lines {
            let fast = try XCTUnwrap(ItemsLine.read(line), line)
            guard case let .success((action, ref)) = generally(line) else { return XCTFail("the general reading refused \(line)") }
            XCTAssertEqual(fast.action, action, line)
            XCTAssertEqual(fast.ref, ref, line)
        }
        // What it made, field by field (the second line: a number key, words for flags, null empty).
        guard case let .set(id, .list(.replace(data)))? = ItemsLine.read(lines[1])?.action else { return XCTFail() }
        XCTAssertEqual(id, "menu")
        XCTAssertEqual(data.items, [ListItem(key: "7", fields: [.init(name: "title", text: "Tee"), .init(name: "new", text: "true"),
                                                                  .init(name: "gone", text: "false"), .init(name: "note", text: "")])])
    }

    func testAnyOtherLineOrAProblemIsLeftToTheGeneralReadingWhichSaysWhatIsWrong() {
        let refused: [(String, String)] = [
            (#"{"set":{"id":"menu","items":[{"key":"a"},{"key":"a"}]}}"#, "given twice"),
            (#"{"set":{"id":"menu","items":[{"title":"no key"}]}}"#, "needs a \"key\""),
            (#"{"set":{"id":"menu","items":[{"key":"a","title":"A","ti\u0074le":"B"}]}}"#, "appears twice"),
            (#"{"set":{"id":"menu","items":[{"key":"a","title":{"nested":1}}]}}"#, "must be text"),
            (#"{"set":{"id":"menu","items":[{"key":"a"}],"update":[]}}"#, "exactly one"),
            (#"{"set":{"id":"","items":[]}}"#, "needs \"id\""),
            (#"{"set":{"id":"menu","items":[{"key":"a"}]}} x"#, "after the JSON value"),
            (#"{"set":{"id":"menu","items":[{"key":"a",}]}}"#, "quoted field name"),
            (#"{"set":{"id":"menu","items":[]},"ref":[1]}"#, "\"ref\""),
            (#"{"set":{"id":"menu","items":[]},"set":{"id":"menu","items":[]}}"#, "appears twice"),
            (#"{"set":{"id":"menu","insert":{"items":[{"key":"a"},{"key":"a"}]}}}"#, "given twice"),
            (#"{"set":{"id":"menu","insert":{"items":[{"key":"a"}],"before":""}}}"#, "must be an item's key"),
            (#"{"set":{"id":"menu","insert":{"items":[{"key":"a"}],"after":"b"}}}"#, "unknown field \"after\""),
            (#"{"set":{"id":"menu","insert":{"before":"b"}}}"#, "\"items\""),
        ]
        for (line, message) in refused {
            XCTAssertNil(ItemsLine.read(line), line)
            guard case let .failure(m) = generally(line) else { XCTFail("the general reading took \(line)"); continue }
            XCTAssertTrue(m.contains(message), "\(line): \(m)")
        }
        // Lines of other shapes: read the general way, and read the same as before.
        for line in [#"{"set":{"id":"menu","remove":["a"]}}"#, #"{"set":{"id":"menu","insert":{"items":[{"key":"a"}],"before":5}}}"#,
                     #"{"set":{"id":"zone","value":2}}"#, #"{"at":5,"set":{"id":"menu","items":[]}}"#, #"{"key":"right"}"#] {
            XCTAssertNil(ItemsLine.read(line), line)
        }
    }

    func testTheControllersTenThousandItemsAreReadStraightFromTheBytes() throws {
        let line = ListBenchScene.itemsCommand(count: 10_000)
        let fast = try XCTUnwrap(ItemsLine.read(line))
        guard case let .set(_, .list(.replace(data))) = fast.action else { return XCTFail() }
        XCTAssertEqual(data.count, 10_000)
        XCTAssertEqual(data.position(of: "i9999"), 9_999)
        XCTAssertEqual(data.items[41]["title"], "Item 42")
        guard case let .success((action, _)) = generally(line) else { return XCTFail() }
        XCTAssertEqual(fast.action, action)
    }
}
