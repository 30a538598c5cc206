/// The words speech adds around a screen's own texts — roles ("button"), a place ("2 of 3"), a
/// range, "unavailable", how a dialog is announced — in the language shown, so a customer who
/// switched to Arabic hears "زر", not "button", in the Arabic voice. The screen's texts come
/// translated already (docs/screens.md, "Languages"); these are the runtime's own.
///
/// English, German, Arabic and Hindi (`SpokenLanguage`); any other language hears English words
/// around its own texts (docs/accessibility.md). The words of a control (its roles, a switch's
/// "on", a keyboard's "shift") are declared in its folder as `SpokenWord`s, not here.
struct SpeechVocabulary: Sendable, Equatable {
    /// The language these words are in; a control's own words (`SpokenWord`, declared in its
    /// folder) are read in it too.
    var language: SpokenLanguage
    var unavailable: String
    /// "{i} of {n}": the place of an option, tab, page or menu item.
    var place: String
    /// "from {min} to {max}": a range of numbers.
    var range: String
    /// What introduces a dialog's buttons: one button, several.
    var dialogWithButton, dialogWithButtons: String
    /// Between the last two names of a series, with its spaces: " and ".
    var and: String
    /// "{p} percent": a share of a whole.
    var percent: String
    /// A control's − and + buttons (`ControlPart`).
    var decrease = "minus", increase = "plus"

    /// The word for a part of a control.
    func part(_ p: ControlPart) -> String { p == .decrease ? decrease : increase }

    /// A control's own word in this language.
    subscript(_ word: SpokenWord) -> String { word(language) }

    /// The word for a role; "" for `none`.
    func role(_ r: AccessibilityRole) -> String { r.word(language) }

    /// "2 of 3" for index 1 of 3.
    func place(_ index: Int, of count: Int) -> String {
        SpeechVocabulary.fill(place, ["{i}": "\(index + 1)", "{n}": "\(count)"])
    }

    /// "40 percent".
    func percent(_ p: Int) -> String { SpeechVocabulary.fill(percent, ["{p}": "\(p)"]) }

    /// "from 15 to 240".
    func range(_ min: String, _ max: String) -> String {
        SpeechVocabulary.fill(range, ["{min}": min, "{max}": max])
    }

    /// `pattern` with each of its placeholders replaced, in the pattern's order.
    private static func fill(_ pattern: String, _ values: [String: String]) -> String {
        var out = "", rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let key = String(rest[open...close])
            out += values[key] ?? key
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    static let english = SpeechVocabulary(
        language: .english, unavailable: "unavailable", place: "{i} of {n}", range: "from {min} to {max}",
        dialogWithButton: "Dialog with button", dialogWithButtons: "Dialog with buttons", and: " and ", percent: "{p} percent")

    static let german = SpeechVocabulary(
        language: .german, unavailable: "nicht verfügbar", place: "{i} von {n}", range: "von {min} bis {max}",
        dialogWithButton: "Dialog mit der Schaltfläche", dialogWithButtons: "Dialog mit den Schaltflächen", and: " und ",
        percent: "{p} Prozent", decrease: "Minus", increase: "Plus")

    static let arabic = SpeechVocabulary(
        language: .arabic, unavailable: "غير متاح", place: "{i} من {n}", range: "من {min} إلى {max}",
        dialogWithButton: "مربع حوار بالزر", dialogWithButtons: "مربع حوار بالأزرار", and: " و", percent: "{p} بالمئة",
        decrease: "ناقص", increase: "زائد")

    static let hindi = SpeechVocabulary(
        language: .hindi, unavailable: "उपलब्ध नहीं", place: "{n} में से {i}", range: "{min} से {max} तक",
        dialogWithButton: "संवाद, बटन", dialogWithButtons: "संवाद, बटन", and: " और ", percent: "{p} प्रतिशत",
        decrease: "घटाएँ", increase: "बढ़ाएँ")

    /// The words for `language` (by its primary subtag); English for a screen without languages
    /// and for a language not in the tables.
    static func of(_ language: LanguageCode?) -> SpeechVocabulary { of(SpokenLanguage.of(language)) }

    /// The words of `language`.
    static func of(_ language: SpokenLanguage) -> SpeechVocabulary {
        switch language {
        case .english: return english
        case .german: return german
        case .arabic: return arabic
        case .hindi: return hindi
        }
    }
}
