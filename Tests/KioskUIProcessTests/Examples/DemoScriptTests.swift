import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The `kiosk` binary replaying scripts against the demo, as an integrator's test would: the
/// adaptive picker, the ruler, the page container and live width and font-scale changes.
@MainActor
final class DemoScriptTests: XCTestCase {
    private func replay(_ lines: [String], size: String = "1280x800", file: StaticString = #filePath,
                        line: UInt = #line) throws -> KioskProcess.Result {
        let script = KioskProcess.temporaryFile("script-\(UUID().uuidString).jsonl", contents: lines.joined(separator: "\n"))
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", size, "--replay", script.path])
        XCTAssertEqual(r.status, 0, r.stderr, file: file, line: line)
        return r
    }

    private func node(_ layout: [String: Any], _ id: String) -> [String: Any]? {
        (layout["nodes"] as? [[String: Any]])?.first { $0["id"] as? String == id }
    }

    func testNarrowingTurnsThePickerCompactALongPressPicksAndWideningRestoresIt() async throws {
        let r = try replay([
            #"{"at":0,"fontScale":2}"#,
            #"{"at":0,"split":0.5}"#,
            #"{"at":100,"split":0.3}"#,
            #"{"at":200,"pointer":"down","target":"period"}"#,
            #"{"at":800,"pointer":"up","target":"period"}"#,
            #"{"at":900,"query":"layout"}"#,
            #"{"at":1000,"pointer":"down","target":"period.menu#2"}"#,
            #"{"at":1050,"pointer":"up","target":"period.menu#2"}"#,
            #"{"at":1100,"split":1}"#,
            #"{"at":2000,"query":"layout"}"#,
        ])
        let picker = r.events.filter { ["compact", "change", "menu"].contains($0["event"] as? String ?? "") && $0["id"] as? String == "period" }
        XCTAssertEqual(picker.map { "\($0["event"]!):\($0["compact"] ?? $0["index"] ?? $0["open"] ?? "")" },
                       ["compact:1", "menu:1", "change:2", "menu:0", "compact:0"], r.stdout)
        let layouts = r.events(named: "layout")
        XCTAssertEqual(layouts.count, 2)
        XCTAssertEqual(node(layouts[0], "period")?["menuOpen"] as? Bool, true, "the menu is open after the long press")
        let menu = try XCTUnwrap(node(layouts[0], "period.menu")?["menuFrame"] as? [Double])
        let ui = try XCTUnwrap(layouts[0]["size"] as? [Double])
        XCTAssertLessThanOrEqual(menu[0] + menu[2], ui[0], "the menu stays inside the UI's part of a split")
        let wide = try XCTUnwrap(node(layouts[1], "period"))
        XCTAssertEqual(wide["compact"] as? Bool, false)
        XCTAssertEqual(wide["selected"] as? Double, 2)
        let marker = try XCTUnwrap(wide["marker"] as? [Double]), segments = try XCTUnwrap(wide["segments"] as? [[Double]])
        XCTAssertEqual(marker[0], segments[2][0] + 8, "the marker is under the chosen segment")
    }

