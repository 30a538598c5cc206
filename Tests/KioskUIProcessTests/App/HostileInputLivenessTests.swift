import Foundation
import XCTest
import KioskUITestSupport

/// Hostile inputs on one running kiosk: the inputs that would crash it or hold its loop —
/// a PNG that decodes to 60000×60000, a FIFO and the kiosk's own `/proc/self/fd/N` as pictures,
/// SVGs of 1 M and 2 M points, and a command line of 100,000 field names — each leave it
/// answering a `layout` query within a second of the line being sent, and SIGTERM after all of
/// them ends it at once with its state saved. Before, the PNG crashed it (SIGSEGV in libpng),
/// the FIFO and `/proc/self/fd/4` held it in `open()` until SIGKILL, the 2 M-point SVG for 362 s,
/// and the line for 18–30 s.
@MainActor
final class HostileInputLivenessTests: XCTestCase {
    func testEachHostileInputLeavesTheKioskAnsweringWithinASecondAndSIGTERMEndsIt() async throws {
        let dir = KioskProcess.temporaryFolder("hostile-liveness")
        try HostilePictures.png(width: 60_000, height: 60_000).write(to: URL(fileURLWithPath: dir + "/bomb.png"))
        try HostilePictures.svg(points: 1_000_000).write(to: URL(fileURLWithPath: dir + "/million.svg"))
        try HostilePictures.svg(points: 2_000_000).write(to: URL(fileURLWithPath: dir + "/two-million.svg"))
        try HostilePictures.fifo(at: dir + "/pipe.png")
        try FileManager.default.copyItem(atPath: TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/images/two-colour.png").path,
                                         toPath: dir + "/ok.png")
        try """
        root: {type: column, children: [
          {type: image, id: photo, file: ok.png, accessibilityLabel: Photo},
          {type: ruler, id: volume, min: 0, max: 10, step: 1, value: 3}]}

        """.write(toFile: dir + "/screen.yaml", atomically: true, encoding: .utf8)
        let manyNames = "{\"set\":{\"id\":\"volume\"," + (0..<100_000).map { "\"f\($0)\":1" }.joined(separator: ",") + "}}"
        XCTAssertGreaterThan(manyNames.utf8.count, 900_000, "the issue's 952 KB line")

        let kiosk = try LiveKiosk(dir: dir, size: "800x480", arguments: ["--state", dir + "/state.json"])
        XCTAssertNotNil(kiosk.answerTime(#"{"set":{"id":"volume","value":8}}"#, #""event":"change""#), "\(kiosk.stderr.all)")
        let hostile: [(String, String)] = [
            ("a 60000² PNG", #"{"set":{"id":"photo","file":"bomb.png"}}"#),
            ("a FIFO", #"{"set":{"id":"photo","file":"pipe.png"}}"#),
            ("/proc/self/fd/4", #"{"set":{"id":"photo","file":"/proc/self/fd/4"}}"#),
            ("/proc/self/fd/7", #"{"set":{"id":"photo","file":"/proc/self/fd/7"}}"#),
            ("an SVG of 1 M points", #"{"set":{"id":"photo","file":"million.svg"}}"#),
            ("an SVG of 2 M points", #"{"set":{"id":"photo","file":"two-million.svg"}}"#),
            ("100,000 field names", manyNames),
        ]
        var report: [String] = []
        for (what, line) in hostile {
            let errorsBefore = kiosk.stdout.all.filter { $0.contains(#""event":"error""#) }.count
            let start = Date()
            kiosk.send(line)
            let answered = kiosk.answerTime(#"{"query":"layout"}"#, #""event":"layout""#)
            let seconds = Date().timeIntervalSince(start)
            report.append("\(what) \(Int(seconds * 1000)) ms")
            XCTAssertNotNil(answered, "\(what): no layout answer; stderr: \(kiosk.stderr.all.suffix(5))")
            XCTAssertLessThan(seconds, 1, "\(what): the layout answer came \(seconds) s after the line")
            XCTAssertGreaterThan(kiosk.stdout.all.filter { $0.contains(#""event":"error""#) }.count, errorsBefore, "\(what) was refused with an error")
        }
        let layout = try XCTUnwrap(kiosk.stdout.all.last { $0.contains(#""event":"layout""#) })
        XCTAssertTrue(layout.contains(#""file":"ok.png""#), "the picture it had is still set: \(layout.prefix(300))")
        let exit = kiosk.terminate()
        print("hostile inputs, each to a layout answer: \(report.joined(separator: ", ")); SIGTERM after them: \(Int(exit * 1000)) ms")
        XCTAssertEqual(kiosk.process.terminationReason, .exit, "not a crash")
        XCTAssertEqual(kiosk.process.terminationStatus, 0, kiosk.stderr.all.joined(separator: "\n"))
        XCTAssertLessThan(exit, 0.5, "the issue asks 200 ms; measured in the tens of ms (the bound leaves room for a loaded machine)")
        let state = try String(contentsOfFile: dir + "/state.json", encoding: .utf8)
        XCTAssertTrue(state.contains(#""volume":8"#), "the value set before the hostile lines was saved: \(state)")
    }
}
