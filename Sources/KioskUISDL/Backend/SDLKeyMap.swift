import CSDL
import KioskUICore

/// SDL keycodes and game-controller codes → the runtime's `Key`, `GamepadButton`, `GamepadAxis`.
enum SDLKeyMap {
    /// The key for an SDL keycode; Shift+Tab is `.backtab`. Nil for keys the runtime ignores.
    /// Ctrl+Alt+F2 (`ctrlAlt`) is the console's VT switch, which SDL under a compositor passes on
    /// as a plain F2: ignored, as on fb (where the keymap makes it XF86Switch_VT_2), so a
    /// customer's keyboard cannot split a panel's screen by trying to reach a console.
    static func key(_ sym: SDL_Keycode, shift: Bool, ctrlAlt: Bool = false) -> Key? {
        switch sym {
        case Int32(SDLK_LEFT.rawValue): return .left
        case Int32(SDLK_RIGHT.rawValue): return .right
        case Int32(SDLK_UP.rawValue): return .up
        case Int32(SDLK_DOWN.rawValue): return .down
        case Int32(SDLK_TAB.rawValue): return shift ? .backtab : .tab
        case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue), Int32(SDLK_RETURN2.rawValue): return .enter
        case Int32(SDLK_SPACE.rawValue): return .space
        case Int32(SDLK_ESCAPE.rawValue), Int32(SDLK_AC_BACK.rawValue): return .escape
        case Int32(SDLK_PAGEUP.rawValue): return .pageUp
        case Int32(SDLK_PAGEDOWN.rawValue): return .pageDown
        case Int32(SDLK_HOME.rawValue): return .home
        case Int32(SDLK_END.rawValue): return .end
        case Int32(SDLK_F2.rawValue): return ctrlAlt ? nil : .cycleSplit
        case Int32(SDLK_PLUS.rawValue), Int32(SDLK_KP_PLUS.rawValue), Int32(SDLK_EQUALS.rawValue): return .plus
        case Int32(SDLK_MINUS.rawValue), Int32(SDLK_KP_MINUS.rawValue): return .minus
        case Int32(SDLK_BACKSPACE.rawValue), Int32(SDLK_KP_BACKSPACE.rawValue): return .backspace
        case Int32(SDLK_DELETE.rawValue): return .delete
        default: return nil
        }
    }

    /// The button for an `SDL_GameControllerButton` value; nil for buttons the runtime ignores.
    static func button(_ b: UInt8) -> GamepadButton? {
        switch Int32(b) {
        case SDL_CONTROLLER_BUTTON_A.rawValue: return .a
        case SDL_CONTROLLER_BUTTON_B.rawValue: return .b
        case SDL_CONTROLLER_BUTTON_X.rawValue: return .x
        case SDL_CONTROLLER_BUTTON_Y.rawValue: return .y
        case SDL_CONTROLLER_BUTTON_BACK.rawValue: return .back
        case SDL_CONTROLLER_BUTTON_GUIDE.rawValue: return .guide
        case SDL_CONTROLLER_BUTTON_START.rawValue: return .start
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER.rawValue: return .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER.rawValue: return .rightShoulder
        case SDL_CONTROLLER_BUTTON_DPAD_UP.rawValue: return .dpadUp
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN.rawValue: return .dpadDown
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT.rawValue: return .dpadLeft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT.rawValue: return .dpadRight
        default: return nil
        }
    }

    /// The axis for an `SDL_GameControllerAxis` value; nil for axes the runtime ignores.
    static func axis(_ a: UInt8) -> GamepadAxis? {
        switch Int32(a) {
        case SDL_CONTROLLER_AXIS_LEFTX.rawValue: return .leftX
        case SDL_CONTROLLER_AXIS_LEFTY.rawValue: return .leftY
        case SDL_CONTROLLER_AXIS_RIGHTX.rawValue: return .rightX
        case SDL_CONTROLLER_AXIS_RIGHTY.rawValue: return .rightY
        case SDL_CONTROLLER_AXIS_TRIGGERLEFT.rawValue: return .triggerLeft
        case SDL_CONTROLLER_AXIS_TRIGGERRIGHT.rawValue: return .triggerRight
        default: return nil
        }
    }

    /// An SDL axis value (-32768...32767) as -1...1.
    static func normalized(_ v: Int16) -> Double { Swift.max(-1, Swift.min(1, Double(v) / 32767)) }
}
