import Foundation
import XCTest
import KioskUITestSupport

/// The packaged launcher (/usr/lib/kioskui/kiosk-session) turning /etc/kioskui/kiosk.conf into the
/// command kioskui.service runs, tried without systemd: `--print` prints the command instead of
/// running it.
@MainActor
final class KioskSessionTests: XCTestCase {
    /// The shipped kiosk.conf says DRIVER=auto: under cage where apt installed the Recommends (cage
    /// and seatd), and straight on the frame buffer where it did not, with the choice in the journal.
    func testTheShippedConfigRunsTheDemoUnderCageWhenCageAndSeatdAreInstalled() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let line = try autoLine()
        let r = try launch(config: try shippedConfig(in: dir), in: dir, path: try programs(in: dir, with: ["cage", "seatd"]))
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init), [
            "cage", "-d", "--", package.kiosk, "run", package.screens + "/demo.yaml", "--rotate", "0",
            "--state", dir + "/state.json", "--control", dir + "/control.sock", "--events", "/dev/null",
            "--driver", "wayland",
        ])
        XCTAssertTrue(r.stderr.contains("kiosk-session: \(dir)/kiosk.conf:\(line): DRIVER=auto: cage and seatd are installed, so the kiosk runs under cage"), r.stderr)
    }

    /// An install without Recommends (`apt-get install --no-install-recommends`, as mmdebstrap and
    /// many panel images do) has neither cage nor seatd: the shipped settings must still boot.
    func testTheShippedConfigRunsTheDemoOnTheFrameBufferWithoutCageOrSeatd() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let line = try autoLine()
        for (present, missing) in [([String](), "cage and seatd"), (["cage"], "seatd"), (["seatd"], "cage")] {
            let r = try launch(config: try shippedConfig(in: dir), in: dir, path: try programs(in: dir, with: present))
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init), [
                package.kiosk, "run", package.screens + "/demo.yaml", "--rotate", "0",
                "--state", dir + "/state.json", "--control", dir + "/control.sock", "--events", "/dev/null",
                "--driver", "fb",
            ], "with only \(present)")
            XCTAssertTrue(r.stderr.contains("kiosk-session: \(dir)/kiosk.conf:\(line): DRIVER=auto: \(missing) not installed "
                                            + "(apt installs them unless told --no-install-recommends), so the kiosk draws straight "
                                            + "on the frame buffer (fb)"), r.stderr)
            // DRIVER=cage asked for by name is refused on such a panel, with the fix.
            let cage = try launch(config: "DRIVER=cage\nSTATE=\nCONTROL=\n", in: dir, path: try programs(in: dir, with: present))
            XCTAssertEqual(cage.status, 78, cage.stderr)
            XCTAssertTrue(cage.stderr.contains("kiosk.conf:1: DRIVER=cage: \(missing) not installed (apt install cage seatd), "
                                               + "or use DRIVER=auto or DRIVER=fb"), cage.stderr)
        }
    }

    func testEverySettingReachesTheCommandOnKMSDRM() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let r = try launch(config: """
        # a panel on its side, straight on KMS/DRM
          SCREEN="\(package.screens)/parking-meter.yaml"
        DRIVER=kmsdrm
        ROTATE=90
        STATE='\(dir)/meter.json'
        CONTROL=
        EVENTS=journal
        EXTRA=--font-scale 1.5 --click
        """, in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init), [
            package.kiosk, "run", package.screens + "/parking-meter.yaml", "--rotate", "90", "--state", dir + "/meter.json",
            "--font-scale", "1.5", "--click", "--driver", "kmsdrm",
        ])
    }

    /// A bare panel (installed without cage): the kiosk runs itself on the frame buffer, as the
    /// unit's main process, so systemd hears it and signals it directly.
    func testDriverFbRunsTheKioskStraightOnTheFrameBuffer() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let r = try launch(config: "DRIVER=fb\nSTATE=\nCONTROL=\nSCREEN=\(package.screens)/demo.yaml\n", in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init), [
            package.kiosk, "run", package.screens + "/demo.yaml", "--rotate", "0", "--events", "/dev/null", "--driver", "fb",
        ])
        let wrong = try launch(config: "DRIVER=framebuffer\n", in: dir)
        XCTAssertTrue(wrong.stderr.contains("kiosk.conf:1: DRIVER=framebuffer: must be auto, cage, fb or kmsdrm"), wrong.stderr)
    }

    func testABadConfigNamesEachLineAndItsFixAndStopsWithAStatusTheUnitDoesNotRestartOn() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let r = try launch(config: """
        ROTATE=45
        SIZE=800x480
        STATE=state.json
        CONTROL=/no/such/folder/control.sock
        EXTRA=--font-scal 2 --driver x11
        SCREEN="$HOME/screen.yaml"
        DRIVE=cage
        """, in: dir)
        let unit = try String(contentsOfFile: package.unit, encoding: .utf8)
        XCTAssertTrue(unit.contains("\nRestartPreventExitStatus=\(r.status)\n"), "status \(r.status); the unit:\n\(unit)")
        XCTAssertEqual(r.stdout, "", "no command")
        let problems = r.stderr.split(separator: "\n").filter { $0.hasPrefix("kiosk-session: \(dir)/kiosk.conf:") }
            .map { $0.dropFirst("kiosk-session: \(dir)/kiosk.conf:".count) }
        XCTAssertEqual(problems.sorted(), [
            "1: ROTATE=45: must be 0, 90, 180 or 270 (degrees clockwise)",
            "2: SIZE: there is no SIZE: under cage, on fb and on kmsdrm the kiosk fills the output; set the panel's mode "
                + "on the kernel command line (video=HDMI-A-1:800x480@60) and delete this line",
            "3: STATE=state.json: give an absolute path, e.g. STATE=/var/lib/kiosk/state.json",
            "4: CONTROL=/no/such/folder/control.sock: the folder /no/such/folder does not exist "
                + "(the unit makes /var/lib/kiosk and /run/kiosk; create any other)",
            "5: EXTRA: --driver is set by DRIVER=",
            "5: EXTRA: --font-scal is not a kiosk run option (kiosk run --help lists them)",
            "6: SCREEN: quotes, $, ` and \\ are not allowed inside a value (nothing is expanded; quote the whole value or nothing)",
            "7: DRIVE: unknown setting (the settings are SCREEN, DRIVER, ROTATE, STATE, CONTROL, EVENTS and EXTRA)",
        ], r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix("8 problem(s) in \(dir)/kiosk.conf; fix them, then: systemctl restart kioskui\n"), r.stderr)
    }

    func testABrokenScreenFileIsReportedWithItsLineBeforeCageStarts() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        try "title: Meter\nroot: [\n".write(toFile: dir + "/screen.yaml", atomically: true, encoding: .utf8)
        let r = try launch(config: "SCREEN=\(dir)/screen.yaml\nSTATE=\nCONTROL=\n", in: dir)
        let unit = try String(contentsOfFile: package.unit, encoding: .utf8)
        XCTAssertTrue(unit.contains("\nRestartPreventExitStatus=\(r.status)\n"), "status \(r.status)")
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("kiosk-session: \(dir)/screen.yaml:3:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("SCREEN=\(dir)/screen.yaml is not a usable screen file"), r.stderr)
    }

    /// An option without its value, or a stray word, must not pass the launcher and fail under
    /// cage, restarting every 2 s: the kiosk reads the options first.
    func testExtraOptionsTheKioskWouldRefuseStopTheLauncherOnce() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let unit = try String(contentsOfFile: package.unit, encoding: .utf8)
        for (extra, says) in [("--font-scale", "Missing value for '--font-scale <font-scale>'"),
                              ("--font-scale 2 big", "Unexpected argument 'big'"),
                              ("--split 7", "is not usable: give a fraction of the width above 0 and at most 1")] {
            let r = try launch(config: "STATE=\nCONTROL=\nEXTRA=\(extra)\n", in: dir)
            XCTAssertTrue(unit.contains("\nRestartPreventExitStatus=\(r.status)\n"), "EXTRA=\(extra): status \(r.status)\n\(r.stderr)")
            XCTAssertEqual(r.stdout, "", "no command")
            XCTAssertTrue(r.stderr.contains(says), "EXTRA=\(extra): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("kiosk-session: \(dir)/kiosk.conf:3: the kiosk refuses these options (EXTRA=\(extra))"), r.stderr)
        }
    }

    /// `kiosk-session --print` on `config`, written to FOLDER/kiosk.conf.
    /// What kioskui-problems.service writes on tty1 when the unit failed with 78: a page with each
    /// problem as the log has it and the fix, and nothing at all when the settings are good (the
    /// unit failed for another reason, which the log has).
    func testExplainWritesThePanelAPageOfTheProblemsAndTheFix() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let bad = try launch(config: "ROTATE=45\nSTATE=\nCONTROL=\nSCREEN=\(package.screens)/demo.yaml\n", in: dir, flag: "--explain")
        XCTAssertEqual(bad.status, 0, bad.stderr)
        let page = bad.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(bad.stdout.hasPrefix("\u{1B}[H\u{1B}[2J"), "the console is cleared first: \(bad.stdout.debugDescription)")
        XCTAssertTrue(page.contains("KioskUI cannot start."), bad.stdout)
        // (Long lines are wrapped at blanks: joined again, the page says what the log says.)
        XCTAssertTrue(page.joined(separator: " ").contains("\(dir)/kiosk.conf:1: ROTATE=45: must be 0, 90, 180 or 270 (degrees clockwise)"), bad.stdout)
        XCTAssertTrue(page.contains("Fix it, then:  systemctl restart kioskui"), bad.stdout)
        XCTAssertFalse(bad.stdout.contains("problem(s)"), "the log's summary line is not repeated: \(bad.stdout)")
        XCTAssertFalse(bad.stdout.contains("DRIVER=auto"), "the driver DRIVER=auto chose is a note, not a problem: \(bad.stdout)")
        XCTAssertLessThanOrEqual(page.map(\.count).max() ?? 0, 100, "lines fit an 800 px console: \(bad.stdout)")

        let good = try launch(config: "STATE=\nCONTROL=\nSCREEN=\(package.screens)/demo.yaml\n", in: dir, flag: "--explain")
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertEqual(good.stdout, "")
    }

    private func launch(config: String, in folder: String, flag: String = "--print", path: String? = nil) throws -> KioskProcess.Result {
        let package = try PackagedKiosk.shared()
        let file = folder + "/kiosk.conf"
        try config.write(toFile: file, atomically: true, encoding: .utf8)
        var environment = ["KIOSK_CONF": file]
        if let path { environment["PATH"] = path }
        return try KioskProcess.execute("/bin/sh", [package.launcher, flag], environment: environment)
    }

    /// The line of the shipped kiosk.conf that says DRIVER=auto (the journal names it).
    private func autoLine() throws -> Int {
        let package = try PackagedKiosk.shared()
        let shipped = try String(contentsOfFile: package.root + "/etc/kioskui/kiosk.conf", encoding: .utf8)
        let index = try XCTUnwrap(shipped.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "DRIVER=auto"),
                                  "the shipped kiosk.conf says DRIVER=auto")
        return index + 1
    }

    /// The shipped kiosk.conf, its installed folders moved to FOLDER, where this test may write.
    private func shippedConfig(in folder: String) throws -> String {
        let package = try PackagedKiosk.shared()
        let shipped = try String(contentsOfFile: package.root + "/etc/kioskui/kiosk.conf", encoding: .utf8)
        return shipped.replacingOccurrences(of: "/usr/share/kioskui", with: package.root + "/usr/share/kioskui")
            .replacingOccurrences(of: "/var/lib/kiosk/", with: folder + "/")
            .replacingOccurrences(of: "/run/kiosk/", with: folder + "/")
    }

    /// A PATH on which the launcher finds this machine's programs but cage and seatd, and PRESENT as
    /// stand-ins (whatever this machine has installed).
    private func programs(in folder: String, with present: [String]) throws -> String {
        let bin = folder + "/bin-" + (present.isEmpty ? "none" : present.joined(separator: "-"))
        try? FileManager.default.removeItem(atPath: bin)
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        for system in ["/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin"] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: system).sorted()) ?? []
            where name != "cage" && name != "seatd" && !FileManager.default.fileExists(atPath: bin + "/" + name) {
                try FileManager.default.createSymbolicLink(atPath: bin + "/" + name, withDestinationPath: system + "/" + name)
            }
        }
        for name in present {
            try "#!/bin/sh\nexit 0\n".write(toFile: bin + "/" + name, atomically: true, encoding: .utf8)
            chmod(bin + "/" + name, 0o755)
        }
        return bin
    }
}
