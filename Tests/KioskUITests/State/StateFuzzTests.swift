import Foundation
import XCTest
@testable import KioskUICore

/// Broken state files fed to the state reader: truncated, garbage, valid JSON of the wrong shape,
/// huge, nested. Never a crash or a hang; a bad file is reported naming its path (and, for
/// broken JSON, its line and column) and set aside; whatever is accepted restores into the demo.
/// A longer run: `KIOSK_FUZZ_ROUNDS=200000 swift test --filter StateFuzzTests`.
@MainActor
final class StateFuzzTests: XCTestCase {
    static let valid = StateStore.encode([("pages", "Settings"), ("period", "Week"), ("amount", 42), ("receipt", "Email receipt"),
                                          ("temperature", 21.5)])

    static let junk: [String] = [
        "", "{", "}", "[", "]", "\"", ":", ",", "null", "true", "[1]", "{}", "1e999", "-0", "NaN", "Infinity", "1e308",
        "\"\\ud800\"", "\\u0000", "😀", "界", "\n", "\r\n", "\t", "\u{0}", "\u{FEFF}", "9999999999999999999999",
        String(repeating: "[", count: 100), String(repeating: "{\"a\":", count: 70),
    ]

    /// A mutated state file: truncated, bytes changed, junk inserted, or a wrong-shaped JSON value.
    static func mutate(_ text: String, _ rng: inout SeededRandom) -> String {
        var s = Array(text.unicodeScalars)
        switch rng.next() % 6 {
        case 0: return String(String.UnicodeScalarView(s.prefix(Int(rng.next() % UInt64(s.count)))))
        case 1:
            return ["[]", "{}", "null", "1", "\"state\"", #"{"version":1}"#, #"{"version":"1","values":{}}"#, #"{"values":{}}"#,
                    #"{"version":1,"values":[]}"#, #"{"version":1,"values":{"a":null}}"#, #"{"version":1,"values":{"a":{"b":1}}}"#,
                    #"{"version":1,"values":{"a":[true]}}"#, #"{"version":1.5,"values":{}}"#, #"{"version":1,"values":{"a":1},"x":2}"#,
                    #"{"version":1,"values":{"a":1,"a":2}}"#][Int(rng.next() % 15)]
        case 2: return String(repeating: "\u{1}\u{FF}garbage", count: 1 + Int(rng.next() % 200))
        default:
            for _ in 0..<(1 + Int(rng.next() % 4)) where !s.isEmpty {
                let i = Int(rng.next() % UInt64(s.count))
                switch rng.next() % 3 {
                case 0: s.remove(at: i)
                case 1: s[i] = Unicode.Scalar(UInt8(rng.next() % 128))
                default: s.insert(contentsOf: junk[Int(rng.next() % UInt64(junk.count))].unicodeScalars, at: i)
                }
            }
            return String(String.UnicodeScalarView(s))
        }
    }

    func testMutatedStateFilesNeverCrashAndAreReportedOrRestored() async throws {
        let rounds = Int(ProcessInfo.processInfo.environment["KIOSK_FUZZ_ROUNDS"] ?? "") ?? 20_000
        let demo = try String(contentsOf: ScreenFuzzTests.folder.appendingPathComponent("demo.yaml"), encoding: .utf8)
        var rng = SeededRandom(seed: 5)
        var accepted = 0, refused = 0
        for round in 0..<rounds {
            let text = Self.mutate(Self.valid, &rng)
            switch StateStore.parse(Data(text.utf8)) {
            case let .success(values):
                accepted += 1
                for (k, v) in values {
                    // A text, a finite number, or true/false (a switch's or a checkbox's).
                    XCTAssertTrue(v.stringValue != nil || v.doubleValue?.isFinite == true || v.boolValue != nil, "round \(round): \(k) = \(v)")
                }
                if accepted % 50 == 1 {
                    let screen = try Screen.parse(demo, file: ScreenFuzzTests.folder.appendingPathComponent("demo.yaml").path, initialValues: values)
                    for w in screen.stateWarnings { XCTAssertTrue(w.hasPrefix("saved value for"), w) }
                }
            case let .failure(p):
                refused += 1
                XCTAssertFalse(p.description.isEmpty)
                XCTAssertLessThan(p.description.count, 300, "round \(round): \(p.description.prefix(100))")
            }
        }
        XCTAssertGreaterThan(refused, rounds / 3)
        XCTAssertGreaterThan(accepted, rounds / 20)
    }

    /// A sample of the same files through `load()` on disk: the problem names the path and the
    /// file is moved aside, so the next start is clean (with the values of a partly bad file
    /// that can be read).
    func testMutatedFilesOnDiskAreSetAsideWithTheirPath() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-state-fuzz-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var rng = SeededRandom(seed: 6)
        for round in 0..<200 {
            let path = dir + "/state-\(round).json"
            let text = Self.mutate(Self.valid, &rng)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let loaded = StateStore(path: path).load()
            if let p = loaded.problem {
                XCTAssertTrue(p.contains("'\(path)'"), p)
                // A file partly bad keeps the values that can be read, written back at once;
                // anything else starts from the screen's values.
                let readable = (try? StateStore.parseEntries(Data(text.utf8)).get().values) ?? [:]
                XCTAssertEqual(loaded.values, readable)
                if readable.isEmpty {
                    XCTAssertFalse(FileManager.default.fileExists(atPath: path), "moved aside: \(p)")
                } else {
                    XCTAssertEqual(StateStore.decode(try Data(contentsOf: URL(fileURLWithPath: path))), readable, p)
                }
            } else {
                XCTAssertEqual(StateStore.decode(Data(text.utf8)), loaded.values)
            }
        }
    }
}
