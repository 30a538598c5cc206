import Foundation
import XCTest
import KioskUITestSupport

/// The demo and the parking meter in Arabic, as `kiosk run --replay` lays them out headless:
/// `{"set":{"language":"ar"}}` then `{"query":"layout"}`, compared with the English layout of the
/// same run. The tabs, the pickers' segments, the rows and the flow run from the right; the Pay
/// button changes sides; the ruler is where it was and still counts left to right.
@MainActor
final class RightToLeftReplayTests: XCTestCase {
    private typealias Nodes = [String: [String: Any]]

    /// Runs `file` at `size` with `script`; the events it wrote.
    private func replay(_ file: String, _ script: String, size: String = "800x480") throws -> [[String: Any]] {
        let dir = KioskProcess.temporaryFolder("rtl-replay")
        let path = dir + "/script.jsonl", events = dir + "/events.jsonl"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", file, "--driver", "headless", "--size", size, "--replay", path, "--events", events])
        XCTAssertEqual(r.status, 0, r.stderr)
        return KioskProcess.events(try String(contentsOfFile: events, encoding: .utf8))
    }

    /// The English layout, then the Arabic one.
    private func englishThenArabic(_ file: String) throws -> (en: Nodes, ar: Nodes) {
        let all = try replay(file, """
        {"at":0,"query":"layout"}
        {"at":100,"set":{"language":"ar"}}
        {"at":200,"query":"layout"}
        """)
        let layouts = all.filter { $0["event"] as? String == "layout" }
        XCTAssertEqual(layouts.count, 2)
        XCTAssertEqual(layouts.last?["language"] as? String, "ar")
        return (KioskProcess.nodes(try XCTUnwrap(layouts.first)), KioskProcess.nodes(try XCTUnwrap(layouts.last)))
    }

    private func frame(_ nodes: Nodes, _ id: String) throws -> [Double] {
        try XCTUnwrap(nodes[id]?["frame"] as? [Double], "\(id) has a frame")
    }

    /// The left edges of a picker's segments, in option order.
    private func segmentXs(_ nodes: Nodes, _ id: String) throws -> [Double] {
        let segments = try XCTUnwrap(nodes[id]?["segments"] as? [[Double]], "\(id) shows its segments")
        return segments.map { $0[0] }
    }

    func testTheDemoInArabicRunsFromTheRightButItsRulerDoesNot() async throws {
        let (en, ar) = try englishThenArabic(TestFiles.demoFile)
        let tabsEn = try segmentXs(en, "pages.tabs"), tabsAr = try segmentXs(ar, "pages.tabs")
        XCTAssertEqual(tabsEn, tabsEn.sorted(), "Home, Settings, About from the left")
        XCTAssertEqual(tabsAr, tabsAr.sorted(by: >), "Home, Settings, About from the right")
        XCTAssertEqual(try frame(ar, "pages.tabs")[2], 800, "the tabs span the width")

        let period = try segmentXs(ar, "period")
        XCTAssertEqual(period, period.sorted(by: >), "the picker's first segment (Day) is the rightmost")
        let day = try XCTUnwrap(ar["period"]?["segments"] as? [[Double]]).first
        XCTAssertEqual(day.map { $0[0] + $0[2] }, 776, "against the right padding")

        let start = try frame(ar, "start"), stop = try frame(ar, "stop")
        XCTAssertGreaterThan(start[0], stop[0], "Start, the first action, is on the right")
        let chip1 = try frame(ar, "chips.1"), chip2 = try frame(ar, "chips.2")
        XCTAssertGreaterThan(chip1[0], chip2[0], "the chips fill their rows from the right")
        XCTAssertEqual(chip1[0] + chip1[2], 776)

        XCTAssertEqual(try frame(ar, "amount"), try frame(en, "amount"), "the ruler spans the same width in both")
    }

    func testTheParkingMetersPayButtonChangesSidesAndItsRulerStays() async throws {
        let (en, ar) = try englishThenArabic(TestFiles.meterFile)
        let payEn = try frame(en, "pay"), helpEn = try frame(en, "help")
        let payAr = try frame(ar, "pay"), helpAr = try frame(ar, "help")
        XCTAssertGreaterThan(payEn[0], helpEn[0], "English: Rates, then Pay on the right")
        XCTAssertLessThan(payAr[0], helpAr[0], "Arabic: Pay on the left")
        XCTAssertEqual(payAr[0], 800 - payEn[0] - payEn[2], "exactly where Rates was mirrored")
        let zones = try segmentXs(ar, "zone")
        XCTAssertEqual(zones, zones.sorted(by: >), "Zone A at the right")
        XCTAssertEqual(try frame(ar, "minutes"), try frame(en, "minutes"))
    }

    func testInArabicATapRightOfTheRulersCentreRaisesItAndASwipeRightShowsTheNextPage() async throws {
        let (_, ar) = try englishThenArabic(TestFiles.demoFile)
        let ruler = try frame(ar, "amount")
        let (x, y) = (ruler[0] + ruler[2] / 2 + 100, ruler[1] + ruler[3] / 2)
        // A swipe along the row of chips, whose buttons give it up to the pages.
        let chip = try frame(ar, "chips.2")
        let (cy, from) = (chip[1] + chip[3] / 2, 150.0)
        let moves = (1...10).map { #"{"at":\#(1000 + 20 * $0),"pointer":"move","x":\#(from + 45 * Double($0)),"y":\#(cy)}"# }
        let all = try replay(TestFiles.demoFile, """
        {"at":0,"set":{"language":"ar"}}
        {"at":100,"pointer":"down","x":\(x),"y":\(y)}
        {"at":160,"pointer":"up","x":\(x),"y":\(y)}
        {"at":1000,"pointer":"down","x":\(from),"y":\(cy)}
        \(moves.joined(separator: "\n"))
        {"at":1220,"pointer":"up","x":\(from + 450),"y":\(cy)}
        {"at":1500,"query":"layout"}
        """)
        let change = try XCTUnwrap(all.first { $0["event"] as? String == "change" && $0["id"] as? String == "amount" })
        XCTAssertGreaterThan(try XCTUnwrap(change["value"] as? Double), 40, "right of the centre is more, as in English")
        let appeared = all.filter { $0["event"] as? String == "appear" }.compactMap { $0["page"] as? String }
        XCTAssertEqual(appeared, ["Home", "Settings"], "the swipe to the right brought the next page in")
    }
}
