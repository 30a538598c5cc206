import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// The demo under a real Wayland compositor: `cage` with headless wlroots and the pixman renderer,
/// run as an unprivileged user (cage refuses root), the kiosk on SDL's wayland driver, and a
/// screenshot taken with `grim` showing the demo at the output's size (1280×720 for wlroots'
/// headless output). The recipe is the one in docs/deploy.md.
///
/// A frame after a change must reach the output too: with cage 0.1.4 (Debian 12) grim showed only
/// the first frame while the client's buffers were eligible for direct scan-out
/// (`SDLWaylandSurface`), so the test switches the page with a command and takes a second shot.
/// Then the display goes off (a black full frame: cage cannot sleep its output) and on again (the
/// same picture).
@MainActor
final class CageTests: XCTestCase {
    static let outputSize = (1280, 720)

    func testTheDemoRunsUnderCageFillsTheOutputAndShowsAPageSwitch() async throws {
        guard let cage = XvfbSmokeTests.which("cage"), let grim = XvfbSmokeTests.which("grim") else {
            throw XCTSkip("cage or grim is not installed (scripts/setup.sh installs cage, xwayland and grim)")
        }
        guard let setpriv = XvfbSmokeTests.which("setpriv") else { throw XCTSkip("setpriv (util-linux) is not installed") }
        // As root, drop to `nobody`; as anyone else, run as that user.
        let drop: [String] = getuid() == 0 ? [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let owner: (uid_t, gid_t) = getuid() == 0 ? (65534, 65534) : (getuid(), getgid())

        let base = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-cage-\(getpid())-\(UUID().uuidString.prefix(8))")
        let runtime = base.appendingPathComponent("runtime"), out = base.appendingPathComponent("out")
        for d in [base, runtime, out] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: base) }
        chmod(base.path, 0o755)
        chmod(runtime.path, 0o700)
        chmod(out.path, 0o777)
        XCTAssertEqual(chown(runtime.path, owner.0, owner.1), 0, "XDG_RUNTIME_DIR belongs to the user cage runs as")
        let events = out.appendingPathComponent("events.jsonl").path, log = out.appendingPathComponent("kiosk.log").path
        let shot = out.appendingPathComponent("cage.png").path, shot2 = out.appendingPathComponent("cage-settings.png").path
        let fifo = out.appendingPathComponent("commands").path
        XCTAssertEqual(mkfifo(fifo, 0o666), 0, "a FIFO for commands")
        chmod(fifo, 0o666)

        let env = ["PATH=/usr/local/bin:/usr/bin:/bin", "HOME=\(out.path)", "XDG_RUNTIME_DIR=\(runtime.path)"]
        let compositor = Process()
        compositor.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compositor.arguments = drop + ["/usr/bin/env", "-i"] + env + [
            "WLR_BACKENDS=headless", "WLR_RENDERER=pixman", "WLR_LIBINPUT_NO_DEVICES=1",
            cage, "--", "/bin/sh", "-c",
            "exec \"$0\" run \"$1\" --driver wayland --duration 18 --stats --events \"$2\" --commands \"$4\" 2>\"$3\"",
            KioskProcess.binary.path, XvfbSmokeTests.demoFile, events, log, fifo,
        ]
        compositor.standardOutput = FileHandle.nullDevice
        compositor.standardError = FileHandle.nullDevice
        try compositor.run()
        defer { if compositor.isRunning { compositor.terminate() }; compositor.waitUntilExit() }

