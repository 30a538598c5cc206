import Foundation
import XCTest
import KioskUITestSupport

/// A `mosquitto` broker for one test, on 127.0.0.1 and a port nothing else listens on: anonymous
/// clients, nothing kept on disk. Ready (accepting connections) once made.
struct MosquittoBroker {
    let port: Int
    let process: LoggedProcess

    /// Starts one, with `config` lines added to its configuration (an `acl_file`); skips the
    /// test when mosquitto is not installed (scripts/setup.sh installs it).
    init(config extra: String = "") throws {
        guard let mosquitto = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("mosquitto is not installed (scripts/setup.sh installs it)")
        }
        port = try Self.freePort()
        let config = KioskProcess.temporaryFolder("mqtt") + "/mosquitto.conf"
        try "listener \(port) 127.0.0.1\nallow_anonymous true\npersistence false\n\(extra)".write(toFile: config, atomically: true, encoding: .utf8)
        process = try LoggedProcess(mosquitto, ["-c", config])
        let deadline = Date().addingTimeInterval(10)
        while !Self.accepts(port) && Date() < deadline { usleep(20_000) }
        XCTAssertTrue(Self.accepts(port), "the broker listens on 127.0.0.1:\(port)")
    }

    func stop() { process.kill() }

    /// A TCP port on 127.0.0.1 that nothing listens on now.
    static func freePort() throws -> Int {
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

    static func accepts(_ port: Int) -> Bool {
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
