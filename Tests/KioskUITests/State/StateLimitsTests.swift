import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A save never writes what the next start could not read: a value over its
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
        // What a command's change is checked with: eight fit beside what is saved, a ninth does not.
        try store.save(Array(big.prefix(8)))
        XCTAssertNil(store.breach(setting: "t7", to: controls(20_000)), "in place of the one saved")
        XCTAssertTrue(store.breach(setting: "t8", to: controls(20_000))?.contains("over the 1048576 (1 MiB)") == true)
        let one = store.breach(setting: "t8", to: controls(30_000)) ?? "no breach"
        XCTAssertTrue(one.contains("180002 bytes in the state file, over the 131072"), one)
        XCTAssertEqual(StateStore.decode(try Data(contentsOf: URL(fileURLWithPath: p)))?.count, 9, "amount and the eight")
    }

    func testTooManyValuesAreRefused() async throws {
        let store = StateStore(path: path())
        try store.save((0..<StateLimits.maxEntries).map { ("c\($0)", JSONValue.bool(true)) })
        XCTAssertNil(store.breach(setting: "c0", to: false))
        XCTAssertTrue(store.breach(setting: "one-more", to: true)?.contains("10001 values, over the 10000") == true,
                      store.breach(setting: "one-more", to: true) ?? "no breach")
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

    /// Control characters are written as JSON's escapes (`\u0008`, 6 bytes: what the limits
    /// count) without printf, and read back as they were.
    func testControlCharactersAreWrittenAsEscapesAndReadBack() async throws {
        let all = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))
        XCTAssertEqual(JSONValue.string("\u{0}\u{8}\u{f}\u{10}\u{1f}").serialized, #""\u0000\u0008\u000f\u0010\u001f""#)
        let p = path()
        try StateStore(path: p).save([("t", .string(all))])
        XCTAssertEqual(StateStore(path: p).load().values, ["t": .string(all)])
    }
}
