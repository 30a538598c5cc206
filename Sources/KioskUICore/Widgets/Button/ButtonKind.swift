extension AccessibilityRole {
    /// A button.
    static let button = AccessibilityRole("button", SpokenWord("button", de: "Schaltfläche", ar: "زر", hi: "बटन"))
}

/// A button (`type: button`).
struct ButtonKind: ScreenWidgetKind {
    var typeName: String { "button" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Button.all }
    var summary: String { "A button. Events: `tap`." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.button(o, id: id) }
    var roles: [AccessibilityRole] { [.button] }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.textPair("button, compact picker, menu, ruler, dialog title: text on surface", t.text, t.surface),
            t.textPair("button: pressed text on surfacePressed", t.text, t.surfacePressed),
            t.textPair("primary button: accentText on accent", t.accentText, t.accent),
            t.textPair("primary button: pressed accentText on pressed accent", t.accentText, t.pressedAccent),
            t.edge("button and compact picker: edge against background", outline: t.separator, around: [t.background]),
            t.partPair("primary button: accent on background", t.accent, t.background),
        ]
    }

    func unnamedWarning(_ start: String, field: String, suggestion: String) -> String {
        // An icon-only button: the icon is all a sighted customer needs, a listener hears nothing of it.
        "\(start) shows only an icon, so speech would say just \"button\"; add \(field) with what a tap on it does (e.g. \(field): \(suggestion)), or a title"
    }
}
