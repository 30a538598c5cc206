/// The words speech says for a switch and a checkbox in one language (`SpeechVocabulary.toggles`):
/// "Wi-Fi, switch, on"; "Accept the terms, checkbox, not checked, required".
struct ToggleWords: Sendable, Equatable {
    /// The roles: "switch", "checkbox".
    var switchRole, checkbox: String
    /// A switch's states.
    var on, off: String
    /// A checkbox's states.
    var checked, notChecked: String
    /// Said after a required checkbox's state.
    var required: String

    static let on = SpokenWord("on", de: "ein", ar: "مفعّل", hi: "चालू")
    static let off = SpokenWord("off", de: "aus", ar: "غير مفعّل", hi: "बंद")
    static let checked = SpokenWord("checked", de: "aktiviert", ar: "محدد", hi: "चयनित")
    static let notChecked = SpokenWord("not checked", de: "nicht aktiviert", ar: "غير محدد", hi: "चयनित नहीं")
    static let required = SpokenWord("required", de: "erforderlich", ar: "مطلوب", hi: "आवश्यक")

    /// The words in `language`.
    static func of(_ language: SpokenLanguage) -> ToggleWords {
        ToggleWords(switchRole: AccessibilityRole.switchControl.word(language), checkbox: AccessibilityRole.checkbox.word(language),
                    on: on(language), off: off(language), checked: checked(language), notChecked: notChecked(language),
                    required: required(language))
    }
}

extension SpeechVocabulary {
    /// A switch's and a checkbox's words: their roles and their states.
    var toggles: ToggleWords { .of(language) }
}
