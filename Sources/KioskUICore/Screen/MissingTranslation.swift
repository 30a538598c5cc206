/// A text of a screen file with no translation into one of its languages: it shows in the default
/// language there. `kiosk check` warns about each (exit status unchanged: the screen works, in
/// part untranslated); texts with no letters (`""`, `"{price}"`, `"€2.00"`) need none.
struct MissingTranslation: Sendable, Equatable {
    /// The line of the text.
    let line: Int
    /// The field that holds it: `title`, `text`, `options` …
    let field: String
    /// The language it has no translation into.
    let language: LanguageCode
    /// The text in the default language.
    let text: String
    /// Where a translation could go besides the text's mapping: the `.po` file's path.
    let place: String
    /// The line of the `.po` file's entry for it that is flagged `#, fuzzy` (and so not used), if any.
    var fuzzyLine: Int? = nil
    /// With plural forms: the `other` text (the `.po` entry's `msgid_plural`; `text` is its msgid).
    var plural: String? = nil

    /// The warning `kiosk check` prints: `FILE:LINE: field: warning: …` and the two ways to fix it.
    func warning(file: String) -> String {
        let quoted = POCatalog.quoted(ScreenLimits.shortened(text))
        if let fuzzyLine {
            return "\(file):\(line): \(field): warning: the translation of \(quoted) into language \"\(language)\" (\(place):\(fuzzyLine)) is marked fuzzy, "
                + "so it is not used and the text shows in the default language there; check the translation and remove its \"#, fuzzy\" line"
        }
        // The code is quoted and named as a language: a code such as `no` must not read as a word.
        if let plural {
            return "\(file):\(line): \(field): warning: the plural forms \(quoted) are not translated into language \"\(language)\", so they show in the default language there; "
                + "give the \(language) forms in the mapping, or add msgid \(quoted), msgid_plural \(POCatalog.quoted(ScreenLimits.shortened(plural))) and msgstr[0] … to \(place)"
        }
        return "\(file):\(line): \(field): warning: \(quoted) is not translated into language \"\(language)\", so it shows in the default language there; "
            + "write the text as a mapping with \(language): …, or add msgid \(quoted) and its msgstr to \(place)"
    }
}
