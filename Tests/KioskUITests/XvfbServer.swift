import Foundation
import XCTest

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
}
