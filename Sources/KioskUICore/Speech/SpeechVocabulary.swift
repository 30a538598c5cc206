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
    /// What an `image` is called.
    var image = "image"
    /// What a QR code and a progress bar are called.
    var qrCode, progress: String
    /// "{p} percent": a progress bar's value.
    var percent: String
    /// What a slider and a stepper are called.
    var slider = "slider", stepper = "stepper"
    /// A stepper's − and + buttons.
    var decrease = "minus", increase = "plus"

    /// The word for a part of a control.
    func part(_ p: ControlPart) -> String { p == .decrease ? decrease : increase }
    /// A switch's and a checkbox's words: their roles and their states.
    var toggles: ToggleWords
    /// The on-screen keyboard's keys that type no character, and its Done key's label.
    var keys = KeyWords.english
    /// A text field's words: its roles, "empty", "{n} characters" (in the language's plural forms).
    var textFields: TextFieldWords
    /// What a list's item is called: "item 4 of 120".
    var listItem = "item"

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
        case .image: return image
        case .qrCode: return qrCode
        case .progress: return progress
        case .slider: return slider
        case .stepper: return stepper
        case .switchControl: return toggles.switchRole
        case .checkbox: return toggles.checkbox
        case .keyboard: return keys.keyboard
        case .textField: return textFields.textField
        case .passwordField: return textFields.passwordField
        case .listItem: return listItem
        }
    }

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
        button: "button", label: "label", picker: "picker", ruler: "ruler", pages: "pages", tab: "tab", page: "page",
        dialog: "dialog", menuItem: "menu item", unavailable: "unavailable", place: "{i} of {n}", range: "from {min} to {max}",
        dialogWithButton: "Dialog with button", dialogWithButtons: "Dialog with buttons", and: " and ",
        qrCode: "QR code", progress: "progress", percent: "{p} percent",
        toggles: ToggleWords(switchRole: "switch", checkbox: "checkbox", on: "on", off: "off", checked: "checked",
                             notChecked: "not checked", required: "required"),
        textFields: TextFieldWords(textField: "text field", passwordField: "password field", empty: "empty", characters: PluralWords("en", [.one: "{n} character", .other: "{n} characters"])))

    static let german = SpeechVocabulary(
        button: "Schaltfläche", label: "Text", picker: "Auswahl", ruler: "Skala", pages: "Seiten", tab: "Reiter", page: "Seite",
        dialog: "Dialog", menuItem: "Menüeintrag", unavailable: "nicht verfügbar", place: "{i} von {n}", range: "von {min} bis {max}",
        dialogWithButton: "Dialog mit der Schaltfläche", dialogWithButtons: "Dialog mit den Schaltflächen", and: " und ", image: "Bild",
        qrCode: "QR-Code", progress: "Fortschritt", percent: "{p} Prozent",
        slider: "Schieberegler", stepper: "Zähler", decrease: "Minus", increase: "Plus",
        toggles: ToggleWords(switchRole: "Schalter", checkbox: "Kontrollkästchen", on: "ein", off: "aus", checked: "aktiviert",
                             notChecked: "nicht aktiviert", required: "erforderlich"),
        keys: KeyWords(shift: "Umschalt", capsLock: "Feststelltaste", delete: "Löschen", space: "Leerzeichen", done: "Fertig", symbols: "Symbole", letters: "Buchstaben", language: "Sprache", keyboard: "Tastatur"),
        textFields: TextFieldWords(textField: "Textfeld", passwordField: "Kennwortfeld", empty: "leer", characters: PluralWords("de", [.one: "{n} Zeichen", .other: "{n} Zeichen"])),
        listItem: "Eintrag")

    static let arabic = SpeechVocabulary(
        button: "زر", label: "نص", picker: "قائمة اختيار", ruler: "مسطرة", pages: "صفحات", tab: "علامة تبويب", page: "صفحة",
        dialog: "مربع حوار", menuItem: "عنصر قائمة", unavailable: "غير متاح", place: "{i} من {n}", range: "من {min} إلى {max}",
        dialogWithButton: "مربع حوار بالزر", dialogWithButtons: "مربع حوار بالأزرار", and: " و", image: "صورة",
        qrCode: "رمز QR", progress: "شريط التقدم", percent: "{p} بالمئة",
        slider: "شريط تمرير", stepper: "عداد", decrease: "ناقص", increase: "زائد",
        toggles: ToggleWords(switchRole: "مفتاح تبديل", checkbox: "خانة اختيار", on: "مفعّل", off: "غير مفعّل", checked: "محدد",
                             notChecked: "غير محدد", required: "مطلوب"),
        keys: KeyWords(shift: "تبديل الحالة", capsLock: "تثبيت الأحرف الكبيرة", delete: "حذف", space: "مسافة", done: "تم", symbols: "رموز", letters: "حروف", language: "اللغة", keyboard: "لوحة المفاتيح"),
        textFields: TextFieldWords(textField: "حقل نص", passwordField: "حقل كلمة المرور", empty: "فارغ", characters: PluralWords("ar", [.zero: "لا أحرف", .one: "حرف واحد", .two: "حرفان", .few: "{n} أحرف", .many: "{n} حرفًا", .other: "{n} حرف"])),
        listItem: "عنصر")

    static let hindi = SpeechVocabulary(
        button: "बटन", label: "लेबल", picker: "चयन", ruler: "स्केल", pages: "पृष्ठ", tab: "टैब", page: "पृष्ठ",
        dialog: "संवाद", menuItem: "मेनू आइटम", unavailable: "उपलब्ध नहीं", place: "{n} में से {i}", range: "{min} से {max} तक",
        dialogWithButton: "संवाद, बटन", dialogWithButtons: "संवाद, बटन", and: " और ", image: "चित्र",
        qrCode: "QR कोड", progress: "प्रगति", percent: "{p} प्रतिशत",
        slider: "स्लाइडर", stepper: "काउंटर", decrease: "घटाएँ", increase: "बढ़ाएँ",
        toggles: ToggleWords(switchRole: "स्विच", checkbox: "चेकबॉक्स", on: "चालू", off: "बंद", checked: "चयनित",
                             notChecked: "चयनित नहीं", required: "आवश्यक"),
        keys: KeyWords(shift: "शिफ़्ट", capsLock: "कैप्स लॉक", delete: "मिटाएँ", space: "स्पेस", done: "हो गया", symbols: "चिह्न", letters: "अक्षर", language: "भाषा", keyboard: "कीबोर्ड"),
        textFields: TextFieldWords(textField: "टेक्स्ट फ़ील्ड", passwordField: "पासवर्ड फ़ील्ड", empty: "खाली", characters: PluralWords("hi", [.one: "{n} अक्षर", .other: "{n} अक्षर"])),
        listItem: "आइटम")

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
