import Foundation
import XCTest
import KioskUITestSupport

/// An Xvfb X server for one test: started on a display number of its own, ended by `stop`.
/// Skips the test when Xvfb or xdotool is missing or the server does not come up.
struct XvfbServer {
    let process: Process
    /// The `DISPLAY` value, e.g. ":93".
    let display: String

    /// Starts Xvfb with one screen of `width`×`height` on display `base + pid % 100` (each test
    /// class picks its own base so classes never share a server).
    static func start(base: Int, width: Int, height: Int) throws -> XvfbServer {
        guard let xvfbPath = XvfbSmokeTests.which("Xvfb"), XvfbSmokeTests.which("xdotool") != nil else {
            throw XCTSkip("Xvfb or xdotool is not installed (scripts/setup.sh installs them)")
        }
        let n = base + Int(getpid() % 100)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: xvfbPath)
        p.arguments = [":\(n)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        let socket = "/tmp/.X11-unix/X\(n)"
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) { usleep(50_000) }
        guard FileManager.default.fileExists(atPath: socket) else {
            p.terminate()
            throw XCTSkip("Xvfb did not start on :\(n)")
        }
        return XvfbServer(process: p, display: ":\(n)")
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    /// A `kiosk` process with a window on this server: its stdin, its events, its window id.
    struct KioskWindow {
        let kiosk: Process
        let input: Pipe
        let events: LineCollector
        let window: String
        /// Writes one command line to its stdin.
        func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }
        func stop() { if kiosk.isRunning { kiosk.terminate() }; kiosk.waitUntilExit() }
    }

    /// Starts `kiosk` with `arguments` on this display (not on Wayland) and returns once its
    /// said `ready` and its window is visible.
    func launch(_ arguments: [String]) throws -> KioskWindow {
        let kiosk = Process()
        kiosk.executableURL = KioskProcess.binary
        kiosk.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        kiosk.environment = env
        let input = Pipe(), output = Pipe()
        kiosk.standardInput = input
        kiosk.standardOutput = output
        kiosk.standardError = FileHandle.nullDevice
        let events = LineCollector(output.fileHandleForReading)
        try kiosk.run()
        // `ready` first: SDL may replace its first window when the renderer starts (OpenGL).
        XCTAssertNotNil(events.wait(for: #""event":"ready""#, timeout: 5))
        var window = ""
        for _ in 0..<100 where window.isEmpty {
            window = XvfbSmokeTests.shell(["xdotool", "search", "--onlyvisible", "--pid", "\(kiosk.processIdentifier)"],
                                          display: display).split(separator: "\n").first.map(String.init) ?? ""
            usleep(50_000)
        }
        XCTAssertFalse(window.isEmpty, "the kiosk opened a window")
        return KioskWindow(kiosk: kiosk, input: input, events: events, window: window)
    }
}
