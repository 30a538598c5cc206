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
            "7: DRIVE: unknown setting (the settings are SCREEN, DRIVER, ROTATE, STATE, CONTROL, EVENTS, EXTRA, MQTT, MQTT_CA, "
                + "MQTT_CREDENTIALS, PANEL, GROUPS, MQTT_PREFIX, TELEMETRY, BUNDLE_KEY, BUNDLE_DIR, SERVICE_PIN and LOCKDOWN)",
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

    /// A fleet panel: MQTT= turns on the kiosk's own MQTT client and the settings beside it become
    /// its options (each group its own --group); BUNDLE_KEY= lets signed bundles in. The shipped
    /// kiosk.conf, with MQTT= and BUNDLE_KEY= empty, adds none of them (the tests above).
    func testTheFleetSettingsBecomeTheKiosksMQTTAndBundleOptions() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let credentials = try fleetFile(dir + "/mqtt-credentials", "user=lobby-1\npassword=\(Self.secret)\n", mode: 0o600)
        let ca = try fleetFile(dir + "/broker-ca.pem", "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n", mode: 0o644)
        let keygen = try KioskProcess.execute(package.kiosk, ["bundle", "keygen", dir + "/bundle.key", dir + "/bundle.pub"])
        XCTAssertEqual(keygen.status, 0, keygen.stderr)
        try FileManager.default.createDirectory(atPath: dir + "/bundles", withIntermediateDirectories: true)
        let r = try launch(config: """
        DRIVER=fb
        STATE=
        CONTROL=
        MQTT=mqtts://broker.example.com:8883
        MQTT_CA=\(ca)
        MQTT_CREDENTIALS=\(credentials)
        PANEL=lobby-1
        GROUPS="museum  west.wing"
        MQTT_PREFIX=museum/kiosk
        TELEMETRY=30
        BUNDLE_KEY=\(dir)/bundle.pub
        BUNDLE_DIR=\(dir)/bundles
        """, in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init), [
            package.kiosk, "run", package.screens + "/demo.yaml", "--rotate", "0", "--events", "/dev/null",
            "--mqtt", "mqtts://broker.example.com:8883", "--mqtt-ca", ca, "--mqtt-credentials", credentials,
            "--panel", "lobby-1", "--group", "museum", "--group", "west.wing", "--mqtt-prefix", "museum/kiosk", "--telemetry", "30",
            "--bundle-key", dir + "/bundle.pub", "--bundle-dir", dir + "/bundles", "--driver", "fb",
        ])
        XCTAssertFalse((r.stdout + r.stderr).contains(Self.secret), "the password stays in its file")

        // Without a broker the MQTT settings are not passed (a panel keeps its names while MQTT is off).
        let off = try launch(config: "DRIVER=fb\nSTATE=\nCONTROL=\nMQTT=\nPANEL=lobby-1\nGROUPS=museum\nTELEMETRY=30\n", in: dir)
        XCTAssertEqual(off.status, 0, off.stderr)
        XCTAssertEqual(off.stdout.split(separator: "\n").map(String.init), [
            package.kiosk, "run", package.screens + "/demo.yaml", "--rotate", "0", "--events", "/dev/null", "--driver", "fb",
        ])
    }

    /// Each fleet setting that cannot work stops the launcher (78, no command) with its line and the
    /// fix; the credentials file is judged by its mode and lines, and its password is never shown.
    func testABadFleetSettingNamesItsLineAndTheFixAndNeverThePassword() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let unit = try String(contentsOfFile: package.unit, encoding: .utf8)
        let open = try fleetFile(dir + "/open-credentials", "user=lobby-1\npassword=\(Self.secret)\n", mode: 0o644)
        let noUser = try fleetFile(dir + "/no-user", "password=\(Self.secret)\n", mode: 0o600)
        let noPassword = try fleetFile(dir + "/no-password", "user=lobby-1\n", mode: 0o600)
        let good = try fleetFile(dir + "/credentials", "user=lobby-1\npassword=\(Self.secret)\n", mode: 0o600)
        let ca = try fleetFile(dir + "/ca.pem", "-----BEGIN CERTIFICATE-----\n", mode: 0o644)
        let notAKey = try fleetFile(dir + "/not-a-key", "ssh-ed25519 AAAA\n", mode: 0o644)
        let privateKey = try fleetFile(dir + "/bundle.key", "kiosk-ed25519-private AAAA\n", mode: 0o600)
        let publicKey = try fleetFile(dir + "/bundle.pub", "kiosk-ed25519-public AAAA\n", mode: 0o644)
        let base = "DRIVER=fb\nSTATE=\nCONTROL=\n"   // lines 1-3; the setting under test is line 4
        let broker = "MQTT=mqtt://127.0.0.1\nMQTT_CREDENTIALS=\n"   // lines 4-5
        let example = "e.g. MQTT=mqtts://broker.example.com:8883"
        for (config, says) in [
            ("MQTT=http://broker:1883\nMQTT_CREDENTIALS=", "4: MQTT=http://broker:1883: the broker's URL starts with mqtt:// or mqtts:// (TLS); \(example)"),
            ("MQTT=broker\nMQTT_CREDENTIALS=", "4: MQTT=broker: the broker's URL starts with mqtt:// or mqtts:// (TLS); \(example)"),
            ("MQTT=mqtt://\nMQTT_CREDENTIALS=", "4: MQTT=mqtt://: no host after ://; \(example)"),
            ("MQTT=mqtt://broker/kiosk\nMQTT_CREDENTIALS=", "4: MQTT=mqtt://broker/kiosk: only a host and a port after ://; \(example)"),
            ("MQTT=mqtt://broker:65536\nMQTT_CREDENTIALS=", "4: MQTT=mqtt://broker:65536: the port must be a number from 1 to 65535; \(example)"),
            ("MQTT=mqtt://lobby:\(Self.secret)@broker\nMQTT_CREDENTIALS=",
             "4: MQTT: no user or password in the URL (ps and the journal would show them): put them in the file MQTT_CREDENTIALS names"),
            ("MQTT=mqtt://broker\nMQTT_CREDENTIALS=\nMQTT_CA=\(ca)", "6: MQTT_CA=\(ca): a CA is only for TLS: use MQTT=mqtts://… or empty MQTT_CA="),
            ("MQTT=mqtts://broker\nMQTT_CREDENTIALS=\nMQTT_CA=\(dir)/no-ca.pem", "6: MQTT_CA=\(dir)/no-ca.pem: no such file"),
            ("MQTT=mqtt://broker\nMQTT_CREDENTIALS=\(dir)/none",
             "5: MQTT_CREDENTIALS=\(dir)/none: no such file: write the lines user=NAME and password=SECRET into it, then "
                + "chown \(NSUserName()): \(dir)/none; chmod 600 \(dir)/none (or empty MQTT_CREDENTIALS= for a broker without passwords)"),
            ("MQTT=mqtt://broker\nMQTT_CREDENTIALS=\(dir)", "5: MQTT_CREDENTIALS=\(dir): not a regular file"),
            ("MQTT=mqtt://broker\nMQTT_CREDENTIALS=\(open)",
             "5: MQTT_CREDENTIALS=\(open): group or others may read it (mode 644); it holds a password: chmod 600 \(open)"),
            ("MQTT=mqtt://broker\nMQTT_CREDENTIALS=\(noUser)",
             "5: MQTT_CREDENTIALS=\(noUser): it has no user=NAME line (the file holds the lines user=NAME and password=SECRET)"),
            ("MQTT=mqtt://broker\nMQTT_CREDENTIALS=\(noPassword)",
             "5: MQTT_CREDENTIALS=\(noPassword): it has no password=SECRET line (the file holds the lines user=NAME and password=SECRET)"),
            (broker + "PANEL=lobby/1", "6: PANEL=lobby/1: only letters, digits, -, _ and . (it is a level of an MQTT topic)"),
            (broker + "PANEL=" + String(repeating: "p", count: 65), "6: PANEL=\(String(repeating: "p", count: 65)): 65 characters; at most 64"),
            (broker + "GROUPS=museum west#", "6: GROUPS=west#: only letters, digits, -, _ and . (it is a level of an MQTT topic)"),
            (broker + "MQTT_PREFIX=kiosk/", "6: MQTT_PREFIX=kiosk/: topic levels of letters, digits, -, _ and . separated by single /, e.g. MQTT_PREFIX=museum/kiosk"),
            (broker + "TELEMETRY=1.5", "6: TELEMETRY=1.5: a whole number of seconds between telemetry messages, 0 for none, e.g. TELEMETRY=60"),
            (broker + "TELEMETRY=-1", "6: TELEMETRY=-1: a whole number of seconds between telemetry messages, 0 for none, e.g. TELEMETRY=60"),
            ("BUNDLE_KEY=bundle.pub", "4: BUNDLE_KEY=bundle.pub: give an absolute path, e.g. BUNDLE_KEY=/etc/kioskui/bundle.pub"),
            ("BUNDLE_KEY=\(notAKey)", "4: BUNDLE_KEY=\(notAKey): not a bundle public key (no kiosk-ed25519-public line): give the PUBLIC "
                + "file of kiosk bundle keygen PRIVATE PUBLIC, and keep the private key off the panel"),
            ("BUNDLE_KEY=\(privateKey)", "4: BUNDLE_KEY=\(privateKey): this is a PRIVATE key: give the PUBLIC file of kiosk bundle "
                + "keygen PRIVATE PUBLIC, and take the private key off the panel (who has it can sign bundles)"),
            ("BUNDLE_KEY=\(publicKey)\nBUNDLE_DIR=/no/such/folder/bundles", "5: BUNDLE_DIR=/no/such/folder/bundles: the folder "
                + "/no/such/folder does not exist (the unit makes /var/lib/kiosk and /run/kiosk; create any other)"),
            ("EXTRA=--mqtt mqtt://broker --group museum", "4: EXTRA: --group is set by GROUPS="),
        ] {
            let r = try launch(config: base + config + "\n", in: dir)
            XCTAssertTrue(unit.contains("\nRestartPreventExitStatus=\(r.status)\n"), "\(config): status \(r.status)\n\(r.stderr)")
            XCTAssertEqual(r.stdout, "", "no command for \(config)")
            XCTAssertTrue(r.stderr.contains("kiosk-session: \(dir)/kiosk.conf:\(says)\n"), "\(config):\n\(r.stderr)")
            XCTAssertFalse(r.stderr.contains(Self.secret), "the password is never shown: \(r.stderr)")
        }
        // A good credentials file passes these checks (what the kiosk then reads is its own concern).
        let fine = try launch(config: base + "MQTT=mqtt://broker\nMQTT_CREDENTIALS=\(good)\n", in: dir)
        XCTAssertFalse(fine.stderr.contains("MQTT_CREDENTIALS="), fine.stderr)

        // The panel's console (kioskui-problems.service) says the same, and not the password either.
        let page = try launch(config: base + "MQTT=mqtt://broker\nMQTT_CREDENTIALS=\(open)\n", in: dir, flag: "--explain")
        let text = page.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        XCTAssertTrue(text.contains("chmod 600 \(open)"), page.stdout)
        XCTAssertFalse(page.stdout.contains(Self.secret), page.stdout)
    }

    /// LOCKDOWN= is read by kioskui-lockdown.service, not the kiosk: yes and no leave the command
    /// as it was, and any other value stops the launcher with its line and the two values, so a
    /// typo (which keeps the panel locked) shows on the panel's console instead of passing unseen.
    func testLockdownIsYesOrNoAndABadValueNamesItsLineAndTheFix() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let unit = try String(contentsOfFile: package.unit, encoding: .utf8)
        let command = [package.kiosk, "run", package.screens + "/demo.yaml", "--rotate", "0", "--events", "/dev/null", "--driver", "fb"]
        for value in ["yes", "no", "\"no\""] {
            let r = try launch(config: "DRIVER=fb\nSTATE=\nCONTROL=\nLOCKDOWN=\(value)\n", in: dir)
            XCTAssertEqual(r.status, 0, "LOCKDOWN=\(value): \(r.stderr)")
            XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init), command, "LOCKDOWN=\(value)")
        }
        // The shipped kiosk.conf says LOCKDOWN=yes: the package locks the panel unless told otherwise.
        let shipped = try String(contentsOfFile: package.root + "/etc/kioskui/kiosk.conf", encoding: .utf8)
        XCTAssertEqual(shipped.split(separator: "\n").filter { $0.hasPrefix("LOCKDOWN=") }, ["LOCKDOWN=yes"], shipped)

        let fix = "must be yes (SysRq off, Ctrl+Alt+Del masked, no login prompt on tty2…tty6) or no (lifted from the next boot); "
            + "until fixed the panel stays locked"
        for value in ["off", "No", "0"] {
            let r = try launch(config: "DRIVER=fb\nSTATE=\nCONTROL=\nLOCKDOWN=\(value)\n", in: dir)
            XCTAssertTrue(unit.contains("\nRestartPreventExitStatus=\(r.status)\n"), "LOCKDOWN=\(value): status \(r.status)\n\(r.stderr)")
            XCTAssertEqual(r.stdout, "", "no command for LOCKDOWN=\(value)")
            XCTAssertTrue(r.stderr.contains("kiosk-session: \(dir)/kiosk.conf:4: LOCKDOWN=\(value): \(fix)\n"), r.stderr)
        }
        // The panel's console says the same.
        let page = try launch(config: "DRIVER=fb\nSTATE=\nCONTROL=\nLOCKDOWN=off\n", in: dir, flag: "--explain")
        let text = page.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        XCTAssertTrue(text.contains("\(dir)/kiosk.conf:4: LOCKDOWN=off: must be yes"), page.stdout)
    }

    /// SERVICE_PIN= names the file `kiosk service-pin` wrote and becomes `--service-pin FILE`; a file
    /// others may read, or one that is no hash (a PIN written there in the clear), stops the
    /// launcher with its line and the fix, and the console page says it, never the file's line.
    func testServicePINNamesTheHashFileAndABadOneIsRefusedWithoutShowingIt() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-session")
        let unit = try String(contentsOfFile: package.unit, encoding: .utf8)
        let hash = "$argon2id$v=19$m=65536,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA\n"
        let good = try fleetFile(dir + "/service-pin", hash, mode: 0o640)
        let open = try fleetFile(dir + "/service-pin-open", hash, mode: 0o644)
        let clear = try fleetFile(dir + "/service-pin-clear", "482916\n", mode: 0o640)
        let base = "DRIVER=fb\nSTATE=\nCONTROL=\n"   // lines 1-3; the setting under test is line 4
        let r = try launch(config: base + "SERVICE_PIN=\(good)\n", in: dir)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map(String.init),
                       [package.kiosk, "run", package.screens + "/demo.yaml", "--rotate", "0", "--events", "/dev/null",
                        "--service-pin", good, "--driver", "fb"])
        let shipped = try String(contentsOfFile: package.root + "/etc/kioskui/kiosk.conf", encoding: .utf8)
        XCTAssertEqual(shipped.split(separator: "\n").filter { $0.hasPrefix("SERVICE_PIN=") }, ["SERVICE_PIN="], "off unless set")
        let group = try XCTUnwrap(KioskProcess.execute("/usr/bin/id", ["-gn"]).stdout.split(separator: "\n").first)
        for (config, says) in [
            ("SERVICE_PIN=service-pin", "4: SERVICE_PIN=service-pin: give an absolute path, e.g. SERVICE_PIN=/etc/kioskui/service-pin"),
            ("SERVICE_PIN=\(dir)/none", "4: SERVICE_PIN=\(dir)/none: no such file"),
            ("SERVICE_PIN=\(open)", "4: SERVICE_PIN=\(open): others may read it (mode 644); with the hash a short PIN is guessed off the "
                + "panel: chown root:\(group) \(open); chmod 640 \(open)"),
            ("SERVICE_PIN=\(clear)", "4: SERVICE_PIN=\(clear): not a hash from kiosk service-pin (one line, $argon2id$…): make it with  "
                + "kiosk service-pin > \(clear)  (it asks for the PIN, or reads it from stdin, and writes only its hash)"),
            ("EXTRA=--service-pin \(good)", "4: EXTRA: --service-pin is set by SERVICE_PIN="),
        ] {
            let r = try launch(config: base + config + "\n", in: dir)
            XCTAssertTrue(unit.contains("\nRestartPreventExitStatus=\(r.status)\n"), "\(config): status \(r.status)\n\(r.stderr)")
            XCTAssertEqual(r.stdout, "", "no command for \(config)")
            XCTAssertTrue(r.stderr.contains("kiosk-session: \(dir)/kiosk.conf:\(says)\n"), "\(config):\n\(r.stderr)")
            XCTAssertFalse(r.stderr.contains("482916"), "a PIN in the clear is never shown: \(r.stderr)")
        }
        let page = try launch(config: base + "SERVICE_PIN=\(clear)\n", in: dir, flag: "--explain")
        let text = page.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        XCTAssertTrue(text.contains("kiosk service-pin > \(clear)"), page.stdout)
        XCTAssertFalse(page.stdout.contains("482916"), page.stdout)
    }

    /// A password the fleet tests write into credentials files, which no output may contain.
    private static let secret = "s3cret-Pa55word"

    /// Writes TEXT to PATH with MODE; returns PATH.
    private func fleetFile(_ path: String, _ text: String, mode: mode_t) throws -> String {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(path, mode), 0)
        return path
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
