import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A secure field's keys are secret whatever its `input`: the layout query
/// names no highlighted key while it is the keyboard's target, a pressed key is drawn as any
/// other (a screenshot or a camera on the screen would see which), and the query does not say
/// whether the secret fits its pattern. Each checked beside the same field without `secure`.
@MainActor
final class SecureKeyboardTests: XCTestCase {
    /// A scene with one text field (`input: text`, a pattern), secure or not, focused with its
    /// keyboard up.
    private func scene(secure: Bool) throws -> (Scene, TextField, Theme) {
        let screen = try Screen.parse("""
        root: {type: textField, id: word, input: text, secure: \(secure), pattern: "[a-z]{4}", placeholder: Password}
        """, file: "word.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        scene.layoutIfNeeded()
        let word = try XCTUnwrap(scene.widget(id: "word") as? TextField)
        scene.focus.setFocus(word, scene: scene)
        scene.layoutIfNeeded()
        scene.advance(to: 5)
        return (scene, word, screen.theme)
    }

    func testTheLayoutNamesNoHighlightedKeyOfASecureField() async throws {
        for secure in [false, true] {
            let (scene, _, _) = try scene(secure: secure)
            scene.handle(.gamepadButton(.dpadDown, down: true))
            XCTAssertTrue(scene.focus.focused === scene.keyboard)
            let h = try XCTUnwrap(scene.keyboard.highlighted)
            XCTAssertNotNil(scene.keyboard.geometry.keys[h].key.text, "the D-pad is on a letter")
            let named = scene.keyboard.layoutState.first { $0.0 == "highlighted" }?.1
            if secure {
                XCTAssertNil(named, "the layout does not say which letter of a secure field the D-pad is on")
            } else {
                XCTAssertEqual(named, .string(scene.keyboard.geometry.keys[h].key.name))
            }
        }
    }

    /// The fill of the key `name` in the frame drawn while a finger holds it down.
    private func pressedFill(secure: Bool, key name: String) throws -> (Color?, Theme) {
        let (scene, _, theme) = try scene(secure: secure)
        _ = scene.render()
        let r = try XCTUnwrap(scene.keyboard.partFrame(named: name))
        scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: r.center, device: .touch, time: 5)))
        scene.advance(to: 5.05)
        let list = try XCTUnwrap(scene.render()?.list, "the press redraws the key")
        let fill = list.commands.compactMap { c -> Color? in
            if case let .fill(f, color, _) = c, f == r { return color }
            return nil
        }.last
        return (fill, theme)
    }

    func testAPressedKeyOfASecureFieldIsNotShaded() async throws {
        let (plain, theme) = try pressedFill(secure: false, key: "q")
        XCTAssertEqual(plain, theme.surfacePressed, "a key pressed for a plain field shows the press")
        let (secret, _) = try pressedFill(secure: true, key: "q")
        XCTAssertEqual(secret, theme.surface, "a key pressed for a secure field looks as every other letter")
    }

    func testASecureFieldDoesNotSayWhetherItsTextFitsItsPattern() async throws {
        for secure in [false, true] {
            let (_, word, _) = try scene(secure: secure)
            word.setText("abcd")
            let matches = word.layoutState.first { $0.0 == "matches" }?.1
            XCTAssertEqual(matches, secure ? nil : .bool(true), "secure: \(secure)")
            XCTAssertEqual(word.layoutState.first { $0.0 == "pattern" }?.1, "[a-z]{4}", "the pattern itself is in the screen file")
        }
    }
}
