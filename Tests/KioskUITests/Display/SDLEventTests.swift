import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// SDL events → `InputEvent`s: touch counts once, fingers scale to the window, keys and
/// controllers map to the runtime's names.
@MainActor
final class SDLEventTests: XCTestCase {
    typealias E = SDLSyntheticEvent
    let window = Size(800, 600)

    private func run(_ events: [SDLEventValue]) -> [InputEvent] {
        var t = SDLEventTranslator()
        return events.compactMap { t.translate($0, outputSize: window, now: 1.5) }
    }

    func testMouseLeftButtonIsAPointerAndTouchCopiesAreDropped() async {
        let out = run([E.mouseMotion(x: 1, y: 1),                       // hover: ignored
                       E.mouseButton(down: true, x: 10, y: 20),
                       E.mouseButton(down: true, x: 10, y: 20, fromTouch: true),
                       E.mouseMotion(x: 15, y: 25),
                       E.mouseMotion(x: 16, y: 26, fromTouch: true),
                       E.mouseButton(down: false, x: 15, y: 25, button: 3), // right button: ignored
                       E.mouseButton(down: false, x: 15, y: 25)])
        XCTAssertEqual(out, [
            .pointer(PointerEvent(phase: .down, id: 0, location: Point(10, 20), device: .mouse, time: 1.5)),
            .pointer(PointerEvent(phase: .move, id: 0, location: Point(15, 25), device: .mouse, time: 1.5)),
            .pointer(PointerEvent(phase: .up, id: 0, location: Point(15, 25), device: .mouse, time: 1.5)),
        ])
    }

    func testFingersScaleToTheWindowAndGetSmallIDs() async {
        let out = run([E.finger(.down, finger: 9_000_001, x: 0.5, y: 0.25),
                       E.finger(.down, finger: 42, x: 0.1, y: 0.1),
                       E.finger(.move, finger: 9_000_001, x: 0.5, y: 0.5),
                       E.finger(.up, finger: 9_000_001, x: 0.5, y: 0.5),
                       E.finger(.move, finger: 777, x: 0.5, y: 0.5),          // unknown finger: ignored
                       E.finger(.down, finger: 5, x: 1, y: 1)])
        let pointers = out.compactMap { e -> PointerEvent? in if case let .pointer(p) = e { return p } else { return nil } }
        XCTAssertEqual(pointers.map(\.id), [1, 2, 1, 1, 1], "ids are reused once a finger lifts")
        XCTAssertEqual(pointers.map(\.phase), [.down, .down, .move, .up, .down])
        XCTAssertEqual(pointers[0].location, Point(400, 150))
        XCTAssertEqual(pointers[4].location, Point(800, 600))
        XCTAssertTrue(pointers.allSatisfy { $0.device == .touch && $0.time == 1.5 })
    }

    func testLosingFocusCancelsEveryContactStillDown() async {
        var t = SDLEventTranslator()
        for e in [E.finger(.down, finger: 7, x: 0.5, y: 0.5), E.finger(.down, finger: 8, x: 0.25, y: 0.5),
                  E.finger(.move, finger: 7, x: 0.75, y: 0.5), E.finger(.up, finger: 8, x: 0.25, y: 0.5),
                  E.mouseButton(down: true, x: 10, y: 20)] {
            _ = t.translate(e, outputSize: window, now: 1)
        }
        XCTAssertEqual(t.cancelAll(now: 2), [
            .pointer(PointerEvent(phase: .cancel, id: 1, location: Point(600, 300), device: .touch, time: 2)),
            .pointer(PointerEvent(phase: .cancel, id: 0, location: Point(10, 20), device: .mouse, time: 2)),
        ], "the finger still down at its last place, and the held mouse button")
        XCTAssertEqual(t.cancelAll(now: 3), [], "cancelled contacts are forgotten")
        XCTAssertNil(t.translate(E.finger(.up, finger: 7, x: 0.75, y: 0.5), outputSize: window, now: 4),
                     "a late release of a cancelled finger is ignored")
    }

    func testWheelAwayFromTheUserIsPositive() async {
        XCTAssertEqual(run([E.wheel(dx: 0, dy: 1, x: 30, y: 40)]), [.wheel(dx: 0, dy: 1, at: Point(30, 40))])
        XCTAssertEqual(run([E.wheel(dx: 0, dy: 2, x: 0, y: 0, flipped: true)]), [.wheel(dx: 0, dy: -2, at: Point(0, 0))])
    }

