import CSDL
import KioskUICore

/// When the mouse cursor shows: hidden on a kiosk, and in a window it follows the input in use.
///
/// - On kmsdrm and whenever full-screen was asked for, the cursor is hidden for the whole run (a
///   full-screen kiosk is touch-driven, and many touch panels present themselves as absolute
///   mice: a cursor would trail the finger). Run windowed to get a cursor.
/// - In a desktop window it starts visible; the first finger event hides it (the input is touch),
///   and real mouse motion shows it again. Motion that is only a copy of a touch does not count:
///   SDL's own copies (`which == SDL_TOUCH_MOUSEID`), and motion at the spot the last finger
///   touched (an X server's pointer emulation moves the core pointer onto the finger).
///
/// Pure: `update(for:outputSize:)` says what to do and the backend calls `SDL_ShowCursor` only on
/// a change.
struct SDLCursorRule {
    /// Whether the cursor is visible now.
    private(set) var visible: Bool
    /// Whether the cursor stays hidden whatever the input (kmsdrm, full-screen).
    let alwaysHidden: Bool
    /// Where the last finger was, in output pixels (nil: no finger yet).
    private var lastFinger: Point?

    /// Hidden for good on kmsdrm or full-screen, else visible until a finger touches.
    init(driver: SDLDriver, fullscreen: Bool) {
        alwaysHidden = driver == .kmsdrm || fullscreen
        visible = !alwaysHidden
    }

    /// The new visibility when `e` changes it, else nil. `outputSize` is the window's size in the
    /// coordinates SDL reports the mouse in (fingers come normalized to it).
    mutating func update(for e: SDL_Event, outputSize: Size) -> Bool? {
        let wanted: Bool
        switch e.type {
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            lastFinger = Point(Double(e.tfinger.x) * outputSize.width, Double(e.tfinger.y) * outputSize.height)
            wanted = false
        case SDL_MOUSEMOTION.rawValue:
            guard e.motion.which != KIOSK_TOUCH_MOUSEID else { return nil }
            if let f = lastFinger, abs(Double(e.motion.x) - f.x) <= 2, abs(Double(e.motion.y) - f.y) <= 2 { return nil }
            wanted = true
        default:
            return nil
        }
        guard !alwaysHidden, wanted != visible else { return nil }
        visible = wanted
        return wanted
    }
}
