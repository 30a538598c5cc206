/// Directional and command input after keys, gamepad buttons and D-pad are mapped to meaning.
enum NavAction: String, Sendable {
    case left, right, up, down
    /// Tab / Shift-Tab.
    case next, previous
    /// A, Enter, Space.
    case activate
    /// B, Escape.
    case back
    /// Shoulder buttons, Page Up / Page Down.
    case pagePrevious, pageNext
    /// Home / End: to the start or the end of a range.
    case first, last
    /// + and −: a step up or down a range (a slider, a stepper), whatever the direction.
    case increase, decrease

    /// The action a key press means, or nil for a key that is not navigation (F2 cycles the split).
    init?(key: Key) {
        switch key {
        case .left: self = .left
        case .right: self = .right
        case .up: self = .up
        case .down: self = .down
        case .tab: self = .next
        case .backtab: self = .previous
        case .enter, .space: self = .activate
        case .escape: self = .back
        case .pageUp: self = .pagePrevious
        case .pageDown: self = .pageNext
        case .home: self = .first
        case .end: self = .last
        case .cycleSplit: return nil
        case .plus: self = .increase
        case .minus: self = .decrease
        case .backspace, .delete: return nil
        }
    }

    /// The action a gamepad button press means, or nil for the buttons the runtime leaves alone.
    init?(gamepadButton button: GamepadButton) {
        switch button {
        case .a: self = .activate
        case .b: self = .back
        case .dpadLeft: self = .left
        case .dpadRight: self = .right
        case .dpadUp: self = .up
        case .dpadDown: self = .down
        case .leftShoulder: self = .pagePrevious
        case .rightShoulder: self = .pageNext
        case .x, .y, .back, .guide, .start: return nil
        }
    }
}
