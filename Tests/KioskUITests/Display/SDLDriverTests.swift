import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// `--driver` names → the drivers to try, as a pure function of the environment, and what
/// happens when none starts.
@MainActor
final class SDLDriverTests: XCTestCase {
    func testAutoTriesWaylandThenX11ThenKMSDRMThenFBAndSaysWhyItSkippedTheOthers() async throws {
        let none: (String) -> Bool = { _ in false }
        let dri: (String) -> Bool = { $0 == "/dev/dri" }
        let fb0: (String) -> Bool = { $0 == "/dev/fb0" }
        XCTAssertEqual(try SDLDriver.plan("auto", environment: [:], fileExists: none).candidates, [])
        XCTAssertEqual(try SDLDriver.plan("auto", environment: [:], fileExists: dri).candidates, [.kmsdrm, .fb])
        XCTAssertEqual(try SDLDriver.plan("auto", environment: [:], fileExists: fb0).candidates, [.fb])
        // Any case, spaces ignored, as `--driver` reads it (RunOptions.Driver.normalized).
        XCTAssertEqual(try SDLDriver.plan(" AUTO , Headless", environment: [:], fileExists: fb0).candidates, [.fb])
        XCTAssertTrue(try SDLDriver.plan(" AUTO , Headless", environment: [:], fileExists: fb0).fallsBackToHeadless)
        XCTAssertEqual(try SDLDriver.plan("auto", environment: ["DISPLAY": ":1"], fileExists: dri).candidates, [.x11, .kmsdrm, .fb])
        let all = try SDLDriver.plan("auto", environment: ["DISPLAY": ":1", "WAYLAND_DISPLAY": "wayland-0"], fileExists: dri)
        XCTAssertEqual(all.candidates, [.wayland, .x11, .kmsdrm, .fb])
        XCTAssertFalse(all.fallsBackToHeadless)
        let empty = try SDLDriver.plan("auto", environment: ["DISPLAY": ""], fileExists: none)
        XCTAssertEqual(empty.skipped, ["wayland: WAYLAND_DISPLAY is not set", "x11: DISPLAY is not set",
                                       "kmsdrm: /dev/dri does not exist", "fb: neither /dev/dri nor /dev/fb0 exists"],
                       "empty counts as unset")
        XCTAssertTrue(try SDLDriver.plan("auto,headless", environment: [:], fileExists: none).fallsBackToHeadless)
    }

    func testExplicitNamesAndUnknownNames() async throws {
        for d in SDLDriver.allCases {
            XCTAssertEqual(try SDLDriver.plan(d.rawValue, environment: [:], fileExists: { _ in false }).candidates, [d])
        }
        XCTAssertEqual(try SDLDriver.plan("X11", environment: [:], fileExists: { _ in false }).candidates, [.x11])
        XCTAssertThrowsError(try SDLDriver.plan("directfb", environment: [:], fileExists: { _ in true })) { e in
            let m = "\(e)"
            XCTAssertTrue(m.contains("directfb"), m)
            for name in ["auto", "wayland", "x11", "kmsdrm", "fb", "headless"] { XCTAssertTrue(m.contains(name), m) }
        }
    }

    /// No display at all: `auto` says what it tried and why, and does not quietly go headless;
    /// `auto,headless` does.
    func testAutoWithoutAnyDisplayFailsClearlyAndAutoHeadlessFallsBack() async throws {
        guard !FileManager.default.fileExists(atPath: "/dev/dri"), !FileManager.default.fileExists(atPath: "/dev/fb0") else {
            throw XCTSkip("this machine has /dev/dri or /dev/fb0, so auto would try kmsdrm or fb")
        }
        XCTAssertThrowsError(try SDLBackend.open(driver: "auto", size: Size(64, 32), fontPath: nil, fullscreen: false,
                                                 budgets: .standard, environment: [:])) { e in
            let m = "\(e)"
            for part in ["no display", "WAYLAND_DISPLAY is not set", "DISPLAY is not set", "/dev/dri", "--driver headless",
                         "auto,headless"] {
                XCTAssertTrue(m.contains(part), "\(part) in \(m)")
            }
        }
        let b = try SDLBackend.open(driver: "auto,headless", size: Size(64, 32), fontPath: nil, fullscreen: false,
                                    budgets: .standard, environment: [:])
        XCTAssertEqual(b.driverName, "headless")
        XCTAssertFalse(b.hasInput)
        XCTAssertEqual(b.waitEvents(timeout: nil, clock: VirtualClock()), [], "headless returns at once")
        XCTAssertEqual(b.size, Size(64, 32))
    }

    /// A display named but not there: auto reports the failure of the one it tried.
    func testAutoReportsEachFailedDriver() async throws {
        guard !FileManager.default.fileExists(atPath: "/dev/dri") else {
            throw XCTSkip("this machine has /dev/dri, so auto would try kmsdrm before x11 and wayland")
        }
        let saved = ProcessInfo.processInfo.environment["DISPLAY"]
        setenv("DISPLAY", ":986", 1)
        defer { if let s = saved { setenv("DISPLAY", s, 1) } else { unsetenv("DISPLAY") } }
        XCTAssertThrowsError(try SDLBackend.open(driver: "auto", size: Size(64, 32), fontPath: nil, fullscreen: false,
                                                 budgets: .standard, environment: ["DISPLAY": ":986"])) { e in
            let m = "\(e)"
            XCTAssertTrue(m.contains("tried x11: "), m)
            XCTAssertTrue(m.contains("wayland: WAYLAND_DISPLAY is not set"), m)
        }
    }

    func testAFailingDisplayDriverNamesItselfAndTheFix() async {
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
