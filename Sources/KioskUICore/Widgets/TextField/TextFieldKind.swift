extension AccessibilityRole {
    /// A text field.
    static let textField = AccessibilityRole("text field", SpokenWord("text field", de: "Textfeld", ar: "حقل نص", hi: "टेक्स्ट फ़ील्ड"))
    /// A secure text field (a PIN): its value is never said, only its length.
    static let passwordField = AccessibilityRole("password field", SpokenWord("password field", de: "Kennwortfeld", ar: "حقل كلمة المرور", hi: "पासवर्ड फ़ील्ड"))
}

/// A one-line text field (`type: textField`).
struct TextFieldKind: ScreenWidgetKind {
    var typeName: String { "textField" }
    var fields: [any ScreenFieldInfo] { ScreenFields.TextField.all }
    var summary: String { "A one-line text field: a tap places the caret, a double tap selects all, × clears it; the arrows move the caret on screen, Backspace and Delete delete, Enter submits. Text for `set` (`text`) and the state file (not a `secure` one's). Events: `focus`, `change` (rate-limited: a burst of typing is one), `submit`, `invalid`." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.textField(o, id: id) }
    var roles: [AccessibilityRole] { [.textField, .passwordField] }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.edge("text field: box edge against background", outline: t.separator, around: [t.background]),
            t.textPair("text field: text, caret and × on surface", t.text, t.surface),
            t.textPair("text field: placeholder secondaryText on surface", t.secondaryText, t.surface),
            t.textPair("text field: selected text accentText on accent", t.accentText, t.accent),
            t.partPair("text field, focused: edge accent on background", t.accent, t.background),
            t.textPair("text field: the pattern's hint, caption text on background", t.text, t.background),
        ]
    }
}
