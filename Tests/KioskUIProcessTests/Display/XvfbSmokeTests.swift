import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// The demo in a real X11 window under Xvfb, as a user at a desk would run it: the window shows the
/// demo, an xdotool click reaches a button, and an idle kiosk draws no frames and sleeps.
@MainActor
final class XvfbSmokeTests: XCTestCase {
    // Not isolated, checked by hand: XCTest calls setUp, the test and tearDown one after another
    // on the main thread, and nothing else touches it.
    nonisolated(unsafe) private var xvfb: XvfbServer?
    private var display: String { xvfb?.display ?? "" }

    override func setUpWithError() throws {
        xvfb = try XvfbServer.start(base: 90, width: 1024, height: 768)
    }

    override func tearDown() {
        xvfb?.stop()
    }

    func testTheDemoRunsInARealWindowTakesAClickAndIdlesWithoutDrawing() async throws {
        // Where the Start button is at this size (the layout is the same headless).
        let q = KioskProcess.temporaryFile("smoke-query.jsonl", contents: #"{"at":0,"query":"layout"}"#)
        let layout = try KioskProcess.run(["run", "--driver", "headless", "--size", "800x600", "--replay", q.path])
        let nodes = (layout.events(named: "layout").first?["nodes"] as? [[String: Any]]) ?? []
        guard let start = nodes.first(where: { $0["id"] as? String == "start" }), let f = start["frame"] as? [Double] else {
            return XCTFail("no start button in the demo layout: \(layout.stdout)")
        }

        let events = KioskProcess.temporaryFile("smoke-events.jsonl")
        let png = KioskProcess.temporaryFile("smoke.png")
        let kiosk = Process()
        kiosk.executableURL = KioskProcess.binary
        kiosk.arguments = ["run", Self.demoFile, "--driver", "x11", "--size", "800x600", "--duration", "9", "--stats",
                           "--events", events.path, "--screenshot", png.path]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        kiosk.environment = env
        let err = Pipe()
        kiosk.standardError = err
        try kiosk.run()

        // Wait for `ready` (SDL may replace its first window when the renderer starts), then for
        // the window, then click the Start button in it.
        for _ in 0..<100 {
            if ((try? String(contentsOf: events, encoding: .utf8)) ?? "").contains(#""event":"ready""#) { break }
            usleep(50_000)
        }
        var window = ""
        for _ in 0..<100 {
            window = Self.shell(["xdotool", "search", "--onlyvisible", "--pid", "\(kiosk.processIdentifier)"], display: display)
                .split(separator: "\n").first.map(String.init) ?? ""
            if !window.isEmpty { break }
            usleep(50_000)
        }
        XCTAssertFalse(window.isEmpty, "the kiosk opened a window")
        usleep(500_000)
        _ = Self.shell(["xdotool", "mousemove", "--window", window, "\(Int(f[0] + f[2] / 2))", "\(Int(f[1] + f[3] / 2))",
                        "click", "1"], display: display)

        // Idle: after the click settles, five seconds should cost well under 1 % of a core.
        usleep(1_500_000)
        let cpu0 = Self.cpuSeconds(pid: kiosk.processIdentifier)
        usleep(5_000_000)
        let cpu1 = Self.cpuSeconds(pid: kiosk.processIdentifier)
        kiosk.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(kiosk.terminationStatus, 0, stderr)

        let lines = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        XCTAssertTrue(lines.contains(#""event":"tap","id":"start""#), "the click arrived as a tap: \(lines)")
        XCTAssertTrue(stderr.contains("driver=x11"), stderr)
        let idleShare = (cpu1 - cpu0) / 5.0
        XCTAssertLessThan(idleShare, 0.01, "idle CPU share \(idleShare)")
        // Frames: the first, the press and release, a few for animations — not 60 per second.
        if let frames = stderr.split(separator: " ").first(where: { $0.hasPrefix("frames=") }).flatMap({ Int($0.dropFirst(7).trimmingCharacters(in: .whitespacesAndNewlines)) }) {
            XCTAssertLessThan(frames, 60, "an idle kiosk renders no frames")
        } else {
            XCTFail("no frame count in \(stderr)")
        }
        let image = try PNGFile.read(png.path)
        XCTAssertEqual(image.width, 800)
        XCTAssertGreaterThan(image.distinctColors(), 20, "the window shows the demo, not a blank screen")
    }

    /// The demo's screen file: the window shows what the file describes.
    static let demoFile = TestFiles.screensFolder.appendingPathComponent("demo.yaml").path

    /// A kiosk in a window on the Xvfb display with stdin and stdout piped, once its window shows
    /// and it said `ready`. The caller ends it (`defer { run.stop() }`).
    private func startInWindow(_ arguments: [String]) throws -> XvfbServer.KioskWindow {
        try XCTUnwrap(xvfb).launch(arguments)
    }

    func testCommandsOnStdinWakeTheIdleWindowAndF2CyclesTheSplitLive() async throws {
        let run = try startInWindow(["run", Self.demoFile, "--driver", "x11", "--size", "800x600", "--duration", "30"])
        defer { run.stop() }
        let (kiosk, input, events, window) = (run.kiosk, run.input, run.events, run.window)
        usleep(1_000_000)   // idle: the loop now sleeps in SDL_WaitEvent with no timeout

        // A command wakes it at once (an SDL user event pushed by the reader thread).
        let sent = Date()
        input.fileHandleForWriting.write(Data("{\"set\":{\"id\":\"period\",\"value\":\"Week\"}}\n".utf8))
        XCTAssertNotNil(events.wait(for: #""event":"change","id":"period""#, timeout: 5), "the command was carried out")
        XCTAssertLessThan(Date().timeIntervalSince(sent), 0.5, "an idle window answers a command at once")

        // F2 on the real keyboard cycles the split: the whole width, then 2/3.
        _ = Self.shell(["xdotool", "windowfocus", "--sync", window], display: display)
        _ = Self.shell(["xdotool", "key", "--clearmodifiers", "F2"], display: display)
        usleep(300_000)
        input.fileHandleForWriting.write(Data("{\"query\":\"layout\"}\n".utf8))
        let layout = events.wait(for: #""event":"layout""#, timeout: 5) ?? ""
        XCTAssertTrue(layout.contains(#""size":[533,600]"#), "F2 split the UI to 2/3 of 800: \(layout.prefix(160))")

        kill(kiosk.processIdentifier, SIGTERM)
        kiosk.waitUntilExit()
        XCTAssertEqual(kiosk.terminationStatus, 0, "SIGTERM ends the window run cleanly")
    }

    func testRotated90TheWindowStays800x600TheUIIs600x800AndAClickLandsOnWhatIsDrawnThere() async throws {
        let png = KioskProcess.temporaryFile("smoke-rot90.png")
        let run = try startInWindow(["run", Self.demoFile, "--driver", "x11", "--size", "800x600", "--rotate", "90",
                                     "--duration", "30", "--screenshot-dir", png.deletingLastPathComponent().path])
        defer { run.stop() }
        let (kiosk, input, events, window) = (run.kiosk, run.input, run.events, run.window)
        let geometry = Self.shell(["xdotool", "getwindowgeometry", window], display: display)
        XCTAssertTrue(geometry.contains("800x600"), "the window keeps its size: \(geometry)")

        // The UI lays out in portrait.
        input.fileHandleForWriting.write(Data("{\"query\":\"layout\"}\n".utf8))
        let line = events.wait(for: #""event":"layout""#, timeout: 5) ?? ""
        XCTAssertTrue(line.contains(#""size":[600,800]"#), "the UI is 600×800: \(line.prefix(160))")
        let layout = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        let nodes = (layout?["nodes"] as? [[String: Any]]) ?? []
        guard let start = nodes.first(where: { $0["id"] as? String == "start" }), let f = start["frame"] as? [Double] else {
            return XCTFail("no start button in the layout: \(line.prefix(300))")
        }

        // Click where the Start button is drawn on the turned output.
        let centre = Point((f[0] + f[2] / 2).rounded(.down), (f[1] + f[3] / 2).rounded(.down))
        let at = DisplayRotation.cw90.outputPixel(centre, logical: Size(600, 800))
        XCTAssertTrue(at.x >= 0 && at.x < 800 && at.y >= 0 && at.y < 600, "\(at)")
        _ = Self.shell(["xdotool", "mousemove", "--window", window, "\(Int(at.x))", "\(Int(at.y))", "click", "1"], display: display)
        XCTAssertNotNil(events.wait(for: #""event":"tap","id":"start""#, timeout: 5), "the click reached Start")

        // The screenshot is the output as mounted: 800×600, with the UI's top (the tabs) on the right.
        input.fileHandleForWriting.write(Data("{\"screenshot\":\"\(png.path)\"}\n".utf8))
        XCTAssertNotNil(events.wait(for: #""event":"screenshot""#, timeout: 5))
        let image = try PNGFile.read(png.path)
        XCTAssertEqual([image.width, image.height], [800, 600])
        XCTAssertGreaterThan(image.distinctColors(), 20, "the window shows the demo")

        kill(kiosk.processIdentifier, SIGTERM)
        kiosk.waitUntilExit()
        XCTAssertEqual(kiosk.terminationStatus, 0)
    }

    nonisolated static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let p = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    nonisolated static func shell(_ args: [String], display: String) -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = args
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try? p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// User + system CPU seconds the process has used, from /proc.
    static func cpuSeconds(pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields after the command: state is [0], utime [11], stime [12] (in clock ticks).
        guard fields.count > 12, let u = Double(fields[11]), let s = Double(fields[12]) else { return 0 }
        return (u + s) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
