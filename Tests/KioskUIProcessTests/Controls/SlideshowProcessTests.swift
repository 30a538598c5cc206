import Foundation
import XCTest
import KioskUITestSupport

/// The `slideshow` of the shipped attract screen through the `kiosk` binary, headless (each run
/// shows the attract screen at 0 s, as `power: attract` does after a minute idle): its
/// picture changes at 6 s, frames are drawn during a fade and not one between fades (`--stats`),
/// its clock stops while another screen shows, a screenshot mid-fade is the same bytes in two
/// processes, and `kiosk check` refuses a missing picture at its line.
@MainActor
final class SlideshowProcessTests: XCTestCase {
    static let attract = TestFiles.screensFolder.appendingPathComponent("attract.yaml").path

    /// Runs the attract screen headless with `lines`; the run, its frames drawn and the slideshow's
    /// node at each `layout` query.
    private func run(_ lines: [String], _ extra: [String] = []) throws -> (KioskProcess.Result, frames: Int, nodes: [[String: Any]]) {
        let dir = KioskProcess.temporaryFolder("slideshow")
        try ([#"{"at":0,"show":"attract"}"#] + lines).joined(separator: "\n").write(toFile: dir + "/s.jsonl", atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", Self.attract, "--driver", "headless", "--size", "800x480", "--replay", dir + "/s.jsonl", "--stats"] + extra)
        XCTAssertEqual(r.status, 0, r.stderr)
        let line = try XCTUnwrap(r.stderr.split(separator: "\n").first { $0.contains("frames=") }, r.stderr)
        let frames = Int(line.split(separator: "=").last.map(String.init) ?? "") ?? -1
        let nodes = r.events(named: "layout").compactMap { KioskProcess.nodes($0)["pictures"] }
        return (r, frames, nodes)
    }

    private func query(_ at: Int) -> String { #"{"at":\#(at),"query":"layout"}"# }

    func testThePictureChangesAtSixSecondsAndFramesAreDrawnOnlyDuringTheFade() async throws {
        let (_, _, nodes) = try run([query(5900), query(6500), query(7100)])
        XCTAssertEqual(nodes.map { $0["picture"] as? Double }, [0, 1, 1])
        XCTAssertEqual(nodes.map { $0["fade"] as? Double }, [nil, 0.5, nil])
        XCTAssertEqual(nodes.map { $0["file"] as? String }, ["img/cafe/latte.svg", "img/cafe/croissant.svg", "img/cafe/croissant.svg"])
        // Frames drawn by the end of runs of different lengths: flat between fades.
        let before = try run([query(5900)]).frames, after = try run([query(7500)]).frames
        let later = try run([query(11900)]).frames, next = try run([query(13500)]).frames
        XCTAssertEqual(before, 2, "the first frame and the attract screen's, then nothing for 6 s")
        XCTAssertEqual(after - before, 30, "a 1 s fade: 30 frames")
        XCTAssertEqual(later, after, "not one frame between fades")
        XCTAssertEqual(next - later, 30)
    }

    /// Shown by `power: attract` after a minute idle, it starts from its first picture then.
    func testThePowerBlocksAttractScreenStartsIt() async throws {
        let dir = KioskProcess.temporaryFolder("slideshow-power")
        try [query(59900), query(65900), query(66500)].joined(separator: "\n").write(toFile: dir + "/s.jsonl", atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", Self.attract, "--driver", "headless", "--size", "800x480", "--replay", dir + "/s.jsonl"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.events(named: "screen").map { $0["screen"] as? String }, ["attract"])
        let nodes = r.events(named: "layout").compactMap { KioskProcess.nodes($0)["pictures"] }
        XCTAssertEqual(nodes.map { $0["running"] as? Bool }, [false, true, true], "not seen on the order screen")
        XCTAssertEqual(nodes.map { $0["picture"] as? Double }, [0, 0, 1], "6 s after the attract screen shows")
    }

    /// The order screen shows from 2 s to 20 s: the slideshow stops at the 2 s it was seen and
    /// changes 4 s after it shows again; meanwhile nothing of it is drawn.
    func testItStopsWhileAnotherScreenShows() async throws {
        let (_, frames, nodes) = try run([#"{"at":2000,"show":"order"}"#, #"{"at":20000,"show":"attract"}"#,
                                          query(23900), query(24500), query(25100)])
        XCTAssertEqual(nodes.map { $0["picture"] as? Double }, [0, 1, 1])
        XCTAssertEqual(nodes.map { $0["running"] as? Bool }, [true, true, true])
        XCTAssertEqual(nodes[1]["fade"] as? Double, 0.5)
        XCTAssertEqual(frames, 2 + 1 + 1 + 30, "the first two, each screen shown, one fade: none while hidden")
    }

    /// The display off from 2 s to 20 s (`{"display":"off"}`): no frame, the clock stopped, and
    /// the change 4 s after the display is back on.
    func testItStopsWhileTheDisplayIsOff() async throws {
        let (r, frames, nodes) = try run([#"{"at":2000,"display":"off"}"#, query(10000), #"{"at":20000,"display":"on"}"#,
                                          query(23900), query(24500), query(25100)])
        XCTAssertEqual(r.events(named: "display").map { $0["state"] as? String }, ["off", "on"])
        XCTAssertEqual(nodes.map { $0["picture"] as? Double }, [0, 0, 1, 1])
        XCTAssertEqual(nodes.map { $0["running"] as? Bool }, [false, true, true, true])
        XCTAssertEqual(frames, 2 + 1 + 30, "the first two, the window on again, one fade: none while off")
    }

    /// `set` with `pictures` at 3 s: the new first picture at once, the next one 6 s later.
    func testASetOfPicturesStartsTheNewShowFromItsFirst() async throws {
        let (_, _, nodes) = try run([#"{"at":3000,"set":{"id":"pictures","pictures":["img/cafe/tea.svg","img/cafe/cookie.svg"]}}"#,
                                     query(3100), query(8900), query(9500), query(10100)])
        XCTAssertEqual(nodes.map { $0["file"] as? String }, ["img/cafe/tea.svg", "img/cafe/tea.svg", "img/cafe/cookie.svg", "img/cafe/cookie.svg"])
        XCTAssertEqual(nodes.map { $0["pictures"] as? Double }, [2, 2, 2, 2])
        XCTAssertEqual(nodes[2]["fade"] as? Double, 0.5)
    }

    /// Focused, it is named once; its pictures changing say nothing (an attract loop must not
    /// chatter at a customer who listens).
    func testSpeechNamesItOnceAndSaysNothingAsItChanges() async throws {
        let (r, _, _) = try run([#"{"at":500,"key":"tab"}"#, query(13500)], ["--speech"])
        let said = r.events(named: "speech").map { "\(Int($0["at"] as? Double ?? -1)) \($0["text"] as? String ?? "?")" }
        XCTAssertEqual(said.last, "500 Our drinks and pastries, slideshow")
        XCTAssertEqual(said.filter { !$0.hasPrefix("0 ") }, ["500 Our drinks and pastries, slideshow"], "nothing at the fades at 6 and 12 s: \(said)")
    }

    func testAScreenshotMidFadeIsTheSameBytesInTwoProcesses() async throws {
        let dir = KioskProcess.temporaryFolder("slideshow-shots")
        var shots: [Data] = []
        for n in 0..<2 {
            let (r, _, _) = try run([#"{"at":6500,"screenshot":"\#(dir)/mid-\#(n).png"}"#, #"{"at":9000,"screenshot":"\#(dir)/after-\#(n).png"}"#])
            XCTAssertEqual(r.events(named: "screenshot").count, 2)
            shots.append(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/mid-\(n).png")))
            shots.append(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/after-\(n).png")))
        }
        XCTAssertEqual(shots[0], shots[2], "mid-fade, the same bytes")
        XCTAssertEqual(shots[1], shots[3])
        XCTAssertNotEqual(shots[0], shots[1], "half way is not the picture it ends on")
    }

    func testCheckRefusesAMissingPictureAtItsLine() async throws {
        let dir = KioskProcess.temporaryFolder("slideshow-check")
        try """
        root:
          type: slideshow
          accessibilityLabel: Cakes
          pictures:
            - img/cake.jpg
        """.write(toFile: dir + "/s.yaml", atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["check", dir + "/s.yaml"])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains("\(dir)/s.yaml:5: pictures: \"img/cake.jpg\" does not exist in \(dir)/img"), r.stderr)
    }
}
