import CSDL

/// Turns SDL mouse, touch, wheel, key and controller events into `InputEvent`s.
///
/// - Mouse: left button only, device `.mouse`, id 0; motion is reported only while the button is
///   down (no hover in a touch UI). Copies of touches (`which == SDL_TOUCH_MOUSEID`) are dropped
///   so a finger counts once.
/// - Touch: finger coordinates (0...1) × the window size; SDL finger ids become small ints from 1.
/// - Wheel: positive `dy` = wheel turned away from the user (flipped devices are corrected).
/// Window, device and quit events are handled by the backend.
struct SDLEventTranslator {
    private var fingers: [SDL_FingerID: Int] = [:]
    private var mouseDown = false

    mutating func translate(_ e: SDL_Event, windowSize: Size, now: Double) -> InputEvent? {
        func pointer(_ phase: PointerPhase, _ id: Int, _ x: Double, _ y: Double, _ device: PointerDevice) -> InputEvent {
            .pointer(PointerEvent(phase: phase, id: id, location: Point(x, y), device: device, time: now))
        }
        switch e.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = e.button
            guard b.which != KIOSK_TOUCH_MOUSEID, Int32(b.button) == SDL_BUTTON_LEFT else { return nil }
            let down = e.type == SDL_MOUSEBUTTONDOWN.rawValue
            guard down != mouseDown else { return nil }
            mouseDown = down
            return pointer(down ? .down : .up, 0, Double(b.x), Double(b.y), .mouse)
        case SDL_MOUSEMOTION.rawValue:
            let m = e.motion
            guard m.which != KIOSK_TOUCH_MOUSEID, mouseDown else { return nil }
            return pointer(.move, 0, Double(m.x), Double(m.y), .mouse)
        case SDL_MOUSEWHEEL.rawValue:
            let w = e.wheel
            guard w.which != KIOSK_TOUCH_MOUSEID else { return nil }
            let sign: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(dx: Double(w.preciseX) * sign, dy: Double(w.preciseY) * sign,
                          at: Point(Double(w.mouseX), Double(w.mouseY)))
        case SDL_FINGERDOWN.rawValue:
            let f = e.tfinger
            var id = 1
            let used = Set(fingers.values)
            while used.contains(id) { id += 1 }
            fingers[f.fingerId] = id
            return pointer(.down, id, Double(f.x) * windowSize.width, Double(f.y) * windowSize.height, .touch)
        case SDL_FINGERMOTION.rawValue:
            let f = e.tfinger
            guard let id = fingers[f.fingerId] else { return nil }
            return pointer(.move, id, Double(f.x) * windowSize.width, Double(f.y) * windowSize.height, .touch)
        case SDL_FINGERUP.rawValue:
            let f = e.tfinger
            guard let id = fingers.removeValue(forKey: f.fingerId) else { return nil }
            return pointer(.up, id, Double(f.x) * windowSize.width, Double(f.y) * windowSize.height, .touch)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let k = e.key.keysym
            let shift = UInt32(k.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            guard let key = SDLKeyMap.key(k.sym, shift: shift) else { return nil }
            return .key(key, down: e.type == SDL_KEYDOWN.rawValue)
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
}
