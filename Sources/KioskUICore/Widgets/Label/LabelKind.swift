extension AccessibilityRole {
    /// Text.
    static let label = AccessibilityRole("label", SpokenWord("label", de: "Text", ar: "نص", hi: "लेबल"))
}

/// Text (`type: label`).
struct LabelKind: ScreenWidgetKind {
    var typeName: String { "label" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Label.all }
    var summary: String { "Text." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.label(o, id: id) }
    var roles: [AccessibilityRole] { [.label] }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.textPair("label: text on background", t.text, t.background),
        ]
    }
}
