import XCTest
@testable import KioskUICore

/// Mutated valid scripts fed to the script parser: never a crash or a hang, and every rejection
/// names its line. A longer run: `KIOSK_FUZZ_ROUNDS=200000 swift test --filter ScriptFuzzTests`.
@MainActor
final class ScriptFuzzTests: XCTestCase {
    static let seeds = [
        #"{"at":0,"pointer":"down","x":100,"y":200}"#,
        #"{"at":10,"pointer":"move","target":"picker#2","id":1,"device":"mouse"}"#,
        #"{"at":20,"key":"right"}"#,
        #"{"at":30,"button":"a","state":"down"}"#,
        #"{"at":40,"axis":"leftx","value":0.8}"#,
        #"{"at":50,"wheel":-3,"x":5,"y":6}"#,
        #"{"at":60,"resize":[640,800]}"#,
        #"{"at":70,"fontScale":2.0}"#,
        #"{"at":80,"split":0.5}"#,
        #"{"at":90,"set":{"id":"ruler","value":12.5}}"#,
        #"{"at":100,"screenshot":"out.png"}"#,
        #"{"at":110,"query":"layout"}"#,
    ]

    /// Byte-level and token-level mutations of a valid line.
    static func mutate(_ line: String, _ rng: inout SeededRandom) -> String {
        var s = Array(line.unicodeScalars)
        let junk: [String] = ["", "{", "}", "[", "]", "\"", ":", ",", "-", "1e999", "NaN", "null", "true", "\\u0000",
                              "\\ud800", "😀", "界", "0.0000001", "-0", "9999999999999999999999", "\u{0}", " ", "#"]
        for _ in 0..<(1 + Int(rng.next() % 4)) {
            guard !s.isEmpty else { break }
            let i = Int(rng.next() % UInt64(s.count))
            switch rng.next() % 5 {
            case 0: s.remove(at: i)
            case 1: s.insert(contentsOf: junk[Int(rng.next() % UInt64(junk.count))].unicodeScalars, at: i)
            case 2: s[i] = Unicode.Scalar(UInt8(rng.next() % 128))
            case 3: s = Array(s[..<i]) + Array(s[i...]).reversed()
            default: s.insert(contentsOf: s[i..<min(s.count, i + Int(rng.next() % 12))], at: i)
            }
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: s)
        return String(out)
    }

    func testMutatedScriptsNeverCrashAndAlwaysNameTheLine() async {
        let rounds = Int(ProcessInfo.processInfo.environment["KIOSK_FUZZ_ROUNDS"] ?? "") ?? 20_000
        var rng = SeededRandom(seed: 7)
        var accepted = 0, rejected = 0
        for _ in 0..<rounds {
            let good = Self.seeds[Int(rng.next() % UInt64(Self.seeds.count))]
            let bad = Self.mutate(good, &rng)
            let text = Self.seeds[0] + "\n" + bad
            do {
                let lines = try Script.parse(text, file: "fuzz.jsonl")
                accepted += 1
                for l in lines { XCTAssertTrue(l.at.isFinite && l.at >= 0) }
            } catch let e as ScriptError {
                rejected += 1
                // Line 2, or later when a mutation inserted a line break.
                let parts = e.description.split(separator: ":", maxSplits: 2)
                if parts.count < 3 || parts[0] != "fuzz.jsonl" || (Int(parts[1]) ?? 0) < 2 { XCTFail("no line in \(e) for \(bad)") }
            } catch {
                XCTFail("unexpected error type \(error)")
            }
        }
        XCTAssertGreaterThan(rejected, rounds / 2, "most mutations break the line")
        XCTAssertGreaterThan(accepted, 0, "some mutations stay valid")
    }
}
