import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// `KUI.Switch` and `KUI.Checkbox` bound to `KioskState<Bool>`s, both ways, and a button enabled
/// by the checkbox's state (`.enabled(_:)`), run headless in this process.
@MainActor
final class ToggleSwiftTests: XCTestCase {
    @MainActor
    private final class Terms {
        let kiosk = KioskController()
        let sound = KioskState(true)
        let accepted = KioskState(false)
        var heard: [String] = []

        lazy var screen = KUI.App {
            KUI.Screen("main") {
                KUI.Column(spacing: 12, align: .fill, padding: 24) {
                    KUI.Switch("Sound", id: "sound", isOn: sound)
                    KUI.Checkbox("I accept the terms", id: "terms", isChecked: accepted, required: true)
                        .onChange { [unowned self] in heard.append("terms \(accepted.value)") }
                    KUI.Button("Continue", id: "continue", style: .primary) { [unowned self] in heard.append("continue") }
                        .enabled(accepted)
                }
            }
        }
    }

    func testTheStatesFollowTheControlsAndTheButtonFollowsTheBox() async throws {
        let t = Terms()
        var options = try RunOptions.headlessReplay("""
        {"at":0,"query":"layout"}
        {"at":100,"pointer":"down","target":"continue"}
        {"at":150,"pointer":"up","target":"continue"}
        {"at":200,"pointer":"down","target":"terms"}
        {"at":250,"pointer":"up","target":"terms"}
        {"at":300,"pointer":"down","target":"continue"}
        {"at":350,"pointer":"up","target":"continue"}
        {"at":400,"set":{"id":"sound","value":false}}
        {"at":800,"query":"layout"}
        """, in: KioskProcess.temporaryFolder("swift-toggles"))
        let status = try Kiosk.run(t.screen, controller: t.kiosk, options: options)
        XCTAssertEqual(status, 0)
        let events = KioskProcess.events(try String(contentsOfFile: options.eventsPath, encoding: .utf8))
        let layouts = events.filter { $0["event"] as? String == "layout" }
        XCTAssertEqual(KioskProcess.nodes(layouts[0])["continue"]?["enabled"] as? Bool, false)
        XCTAssertEqual(KioskProcess.nodes(layouts[0])["sound"]?["on"] as? Bool, true, "the state's value at start")
        XCTAssertEqual(KioskProcess.nodes(layouts[1])["sound"]?["on"] as? Bool, false)
        XCTAssertEqual(t.heard, ["terms true", "continue"], "the first tap on Continue did nothing")
        XCTAssertEqual(t.accepted.value, true)
        XCTAssertEqual(t.sound.value, false)
    }

    func testTheAppSettingTheStateMovesTheControl() async throws {
        let t = Terms()
        t.accepted.value = true
        var options = try RunOptions.headlessReplay(#"{"at":100,"query":"layout"}"#, in: KioskProcess.temporaryFolder("swift-toggles"))
        _ = try Kiosk.run(t.screen, controller: t.kiosk, options: options)
        let events = KioskProcess.events(try String(contentsOfFile: options.eventsPath, encoding: .utf8))
        let node = KioskProcess.nodes(events.first { $0["event"] as? String == "layout" } ?? [:])
        XCTAssertEqual(node["terms"]?["checked"] as? Bool, true)
        XCTAssertNil(node["continue"]?["enabled"])
    }
}
