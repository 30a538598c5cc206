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

    /// The warning `kiosk check` prints: `FILE:LINE: field: warning: …` and the two ways to fix it.
    func warning(file: String) -> String {
        let quoted = POCatalog.quoted(ScreenLimits.shortened(text))
        return "\(file):\(line): \(field): warning: no \(language) translation of \(quoted), so it shows in the default language there; "
            + "write the text as a mapping with \(language): …, or add msgid \(quoted) and its msgstr to \(place)"
    }
}
