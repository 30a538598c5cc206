/// The languages a screen is written in (its file's `languages`): the first is the default — the
/// language its texts are written in, which every missing translation falls back to — and the
/// digits each one writes numbers in (`digits`).
struct LanguageList: Equatable, Sendable {
    /// At least one, all different, the default first.
    let codes: [LanguageCode]
    /// The digits of the languages that do not write Latin ones.
    var digits: [LanguageCode: Digits] = [:]

    init(_ codes: [LanguageCode], digits: [LanguageCode: Digits] = [:]) {
        precondition(!codes.isEmpty, "a language list needs at least its default language")
        self.codes = codes
        self.digits = digits
    }

    /// The language the texts are written in.
    var defaultLanguage: LanguageCode { codes[0] }

    /// The languages besides the default: the ones texts are translated into.
    var translated: ArraySlice<LanguageCode> { codes.dropFirst() }

    /// The language of that code among these, if it is one of them (`DE` finds `de`).
    func language(_ code: String) -> LanguageCode? {
        LanguageCode(code).flatMap { c in codes.contains(c) ? c : nil }
    }

    /// How numbers are written in `language`.
    func numberFormat(_ language: LanguageCode) -> NumberFormat {
        .forLanguage(language, digits: digits[language] ?? .latin)
    }

    /// "en, de, ar", for messages.
    var listed: String { codes.map(\.rawValue).joined(separator: ", ") }
}
