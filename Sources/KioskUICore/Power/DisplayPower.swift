/// Whether the panel shows a picture: on, or off (DPMS off, backlight off, a black frame — each
/// driver as it can, `DisplayBackend.setDisplayPower`). Written in events and the `layout` answer.
public enum DisplayState: String, Sendable, CaseIterable {
    case on, off
}

/// Why the display went off or came on, as the `display` event says it.
public enum DisplayReason: String, Sendable, CaseIterable {
    /// Nobody used the panel for the screen file's `power.sleep.after`.
    case idle
    /// The screen file's `power.hours` opened or closed.
    case hours
    /// A `{"display":"off"|"on"}` command (or the Swift app).
    case command
    /// A touch, key or gamepad press woke it (and did nothing else).
    case input
}

/// The run's display power: on or off, the backlight's percentage, and the press that woke the
/// display, swallowed until it is released (`Runner+Display`).
struct DisplayPower {
    /// The lowest and highest backlight percentage a command or the screen file may ask for; off
    /// is `{"display":"off"}`, not 0 %.
    static let brightnessRange = 1...100

    var state: DisplayState = .on
    var brightness = 100
    /// The press that woke the display (or left the attract screen, `KioskApp+Power`): it
    /// reaches nothing until it is released.
    var swallowing: WakePress?

    /// A press being swallowed, by what releases it.
    enum WakePress: Equatable {
        case pointer(id: Int)
        case key(Key)
        case button(GamepadButton)
    }

    /// What an input does while the display is off or its waking press is held: whether it wakes
    /// the display, and whether it is swallowed (reaches no widget). A press wakes it — a touch or
    /// click, a key, a gamepad button — and so do the wheel and typed text; a pointer that moves
    /// or lifts without a press (a mouse's hover, a finger put down before the display went off)
    /// and a gamepad's stick go on as they are and wake nothing. Updates `swallowing`.
    mutating func filter(_ e: InputEvent) -> (wakes: Bool, swallowed: Bool) {
        if state == .off {
            if hold(e) { return (true, true) }
            switch e {
            case .wheel, .text: return (true, true)
            default: return (false, false)
            }
        }
        guard let held = swallowing else { return (false, false) }
        switch (held, e) {
        case let (.pointer(id), .pointer(p)) where p.id == id:
            if p.phase == .up || p.phase == .cancel { swallowing = nil }
            return (false, true)
        case let (.key(k), .key(k2, down)) where k == k2:
            if !down { swallowing = nil }
            return (false, true)
        case (.key, .text):
            return (false, true)   // the text the waking key typed
        case let (.button(b), .gamepadButton(b2, down)) where b == b2:
            if !down { swallowing = nil }
            return (false, true)
        default:
            return (false, false)
        }
    }

    /// Swallows `e` through its release when it is a press (a pointer, key or gamepad button
    /// down); returns whether it was one.
    mutating func hold(_ e: InputEvent) -> Bool {
        switch e {
        case let .pointer(p) where p.phase == .down: swallowing = .pointer(id: p.id)
        case let .key(k, true): swallowing = .key(k)
        case let .gamepadButton(b, true): swallowing = .button(b)
        default: return false
        }
        return true
    }
}
