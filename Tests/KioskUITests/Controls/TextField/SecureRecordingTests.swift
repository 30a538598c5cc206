import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Real input into a secure field reaches a live run's recording (`--record`) only as the gap it
/// leaves: taps on the PIN pad's keys (their points give the digits) and a
/// mouse wheel over them, a physical keyboard's text and keys, the gamepad walking the keys. What leaves the entry (the
/// D-pad down into the keys, Start's Done) and input elsewhere are recorded as before.
@MainActor
final class SecureRecordingTests: XCTestCase {
    /// A live run recording to a file of its own, of a column of `children` (screen-file lines),
    /// on a display whose input `due` gives.
    private func recordingRun(_ children: String, size: Size) throws -> (Scene, DueInputBackend, Runner, String) {
        let screen = try Screen.parse("root:\n  type: column\n  children:\n" + children, file: "secure.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: size, theme: screen.theme)
        let backend = DueInputBackend(clock: VirtualClock(), size: size)
        var config = RunnerConfig(app: screen.app)
        config.recordPath = KioskProcess.temporaryFile("secure-record-\(UUID().uuidString).jsonl").path
        let runner = try Runner(scene: scene, backend: backend, config: config)
        scene.layoutIfNeeded()
        return (scene, backend, runner, config.recordPath!)
    }

    private func tap(_ p: Point, at t: Double) -> [InputEvent] {
        [.pointer(PointerEvent(phase: .down, id: 0, location: p, device: .touch, time: t)),
         .pointer(PointerEvent(phase: .move, id: 0, location: Point(p.x + 1, p.y), device: .touch, time: t + 0.02)),
         .pointer(PointerEvent(phase: .up, id: 0, location: Point(p.x + 1, p.y), device: .touch, time: t + 0.05))]
    }

    private func press(_ b: GamepadButton) -> [InputEvent] { [.gamepadButton(b, down: true), .gamepadButton(b, down: false)] }

    func testTapsOnThePadPhysicalKeysAndTheGamepadIntoAPINAreLeftOutOfTheRecording() async throws {
        let (scene, backend, runner, path) = try recordingRun("""
            - {type: textField, id: pin, input: pin, maxLength: 4, secure: true, placeholder: PIN}
            - {type: textField, id: name, input: name, placeholder: Name}
        """, size: Size(480, 800))
        let pin = try XCTUnwrap(scene.widget(id: "pin") as? TextField), name = try XCTUnwrap(scene.widget(id: "name"))
        var typingKeys: [Rect] = []
        func key(_ n: String) -> Point {
            typingKeys = scene.keyboard.geometry.keys.indices.filter { scene.keyboard.geometry.keys[$0].key.action != .done }
                .map(scene.keyboard.keyFrame)
            return scene.keyboard.partFrame(named: n)?.center ?? Point(-1, -1)
        }
        backend.due = [
            (1, { self.tap(pin.frame.center, at: 1) }),
            (2, { self.tap(key("2"), at: 2) }),
            (2.5, { self.tap(key("5"), at: 2.5) + [.wheel(dx: 0, dy: -1, at: key("5"))] }),
            (3, { [.text("8"), .key(.backspace, down: true), .key(.backspace, down: false), .text("80")] }),
            // Down into the keys (recorded: it types nothing), a walk and a press (left out), Done.
            (4, { self.press(.dpadDown) + self.press(.dpadRight) + self.press(.a) + self.press(.start) }),
            (5, { self.tap(name.frame.center, at: 5) + [.text("Ada")] }),
        ]
        runner.runLive(clock: backend.clock, duration: 30)
        XCTAssertEqual(pin.text, "2580", "the PIN went into the field")
        XCTAssertEqual((name as? TextField)?.text, "Ada")
        XCTAssertFalse(typingKeys.isEmpty)

        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = try Script.parse(text, file: path)
        for l in lines {
            switch l.action {
            case let .pointer(_, _, _, .point(p)):
                XCTAssertFalse(typingKeys.contains { $0.contains(p) }, "a key's point is in the recording: \(p)\n\(text)")
            case let .type(s): XCTAssertEqual(s, "Ada", text)
            case let .key(k): XCTFail("a key typed into the PIN is in the recording: \(k)\n\(text)")
            case let .button(b, _): XCTAssertTrue([.dpadDown, .start].contains(b), "a walk of the keys is in the recording: \(b)\n\(text)")
            case let .withheld(gap): XCTAssertEqual(gap, SecureInputGap(id: "pin", length: 4))
            case .settings: break
            default: XCTFail("\(l.action)")
            }
        }
        XCTAssertEqual(lines.filter { if case .pointer = $0.action { return true }; return false }.count, 6,
                       "the taps on the two fields: \(text)")
        XCTAssertGreaterThanOrEqual(lines.filter { if case .withheld = $0.action { return true }; return false }.count, 1, text)
    }

    /// A key's variants menu opened on a secure password's keyboard takes the keys and touches
    /// that close it: they are left out with its opening, so a replay's Escape does not go back a
    /// screen; the Tab after it, on the field, is recorded.
    func testAVariantsMenuOnASecureFieldIsLeftOutWithTheKeyThatClosesIt() async throws {
        let (scene, backend, runner, path) = try recordingRun("""
            - {type: textField, id: word, input: text, secure: true, placeholder: Password}
        """, size: Size(800, 480))
        let word = try XCTUnwrap(scene.widget(id: "word") as? TextField)
        var menuOpened = false
        var e = Point(-1, -1)
        backend.due = [
            (1, { self.tap(word.frame.center, at: 1) }),
            (2, { e = scene.keyboard.partFrame(named: "e")?.center ?? e
                  return [.pointer(PointerEvent(phase: .down, id: 0, location: e, device: .touch, time: 2))] }),
            (2.8, { menuOpened = scene.keyboard.menu != nil
                    return [.pointer(PointerEvent(phase: .up, id: 0, location: e, device: .touch, time: 2.8))] }),
            (3, { [.key(.escape, down: true), .key(.escape, down: false)] }),
            (4, { [.key(.tab, down: true), .key(.tab, down: false)] }),
        ]
        runner.runLive(clock: backend.clock, duration: 30)
        XCTAssertTrue(menuOpened, "the long press opened the variants")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let actions = try Script.parse(text, file: path).map(\.action).filter { if case .settings = $0 { return false }; return true }
        XCTAssertEqual(actions.count, 5, text)
        XCTAssertEqual(actions.suffix(2), [.withheld(SecureInputGap(id: "word", length: 0)), .key(.tab)], text)
    }

    /// The keys typed into a secure field of any `input` (a password on the letters) are kept
    /// out of the keyboard's `key` events, as a PIN's digits are, and the D-pad's key is not named.
    func testTheKeysTypedIntoASecureTextFieldAreNotReported() async throws {
        let screen = try Screen.parse("""
        root: {type: textField, id: word, input: text, secure: true, placeholder: Password}
        """, file: "word.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        var keys: [String?] = []
        scene.watchEvents { if case let .key(k) = $0.kind { keys.append(k) } }
        scene.layoutIfNeeded()
        let word = try XCTUnwrap(scene.widget(id: "word") as? TextField)
        scene.focus.setFocus(word, scene: scene)
        scene.layoutIfNeeded()
        scene.advance(to: 5)
        for name in ["q", "shift", "w"] {
            let p = try XCTUnwrap(scene.keyboard.partFrame(named: name)).center
            scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: p, device: .touch, time: 5)))
            scene.handle(.pointer(PointerEvent(phase: .up, id: 1, location: p, device: .touch, time: 5.05)))
        }
        XCTAssertEqual(word.text, "qW")
        XCTAssertEqual(keys, [nil, "shift", nil])
        scene.handle(.gamepadButton(.dpadDown, down: true))
        XCTAssertTrue(scene.focus.focused === scene.keyboard)
        XCTAssertNil(scene.keyboard.visibleName, "the highlighted letter is not said")
    }
}
