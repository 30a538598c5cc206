import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// libinput → `InputEvent` on recorded sequences of plain values (`FBInputRecord`, what
/// `FBInput` reads through libinput's accessors), so no device and no libinput are needed.
@MainActor
final class FBInputTranslatorTests: XCTestCase {
    private func run(_ records: [FBInputRecord], output: Size = Size(800, 480), rotation: DisplayRotation = .none) -> [InputEvent] {
        var t = FBInputTranslator(outputSize: output, rotation: rotation)
        return records.flatMap { t.translate($0, now: 1.5) }
    }

    private func p(_ phase: PointerPhase, _ id: Int, _ x: Double, _ y: Double, _ device: PointerDevice = .touch) -> InputEvent {
        .pointer(PointerEvent(phase: phase, id: id, location: Point(x, y), device: device, time: 1.5))
    }

    func testTwoFingersKeepTheirIDs() async {
        let events = run([
            .touch(.down, slot: 0, x: 100, y: 50),
            .touch(.down, slot: 1, x: 400, y: 300),
            .touch(.motion, slot: 0, x: 110, y: 55),
            .touch(.motion, slot: 1, x: 390, y: 290),
            .touch(.up, slot: 0, x: 0, y: 0),
            .touch(.down, slot: 2, x: 10, y: 10),       // takes the lowest free id again
            .touch(.cancel, slot: 1, x: 0, y: 0),
            .touch(.motion, slot: 7, x: 1, y: 1),       // a slot never down: nothing
            .touch(.up, slot: 2, x: 0, y: 0),
        ])
        XCTAssertEqual(events, [
            p(.down, 1, 100, 50), p(.down, 2, 400, 300), p(.move, 1, 110, 55), p(.move, 2, 390, 290),
            p(.up, 1, 110, 55), p(.down, 1, 10, 10), p(.cancel, 2, 390, 290), p(.up, 1, 10, 10),
        ])
    }

    func testTouchTurnsWithTheRotation() async {
        // An 800×480 panel at 90: the UI is 480×800; the panel's top-right is the UI's top-left.
        let events = run([.touch(.down, slot: 0, x: 800, y: 0), .touch(.up, slot: 0, x: 0, y: 0)], rotation: .cw90)
        XCTAssertEqual(events, [p(.down, 1, 0, 0), p(.up, 1, 0, 0)])
    }

    /// A tablet (QEMU's virtio-tablet) at its four corners: libinput scales it to 0…width, the
    /// far edges are the last pixels; at 90 the corners turn with the picture.
    func testAbsolutePointerAtTheCorners() async {
        let corners: [(Double, Double)] = [(0, 0), (800, 0), (0, 480), (800, 480)]
        func tap(_ rotation: DisplayRotation) -> [Point] {
            let events = run(corners.flatMap { c -> [FBInputRecord] in
                [.absoluteMotion(x: c.0, y: c.1), .button(code: 0x110, pressed: true), .button(code: 0x110, pressed: false)]
            }, rotation: rotation)
            return events.compactMap { e in
                if case let .pointer(pe) = e, pe.phase == .down { XCTAssertEqual(pe.device, .mouse); XCTAssertEqual(pe.id, 0); return pe.location }
                return nil
            }
        }
        XCTAssertEqual(tap(.none), [Point(0, 0), Point(799, 0), Point(0, 479), Point(799, 479)])
        XCTAssertEqual(tap(.cw90), [Point(0, 799), Point(0, 0), Point(479, 799), Point(479, 0)])
    }

    func testButtonIsTheContactAndMotionCountsOnlyWhileItIsDown() async {
        let events = run([
            .absoluteMotion(x: 10, y: 10),                  // hover: nothing
            .button(code: 0x111, pressed: true),            // right button: nothing
            .button(code: 0x110, pressed: true),
            .absoluteMotion(x: 20, y: 12),
            .button(code: 0x110, pressed: false),
            .absoluteMotion(x: 30, y: 12),
        ])
        XCTAssertEqual(events, [p(.down, 0, 10, 10, .mouse), p(.move, 0, 20, 12, .mouse), p(.up, 0, 20, 12, .mouse)])
    }

    /// A mouse starts in the middle and cannot leave the panel.
    func testRelativeMouseIsClampedAtTheEdges() async {
        var t = FBInputTranslator(outputSize: Size(800, 480))
        XCTAssertEqual(t.cursor, Point(400, 240))
        _ = t.translate(.relativeMotion(dx: -5000, dy: -5000), now: 0)
        XCTAssertEqual(t.cursor, Point(0, 0))
        _ = t.translate(.button(code: 0x110, pressed: true), now: 0)
        XCTAssertEqual(t.translate(.relativeMotion(dx: 9000, dy: 9000), now: 1.5), [p(.move, 0, 799, 479, .mouse)])
        XCTAssertEqual(t.translate(.relativeMotion(dx: 10, dy: 0), now: 1.5), [], "already at the edge: no motion")
        XCTAssertEqual(t.translate(.relativeMotion(dx: -99.5, dy: -0.5), now: 1.5), [p(.move, 0, 699, 478, .mouse)])
        XCTAssertEqual(t.cancelAll(now: 1.5), [p(.cancel, 0, 699, 478, .mouse)])
        XCTAssertEqual(t.translate(.button(code: 0x110, pressed: false), now: 1.5), [], "cancelled: no up")
    }

