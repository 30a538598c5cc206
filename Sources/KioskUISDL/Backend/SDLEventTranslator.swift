import CSDL
import KioskUICore

/// Turns SDL mouse, touch, wheel, key and controller events into `InputEvent`s.
///
/// - Mouse: left button only, device `.mouse`, id 0; motion is reported only while the button is
///   down (no hover in a touch UI). Copies of touches (`which == SDL_TOUCH_MOUSEID`) are dropped
///   so a finger counts once.
/// - Touch: finger coordinates (0...1) × the output size; SDL finger ids become small ints from 1.
/// - Wheel: positive `dy` = wheel turned away from the user (flipped devices are corrected).
/// - Rotation: every pointer location (mouse, finger, wheel position) is turned from output
///   coordinates back to the UI's logical ones with `rotation`, so a touch lands on what is drawn
///   under the finger (`DisplayRotation.logicalPixel` for the mouse's whole pixels,
///   `logicalPoint` for fingers). Wheel deltas are not turned: they mean "scroll", not a direction
///   on the glass.
/// - Focus loss: `cancelAll` ends every finger and a held mouse button with `.cancel` (SDL 2
///   sends no release for contacts held while the window loses focus), so no button stays
///   pressed and no drag hangs.
/// - Text: `SDL_TEXTINPUT` becomes `.text` (SDL has text input on from the start on desktop
///   drivers; a key also sends its `SDL_KEYDOWN`, which a text field ignores for keys that type).
/// Window, device and quit events are handled by the backend.
struct SDLEventTranslator {
    /// How the UI is turned on the output (`--rotate`).
    var rotation: DisplayRotation = .none
    /// Active fingers: their small id and last logical position.
    private var fingers: [SDL_FingerID: (id: Int, at: Point)] = [:]
    private var mouseDown = false
    private var mouseAt = Point.zero

    /// Translates one SDL event. `outputSize` is the window's size as SDL reports pointer
    /// coordinates in it (unrotated: for 90 and 270 it is the UI's size with the sides swapped).
    mutating func translate(_ e: SDL_Event, outputSize: Size, now: Double) -> InputEvent? {
        let rotation = self.rotation
        func pointer(_ phase: PointerPhase, _ id: Int, _ location: Point, _ device: PointerDevice) -> InputEvent {
            .pointer(PointerEvent(phase: phase, id: id, location: location, device: device, time: now))
        }
        /// A mouse position (whole output pixels) in logical coordinates.
        func mouse(_ x: Int32, _ y: Int32) -> Point {
            rotation.logicalPixel(Point(Double(x), Double(y)), output: outputSize)
        }
        /// A finger position (0...1 of the output) in logical coordinates.
        func finger(_ f: SDL_TouchFingerEvent) -> Point {
            rotation.logicalPoint(Point(Double(f.x) * outputSize.width, Double(f.y) * outputSize.height), output: outputSize)
        }
        switch e.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = e.button
            guard b.which != KIOSK_TOUCH_MOUSEID, Int32(b.button) == SDL_BUTTON_LEFT else { return nil }
            let down = e.type == SDL_MOUSEBUTTONDOWN.rawValue
            guard down != mouseDown else { return nil }
            mouseDown = down
            mouseAt = mouse(b.x, b.y)
            return pointer(down ? .down : .up, 0, mouseAt, .mouse)
        case SDL_MOUSEMOTION.rawValue:
            let m = e.motion
            guard m.which != KIOSK_TOUCH_MOUSEID, mouseDown else { return nil }
            mouseAt = mouse(m.x, m.y)
            return pointer(.move, 0, mouseAt, .mouse)
        case SDL_MOUSEWHEEL.rawValue:
            let w = e.wheel
            guard w.which != KIOSK_TOUCH_MOUSEID else { return nil }
            let sign: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(dx: Double(w.preciseX) * sign, dy: Double(w.preciseY) * sign,
                          at: mouse(w.mouseX, w.mouseY))
        case SDL_FINGERDOWN.rawValue:
            let f = e.tfinger
            var id = 1
            let used = Set(fingers.values.map(\.id))
            while used.contains(id) { id += 1 }
            fingers[f.fingerId] = (id, finger(f))
            return pointer(.down, id, finger(f), .touch)
        case SDL_FINGERMOTION.rawValue:
            let f = e.tfinger
            guard let id = fingers[f.fingerId]?.id else { return nil }
            fingers[f.fingerId] = (id, finger(f))
            return pointer(.move, id, finger(f), .touch)
        case SDL_FINGERUP.rawValue:
            let f = e.tfinger
            guard let id = fingers.removeValue(forKey: f.fingerId)?.id else { return nil }
            return pointer(.up, id, finger(f), .touch)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let k = e.key.keysym
            let shift = UInt32(k.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            let ctrlAlt = UInt32(k.mod) & UInt32(KMOD_CTRL.rawValue) != 0 && UInt32(k.mod) & UInt32(KMOD_ALT.rawValue) != 0
            guard let key = SDLKeyMap.key(k.sym, shift: shift, ctrlAlt: ctrlAlt) else { return nil }
            return .key(key, down: e.type == SDL_KEYDOWN.rawValue)
        case SDL_TEXTINPUT.rawValue:
            // What the keyboard typed (its layout, Shift and AltGr, an input method's result; a
            // barcode scanner types this way too), for the focused text field.
            return SDLEventTranslator.text(e.text)
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
            guard let b = SDLKeyMap.button(e.cbutton.button) else { return nil }
            return .gamepadButton(b, down: e.type == SDL_CONTROLLERBUTTONDOWN.rawValue)
        case SDL_CONTROLLERAXISMOTION.rawValue:
            guard let a = SDLKeyMap.axis(e.caxis.axis) else { return nil }
            return .gamepadAxis(a, value: SDLKeyMap.normalized(e.caxis.value))
        case SDL_QUIT.rawValue:
            return .quit
        default:
            return nil
        }
    }

    /// The UTF-8 of an `SDL_TEXTINPUT` (a NUL-ended char array in the event) as `.text`; nil
    /// for an empty one or one of control characters only.
    static func text(_ t: SDL_TextInputEvent) -> InputEvent? {
        var chars = t.text
        let s = withUnsafeBytes(of: &chars) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
        let kept = String(String.UnicodeScalarView(s.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7f }))
        return kept.isEmpty ? nil : .text(kept)
    }

    /// `.cancel` for every contact still down (fingers by id, then the mouse), which forgets them.
    mutating func cancelAll(now: Double) -> [InputEvent] {
        var out = fingers.values.sorted { $0.id < $1.id }.map {
            InputEvent.pointer(PointerEvent(phase: .cancel, id: $0.id, location: $0.at, device: .touch, time: now))
        }
        if mouseDown { out.append(.pointer(PointerEvent(phase: .cancel, id: 0, location: mouseAt, device: .mouse, time: now))) }
        fingers.removeAll()
        mouseDown = false
        return out
    }
}
