import XCTest
@testable import KioskUICore

/// One command line may not freeze the loop: 100,000 distinct field names
/// each checked against all before them take 18–30 s, an item with 100k fields 19.6 s and a
/// selection of 80k keys 13 s. Objects hold at most `JSONParser.maxFields` fields, a selection at
/// most `DataList.maxSelectionKeys` keys, each refused with a clear error, and the check for a
/// name given twice is linear (`FieldNameIndex`).
@MainActor
final class FieldCountLimitTests: XCTestCase {
    /// `{"f0":0,"f1":0,…}` with `count` fields, with `prefix` before each name.
    private func object(_ count: Int, prefix: String = "f") -> String {
        "{" + (0..<count).map { "\"\(prefix)\($0)\":0" }.joined(separator: ",") + "}"
    }

    func testTheHundredThousandNameLineIsRefusedAtTheLimitAtOnce() async throws {
        let line = #"{"set":{"id":"x","value":"#  + object(100_000) + "}}"
        XCTAssertGreaterThan(line.utf8.count, 900_000)
        let start = ContinuousClock.now
        XCTAssertThrowsError(try JSONParser.parse(line)) { e in
            XCTAssertTrue("\(e)".contains("more than 1000 fields in one object"), "\(e)")
        }
        XCTAssertThrowsError(try Script.parseLineGenerally(line, previousAt: 0, form: .command, ref: &ref)) { e in
            XCTAssertTrue("\(e)".contains("more than 1000 fields in one object"), "\(e)")
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1), "the parser alone, twice")
    }
    private var ref: JSONValue?

    func testAnObjectOfTheMostFieldsIsReadInOrderAndARepeatIsStillFound() async throws {
        let v = try JSONParser.parse(object(JSONParser.maxFields))
        XCTAssertEqual(v.objectKeys, (0..<JSONParser.maxFields).map { "f\($0)" }, "the order as read")
        XCTAssertThrowsError(try JSONParser.parse(object(JSONParser.maxFields + 1)))
        // A name given twice among many, the first one early (before the set is made) and late.
        for (first, again) in [(0, 999), (500, 998), (7, 9)] {
            let text = object(999).dropLast() + ",\"f\(first)\":1}"
            XCTAssertThrowsError(try JSONParser.parse(String(text)), "\(first) \(again)") { e in
                XCTAssertTrue("\(e)".contains("field \"f\(first)\" appears twice"), "\(e)")
            }
        }
    }

    /// The seam: a linear search read every name before each new one (n²/2 reads: 50 million for
    /// 10,000 names); the index reads each name once past its first few.
    func testTheRepeatCheckReadsEachNameOnce() async {
        var index = FieldNameIndex()
        var names: [String] = []
        var reads = 0
        for k in 0..<10_000 {
            let name = "n\(k)"
            XCTAssertFalse(index.contains(name, count: names.count) { reads += 1; return names[$0] })
            names.append(name)
        }
        XCTAssertTrue(index.contains("n4321", count: names.count) { reads += 1; return names[$0] })
        XCTAssertLessThan(reads, 2 * 10_000, "reads of names for 10,000 checks")
    }

    /// Many objects of the most fields each, on one line under the items cap: each name is
    /// checked in constant time (quadratic, 300 objects of 1,000 fields were 150 million string
    /// comparisons). The parser alone is timed, generously.
    func testManyObjectsOfTheMostFieldsAreCheckedInLinearTime() async throws {
        let one = object(JSONParser.maxFields, prefix: "k")
        let line = "[" + Array(repeating: one, count: 300).joined(separator: ",") + "]"
        let start = ContinuousClock.now
        _ = try JSONParser.parse(line)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(3), "300 objects of 1,000 fields (\(line.utf8.count) bytes)")
    }

    func testAnItemWithTooManyFieldsIsRefusedAndOneWithManyIsReadFast() async throws {
        let many = "{\"key\":\"a\"," + object(999).dropFirst()
        var p = many
        let item = try JSONParser.read(p) { try ListItem.read(&$0) }
        XCTAssertEqual(item.fields.count, 999)
        XCTAssertEqual(item.fields.map(\.name), (0..<999).map { "f\($0)" })
        p = "{\"key\":\"a\"," + object(1_000).dropFirst()
        XCTAssertThrowsError(try JSONParser.read(p) { try ListItem.read(&$0) }) { e in
            XCTAssertTrue("\(e)".contains("more than 1000 fields"), "\(e)")
        }
        let twice = "{\"key\":\"a\"," + object(998).dropFirst().dropLast() + ",\"f3\":1}"
        XCTAssertThrowsError(try JSONParser.read(twice) { try ListItem.read(&$0) }) { e in
            XCTAssertTrue("\(e)".contains("field \"f3\" appears twice"), "\(e)")
        }
    }

    func testASelectionOfTooManyKeysIsRefusedAndRepeatsAreDroppedInOrder() async throws {
        let list = DataList(id: "menu", items: [], selection: .multiple) { (Label("{title}"), []) }
        let tooMany = JSONValue.array((0...DataList.maxSelectionKeys).map { .string("k\($0)") })
        XCTAssertThrowsError(try list.setSelection(json: tooMany)) { e in
            XCTAssertTrue("\(e)".contains("was given 10001 keys to select; a selection holds at most 10000"), "\(e)")
        }
        XCTAssertEqual(list.selection, [])
        let keys = (0..<DataList.maxSelectionKeys).map { "k\($0 % 5_000)" }.reversed()
        let start = ContinuousClock.now
        try list.setSelection(json: .array(keys.map(JSONValue.string)))
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
        XCTAssertEqual(list.selection, (0..<5_000).reversed().map { "k\($0)" }, "each key once, first given first")
    }
}
