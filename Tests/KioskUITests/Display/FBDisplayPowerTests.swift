import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// Display power on the fb driver (FB/FBBackend+Power.swift) on a file standing in for the
/// panel (`FBTestOutput`) and a fake /sys/class/backlight: off shows black and turns the panel
/// and its backlight off, and nothing reaches the panel while it is off; on lights it with the picture (what was
/// drawn meanwhile included) before the backlight; a VT switch back while off leaves it off.
@MainActor
final class FBDisplayPowerTests: XCTestCase {
    private let red = Color(hex: 0xFF0000), green = Color(hex: 0x00FF00)

    /// A fake sysfs with one backlight "panel" (max 200); its folder.
    private func backlightTree() throws -> String {
        let root = KioskProcess.temporaryFolder("kiosk-fb-backlight")
        try FileManager.default.createDirectory(atPath: root + "/panel", withIntermediateDirectories: true)
        for (file, value) in [("type", "raw"), ("max_brightness", "200"), ("brightness", "200"), ("bl_power", "0")] {
            try (value + "\n").write(toFile: root + "/panel/" + file, atomically: false, encoding: .utf8)
        }
        return root
    }

    private func file(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    private func frame(_ c: Color) -> DrawList {
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 20, height: 10), c)
        return l
    }

    func testOffDarkensThePanelAndItsBacklightAndOnShowsThePictureAgain() async throws {
        let out = FBTestOutput(width: 20, height: 10, stride: 80, buffers: 2)
        let root = try backlightTree()
        var warnings: [String] = []
        let b = try FBBackend(output: out, fonts: try FontSet(fontPath: nil), rotation: .none, input: nil, console: nil,
                              gamepads: nil, backlight: Backlight(root: root) { warnings.append($0) })
        let full = Rect(x: 0, y: 0, width: 20, height: 10)
        b.present(frame(red), damage: full)
        b.present(frame(red), damage: .zero)

        b.setDisplayPower(false)
        XCTAssertEqual(out.powered, [false], "the panel is turned off (DPMS / FBIOBLANK)")
        XCTAssertEqual(out.filePixel(5, 5, page: out.front), 0x000000, "showing black (a driver that ignores DPMS is dark too)")
        XCTAssertEqual(file(root + "/panel/bl_power"), "4\n", "and its backlight")
        let shownBefore = out.shown.count
        b.present(frame(green), damage: full)
        XCTAssertEqual(out.shown.count, shownBefore, "nothing is shown while the display is off")
        b.setDisplayPower(false)
        XCTAssertEqual(out.powered, [false], "off again changes nothing")

        b.setDisplayPower(true)
        XCTAssertEqual(out.powered, [false, true])
        XCTAssertEqual(out.showsWhileOff, 0)
        XCTAssertEqual(out.shown.last?.region, FBPixelRect(x: 0, y: 0, width: 20, height: 10), "the whole picture is shown again")
        XCTAssertEqual(out.filePixel(5, 5, page: out.front), 0x00FF00, "with what was drawn while off")
        XCTAssertEqual(file(root + "/panel/bl_power"), "0\n")

        b.setBrightness(40)
        XCTAssertEqual(file(root + "/panel/brightness"), "80\n", "40 % of 200")
        XCTAssertEqual(warnings, [])
    }

    /// Switching back to the kiosk's VT sets the mode, which lights the panel: off stays off.
    func testAVTSwitchBackWhileOffKeepsThePanelOff() async throws {
        let out = FBTestOutput(width: 20, height: 10, stride: 80)
        let b = try FBBackend(output: out, fonts: try FontSet(fontPath: nil), rotation: .none, input: nil, console: nil,
                              gamepads: nil, backlight: Backlight(root: try backlightTree()) { _ in })
        b.present(frame(red), damage: Rect(x: 0, y: 0, width: 20, height: 10))
        b.setDisplayPower(false)
        _ = b.releaseDisplay(now: 0)
        let shownBefore = out.shown.count
        XCTAssertEqual(b.acquireDisplay(), [.expose])
        XCTAssertEqual(out.powered, [false, false], "turned off again after the mode was set")
        XCTAssertEqual(out.shown.count, shownBefore, "and nothing shown")
        b.setDisplayPower(true)
        XCTAssertEqual(out.powered.last, true)
        XCTAssertEqual(out.filePixel(5, 5), 0xFF0000)
    }
}
