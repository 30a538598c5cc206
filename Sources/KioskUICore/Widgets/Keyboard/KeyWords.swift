/// The on-screen keyboard's words in one language: what its keys that type no character are
/// called when speech says them, and the Done key's label.
struct KeyWords: Sendable, Equatable {
    var shift, capsLock, delete, space, done, symbols, letters, language: String
    /// What the keyboard itself is called (its role while the D-pad walks its keys).
    var keyboard: String

    static let english = KeyWords(shift: "shift", capsLock: "caps lock", delete: "delete", space: "space", done: "Done",
                                  symbols: "symbols", letters: "letters", language: "language", keyboard: "keyboard")
}

extension SpeechWording {
    /// What speech calls a key by its name (`KeyboardKey.name`): the word for a key that types no
    /// character, else the character itself.
    static func keyName(_ name: String, _ v: SpeechVocabulary = .english) -> String {
        let w = v.keys
        switch name {
        case "shift": return w.shift
        case "capsLock": return w.capsLock
        case "delete": return w.delete
        case "space", " ": return w.space
        case "done": return w.done
        case "symbols": return w.symbols
        case "letters": return w.letters
        case "language": return w.language
        default: return name
        }
    }
}
