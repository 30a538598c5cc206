import Foundation
import Glibc
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The kiosk under systemd (packaging/kioskui.service: Type=notify, WatchdogSec): READY=1 once the
/// first frame is drawn, WATCHDOG=1 from the loop at half the period, STOPPING=1 at the end.
final class ServiceNotifierTests: XCTestCase {
    func testTheWatchdogIsOnlyForThisProcessAndPingsAtHalfItsPeriod() {
        XCTAssertEqual(ServiceNotifier.pingInterval(environment: ["WATCHDOG_USEC": "10000000"], pid: 42), 5)
        XCTAssertEqual(ServiceNotifier.pingInterval(environment: ["WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "42"], pid: 42), 5)
        XCTAssertNil(ServiceNotifier.pingInterval(environment: ["WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "7"], pid: 42),
                     "a watchdog meant for the unit's main process (cage) is not this process's")
        XCTAssertNil(ServiceNotifier.pingInterval(environment: [:], pid: 42))
        XCTAssertNil(ServiceNotifier.pingInterval(environment: ["WATCHDOG_USEC": "ten"], pid: 42))
        XCTAssertNil(ServiceNotifier.pingInterval(environment: ["WATCHDOG_USEC": "0"], pid: 42))
    }

    func testNotifySocketAddresses() throws {
        let (_, pathLength) = try XCTUnwrap(ServiceNotifier.address("/run/systemd/notify"))
        XCTAssertEqual(Int(pathLength), 2 + "/run/systemd/notify".utf8.count + 1, "a path ends with its NUL")
        let (abstract, abstractLength) = try XCTUnwrap(ServiceNotifier.address("@/org/systemd/notify"))
        XCTAssertEqual(Int(abstractLength), 2 + "@/org/systemd/notify".utf8.count, "an abstract name has no NUL")
        XCTAssertEqual(withUnsafeBytes(of: abstract.sun_path) { $0[0] }, 0)
        XCTAssertNil(ServiceNotifier.address("relative/notify"))
        XCTAssertNil(ServiceNotifier.address("/" + String(repeating: "x", count: 200)))
    }

    func testReadyThenAPingEachHalfPeriodThenStopping() throws {
        let listener = try NotifyListener()
        let n = try XCTUnwrap(ServiceNotifier(environment: ["NOTIFY_SOCKET": listener.path, "WATCHDOG_USEC": "4000000"]))
        n.loopTurned(at: 0)
        XCTAssertNil(listener.next(wait: 0.1), "no ping before the first frame")
        n.ready(status: "showing home on wayland", at: 10)
        XCTAssertEqual(listener.next(wait: 1), "READY=1\nSTATUS=showing home on wayland")
        XCTAssertEqual(n.sleepLimit(at: 11), 1, "the loop sleeps at most until the next ping is due")
        n.loopTurned(at: 11)
        XCTAssertNil(listener.next(wait: 0.1))
        n.loopTurned(at: 12)
        XCTAssertEqual(listener.next(wait: 1), "WATCHDOG=1")
        n.stopping(status: "stopping on signal 15")
        XCTAssertEqual(listener.next(wait: 1), "STOPPING=1\nSTATUS=stopping on signal 15")
    }

    /// The kiosk itself, as systemd runs it: ready after its first frame, pings while idle (a
    /// 400 ms watchdog: every 200 ms), stopping at SIGTERM.
    func testTheKioskIsReadyAtItsFirstFrameAndFeedsTheWatchdogWhileIdle() throws {
        let listener = try NotifyListener()
        let dir = KioskProcess.temporaryFolder("kiosk-notify")
        let p = Process()
        p.executableURL = KioskProcess.binary
        p.arguments = ["run", "--driver", "headless", "--size", "320x240", "--control", dir + "/ctl.sock"]
        var env = ProcessInfo.processInfo.environment
        env["NOTIFY_SOCKET"] = listener.path
        env["WATCHDOG_USEC"] = "400000"
        p.environment = env
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        defer { if p.isRunning { p.terminate() } }
        let ready = try XCTUnwrap(listener.next(wait: 30), "no READY=1")
        XCTAssertTrue(ready.hasPrefix("READY=1\nSTATUS=showing "), ready)
        var pings = 0
        let start = Date()
        while pings < 5, Date().timeIntervalSince(start) < 20 {
            if listener.next(wait: 5) == "WATCHDOG=1" { pings += 1 }
        }
        XCTAssertEqual(pings, 5, "an idle kiosk keeps feeding the watchdog")
        kill(p.processIdentifier, SIGTERM)
        var last: String?
        while let m = listener.next(wait: 10) {
            last = m
            if m.hasPrefix("STOPPING=1") { break }
        }
        XCTAssertEqual(last, "STOPPING=1\nSTATUS=stopping on signal 15")
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
    }
}

/// A datagram socket standing in for systemd's notify socket.
private final class NotifyListener {
    let path: String
    private let fd: Int32

    init() throws {
        path = KioskProcess.temporaryFolder("notify") + "/notify.sock"
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        guard let (addr, length) = ServiceNotifier.address(path) else { throw PackageError("bad path \(path)") }
        var a = addr
        let bound = withUnsafePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        guard bound == 0 else { throw PackageError("bind \(path): errno \(errno)") }
    }

    deinit { close(fd) }

    /// The next datagram within `wait` seconds, or nil.
    func next(wait: Double) -> String? {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, Int32(wait * 1000)) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = recv(fd, &buffer, buffer.count, 0)
        return n > 0 ? String(decoding: buffer[0..<n], as: UTF8.self) : nil
    }
}
