import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A replay is read as it runs: a script of many lines takes no more memory than a short one (a
/// 2 M-line script held 340 MB for the whole run when it was read whole), its lines still run in
/// order to the end, and a bad line is still refused before anything runs.
@MainActor
final class ReplayStreamTests: XCTestCase {
    /// A script of `count` lines, a hundred to each millisecond.
    private func script(_ count: Int) -> String {
        let path = KioskProcess.temporaryFile("stream-\(count)-\(UUID().uuidString).jsonl").path
        var text = ""
        text.reserveCapacity(count * 30)
        for i in 0..<count { text += #"{"at":\#(i / 100),"split":\#(i % 2 == 0 ? "0.5" : "1")}"# + "\n" }
        text += #"{"at":\#(count / 100 + 1),"query":"layout"}"# + "\n"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// The peak resident memory of a replay of `path`, in KiB, through /usr/bin/time.
    private func peakKiB(_ path: String) throws -> Int {
        let r = try KioskProcess.execute("/usr/bin/time", ["-f", "peak %M", KioskProcess.binary.path, "run", "--driver", "headless",
                                                          "--size", "640x480", "--replay", path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.events(named: "layout").count, 1, "the script ran to its last line")
        let line = try XCTUnwrap(r.stderr.split(separator: "\n").last { $0.hasPrefix("peak ") })
        return try XCTUnwrap(Int(line.dropFirst(5)))
    }

    func testAReplayOfManyLinesTakesNoMoreMemoryThanAShortOne() async throws {
        // scripts/setup.sh installs /usr/bin/time (Debian's `time`); without it this fails, it does not skip.
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "/usr/bin/time is missing: scripts/setup.sh installs it (apt-get install time)")
        let short = try peakKiB(script(1_000))
        let long = try peakKiB(script(60_000))
        print("peak resident memory of a replay: 1,000 lines \(short) KiB, 60,000 lines \(long) KiB")
        XCTAssertLessThan(long - short, 6 * 1024, "read whole, 60,000 lines took about 13 MiB more")
    }

    func testABadLineIsRefusedBeforeAnythingRuns() async throws {
        let f = KioskProcess.temporaryFile("stream-bad-\(UUID().uuidString).jsonl",
                                           contents: "{\"at\":0,\"query\":\"layout\"}\n# a comment\n\n{\"at\":5,\"kye\":\"tab\"}\n")
        let r = try KioskProcess.run(["run", "--driver", "headless", "--replay", f.path])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(f.path):4: "), r.stderr)
        XCTAssertTrue(r.events.isEmpty, "nothing ran: \(r.stdout)")
    }
}
