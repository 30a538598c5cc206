/// The words speech says for a text field in one language (`SpeechVocabulary.textFields`):
/// "Licence plate, text field, AB 123, two letters, a space and digits"; "PIN, password field,
/// 4 characters".
struct TextFieldWords: Sendable, Equatable {
    /// The roles: a field, a secure one.
    var textField, passwordField: String
    /// An empty field's value.
    var empty: String
    /// A secure field's value: "{n} characters" (never the characters), in the language's
    /// plural forms ("1 character").
    var characters: PluralWords

    /// "4 characters", "1 character".
    func count(_ n: Int) -> String { characters(n) }

    static let empty = SpokenWord("empty", de: "leer", ar: "فارغ", hi: "खाली")

    /// "{n} characters" in each language's plural forms.
    static func characters(_ language: SpokenLanguage) -> PluralWords {
        switch language {
        case .english: return PluralWords("en", [.one: "{n} character", .other: "{n} characters"])
        case .german: return PluralWords("de", [.one: "{n} Zeichen", .other: "{n} Zeichen"])
        case .arabic: return PluralWords("ar", [.zero: "لا أحرف", .one: "حرف واحد", .two: "حرفان", .few: "{n} أحرف", .many: "{n} حرفًا", .other: "{n} حرف"])
        case .hindi: return PluralWords("hi", [.one: "{n} अक्षर", .other: "{n} अक्षर"])
        }
    }

    /// The words in `language`.
    static func of(_ language: SpokenLanguage) -> TextFieldWords {
        TextFieldWords(textField: AccessibilityRole.textField.word(language), passwordField: AccessibilityRole.passwordField.word(language),
                       empty: empty(language), characters: characters(language))
    }
}

extension SpeechVocabulary {
    /// A text field's words: its roles, "empty", "{n} characters" (in the language's plural forms).
    var textFields: TextFieldWords { .of(language) }
}
