/// The on-screen keyboard's words in one language: what its keys that type no character are
/// called when speech says them, and the Done key's label.
struct KeyWords: Sendable, Equatable {
    var shift, capsLock, delete, space, done, symbols, letters, language: String
    /// What the keyboard itself is called (its role while the D-pad walks its keys).
    var keyboard: String

    /// The words in `l`.
    static func of(_ l: SpokenLanguage) -> KeyWords {
        switch l {
        case .english:
            return KeyWords(shift: "shift", capsLock: "caps lock", delete: "delete", space: "space", done: "Done",
                            symbols: "symbols", letters: "letters", language: "language", keyboard: AccessibilityRole.keyboard.word(l))
        case .german:
            return KeyWords(shift: "Umschalt", capsLock: "Feststelltaste", delete: "Löschen", space: "Leerzeichen", done: "Fertig",
                            symbols: "Symbole", letters: "Buchstaben", language: "Sprache", keyboard: AccessibilityRole.keyboard.word(l))
        case .arabic:
            return KeyWords(shift: "تبديل الحالة", capsLock: "تثبيت الأحرف الكبيرة", delete: "حذف", space: "مسافة", done: "تم",
                            symbols: "رموز", letters: "حروف", language: "اللغة", keyboard: AccessibilityRole.keyboard.word(l))
        case .hindi:
            return KeyWords(shift: "शिफ़्ट", capsLock: "कैप्स लॉक", delete: "मिटाएँ", space: "स्पेस", done: "हो गया",
                            symbols: "चिह्न", letters: "अक्षर", language: "भाषा", keyboard: AccessibilityRole.keyboard.word(l))
        }
    }

    static let english = of(.english)
}

extension SpeechVocabulary {
    /// The on-screen keyboard's keys that type no character, and its Done key's label.
    var keys: KeyWords { .of(language) }
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
