import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `kiosk` exits with one status per kind of failure (0 ok, 1 failure while running, 2 bad command
/// line, 3 unusable input file, 4 no display), each with a message that names the problem and the
/// fix. Run through the built binary, as a service manager would.
@MainActor
final class ExitStatusTests: XCTestCase {
    private func expect(_ args: [String], status: Int32, says words: [String], environment: [String: String] = [:],
                        file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try KioskProcess.run(args, environment: environment)
        XCTAssertEqual(r.status, status, "\(args): \(r.stderr)", file: file, line: line)
        for w in words { XCTAssertTrue(r.stderr.contains(w), "\(args) should say \(w): \(r.stderr)", file: file, line: line) }
    }

    func testANegativeSizeOrDurationIsRefusedWithTheFixNotMissingValue() async throws {
        let fix = "--size -5x100 is not usable: give a width and height between 1 and 16384, e.g. --size 1280x800"
        try expect(["run", "--driver", "headless", "--size", "-5x100"], status: 2, says: [fix])
        try expect(["run", "--driver", "headless", "--size=-5x100"], status: 2, says: [fix])
        try expect(["run", "--driver", "headless", "--duration", "-1"], status: 2,
                   says: ["--duration -1 is not usable: give a number of seconds above 0, e.g. --duration 30"])
    }

    func testAFontScaleThatIsNotANumberIsRefusedAsSuch() async throws {
        try expect(["run", "--driver", "headless", "--font-scale", "nan"], status: 2,
                   says: ["--font-scale nan is not a number: give a text size multiplier from 0.5 to 4"])
    }

    func testBadOptionsExit2WithAMessage() async throws {
        try expect(["run", "--driver", "headless", "--record", "/nonexistent-folder/rec.jsonl"], status: 2,
                   says: ["kiosk: error: --record /nonexistent-folder/rec.jsonl: cannot write the recording", "check the folder exists"])
        try expect(["run", "--driver", "headless", "--no-such-option"], status: 2, says: ["Unknown option '--no-such-option'"])
        try expect(["run", "--driver", "bogus"], status: 2, says: ["unknown display driver \"bogus\"; use one of"])
    }

    func testAScriptThatIsNotUTF8SaysWhereTheFirstBadByteIs() async throws {
        let f = KioskProcess.temporaryFile("latin1-\(UUID().uuidString).jsonl")
        try Data(#"{"at":0,"key":"right"}"#.utf8 + [10] + Array(#"{"at":1,"key":"l"#.utf8) + [0xE9] + Array(#"ft"}"#.utf8))
            .write(to: f)
        try expect(["run", "--driver", "headless", "--replay", f.path], status: 3,
                   says: ["'\(f.path)' is not UTF-8 text: the first bad byte (0xE9) is at line 2, column 17 (byte 39)", "save it as UTF-8"])
    }

    func testAnEmptyOptionsListSaysItIsEmptyAndBadInputExits3() async throws {
        let f = KioskProcess.temporaryFile("empty-options-\(UUID().uuidString).yaml", contents: "root: {type: picker, id: p, options: []}\n")
        let says = ["\(f.path):1: options: must be a list of at least one text, found an empty list; give at least one option"]
        try expect(["run", f.path, "--driver", "headless"], status: 3, says: says)
        try expect(["check", f.path], status: 3, says: says)
        try expect(["run", "--driver", "headless", "--font", "/etc/hostname"], status: 3, says: ["cannot open the font file '/etc/hostname'"])
    }

    func testNoDisplayExits4AndAFailureWhileRunningExits1() async throws {
        try expect(["run", "--driver", "x11", "--duration", "5"], status: 4, says: ["x11", "--driver headless"],
                   environment: ["DISPLAY": ":31999"])
        try expect(["run", "--driver", "headless", "--screenshot", "/nonexistent-folder/shot.png"], status: 1,
                   says: ["/nonexistent-folder/shot.png"])
        try expect(["run", "--driver", "headless"], status: 0, says: [])
    }
}