    /// 1-px steps across the threshold in both directions: exactly one change of form each way.
    func testAOnePixelResizeSweepAcrossTheThresholdFlipsExactlyOnceEachWay() async throws {
        var lines = [#"{"at":0,"fontScale":2}"#]
        var t = 0
        for w in stride(from: 640, through: 380, by: -1) { t += 1; lines.append(#"{"at":\#(t),"resize":[\#(w),800]}"#) }
        for w in stride(from: 380, through: 640, by: 1) { t += 1; lines.append(#"{"at":\#(t),"resize":[\#(w),800]}"#) }
        let r = try replay(lines)
        let forms = r.events(named: "compact").filter { $0["id"] as? String == "period" }.map { $0["compact"] as? Bool }
        XCTAssertEqual(forms, [true, false], r.stdout.suffix(2000).description)
    }

    func testAFlungRulerTicksAndSettlesOnceOnAWholeStep() async throws {
        // The ruler's centre row: read it from a first query instead of guessing.
        let q = try replay([#"{"at":0,"query":"layout"}"#])
        let f = try XCTUnwrap(node(q.events(named: "layout")[0], "amount")?["frame"] as? [Double])
        let y = Int(f[1] + f[3] / 2), x0 = Int(f[0] + f[2] / 2)
        var lines = [#"{"at":0,"pointer":"down","x":\#(x0),"y":\#(y)}"#]
        for i in 1...12 { lines.append(#"{"at":\#(i * 8),"pointer":"move","x":\#(x0 - i * 25),"y":\#(y)}"#) }
        lines.append(#"{"at":100,"pointer":"up","x":\#(x0 - 300),"y":\#(y)}"#)
        lines.append(#"{"at":5000,"query":"layout"}"#)
        let r = try replay(lines)
        XCTAssertGreaterThan(r.events(named: "tick").count, 5, "ticks while it glides")
        let changes = r.events(named: "change").filter { $0["id"] as? String == "amount" }
        XCTAssertEqual(changes.count, 1, r.stdout)
        let v = try XCTUnwrap(changes.first?["value"] as? Double)
        XCTAssertEqual(v, v.rounded(), "a whole step of 1")
        XCTAssertGreaterThan(v, 40 + 300 / 14, "the fling carried it further than the finger went")
        XCTAssertLessThanOrEqual(v, 100)
        let rested = try XCTUnwrap(node(r.events(named: "layout")[0], "amount"))
        XCTAssertEqual(rested["value"] as? Double, v)
        XCTAssertEqual(rested["moving"] as? Bool, false)
    }

    func testASplitChangeRewrapsTheFlowAndKeepsTheButtonsEqualInTheSameFrame() async throws {
        let r = try replay([
            #"{"at":0,"query":"layout"}"#,
            #"{"at":100,"split":0.5}"#,
            #"{"at":100,"query":"layout"}"#,
            #"{"at":200,"fontScale":2.5}"#,
            #"{"at":200,"query":"layout"}"#,
        ])
        let layouts = r.events(named: "layout")
        XCTAssertEqual(layouts.count, 3)
        let heights = layouts.compactMap { (node($0, "chips")?["frame"] as? [Double])?[3] }
        XCTAssertEqual(heights.count, 3)
        XCTAssertLessThan(heights[0], heights[1], "half the width: more rows")
        XCTAssertLessThan(heights[1], heights[2], "bigger text: more rows again")
        for layout in layouts {
            let size = try XCTUnwrap(layout["size"] as? [Double])
            let widths = ["start", "pause", "stop"].compactMap { (node(layout, $0)?["frame"] as? [Double])?[2] }
            XCTAssertEqual(Set(widths).count, 1, "equal widths: \(widths)")
            let chips = try XCTUnwrap(node(layout, "chips")?["frame"] as? [Double])
            XCTAssertLessThanOrEqual(chips[0] + chips[2], size[0], "the flow stays inside the UI")
        }
    }

    func testPageLifecycleFollowsTabsSwipesAndShoulderButtons() async throws {
        let r = try replay([
            #"{"at":0,"pointer":"down","target":"pages#2"}"#,
            #"{"at":50,"pointer":"up","target":"pages#2"}"#,
            #"{"at":500,"pointer":"down","x":300,"y":600}"#,
            #"{"at":520,"pointer":"move","x":500,"y":600}"#,
            #"{"at":540,"pointer":"move","x":700,"y":600}"#,
            #"{"at":560,"pointer":"up","x":700,"y":600}"#,
            #"{"at":1000,"button":"rightshoulder"}"#,
            #"{"at":1500,"key":"pageup"}"#,
        ])
        let life = r.events.filter { ["appear", "disappear"].contains($0["event"] as? String ?? "") }
            .map { "\($0["event"]!):\($0["page"]!)" }
        XCTAssertEqual(life, ["appear:Home", "disappear:Home", "appear:About", "disappear:About", "appear:Settings",
                              "disappear:Settings", "appear:About", "disappear:About", "appear:Settings"])
    }
}
