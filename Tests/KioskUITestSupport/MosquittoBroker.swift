import Foundation
import XCTest

/// A `mosquitto` broker of a test's own on 127.0.0.1: started on a free port (or on the port it
/// had, after `stop`, as a broker that restarts), with persistence off (a restart forgets the
/// retained messages, so what comes back was published again), ended with SIGKILL.
///
/// `config` is added to the listener's lines, e.g. `password_file PATH` and `allow_anonymous false`.
/// Throws `XCTSkip` when mosquitto is not installed (scripts/setup.sh installs it).
package final class MosquittoBroker: @unchecked Sendable {
    package let port: Int
    /// The broker's own folder: its configuration, and whatever a test puts beside it.
    package let folder: String
    private let lock = NSLock()
    private var process: Process?

    package init(config: String = "allow_anonymous true\n", start: Bool = true) throws {
        guard MosquittoBroker.executable != nil else {
            throw XCTSkip("mosquitto is not installed (scripts/setup.sh installs it)")
        }
        port = try MosquittoBroker.freePort()
        folder = KioskProcess.temporaryFolder("mosquitto")
        try "listener \(port) 127.0.0.1\npersistence false\n\(config)".write(toFile: folder + "/mosquitto.conf", atomically: true, encoding: .utf8)
        if start { try self.start() }
    }

    /// The broker's executable, nil when it is not installed.
    package static var executable: String? {
        ["/usr/sbin/mosquitto", "/usr/bin/mosquitto"].first(where: FileManager.default.isExecutableFile)
    }

    /// A mosquitto client tool (`mosquitto_pub`, `mosquitto_sub`, `mosquitto_passwd`), nil when not installed.
    package static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/", "/usr/sbin/"].map { $0 + name }.first(where: FileManager.default.isExecutableFile)
    }

    /// `mqtt://127.0.0.1:PORT`, what `kiosk run --mqtt` takes.
    package var url: String { "mqtt://127.0.0.1:\(port)" }

    /// Whether the broker runs now.
    package var isRunning: Bool { lock.withLock { process?.isRunning == true } }

    /// Starts the broker (again) on its port and waits up to `timeout` seconds until it takes connections.
    package func start(timeout: Double = 10) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: MosquittoBroker.executable ?? "/usr/sbin/mosquitto")
        p.arguments = ["-c", folder + "/mosquitto.conf"]
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try p.run()
        lock.withLock { process = p }
        let deadline = Date().addingTimeInterval(timeout)
        while !MosquittoBroker.accepts(port) && Date() < deadline && p.isRunning { usleep(20_000) }
        guard MosquittoBroker.accepts(port) else {
            stop()
            throw XCTSkip("mosquitto did not listen on 127.0.0.1:\(port) within \(timeout) s")
        }
    }

    /// Ends the broker with SIGKILL (its clients see the connection drop) and waits for it.
    /// SIGKILL, not SIGTERM: once a test in this process ran the kiosk in-process, SIGTERM is
    /// ignored here, and children inherit that.
    package func stop() {
        guard let p = lock.withLock({ () -> Process? in defer { process = nil }; return process }) else { return }
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
    }

    deinit { stop() }

    /// A TCP port on 127.0.0.1 that nothing listens on now.
    package static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) == 0 && getsockname(fd, $0, &len) == 0 }
        }
        guard ok else { throw XCTSkip("no free TCP port on 127.0.0.1") }
        return Int(UInt16(bigEndian: addr.sin_port))
    }

    /// Whether something takes connections on 127.0.0.1:`port`.
    package static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        addr.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
