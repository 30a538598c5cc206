import Foundation
import XCTest
import KioskUITestSupport

/// The panel's lockdown as the package ships it (docs/deploy.md, "Lockdown"): its drop-ins, and
/// /usr/lib/kioskui/kiosk-lockdown following kiosk.conf's LOCKDOWN= on a folder that stands for
/// the panel's / (KIOSK_LOCKDOWN_ROOT), so this machine's own SysRq is never touched. VmBootTests
/// presses the keys on a booted panel.
@MainActor
final class LockdownTests: XCTestCase {
    /// What closes each way out: SysRq off, no login prompt and no power key (logind), no forced
    /// reboot by a burst of Ctrl+Alt+Del, the generator that masks ctrl-alt-del.target, and the unit
    /// that follows LOCKDOWN= at boot, wanted by the kiosk's own unit.
    func testThePackageShipsTheLockdownDropInsAndTheUnitThatFollowsTheSetting() async throws {
        let package = try PackagedKiosk.shared()
        func lines(_ path: String) throws -> [String] {
            try String(contentsOfFile: package.root + path, encoding: .utf8).split(separator: "\n").map(String.init)
                .filter { !$0.hasPrefix("#") }
        }
        XCTAssertEqual(try lines("/usr/lib/sysctl.d/90-kioskui.conf"), ["kernel.sysrq = 0"])
        let logind = try lines("/usr/lib/systemd/logind.conf.d/kioskui.conf")
        for setting in ["[Login]", "NAutoVTs=0", "ReserveVT=0", "HandlePowerKey=ignore", "HandleRebootKey=ignore"] {
            XCTAssertTrue(logind.contains(setting), "\(setting): \(logind)")
        }
        XCTAssertEqual(try lines("/usr/lib/systemd/system.conf.d/kioskui.conf"), ["[Manager]", "CtrlAltDelBurstAction=none"])
        let generator = package.root + "/usr/lib/systemd/system-generators/kioskui-lockdown"
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: generator), "../../kioskui/kiosk-lockdown")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: generator), "the generator resolves to the executable script")
        let unit = try lines("/usr/lib/systemd/system/kioskui.service")
        XCTAssertTrue(unit.contains("Wants=kioskui-lockdown.service") && unit.contains("After=kioskui-lockdown.service"), "\(unit)")
        let lockdown = try lines("/usr/lib/systemd/system/kioskui-lockdown.service")
        XCTAssertTrue(lockdown.contains("ExecStart=/usr/lib/kioskui/kiosk-lockdown"), "\(lockdown)")
        XCTAssertTrue(lockdown.contains { $0.hasPrefix("Before=") && $0.contains("systemd-logind.service") && $0.contains("kioskui.service") },
                      "logind must read its settings after the lockdown decided: \(lockdown)")
    }

    /// LOCKDOWN=yes (the shipped value, or a file without it, or a typo) turns SysRq off and masks
    /// Ctrl+Alt+Del; LOCKDOWN=no masks the package's drop-ins in /run and gives SysRq back the
    /// kernel's default (Debian's 438), and the generator leaves Ctrl+Alt+Del alone; `--lift` (the
    /// package's prerm) lifts whatever the file says.
    func testTheLockdownScriptFollowsTheSettingAndLiftsToTheKernelsDefault() async throws {
        let package = try PackagedKiosk.shared()
        let dir = KioskProcess.temporaryFolder("kiosk-lockdown")
        let root = dir + "/root", sysrq = root + "/proc/sys/kernel/sysrq"
        let release = try KioskProcess.execute("/bin/uname", ["-r"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        for folder in ["/proc/sys/kernel", "/boot"] {
            try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        try "CONFIG_MAGIC_SYSRQ=y\nCONFIG_MAGIC_SYSRQ_DEFAULT_ENABLE=0x01b6\n"
            .write(toFile: root + "/boot/config-" + release, atomically: true, encoding: .utf8)
        try "438\n".write(toFile: sysrq, atomically: true, encoding: .utf8)
        let masks = [root + "/run/sysctl.d/90-kioskui.conf", root + "/run/systemd/logind.conf.d/kioskui.conf"]

        func lockdown(_ config: String?, _ arguments: [String] = []) throws -> KioskProcess.Result {
            let conf = dir + "/kiosk.conf"
            try? FileManager.default.removeItem(atPath: conf)
            if let config { try config.write(toFile: conf, atomically: true, encoding: .utf8) }
            let r = try KioskProcess.execute(package.root + "/usr/lib/kioskui/kiosk-lockdown", arguments,
                                             environment: ["KIOSK_CONF": conf, "KIOSK_LOCKDOWN_ROOT": root])
            XCTAssertEqual(r.status, 0, r.stderr)
            return r
        }
        func value() throws -> String { try String(contentsOfFile: sysrq, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) }
        /// Whether the generator masks ctrl-alt-del.target in its early folder (before /etc).
        func masksCtrlAltDel(_ config: String) throws -> Bool {
            let out = dir + "/generator"
            try? FileManager.default.removeItem(atPath: out)
            for d in ["normal", "early", "late"] { try FileManager.default.createDirectory(atPath: out + "/" + d, withIntermediateDirectories: true) }
            try config.write(toFile: dir + "/kiosk.conf", atomically: true, encoding: .utf8)
            let r = try KioskProcess.execute(package.root + "/usr/lib/systemd/system-generators/kioskui-lockdown",
                                             [out + "/normal", out + "/early", out + "/late"], environment: ["KIOSK_CONF": dir + "/kiosk.conf"])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out + "/normal") + FileManager.default.contentsOfDirectory(atPath: out + "/late"), [])
            return (try? FileManager.default.destinationOfSymbolicLink(atPath: out + "/early/ctrl-alt-del.target")) == "/dev/null"
        }

        let shipped = try String(contentsOfFile: package.root + "/etc/kioskui/kiosk.conf", encoding: .utf8)
        _ = try lockdown(shipped)
        XCTAssertEqual(try value(), "0", "the shipped kiosk.conf turns SysRq off")
        XCTAssertTrue(try masksCtrlAltDel(shipped))

        _ = try lockdown("LOCKDOWN=no\n")
        XCTAssertEqual(try value(), "438", "LOCKDOWN=no gives SysRq the kernel's default back")
        for mask in masks { XCTAssertEqual(try? FileManager.default.destinationOfSymbolicLink(atPath: mask), "/dev/null", mask) }
        XCTAssertFalse(try masksCtrlAltDel("LOCKDOWN='no'\n"))

        _ = try lockdown(nil)
        XCTAssertEqual(try value(), "0", "no kiosk.conf: locked")
        for mask in masks { XCTAssertFalse(FileManager.default.fileExists(atPath: mask) || (try? FileManager.default.destinationOfSymbolicLink(atPath: mask)) != nil, mask) }

        let typo = try lockdown("LOCKDOWN=off\n")
        XCTAssertEqual(try value(), "0", "a value that is neither yes nor no keeps the panel locked")
        XCTAssertTrue(typo.stderr.contains("kiosk.conf: LOCKDOWN=off: must be yes or no; the panel stays locked"), typo.stderr)
        XCTAssertTrue(try masksCtrlAltDel("LOCKDOWN=off\n"))

        _ = try lockdown("LOCKDOWN=yes\n", ["--lift"])
        XCTAssertEqual(try value(), "438", "--lift (on removal) gives SysRq back whatever kiosk.conf says")
    }
}
