import Foundation
import XCTest
@testable import KioskUICore

/// A kiosk on a small X11 screen with no window manager (Xvfb 1024×600, like a 7" panel on Xorg):
/// nothing moves or resizes windows there, so the kiosk must place its window on the screen
/// itself. Before, the default 1280×800 window sat at (−128, −100) (clicks on the top-left
/// controls missed), and `--fullscreen` reported 1024×600 while the window stayed 1280×800.
@MainActor
final class XvfbPlacementTests: XCTestCase {
    // Not isolated, checked by hand: XCTest calls setUp, the test and tearDown one after another
    // on the main thread, and nothing else touches it.
    nonisolated(unsafe) private var xvfb: XvfbServer?
    private var display: String { xvfb?.display ?? "" }
    nonisolated static let screen = (1024, 600)

    override func setUpWithError() throws {
        xvfb = try XvfbServer.start(base: 200, width: Self.screen.0, height: Self.screen.1)
    }

    override func tearDown() {
        xvfb?.stop()
    }

    /// The demo in a window on the small screen, settled (SDL may replace its first window when
    /// the renderer starts).
    private func start(_ extra: [String]) throws -> XvfbServer.KioskWindow {
        let run = try XCTUnwrap(xvfb).launch(["run", XvfbSmokeTests.demoFile, "--driver", "x11", "--duration", "30"] + extra)
        usleep(300_000)
        return run
    }

    /// The window's position and size on the screen, from `xdotool getwindowgeometry`.
    private func geometry(_ window: String) -> (x: Int, y: Int, w: Int, h: Int)? {
        let text = XvfbSmokeTests.shell(["xdotool", "getwindowgeometry", window], display: display)
        func numbers(after label: String, separator: Character) -> [Int]? {
            guard let line = text.split(separator: "\n").first(where: { $0.contains(label) }) else { return nil }
            let field = line.split(separator: " ").first { $0.contains(separator) && $0.first.map { $0.isNumber || $0 == "-" } == true }
            return field?.split(separator: separator).compactMap { Int($0) }
        }
        guard let p = numbers(after: "Position:", separator: ","), let s = numbers(after: "Geometry:", separator: "x"),
              p.count == 2, s.count == 2 else { return nil }
        return (p[0], p[1], s[0], s[1])
    }

    func testTheDefaultWindowFitsTheScreenAndAClickLandsOnTheWidgetDrawnThere() async throws {
        let run = try start([])
        defer { run.stop() }
        guard let g = geometry(run.window) else {
            return XCTFail("no geometry for window \(run.window): \(XvfbSmokeTests.shell(["xdotool", "getwindowgeometry", run.window], display: display))")
        }
        XCTAssertTrue(g.x >= 0 && g.y >= 0 && g.x + g.w <= Self.screen.0 && g.y + g.h <= Self.screen.1,
                      "the window lies on the \(Self.screen.0)×\(Self.screen.1) screen: \(g)")

        // Where the Start button is (top left, the first control a user reaches), from the kiosk itself.
        run.send(#"{"query":"layout"}"#)
        let line = run.events.wait(for: #""event":"layout""#, timeout: 5) ?? ""
        XCTAssertTrue(line.contains(#""size":[\#(g.w),\#(g.h)]"#), "the UI has the window's size: \(line.prefix(120))")
        let layout = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        let nodes = (layout?["nodes"] as? [[String: Any]]) ?? []
        guard let node = nodes.first(where: { $0["id"] as? String == "start" }), let f = node["frame"] as? [Double] else {
            return XCTFail("no start button in the layout: \(line.prefix(300))")
        }
        // A click on the screen where that button is drawn (the window's position plus its frame's centre).
        let x = g.x + Int(f[0] + f[2] / 2), y = g.y + Int(f[1] + f[3] / 2)
        _ = XvfbSmokeTests.shell(["xdotool", "mousemove", "\(x)", "\(y)", "click", "1"], display: display)
        XCTAssertNotNil(run.events.wait(for: #""event":"tap","id":"start""#, timeout: 5),
                        "the click at (\(x), \(y)) reached Start")
    }

    func testFullscreenTakesTheScreensSize() async throws {
        let run = try start(["--fullscreen"])
        defer { run.stop() }
        guard let g = geometry(run.window) else {
            return XCTFail("no geometry for window \(run.window): \(XvfbSmokeTests.shell(["xdotool", "getwindowgeometry", run.window], display: display))")
        }
        XCTAssertEqual([g.x, g.y, g.w, g.h], [0, 0, Self.screen.0, Self.screen.1], "the window covers the screen")
        XCTAssertNotNil(run.events.wait(for: #""size":[1024,600]"#, timeout: 1), "ready reports the screen's size")
    }
}
