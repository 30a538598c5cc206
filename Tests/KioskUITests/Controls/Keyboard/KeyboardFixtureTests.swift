import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
@testable import KioskUISDL
import KioskUITestSupport

/// Tests/Fixtures/keyboard.yaml — the keyboard kept up (`keyboard: fixed`) under a short screen
/// in four languages — on the panel matrix, by the key walks, and replayed headless: keys tapped
/// by name (`keyboard#A`), the language key, the events and what speech says.
@MainActor
final class KeyboardFixtureTests: XCTestCase {
    static let fixture = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/keyboard.yaml").path

    func testTheFixtureLaysOutOnEveryPanelWithTheKeyboardBelowTheScreen() async throws {
        let problems = try PanelMatrixTests.fixtureProblems(Self.fixture) { scene, cell, _ in
            var problems: [String] = []
            let k = scene.keyboard
            if !k.isUp || k.geometry.keys.isEmpty { problems.append("\(cell): the keyboard is not up") }
            if k.frame.maxY != scene.bounds.maxY || k.frame.width != scene.bounds.width { problems.append("\(cell): keyboard at \(k.frame)") }
            // Nothing of the screen under the keyboard: the UI is laid out in the height above it.
            if scene.root.frame.maxY > k.frame.minY { problems.append("\(cell): the screen reaches \(scene.root.frame.maxY), under the keyboard at \(k.frame.minY)") }
            for i in k.geometry.keys.indices {
                let f = k.keyFrame(i)
                if f.width < 44 || f.height < 44 { problems.append("\(cell): key \(k.geometry.keys[i].key.name) \(f) under 44 px") }
                if f.minX < 0 || f.maxX > scene.bounds.maxX || f.maxY > scene.bounds.maxY { problems.append("\(cell): key \(k.geometry.keys[i].key.name) \(f) cut") }
            }
            if !k.geometry.keys.contains(where: { $0.key.action == .language }) { problems.append("\(cell): no language key") }
            return problems
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    func testTheFixtureIsWalkedByKeysAndGamepadAndTheKeyboardTakesNoFocusWithoutAField() async throws {
        let measurer = try SDLTestBackend.open().measurer
        var problems: [String] = []
        for device in WalkDevice.allCases {
            for language in ["en", "ar"] {
                for (size, scale) in QRProgressTests.cells {
                    let screen = try Screen.load(path: Self.fixture)
                    screen.app.setLanguage(try XCTUnwrap(LanguageCode(language)))
                    let walk = try KeyWalk(screen, device: device, measurer: measurer, size: size, fontScale: scale)
                    var walker = ScreenWalker(walk, cell: "keyboard \(language) \(Int(size.width))×\(Int(size.height)) ×\(scale) \(device)")
                    try walker.walkEverything()
                    problems += walker.problems
                    if walk.focus == "keyboard" { problems.append("the keyboard took focus with no field to type into") }
                }
            }
        }
        XCTAssertTrue(problems.isEmpty, "\(problems.count) problems:\n" + problems.prefix(40).joined(separator: "\n"))
    }

    func testAReplayTapsKeysByNameAndTheLanguageKeyShowsTheNextLanguage() async throws {
        let dir = KioskProcess.temporaryFolder("keyboard-replay")
        var options = try RunOptions.headlessReplay("""
        {"at":100,"pointer":"down","target":"keyboard#shift"}
        {"at":150,"pointer":"up","target":"keyboard#shift"}
        {"at":300,"pointer":"down","target":"keyboard#A"}
        {"at":350,"pointer":"up","target":"keyboard#A"}
        {"at":500,"pointer":"down","target":"keyboard#language"}
        {"at":550,"pointer":"up","target":"keyboard#language"}
        {"at":700,"query":"layout"}
        {"at":800,"pointer":"down","target":"keyboard#ß"}
        {"at":850,"pointer":"up","target":"keyboard#ß"}
        {"at":900,"pointer":"down","target":"keyboard#symbols"}
        {"at":950,"pointer":"up","target":"keyboard#symbols"}
        {"at":1000,"pointer":"down","target":"keyboard#1"}
        {"at":1050,"pointer":"up","target":"keyboard#1"}
        """, in: dir)
        options.screenPath = Self.fixture
        options.speech = true
        XCTAssertEqual(try Kiosk.run(options), 0)
        let text = try String(contentsOfFile: options.eventsPath, encoding: .utf8)
        let events = KioskProcess.events(text)
        let keys = events.filter { $0["event"] as? String == "key" }.compactMap { $0["key"] as? String }
        // "keyboard#1" names the key "1" (of the symbols page), not the keyboard's part number 1.
        XCTAssertEqual(keys, ["shift", "A", "language", "ß", "symbols", "1"], text)
        XCTAssertTrue(text.contains(#""event":"language","language":"de""#), text)
        let layout = try XCTUnwrap(events.last { $0["event"] as? String == "layout" })
        let keyboard = try XCTUnwrap(KioskProcess.nodes(layout)["keyboard"])
        XCTAssertEqual(keyboard["layout"] as? String, "de-qwertz")
        XCTAssertEqual((keyboard["keys"] as? [[String: Any]])?.count, 38)
        // Speech says the keys, in the language shown at the time.
        let spoken = events.filter { $0["event"] as? String == "speech" }.compactMap { $0["text"] as? String }
        XCTAssertTrue(spoken.contains { $0.contains("shift") }, "\(spoken)")
        XCTAssertTrue(spoken.contains { $0.contains("ß") }, "\(spoken)")
    }
}
