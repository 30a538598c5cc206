/// When the on-screen keyboard shows (the screen file's top-level `keyboard`).
enum KeyboardMode: String, Sendable, CaseIterable {
    /// It slides up while a text field has focus and down when focus leaves it: the default.
    case auto
    /// It stays up, whatever has focus (a kiosk whose one job is typing).
    case fixed
    /// Never: the kiosk has a physical keyboard or a scanner.
    case none
}

/// Shift on the on-screen keyboard.
enum KeyboardShift: String, Sendable {
    /// Lower case.
    case off
    /// The next letter upper case, then off again.
    case once
    /// Caps lock: upper case until shift is tapped again (shift tapped twice quickly).
    case locked
}