    func testWheelScrollsAtTheCursor() async {
        let events = run([.absoluteMotion(x: 100, y: 200), .wheel(vertical: 1, horizontal: 0), .wheel(vertical: 0, horizontal: 0)])
        XCTAssertEqual(events, [.wheel(dx: 0, dy: -1, at: Point(100, 200))], "towards the user scrolls down")
    }

    func testKeysAndShiftTab() async {
        let events = run([
            .key(keysym: FBKeysym.tab, pressed: true, shift: true), .key(keysym: FBKeysym.tab, pressed: false, shift: true),
            .key(keysym: FBKeysym.isoLeftTab, pressed: true, shift: true),
            .key(keysym: FBKeysym.tab, pressed: true, shift: false),
            .key(keysym: FBKeysym.right, pressed: true, shift: false),
            .key(keysym: FBKeysym.kpEnter, pressed: true, shift: false),
            .key(keysym: FBKeysym.f2, pressed: true, shift: false),
            .key(keysym: 0x61, pressed: true, shift: false),   // "a": ignored
        ])
        XCTAssertEqual(events, [.key(.backtab, down: true), .key(.backtab, down: false), .key(.backtab, down: true),
                                .key(.tab, down: true), .key(.right, down: true), .key(.enter, down: true),
                                .key(.cycleSplit, down: true)])
    }

    /// Without a keymap, the evdev table knows the same keys, with Shift tracked by hand.
    func testEvdevTableWithoutAKeymap() async {
        XCTAssertEqual(FBKeysym.evdev(15), FBKeysym.tab)
        XCTAssertEqual(FBKeysym.evdev(103), FBKeysym.up)
        XCTAssertEqual(FBKeysym.evdev(30), 0)
        // Every Key has a keysym (F2 is cycleSplit).
        let keysyms: [UInt32] = [1, 15, 28, 57, 60, 102, 103, 104, 105, 106, 107, 108, 109, 12, 13, 14, 111].map(FBKeysym.evdev)
        let keys = Set(keysyms.compactMap { FBKeysym.key($0, shift: false) })
        XCTAssertEqual(keys, Set(Key.allCases).subtracting([.backtab]))
    }

    /// The system keymap (xkbcommon, xkb-data) gives the same keysyms, and Shift+Tab.
    func testXKBKeymapShiftTab() async throws {
        let k = FBKeyboard()
        guard k.hasKeymap else { throw XCTSkip("no xkb keymap compiles here (xkb-data missing)") }
        var t = FBInputTranslator(outputSize: Size(10, 10))
        var out: [InputEvent] = []
        for (code, down) in [(UInt32(42), true), (15, true), (15, false), (42, false), (15, true), (105, true)] {
            out += t.translate(k.record(code: code, pressed: down), now: 0)
        }
        XCTAssertEqual(out, [.key(.backtab, down: true), .key(.backtab, down: false), .key(.tab, down: true), .key(.left, down: true)])
    }

    /// A key press types its keymap's text (xkbcommon's UTF-8, Shift applied) besides its key;
    /// Enter and Backspace type none, Backspace and Delete are keys.
    func testXKBKeymapTypesText() async throws {
        let k = FBKeyboard()
        guard k.hasKeymap else { throw XCTSkip("no xkb keymap compiles here (xkb-data missing)") }
        var t = FBInputTranslator(outputSize: Size(10, 10))
        var out: [InputEvent] = []
        // a, Shift+b, 1, space, Enter, Backspace, Delete (evdev 30, 42+48, 2, 57, 28, 14, 111).
        for (code, down) in [(UInt32(30), true), (30, false), (42, true), (48, true), (48, false), (42, false), (2, true),
                             (57, true), (28, true), (14, true), (111, true)] {
            for r in k.records(code: code, pressed: down) { out += t.translate(r, now: 0) }
        }
        XCTAssertEqual(out, [.text("a"), .text("B"), .text("1"), .key(.space, down: true), .text(" "), .key(.enter, down: true),
                             .key(.backspace, down: true), .key(.delete, down: true)])
        XCTAssertEqual(FBKeyboard.printable("\r"), nil)
        XCTAssertEqual(t.translate(.text("أ"), now: 0), [.text("أ")])
    }
}
