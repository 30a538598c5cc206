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
}
