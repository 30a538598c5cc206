import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The state file: atomic saves, corrupt files set aside, values restored into a screen.
@MainActor
final class StateStoreTests: XCTestCase {
    private func folder() -> String { KioskProcess.temporaryFolder("kiosk-state") }

    func testSaveThenLoadGivesTheValuesBackAndLeavesNoTemporaryFile() async throws {
        let dir = folder()
        let store = StateStore(path: dir + "/state.json")
        try store.save([("period", "Week"), ("amount", 42.5), ("pages", "Settings")])
        let loaded = StateStore(path: dir + "/state.json").load()
        XCTAssertNil(loaded.problem)
        XCTAssertEqual(loaded.values, ["period": "Week", "amount": 42.5, "pages": "Settings"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["state.json"])
        XCTAssertEqual(try String(contentsOfFile: dir + "/state.json", encoding: .utf8),
                       #"{"version":1,"values":{"amount":42.5,"pages":"Settings","period":"Week"}}"# + "\n", "ids in sorted order")
    }

    func testACorruptFileIsReportedAndSetAsideNeverFatal() async throws {
        for junk in ["", "{\"version\":1,\"values\":{\"a\":", "null", "{\"version\":2,\"values\":{}}", "{\"version\":1,\"values\":{\"a\":[1]}}"] {
            let dir = folder()
            let path = dir + "/state.json"
            try junk.write(toFile: path, atomically: false, encoding: .utf8)
            let loaded = StateStore(path: path).load()
            XCTAssertEqual(loaded.values, [:], junk)
            XCTAssertTrue(loaded.problem?.contains("is not valid state") == true, loaded.problem ?? "no problem for \(junk)")
            let names = try FileManager.default.contentsOfDirectory(atPath: dir)
            XCTAssertFalse(names.contains("state.json"), "moved aside: \(names)")
            XCTAssertTrue(names.contains { $0.hasPrefix("state.json.corrupt-") }, "\(names)")
        }
    }

    func testAMissingFileIsAnEmptyStateAndLeftoverTemporariesAreRemoved() async throws {
        let dir = folder()
        XCTAssertTrue(FileManager.default.createFile(atPath: dir + "/.state.json.tmp-12345", contents: Data("{\"ver".utf8)))
        let loaded = StateStore(path: dir + "/state.json").load()
        XCTAssertNil(loaded.problem)
        XCTAssertEqual(loaded.values, [:])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [])
    }

    func testSavingIntoAMissingFolderThrowsAMessageNamingThePath() async {
        XCTAssertThrowsError(try StateStore(path: "/nonexistent-folder/state.json").save([("a", 1)])) { e in
            XCTAssertTrue("\(e)".contains("/nonexistent-folder/state.json"), "\(e)")
        }
    }

    func testTheSnapshotOfASceneIsWhatTheScreenRestores() async throws {
        let text = "root: {type: column, children: [{type: picker, id: p, options: [A, B]}, {type: ruler, id: r, min: 0, max: 5}]}"
        let a = try Screen.parse(text, file: "s.yaml")
        let scene = Scene(root: a.root, measurer: FixedTextMeasurer(), size: Size(400, 300))
        try scene.widget(id: "p")?.setValue("B")
        let values = Dictionary(uniqueKeysWithValues: ControlState.snapshot(scene, ids: Set(a.ids)))
        let b = try Screen.parse(text, file: "s.yaml", initialValues: values)
        let scene2 = Scene(root: b.root, measurer: FixedTextMeasurer(), size: Size(400, 300))
        XCTAssertEqual(ControlState.snapshot(scene2, ids: Set(b.ids)).map(\.1), ["B", 0])
    }

    /// A FIFO or device as the state path would block the start forever if the whole file were
    /// read first: it is reported and left alone.
    func testAFIFOOrDeviceIsReportedAndLeftAloneWithoutReading() async throws {
        let fifo = folder() + "/state.fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for path in [fifo, "/dev/zero", folder()] {
            let loaded = StateStore(path: path).load()
            XCTAssertEqual(loaded.values, [:])
            XCTAssertTrue(loaded.problem?.contains("'\(path)' is not a regular file") == true, loaded.problem ?? "no problem")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: fifo), "left where it is")
    }

    func testAFileOverOneMiBIsSetAsideWithItsSize() async throws {
        let path = folder() + "/state.json"
        try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: URL(fileURLWithPath: path))
        let loaded = StateStore(path: path).load()
        XCTAssertTrue(loaded.problem?.contains("is 1048577 bytes") == true, loaded.problem ?? "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    /// The problem says why: where the JSON breaks (line and column), or which part has the wrong shape.
    func testTheProblemSaysWhereAndWhy() async throws {
        let cases = [
            ("{\"version\":1,\n  \"values\":{\"a\":}}", "line 2, column 17: unexpected '}'; expected a value"),
            ("[1, 2]", "expected an object"),
            ("{\"version\":2,\"values\":{}}", "\"version\" is 2, expected 1"),
            ("{\"version\":1,\"values\":[]}", "\"values\" is a list"),
            ("{\"version\":1,\"values\":{\"amount\":null}}", "the value of \"amount\" is null"),
            ("{\"version\":1,\"values\":{\"amount\":1e999}}", "number out of range"),
            (String(repeating: "[", count: 10_000), "nested deeper than 64 levels"),
        ]
        for (text, says) in cases {
            let path = folder() + "/state.json"
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            let p = StateStore(path: path).load().problem ?? ""
            XCTAssertTrue(p.contains("'\(path)' is not valid state") && p.contains(says), "\(says): \(p)")
        }
    }
}
