import Foundation
import XCTest

/// Runs the built `kiosk` binary for end-to-end tests.
package struct KioskProcess {
    package struct Result {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        /// The JSON event lines on stdout, parsed.
        package var events: [[String: Any]] { KioskProcess.events(stdout) }
        package func events(named name: String) -> [[String: Any]] { events.filter { $0["event"] as? String == name } }
    }

    /// The JSON event lines of `text` (stdout, an `--events` file), parsed.
    package static func events(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The event lines of `stdout` whose event is one of `names`, each from its `"event"` key on
    /// (the time before it, which a replay fixes anyway, left out), in order.
    package static func eventLines(_ stdout: String, _ names: Set<String>) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { line in names.contains { line.contains(#""event":"\#($0)""#) } }
            .map { String($0[$0.range(of: #""event""#)!.lowerBound...]) }
    }

    /// A run that did not end with status 0: its arguments and what it wrote to stderr.
    package struct RunFailed: Error, CustomStringConvertible {
        package var description: String
    }

    /// `kiosk run SCREEN --driver headless --size SIZE --replay SCRIPT --events -` in two separate
    /// processes, each writing its last frame as a PNG: what a test of "the same replay gives the
    /// same bytes in any process" compares. Throws `RunFailed` when a run fails.
    package static func replayTwice(_ screen: String, script: URL, size: String = "800x480") throws -> [(events: String, png: Data)] {
        try (0..<2).map { run in
            let png = temporaryFile("replay-\(run)-\(UUID().uuidString).png")
            let r = try self.run(["run", screen, "--driver", "headless", "--size", size, "--replay", script.path,
                                  "--events", "-", "--screenshot", png.path])
            guard r.status == 0 else { throw RunFailed(description: "kiosk run \(screen) --replay \(script.path): status \(r.status)\n\(r.stderr)") }
            return (r.stdout, try Data(contentsOf: png))
        }
    }

    /// The nodes of a `layout` event (`{"query":"layout"}`'s answer) by id.
    package static func nodes(_ layout: [String: Any]) -> [String: [String: Any]] {
        var out: [String: [String: Any]] = [:]
        for n in (layout["nodes"] as? [[String: Any]]) ?? [] { if let id = n["id"] as? String { out[id] = n } }
        return out
    }

    /// The `kiosk` executable next to the test bundle (`swift build` puts them in one folder).
    package static var binary: URL {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [here, here.deletingLastPathComponent()] {
            let u = dir.appendingPathComponent("kiosk")
            if FileManager.default.isExecutableFile(atPath: u.path) { return u }
        }
        return here.appendingPathComponent("kiosk")
    }

    /// A new empty folder of its own under the temporary directory (`prefix-PID-UUID`).
    package static func temporaryFolder(_ prefix: String) -> String {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d.path
    }

    package static func temporaryFile(_ name: String, contents: String? = nil) -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let u = dir.appendingPathComponent(name)
        if let c = contents { try? c.write(to: u, atomically: true, encoding: .utf8) }
        return u
    }

    /// Runs `kiosk` with arguments and waits (at most `timeout` seconds). `launcher` (e.g. setpriv
    /// and its options) runs the binary when given.
    @discardableResult
    package static func run(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 120,
                    launcher: [String] = []) throws -> Result {
        try execute(launcher.first ?? binary.path,
                    launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [binary.path] + arguments,
                    environment: environment, timeout: timeout)
    }

    /// Runs any program the way `run` runs the kiosk: its environment added to this one, both
    /// pipes drained, terminated after `timeout` seconds.
    @discardableResult
    package static func execute(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                        timeout: Double = 120) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        // Both pipes are drained while the process runs, so a chatty run cannot block on a full pipe.
        let outData = DataBox(), errData = DataBox()
        let group = DispatchGroup()
        group.enter(); DispatchQueue.global().async { outData.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter(); DispatchQueue.global().async { errData.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let deadline = Date().addingTimeInterval(timeout)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        if p.isRunning { p.terminate() }
        p.waitUntilExit()
        group.wait()
        return Result(status: p.terminationStatus, stdout: String(decoding: outData.data, as: UTF8.self),
                      stderr: String(decoding: errData.data, as: UTF8.self))
    }
}

/// Bytes filled in by one reader thread and read after `DispatchGroup.wait()`: `Sendable`,
/// checked by hand, because the wait orders the one write before every read.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
