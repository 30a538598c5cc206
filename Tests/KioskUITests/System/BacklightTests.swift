import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The backlight the kiosk dims and turns off (System/Backlight*.swift): which device of
/// /sys/class/backlight it picks (firmware before platform before raw, then by name, whatever
/// order the folder lists them in), the raw step for a percent, and the writes to `bl_power` and
/// `brightness` in a fake sysfs tree; a panel without one, or a file that cannot be written, is
/// said once and is not fatal.
@MainActor
final class BacklightTests: XCTestCase {
    typealias Device = BacklightChoice.Device

    func testThePickPrefersFirmwareThenPlatformThenRawThenTheFirstName() async throws {
        let raw = Device(name: "intel_backlight", type: "raw", maxBrightness: 96000)
        let firmware = Device(name: "acpi_video0", type: "firmware", maxBrightness: 15)
        let platform = Device(name: "dell_backlight", type: "platform", maxBrightness: 7)
        XCTAssertEqual(BacklightChoice.pick([raw, platform, firmware]), firmware)
        XCTAssertEqual(BacklightChoice.pick([firmware, raw, platform]), firmware, "the order given does not matter")
        XCTAssertEqual(BacklightChoice.pick([raw, platform]), platform)
        let a = Device(name: "10-0045", type: "raw", maxBrightness: 255), b = Device(name: "backlight", type: "raw", maxBrightness: 255)
        XCTAssertEqual(BacklightChoice.pick([b, a]), a, "same type: the first name in byte order")
        XCTAssertEqual(BacklightChoice.pick([Device(name: "x", type: "odd", maxBrightness: 1), b]), b, "an unknown type ranks last")
        XCTAssertEqual(BacklightChoice.pick([Device(name: "acpi_video0", type: "firmware", maxBrightness: 0), raw]), raw,
                       "a device that cannot be dimmed is never chosen")
        XCTAssertNil(BacklightChoice.pick([]))
    }

    func testAPercentIsTheNearestStepNeverBelowOne() async throws {
        XCTAssertEqual(BacklightChoice.raw(percent: 100, max: 255), 255)
        XCTAssertEqual(BacklightChoice.raw(percent: 40, max: 255), 102)
        XCTAssertEqual(BacklightChoice.raw(percent: 30, max: 96000), 28800)
        XCTAssertEqual(BacklightChoice.raw(percent: 50, max: 7), 4, "3.5 rounds up")
        XCTAssertEqual(BacklightChoice.raw(percent: 1, max: 15), 1, "0.15 is kept lit at the lowest step")
        XCTAssertEqual(BacklightChoice.raw(percent: 0, max: 255), 3, "clamped to 1 %")
        XCTAssertEqual(BacklightChoice.raw(percent: 250, max: 255), 255, "clamped to 100 %")
        XCTAssertEqual(BacklightChoice.raw(percent: -5, max: 1), 1)
        XCTAssertEqual(BacklightChoice.raw(percent: 50, max: 0), 0)
    }

    /// A fake /sys/class/backlight: one folder per device with its type, max_brightness,
    /// brightness and bl_power files.
    private func tree(_ devices: [(String, String, String)]) throws -> String {
        let root = KioskProcess.temporaryFolder("kiosk-backlight")
        for (name, type, max) in devices {
            let d = root + "/" + name
            try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
            for (file, value) in [("type", type), ("max_brightness", max), ("brightness", max), ("bl_power", "0")] {
                try (value + "\n").write(toFile: d + "/" + file, atomically: false, encoding: .utf8)
            }
        }
        return root
    }

    private func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    func testOffOnAndBrightnessAreWrittenToThePickedDevice() async throws {
        let root = try tree([("intel_backlight", "raw", "96000"), ("acpi_video0", "firmware", "15")])
        var warnings: [String] = []
        let b = Backlight(root: root) { warnings.append($0) }
        XCTAssertEqual(b.device?.name, "acpi_video0")
        b.setPower(false)
        XCTAssertEqual(read(root + "/acpi_video0/bl_power"), "4\n", "off: FB_BLANK_POWERDOWN")
        b.setBrightness(40)
        XCTAssertEqual(read(root + "/acpi_video0/brightness"), "6\n", "40 % of 15")
        b.setPower(true)
        XCTAssertEqual(read(root + "/acpi_video0/bl_power"), "0\n")
        XCTAssertEqual(read(root + "/intel_backlight/bl_power"), "0\n", "the other device is left alone")
        XCTAssertEqual(read(root + "/intel_backlight/brightness"), "96000\n")
        XCTAssertEqual(warnings, [])
    }

    /// A FIFO where an attribute should be is read as nothing at once (the picker would wait for
    /// a writer forever), and that device is never chosen.
    func testAFIFOInTheTreeIsNotWaitedFor() async throws {
        let root = try tree([("fifo", "firmware", "15"), ("panel", "raw", "255")])
        try FileManager.default.removeItem(atPath: root + "/fifo/max_brightness")
        XCTAssertEqual(mkfifo(root + "/fifo/max_brightness", 0o600), 0)
        XCTAssertEqual(Backlight(root: root) { _ in }.device?.name, "panel")
    }

    func testNoBacklightIsSaidOnceAndNothingIsWritten() async throws {
        let root = KioskProcess.temporaryFolder("kiosk-backlight-none")
        var warnings: [String] = []
        let b = Backlight(root: root + "/class/backlight") { warnings.append($0) }
        b.setPower(false)
        b.setBrightness(30)
        b.setPower(true)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("no backlight in \(root)/class/backlight") == true, "\(warnings)")
    }

    func testAFileThatCannotBeWrittenIsSaidOnceWithTheFix() async throws {
        let root = try tree([("panel", "raw", "255")])
        // A folder where the file should be: open(O_WRONLY) fails even for root (these tests may run as root).
        try FileManager.default.removeItem(atPath: root + "/panel/bl_power")
        try FileManager.default.createDirectory(atPath: root + "/panel/bl_power", withIntermediateDirectories: false)
        try FileManager.default.removeItem(atPath: root + "/panel/brightness")
        try FileManager.default.createDirectory(atPath: root + "/panel/brightness", withIntermediateDirectories: false)
        var warnings: [String] = []
        let b = Backlight(root: root) { warnings.append($0) }
        b.setPower(false)
        b.setBrightness(50)
        b.setPower(true)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("cannot write \(root)/panel/bl_power") == true, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("70-kioskui-backlight.rules") == true, "the fix is named: \(warnings)")
    }
}
