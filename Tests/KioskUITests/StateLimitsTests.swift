import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A save never writes what the next start could not read (issue 45, item 7): a value over its
/// limit keeps the value saved before while the rest are saved, and a file that would pass the
/// 1 MiB cap is not written at all, so the file keeps every value it held.
@MainActor
final class StateLimitsTests: XCTestCase {
    private func path() -> String { KioskProcess.temporaryFolder("kiosk-state-limits") + "/state.json" }

    /// A text of `n` control characters: 6 bytes each in the file.
    private func controls(_ n: Int) -> JSONValue { .string(String(repeating: "\u{8}", count: n)) }

    func testAValueOverItsLimitKeepsItsSavedValueAndTheOthersAreSaved() async throws {
        let p = path()
        let store = StateStore(path: p)
        try store.save([("amount", 3), ("picks", .array(["a"]))])
        try store.save([("amount", 8), ("picks", .array([controls(400_000)]))])
        XCTAssertEqual(StateStore.decode(try Data(contentsOf: URL(fileURLWithPath: p))), ["amount": 8, "picks": .array(["a"])])
        let held = try XCTUnwrap(store.takeHeldBack())
        XCTAssertTrue(held.contains("\"picks\"") && held.contains("2400004 bytes") && held.contains("131072"), held)
        XCTAssertNil(store.takeHeldBack(), "told once")
    }

    func testAFileThatWouldPassTheCapIsNotWrittenAndKeepsWhatItHeld() async throws {
        let p = path()
        let store = StateStore(path: p)
        try store.save([("amount", 8)])
        let before = try String(contentsOfFile: p, encoding: .utf8)
        // Nine values each under the 128 KiB limit, 1.08 MB together.
        let big = (0..<9).map { ("t\($0)", controls(20_000)) }
        XCTAssertThrowsError(try store.save([("amount", 9)] + big)) { e in
            XCTAssertTrue("\(e)".contains("over the 1048576 (1 MiB) the next start reads") && "\(e)".contains("'\(p)'"), "\(e)")
        }
        XCTAssertEqual(try String(contentsOfFile: p, encoding: .utf8), before, "the file keeps the values saved before")
        XCTAssertEqual(store.breach([("amount", 9)] + big).map { $0.contains("1048576") }, true)
        XCTAssertNil(store.breach([("amount", 9)] + big.prefix(8)))
    }

    func testTooManyValuesAreRefused() async throws {
        let store = StateStore(path: path())
        let many = (0...StateLimits.maxEntries).map { ("c\($0)", JSONValue.bool(true)) }
        XCTAssertTrue(store.breach(many)?.contains("10001 values, over the 10000") == true, store.breach(many) ?? "no breach")
    }

    /// The reading side: a file partly bad (a value no control takes, a value over its limit,
    /// written by hand or by an older kiosk) is set aside as it was, and its other values are
    /// used and written back at once, so the ruler's 8 is not lost with them.
    func testAFilePartlyBadKeepsTheValuesThatCanBeRead() async throws {
        let p = path()
        let big = JSONValue.string(String(repeating: "x", count: 200_000)).serialized
        try #"{"version":1,"values":{"amount":8,"broken":null,"big":\#(big),"period":"Week"}}"#.write(toFile: p, atomically: false, encoding: .utf8)
        let store = StateStore(path: p)
        let loaded = store.load()
        XCTAssertEqual(loaded.values, ["amount": 8, "period": "Week"])
        let problem = try XCTUnwrap(loaded.problem)
        XCTAssertTrue(problem.contains("2 of its values ignored") && problem.contains("\"broken\" is null") && problem.contains("\"big\" would take 200002 bytes")
                      && problem.contains("starting from the 2 values of it that can be read"), problem)
        XCTAssertEqual(StateStore.decode(try Data(contentsOf: URL(fileURLWithPath: p))), ["amount": 8, "period": "Week"], "written back")
        let aside = try FileManager.default.contentsOfDirectory(atPath: (p as NSString).deletingLastPathComponent).filter { $0.hasPrefix("state.json.corrupt-") }
        XCTAssertEqual(aside.count, 1, "the file as it was is kept aside")
    }
}