        // Ready, then a moment for the first frame to reach the compositor.
        for _ in 0..<100 {
            if (try? String(contentsOfFile: events, encoding: .utf8))?.contains(#""event":"ready""#) == true { break }
            usleep(100_000)
        }
        let kioskLog = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        guard (try? String(contentsOfFile: events, encoding: .utf8))?.contains(#""event":"ready""#) == true else {
            return XCTFail("the kiosk did not start under cage: \(kioskLog())")
        }
        // The first layout already has the output's size (cage sizes the window when it maps it).
        let ready = (try? String(contentsOfFile: events, encoding: .utf8))?.split(separator: "\n")
            .first { $0.contains(#""event":"ready""#) } ?? ""
        XCTAssertTrue(ready.contains(#""size":[1280,720]"#), "ready reports the output's size: \(ready)")
        // The kiosk holds the FIFO open for reading, so this open does not block.
        let commands = FileHandle(forWritingAtPath: fifo)
        XCTAssertNotNil(commands, "the commands FIFO opens")
        usleep(1_500_000)

        func takeShot(_ path: String) throws {
            let g = Process()
            g.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            g.arguments = drop + ["/usr/bin/env", "-i"] + env + ["WAYLAND_DISPLAY=wayland-0", grim, path]
            g.standardError = FileHandle.nullDevice
            try g.run()
            g.waitUntilExit()
            XCTAssertEqual(g.terminationStatus, 0, "grim took a screenshot")
        }
        try takeShot(shot)

        let image = try PNGFile.read(shot)
        XCTAssertEqual(image.width, Self.outputSize.0)
        XCTAssertEqual(image.height, Self.outputSize.1)
        XCTAssertGreaterThan(image.distinctColors(), 20, "the output shows the demo, not an empty compositor")
        // The UI fills the output: the theme's background (not cage's black) down to the last row,
        // and the accent-coloured Start button near the top left.
        let background = Theme.standard.background
        XCTAssertEqual(image[image.width / 2, image.height - 2], background, "bottom row is the demo's background")
        XCTAssertEqual(image[image.width - 2, image.height / 2], background, "right edge is the demo's background")
        var accent = 0
        for y in 60..<140 { for x in 20..<140 where image[x, y] == Theme.standard.accent { accent += 1 } }
        XCTAssertGreaterThan(accent, 500, "the Start button is drawn in the accent colour")

        // A change after the first frame: the Settings page replaces Home, and grim shows it (the
        // Start button is gone, much of the picture is another one).
        commands?.write(Data(#"{"set":{"id":"pages","value":"Settings"}}"#.utf8 + [10]))
        usleep(1_500_000)
        try takeShot(shot2)
        let after = try PNGFile.read(shot2)
        XCTAssertEqual([after.width, after.height], [Self.outputSize.0, Self.outputSize.1])
        var accentAfter = 0
        for y in 60..<140 { for x in 20..<140 where after[x, y] == Theme.standard.accent { accentAfter += 1 } }
        XCTAssertLessThan(accentAfter, 50, "grim shows the Settings page, not the first frame's Start button")
        var changed = 0
        for y in stride(from: 0, to: after.height, by: 4) {
            for x in stride(from: 0, to: after.width, by: 4) where after[x, y] != image[x, y] { changed += 1 }
        }
        XCTAssertGreaterThan(changed, 1000, "the output changed with the page")
        XCTAssertEqual(after[after.width / 2, after.height - 2], background, "the demo's background at the bottom")

        // The display off (docs/deploy.md, "Display power"): cage has no output-power protocol, so
        // the kiosk presents a black full frame; on, the Settings page is back, pixel for pixel.
        commands?.write(Data(#"{"display":"off"}"#.utf8 + [10]))
        usleep(1_500_000)
        let shotOff = out.appendingPathComponent("cage-off.png").path, shotOn = out.appendingPathComponent("cage-on.png").path
        try takeShot(shotOff)
        let dark = try PNGFile.read(shotOff)
        XCTAssertEqual([dark.width, dark.height], [Self.outputSize.0, Self.outputSize.1])
        XCTAssertEqual(dark.distinctColors(), 1, "the whole output is one colour with the display off")
        XCTAssertEqual(dark[dark.width / 2, dark.height / 2], Color(hex: 0x000000), "black")
        commands?.write(Data(#"{"display":"on"}"#.utf8 + [10]))
        usleep(1_500_000)
        try takeShot(shotOn)
        let lit = try PNGFile.read(shotOn)
        var differ = 0
        for y in 0..<lit.height { for x in 0..<lit.width where lit[x, y] != after[x, y] { differ += 1 } }
        XCTAssertEqual(differ, 0, "on again, the output shows the picture it showed before the display went off")
        try? commands?.close()

        compositor.waitUntilExit()
        XCTAssertTrue(kioskLog().contains("driver=wayland"), kioskLog())
        let all = (try? String(contentsOfFile: events, encoding: .utf8)) ?? ""
        XCTAssertTrue(all.contains(#""driver":"wayland""#), all)
    }
}
