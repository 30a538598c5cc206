import XCTest
@testable import KioskUI

/// `--driver` names → the driver, as a pure function of the environment.
final class SDLDriverTests: XCTestCase {
    func testAutoPicksWaylandThenX11ThenKMSDRMThenHeadless() throws {
        let none: (String) -> Bool = { _ in false }
        let dri: (String) -> Bool = { $0 == "/dev/dri" }
        XCTAssertEqual(try SDLDriver.choose("auto", environment: [:], fileExists: none), .headless)
        XCTAssertEqual(try SDLDriver.choose("auto", environment: [:], fileExists: dri), .kmsdrm)
        XCTAssertEqual(try SDLDriver.choose("auto", environment: ["DISPLAY": ":1"], fileExists: dri), .x11)
        XCTAssertEqual(try SDLDriver.choose("auto", environment: ["DISPLAY": ":1", "WAYLAND_DISPLAY": "wayland-0"], fileExists: dri), .wayland)
        XCTAssertEqual(try SDLDriver.choose("auto", environment: ["DISPLAY": ""], fileExists: none), .headless, "empty counts as unset")
    }

    func testExplicitNamesAndUnknownNames() throws {
        for d in SDLDriver.allCases {
            XCTAssertEqual(try SDLDriver.choose(d.rawValue, environment: [:], fileExists: { _ in false }), d)
        }
        XCTAssertEqual(try SDLDriver.choose("X11", environment: [:], fileExists: { _ in false }), .x11)
        XCTAssertThrowsError(try SDLDriver.choose("directfb", environment: [:], fileExists: { _ in true })) { e in
            let m = "\(e)"
            XCTAssertTrue(m.contains("directfb"), m)
            for name in ["auto", "wayland", "x11", "kmsdrm", "headless"] { XCTAssertTrue(m.contains(name), m) }
        }
    }

    func testAutoWithoutAnyDisplayOpensHeadless() throws {
        let b = try SDLBackend.open(driver: "auto", size: Size(64, 32), fontPath: nil, fullscreen: false,
                                    budgets: .standard, environment: [:])
        // On a machine with /dev/dri, "auto" would try kmsdrm; only assert when it cannot.
        if !FileManager.default.fileExists(atPath: "/dev/dri") {
            XCTAssertEqual(b.driverName, "headless")
            XCTAssertFalse(b.hasInput)
            XCTAssertEqual(b.waitEvents(timeout: nil, clock: VirtualClock()), [], "headless returns at once")
        }
        XCTAssertEqual(b.size, Size(64, 32))
    }

    func testAFailingDisplayDriverNamesItselfAndTheFix() {
        // An X display that does not exist: SDL cannot connect. SDL reads the real environment.
        let saved = ProcessInfo.processInfo.environment["DISPLAY"]
        setenv("DISPLAY", ":987", 1)
        defer { if let s = saved { setenv("DISPLAY", s, 1) } else { unsetenv("DISPLAY") } }
        XCTAssertThrowsError(try SDLBackend.open(driver: "x11", size: Size(64, 32), fontPath: nil, fullscreen: false,
                                                 budgets: .standard, environment: ["DISPLAY": ":987"])) { e in
            let m = "\(e)"
            XCTAssertTrue(m.contains("x11"), m)
            XCTAssertTrue(m.contains("--driver headless"), m)
        }
    }
}
