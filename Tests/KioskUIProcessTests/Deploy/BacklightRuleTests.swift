import Foundation
import XCTest
import KioskUITestSupport

/// The package's udev rule for the backlight (docs/deploy.md, "Display power"): the kiosk, run
/// as the user kiosk with the group video, may write each backlight's `brightness` and
/// `bl_power`. The rule's own commands are run on a fake sysfs device (udev is not asked: this
/// machine has none to spare), the way udev runs them with `%p` the device's path.
@MainActor
final class BacklightRuleTests: XCTestCase {
    func testTheRuleGivesTheKiosksGroupWriteAccessToBrightnessAndPower() async throws {
        guard getuid() == 0 else { throw PackageError.cannotRun("chgrp of a file to video needs root") }
        let package = try PackagedKiosk.shared()
        let rules = try String(contentsOfFile: package.root + "/usr/lib/udev/rules.d/70-kioskui-backlight.rules", encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        XCTAssertEqual(rules.count, 1, "\(rules)")
        let rule = try XCTUnwrap(rules.first)
        XCTAssertTrue(rule.contains(#"SUBSYSTEM=="backlight""#), rule)
        XCTAssertTrue(rule.contains(#"ACTION=="add|change""#), "at boot and when postinst asks again: \(rule)")

        // The group the rule gives is one the unit runs the kiosk with.
        let unit = try String(contentsOfFile: package.root + "/usr/lib/systemd/system/kioskui.service", encoding: .utf8)
        let groups = unit.split(separator: "\n").filter { $0.hasPrefix("SupplementaryGroups=") }
            .flatMap { $0.dropFirst("SupplementaryGroups=".count).split(separator: " ").map(String.init) }
        let runs = rule.components(separatedBy: #"RUN+=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(runs.count, 2, rule)
        let chgrp = try XCTUnwrap(runs.first { $0.hasPrefix("/bin/chgrp ") })
        let group = String(chgrp.split(separator: " ")[1])
        XCTAssertTrue(groups.contains(group), "the rule's group \(group) is not among the unit's \(groups)")

        // Run as udev would, on a device whose files are root's and 0644 as the kernel makes them.
        let sys = KioskProcess.temporaryFolder("kiosk-backlight-rule")
        let device = "/devices/pci0000:00/0000:00:02.0/backlight/panel"
        try FileManager.default.createDirectory(atPath: sys + device, withIntermediateDirectories: true)
        for file in ["brightness", "bl_power", "max_brightness", "actual_brightness", "type"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: sys + device + "/" + file, contents: Data("0\n".utf8),
                                                         attributes: [.posixPermissions: 0o644]))
            _ = chown(sys + device + "/" + file, 0, 0)
        }
        for run in runs {
            let words = run.replacingOccurrences(of: "/sys%p", with: sys + device).split(separator: " ").map(String.init)
            let r = try KioskProcess.execute(words[0], Array(words.dropFirst()))
            XCTAssertEqual(r.status, 0, "\(run): \(r.stderr)")
        }
        let video = try XCTUnwrap(getgrnam(group)?.pointee.gr_gid, "the group \(group) exists")
        for file in ["brightness", "bl_power", "max_brightness", "type"] {
            var st = stat()
            XCTAssertEqual(stat(sys + device + "/" + file, &st), 0)
            let writable = st.st_gid == video && st.st_mode & S_IWGRP != 0
            XCTAssertEqual(writable, ["brightness", "bl_power"].contains(file), "\(file): gid \(st.st_gid), mode \(String(st.st_mode, radix: 8))")
        }
    }
}
