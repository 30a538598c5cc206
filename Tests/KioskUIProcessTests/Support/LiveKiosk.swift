import Foundation
import XCTest
import KioskUITestSupport

/// A headless kiosk started from a screen file in `dir`, with commands on a pipe and events on
/// stdout, kept running while a test sends it lines one by one and times its answers.
@MainActor
final class LiveKiosk {
    let process = Process()
    let input = Pipe()
    let stdout: LineCollector
    let stderr: LineCollector
    let dir: String

    /// Starts `kiosk run` on `dir/screen` at `size` (screenshots go to `dir`, `arguments` added),
    /// and waits for its `ready` event.
    init(dir: String, screen: String = "screen.yaml", size: String = "1100x1100", arguments: [String] = []) throws {
        self.dir = dir
        process.executableURL = KioskProcess.binary
        process.arguments = ["run", "--driver", "headless", "--size", size, "--commands", "-",
                             "--screenshot-dir", dir] + arguments + [dir + "/" + screen]
        let out = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        stdout = LineCollector(out.fileHandleForReading)
        stderr = LineCollector(err.fileHandleForReading)
        try process.run()
        XCTAssertNotNil(stdout.wait(for: #""event":"ready""#, timeout: 30), "the kiosk started: \(stderr.all)")
    }

    func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

    /// Sends `line`; the seconds until a stdout line holds `answer`, nil if none within 60 s.
    func answerTime(_ line: String, _ answer: String) -> Double? {
        let before = stdout.all.count
        let start = Date()
        send(line)
        let lines = stdout.wait(timeout: 60) { $0.count > before && $0[before...].contains { $0.contains(answer) } }
        return lines.count > before && lines[before...].contains { $0.contains(answer) } ? Date().timeIntervalSince(start) : nil
    }

    /// Sends SIGTERM; the seconds until the process ended (a SIGKILL after 30 s).
    func terminate() -> Double {
        let start = Date()
        kill(process.processIdentifier, SIGTERM)
        while process.isRunning && Date().timeIntervalSince(start) < 30 { usleep(1000) }
        let seconds = Date().timeIntervalSince(start)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        _ = stderr.waitForEnd(timeout: 10)
        return seconds
    }

    /// The kiosk's children, from /proc (a child not reaped yet included).
    var children: [Int32] { ProcessTree.children(of: process.processIdentifier) }

    /// The children forked by the decode thread (named kiosk-picture, a name a fork keeps)
    /// once there are some, waiting up to 10 s: a picture's rasteriser, started by the frame
    /// after a `set`. (A picture of the screen file is rasterised by the loop's thread.)
    func rasterisers() -> [Int32] {
        let start = Date()
        var found: [Int32] = []
        repeat {
            found = children.filter { ProcessTree.name($0) == "kiosk-picture" }
            if found.isEmpty { usleep(10_000) }
        } while found.isEmpty && Date().timeIntervalSince(start) < 10
        return found
    }

    isolated deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
}
