/// What a text field takes: picks the on-screen keyboard's layout (a QWERTY page in the language
/// shown, a PIN pad, a plate pad) and which characters the field accepts.
package enum TextInputKind: String, Sendable, CaseIterable {
    case text, name, email, number, pin, plate, phone
}

/// One edit typed into the focused text field: by the on-screen keyboard, a physical keyboard, a
/// barcode scanner's burst or a replay line. The field decides what it accepts.
enum TextEdit: Equatable, Sendable {
    /// Characters typed at the caret (one key, or a scanner's or replay line's burst at once).
    case insert(String)
    /// Backspace: the character before the caret, or the selection.
    case deleteBackward
    /// Enter, or the keyboard's Done.
    case submit
}

/// A widget that takes typed text (the text field). While one has focus the on-screen keyboard
/// shows the layout its kind asks for and sends its keys here; a physical keyboard's text goes
/// here too.
@MainActor
protocol TextEntryTarget: AnyObject {
    /// Which keyboard the target needs.
    var inputKind: TextInputKind { get }
    /// Applies an edit. False when it was refused (a character the kind does not allow, the
    /// field is full, `submit` while the pattern does not match), so the keyboard can say so.
    @discardableResult
    func apply(_ edit: TextEdit) -> Bool
}
