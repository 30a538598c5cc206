import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A `kiosk run` left running in the background (control-socket and controller tests): stdout
/// and stderr collected as they come, ended with SIGTERM.
final class RunningKiosk {
    let process = Process()
    let stdout: LineCollector
    let stderr: LineCollector

    /// Starts `kiosk` with `arguments`; stdin is `input` (a pipe a test writes commands into),
    /// or /dev/null.
    init(_ arguments: [String], input: Pipe? = nil) throws {
        process.executableURL = KioskProcess.binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardInput = input ?? FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        stdout = LineCollector(out.fileHandleForReading)
        stderr = LineCollector(err.fileHandleForReading)
        try process.run()
    }

    /// Waits up to `timeout` seconds for a socket at `path` (the kiosk makes it before its loop starts).
    func waitForSocket(_ path: String, timeout: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline && process.isRunning {
            var st = stat()
            if lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFSOCK { return true }
            usleep(10_000)
        }
        return false
    }

    /// Sends SIGTERM (if still running) and waits for the exit; returns the exit status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
        _ = stdout.waitForEnd(timeout: 10)
        _ = stderr.waitForEnd(timeout: 10)
        return process.terminationStatus
    }

    deinit { if process.isRunning { process.terminate() } }
}

/// A program started in the background with stdin on /dev/null; the lines of one of its outputs
/// are collected (a controller's log on stderr, a subscriber's messages on stdout), the other goes
/// to /dev/null.
struct LoggedProcess {
    let process = Process()
    let log: LineCollector

    init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil, collectingStdout: Bool = false) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = collectingStdout ? pipe : FileHandle.nullDevice
        process.standardError = collectingStdout ? FileHandle.nullDevice : pipe
        log = LineCollector(pipe.fileHandleForReading)
        try process.run()
    }

    /// Ends it with SIGKILL and waits. Not SIGTERM: once a test in this process has run the kiosk
    /// in-process, SIGTERM is ignored here (`SignalWatcher`), and children inherit that.
    func kill() {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

/// A client of the control socket, as a controller would be: connects, sends lines, and reads
/// event lines (when `startReading()` was called) into `received`.
final class ControlTestClient {
    let fd: Int32
    private(set) var received: LineCollector?

    init(path: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard let address = SocketAddress(path: path), address.withSockaddr({ connect(fd, $0, $1) }) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw NSError(domain: "ControlTestClient", code: 1, userInfo: [NSLocalizedDescriptionKey: "connect \(path): \(reason)"])
        }
    }

    /// Reads the socket from now on, on a thread of its own, until it ends.
    func startReading() {
        received = LineCollector(fileDescriptor: fd)
    }

    /// Sends `line` and a newline, all of it (blocking).
    func send(_ line: String) {
        send(bytes: Array((line + "\n").utf8))
    }

    /// Sends `bytes` as they are, all of them (blocking): bytes that need not be UTF-8.
    func send(bytes: [UInt8]) {
        var off = 0
        while off < bytes.count {
            let n = bytes[off...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            off += n
        }
    }

    /// The JSON events among the lines read so far.
    var events: [[String: Any]] {
        (received?.all ?? []).compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// Waits up to `timeout` seconds for an event that `match` accepts; returns it.
    @discardableResult
    func waitForEvent(timeout: Double = 20, _ match: @escaping ([String: Any]) -> Bool) -> [String: Any]? {
        guard let received else { return nil }
        let parse = { (l: String) in try? JSONSerialization.jsonObject(with: Data(l.utf8)) as? [String: Any] }
        return received.wait(timeout: timeout) { $0.contains { parse($0).map(match) ?? false } }
            .lazy.compactMap(parse).first(where: match)
    }

    /// Shuts the connection down; the reader (if any) sees the end before the descriptor is closed,
    /// so it never reads a later descriptor that gets the same number.
    deinit {
        shutdown(fd, Int32(SHUT_RDWR))
        _ = received?.waitForEnd(timeout: 5)
        close(fd)
    }
}
