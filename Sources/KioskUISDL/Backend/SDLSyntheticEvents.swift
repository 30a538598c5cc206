import CSDL
import KioskUICore

/// Builds raw SDL events from plain values, so the event translator can be tested (and events
/// injected) without touching SDL types outside `SDL/`.
enum SDLSyntheticEvent {
    /// A mouse button press or release. `fromTouch` marks SDL's synthetic copy of a touch.
    static func mouseButton(down: Bool, x: Int, y: Int, button: Int = 1, fromTouch: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        e.button.which = fromTouch ? KIOSK_TOUCH_MOUSEID : 0
        e.button.button = UInt8(button)
        e.button.x = Int32(x); e.button.y = Int32(y)
        return e
    }

    static func mouseMotion(x: Int, y: Int, fromTouch: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.which = fromTouch ? KIOSK_TOUCH_MOUSEID : 0
        e.motion.x = Int32(x); e.motion.y = Int32(y)
        return e
    }

    static func wheel(dx: Float, dy: Float, x: Int, y: Int, flipped: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseX = dx; e.wheel.preciseY = dy
        e.wheel.x = Int32(dx); e.wheel.y = Int32(dy)
        e.wheel.mouseX = Int32(x); e.wheel.mouseY = Int32(y)
        e.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return e
    }

    /// A finger event; `phase` is down, move or up; x and y are 0...1.
    static func finger(_ phase: PointerPhase, finger: Int64, x: Float, y: Float) -> SDL_Event {
        var e = SDL_Event()
        switch phase {
        case .down: e.type = SDL_FINGERDOWN.rawValue
        case .move: e.type = SDL_FINGERMOTION.rawValue
        case .up, .cancel: e.type = SDL_FINGERUP.rawValue
        }
        e.tfinger.fingerId = finger
        e.tfinger.x = x; e.tfinger.y = y
        return e
    }

    /// A key event for an SDL key name ("Tab", "Return", "Keypad Enter", "F2", "Left" …).
    static func key(_ name: String, down: Bool, shift: Bool = false, ctrlAlt: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        e.key.keysym.sym = SDL_GetKeyFromName(name)
        e.key.keysym.mod = (shift ? UInt16(KMOD_LSHIFT.rawValue) : 0) | (ctrlAlt ? UInt16(KMOD_LCTRL.rawValue | KMOD_LALT.rawValue) : 0)
        return e
    }

    static func controllerButton(_ button: Int, down: Bool) -> SDL_Event {
        var e = SDL_Event()
        e.type = down ? SDL_CONTROLLERBUTTONDOWN.rawValue : SDL_CONTROLLERBUTTONUP.rawValue
        e.cbutton.button = UInt8(button)
        return e
    }

    static func controllerAxis(_ axis: Int, value: Int16) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_CONTROLLERAXISMOTION.rawValue
        e.caxis.axis = UInt8(axis)
        e.caxis.value = value
        return e
    }

    /// Text typed, as SDL's text input sends it (`SDL_TEXTINPUT`, at most 31 bytes of UTF-8).
    static func text(_ s: String) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &e.text.text) { raw in
            for (i, b) in s.utf8.prefix(raw.count - 1).enumerated() { raw[i] = b }
        }
        return e
    }

    static func quit() -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_QUIT.rawValue
        return e
    }
}

/// SDL's event type, under a name code outside `SDL/` can use without importing CSDL.
typealias SDLEventValue = SDL_Event

/// A virtual game controller (SDL_JoystickAttachVirtual): drives the real controller path in
/// tests without hardware. Detached when released.
final class SDLVirtualGamepad {
    let deviceIndex: Int32
    private let joystick: OpaquePointer

    /// Attaches a virtual controller with the standard 6 axes and 15 buttons; nil when SDL cannot.
    init?() {
        let index = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, 15, 0)
        guard index >= 0, let j = SDL_JoystickOpen(index) else { return nil }
        deviceIndex = index
        joystick = j
    }

    deinit {
        SDL_JoystickClose(joystick)
        SDL_JoystickDetachVirtual(deviceIndex)
    }

    /// Presses or releases a button (SDL_GameControllerButton numbering: A = 0 … DPAD_RIGHT = 14).
    func set(button: Int, down: Bool) {
        SDL_JoystickSetVirtualButton(joystick, Int32(button), down ? 1 : 0)
    }

    /// Moves an axis (SDL_GameControllerAxis numbering: LEFTX = 0 … TRIGGERRIGHT = 5).
    func set(axis: Int, value: Int16) {
        SDL_JoystickSetVirtualAxis(joystick, Int32(axis), value)
    }

    /// Lets SDL turn the new state into events and returns every queued event.
    static func drainEvents() -> [SDLEventValue] {
        SDL_JoystickUpdate()
        SDL_GameControllerUpdate()
        var out: [SDLEventValue] = []
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 { out.append(e) }
        return out
    }
}