    /// + is also = (the same key unshifted) and the keypad's +; − also the keypad's.
    func testPlusAndMinusKeys() async {
        let out = run([E.key("=", down: true), E.key("Keypad +", down: true), E.key("-", down: true), E.key("Keypad -", down: true)])
        XCTAssertEqual(out, [.key(.plus, down: true), .key(.plus, down: true), .key(.minus, down: true), .key(.minus, down: true)])
    }

    func testKeysMapToTheRuntimeKeys() async {
        let out = run([E.key("Tab", down: true), E.key("Tab", down: true, shift: true),
                       E.key("Return", down: true), E.key("Keypad Enter", down: false),
                       E.key("F2", down: true), E.key("PageDown", down: true),
                       E.key("Escape", down: true), E.key("Left", down: false),
                       E.key("Space", down: true), E.key("Home", down: true), E.key("End", down: true),
                       E.key("Q", down: true)])
        XCTAssertEqual(out, [.key(.tab, down: true), .key(.backtab, down: true), .key(.enter, down: true),
                             .key(.enter, down: false), .key(.cycleSplit, down: true), .key(.pageDown, down: true),
                             .key(.escape, down: true), .key(.left, down: false), .key(.space, down: true),
                             .key(.home, down: true), .key(.end, down: true)])
    }

    /// Ctrl+Alt+F2 is a try at the console (a VT switch), which a compositor hands SDL as F2: it
    /// must not split a panel's screen. F2 alone still does (on a desk).
    func testCtrlAltF2IsNotTheSplitKey() async {
        XCTAssertEqual(run([E.key("F2", down: true, ctrlAlt: true), E.key("F2", down: false, ctrlAlt: true),
                            E.key("F2", down: true)]), [.key(.cycleSplit, down: true)])
    }

    /// SDL's text input is typed text; Backspace and Delete are keys; a control character is no text.
    func testTextInputIsTypedTextAndBackspaceAndDeleteAreKeys() async {
        let out = run([E.text("a"), E.text("ب"), E.text("AB 123"), E.text("\u{8}"),
                       E.key("Backspace", down: true), E.key("Delete", down: true)])
        XCTAssertEqual(out, [.text("a"), .text("ب"), .text("AB 123"), .key(.backspace, down: true), .key(.delete, down: true)])
    }

    func testControllerButtonsAxesAndQuit() async {
        // SDL_CONTROLLER_BUTTON_A = 0, DPAD_UP = 11; SDL_CONTROLLER_AXIS_LEFTX = 0, TRIGGERLEFT = 4.
        let out = run([E.controllerButton(0, down: true), E.controllerButton(11, down: false),
                       E.controllerAxis(0, value: -32768), E.controllerAxis(4, value: 32767),
                       E.quit()])
        XCTAssertEqual(out, [.gamepadButton(.a, down: true), .gamepadButton(.dpadUp, down: false),
                             .gamepadAxis(.leftX, value: -1), .gamepadAxis(.triggerLeft, value: 1), .quit])
    }
}

/// The game-controller path with a virtual controller: opened at start and announced once,
/// buttons and axes arrive translated.
@MainActor
final class SDLGamepadTests: XCTestCase {
    func testAVirtualControllerIsAnnouncedAndItsButtonsAndAxesArrive() async throws {
        let session = SDLControllerSession()
        guard session.isAvailable else { throw XCTSkip("SDL game-controller subsystem unavailable") }
        guard let pad = SDLVirtualGamepad() else { throw XCTSkip("SDL cannot attach a virtual joystick here") }
        _ = SDLVirtualGamepad.drainEvents()
        let gamepads = SDLGamepads(session: session)
        XCTAssertEqual(gamepads.count, 1)
        XCTAssertEqual(gamepads.takeAnnouncements(), [.gamepadConnected(true)])
        XCTAssertEqual(gamepads.takeAnnouncements(), [], "announced once")
        XCTAssertFalse(gamepads.open(deviceIndex: pad.deviceIndex), "SDL's own added event does not open it twice")

        pad.set(button: 0, down: true)      // A
        pad.set(axis: 1, value: 32767)      // left stick down
        var t = SDLEventTranslator()
        let out = SDLVirtualGamepad.drainEvents().compactMap { t.translate($0, outputSize: Size(10, 10), now: 0) }
        XCTAssertTrue(out.contains(.gamepadButton(.a, down: true)), "\(out)")
        XCTAssertTrue(out.contains(.gamepadAxis(.leftY, value: 1)), "\(out)")
        withExtendedLifetime(pad) {}
    }
}
