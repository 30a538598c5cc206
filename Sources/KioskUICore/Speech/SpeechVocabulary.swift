/// The words speech adds around a screen's own texts — roles ("button"), a place ("2 of 3"), a
/// range, "unavailable", how a dialog is announced — in the language shown, so a customer who
/// switched to Arabic hears "زر", not "button", in the Arabic voice. The screen's texts come
/// translated already (docs/screens.md, "Languages"); these are the runtime's own.
///
/// English, German, Arabic and Hindi, the shipped screens' languages; any other language hears
/// English words around its own texts (docs/accessibility.md).
struct SpeechVocabulary: Sendable, Equatable {
    /// What each role is called (`none` is never said).
    var button, label, picker, ruler, pages, tab, page, dialog, menuItem: String
    var unavailable: String
    /// "{i} of {n}": the place of an option, tab, page or menu item.
    var place: String
    /// "from {min} to {max}": a ruler's range.
    var range: String
    /// What introduces a dialog's buttons: one button, several.
    var dialogWithButton, dialogWithButtons: String
    /// Between the last two names of a series, with its spaces: " and ".
    var and: String
    /// A switch's and a checkbox's words: their roles and their states.
    var toggles: ToggleWords

    /// The word for a role; "" for `none`.
    func role(_ r: AccessibilityRole) -> String {
        switch r {
        case .button: return button
        case .label: return label
        case .picker: return picker
        case .ruler: return ruler
        case .pages: return pages
        case .tab: return tab
        case .page: return page
        case .dialog: return dialog
        case .menuItem: return menuItem
        case .none: return ""
        case .switchControl: return toggles.switchRole
        case .checkbox: return toggles.checkbox
        }
    }

    /// "2 of 3" for index 1 of 3.
    func place(_ index: Int, of count: Int) -> String {
        SpeechVocabulary.fill(place, ["{i}": "\(index + 1)", "{n}": "\(count)"])
    }

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
        button: "button", label: "label", picker: "picker", ruler: "ruler", pages: "pages", tab: "tab", page: "page",
        dialog: "dialog", menuItem: "menu item", unavailable: "unavailable", place: "{i} of {n}", range: "from {min} to {max}",
        dialogWithButton: "Dialog with button", dialogWithButtons: "Dialog with buttons", and: " and ",
        toggles: ToggleWords(switchRole: "switch", checkbox: "checkbox", on: "on", off: "off", checked: "checked",
                             notChecked: "not checked", required: "required"))

    static let german = SpeechVocabulary(
        button: "Schaltfläche", label: "Text", picker: "Auswahl", ruler: "Skala", pages: "Seiten", tab: "Reiter", page: "Seite",
        dialog: "Dialog", menuItem: "Menüeintrag", unavailable: "nicht verfügbar", place: "{i} von {n}", range: "von {min} bis {max}",
        dialogWithButton: "Dialog mit der Schaltfläche", dialogWithButtons: "Dialog mit den Schaltflächen", and: " und ",
        toggles: ToggleWords(switchRole: "Schalter", checkbox: "Kontrollkästchen", on: "ein", off: "aus", checked: "aktiviert",
                             notChecked: "nicht aktiviert", required: "erforderlich"))

    static let arabic = SpeechVocabulary(
        button: "زر", label: "نص", picker: "قائمة اختيار", ruler: "مسطرة", pages: "صفحات", tab: "علامة تبويب", page: "صفحة",
        dialog: "مربع حوار", menuItem: "عنصر قائمة", unavailable: "غير متاح", place: "{i} من {n}", range: "من {min} إلى {max}",
        dialogWithButton: "مربع حوار بالزر", dialogWithButtons: "مربع حوار بالأزرار", and: " و",
        toggles: ToggleWords(switchRole: "مفتاح تبديل", checkbox: "خانة اختيار", on: "مفعّل", off: "غير مفعّل", checked: "محدد",
                             notChecked: "غير محدد", required: "مطلوب"))

    static let hindi = SpeechVocabulary(
        button: "बटन", label: "लेबल", picker: "चयन", ruler: "स्केल", pages: "पृष्ठ", tab: "टैब", page: "पृष्ठ",
        dialog: "संवाद", menuItem: "मेनू आइटम", unavailable: "उपलब्ध नहीं", place: "{n} में से {i}", range: "{min} से {max} तक",
        dialogWithButton: "संवाद, बटन", dialogWithButtons: "संवाद, बटन", and: " और ",
        toggles: ToggleWords(switchRole: "स्विच", checkbox: "चेकबॉक्स", on: "चालू", off: "बंद", checked: "चयनित",
                             notChecked: "चयनित नहीं", required: "आवश्यक"))

    /// The words for `language` (by its primary subtag); English for a screen without languages
    /// and for a language not in the tables.
    static func of(_ language: LanguageCode?) -> SpeechVocabulary {
        switch language?.primary {
        case "de": return german
        case "ar": return arabic
        case "hi": return hindi
        default: return english
        }
    }
}
