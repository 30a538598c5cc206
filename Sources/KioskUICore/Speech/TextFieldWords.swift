/// The words speech says for a text field in one language (`SpeechVocabulary.textFields`):
/// "Licence plate, text field, AB 123, two letters, a space and digits"; "PIN, password field,
/// 4 characters".
struct TextFieldWords: Sendable, Equatable {
    /// The roles: a field, a secure one.
    var textField, passwordField: String
    /// An empty field's value.
    var empty: String
    /// A secure field's value: "{n} characters" (never the characters).
    var characters: String

    /// "4 characters".
    func count(_ n: Int) -> String { characters.replacing("{n}", with: "\(n)") }
}
