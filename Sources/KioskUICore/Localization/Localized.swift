/// A value that depends on the language shown: a text in the file's default language (its
/// `source`, which is also what scripts, events and the state file call it) and its translations.
/// A language without a translation shows the source: a missing translation falls back to the
/// default language (`kiosk check` lists each one).
struct Localized<Value: Sendable>: Sendable {
    /// The value in the default language.
    var source: Value
    /// The value in other languages, by language. Looked up only, never listed.
    var translations: [LanguageCode: Value] = [:]

    /// The value in `language`: its translation, else the source (also for nil: no language).
    func value(in language: LanguageCode?) -> Value {
        language.flatMap { translations[$0] } ?? source
    }

    /// Whether any language shows something else than the source.
    var isTranslated: Bool { !translations.isEmpty }

    /// The same languages with `transform` applied to each value (in no defined order: keep
    /// `transform` free of effects).
    func map<T>(_ transform: (Value) -> T) -> Localized<T> {
        var out = Localized<T>(source: transform(source))
        for (language, v) in translations { out.translations[language] = transform(v) }
        return out
    }
}

extension Localized: Equatable where Value: Equatable {}

extension Localized where Value == String {
    /// Whether the text is something a person reads in a language: it has a letter outside its
    /// `{ID}` values. `""`, `"{price}"`, `"€2.00"` and `"12:30"` read the same in every language,
    /// so `kiosk check` asks for no translation of them.
    var needsTranslation: Bool {
        var inValue = false
        for c in source {
            if c == "{" { inValue = true } else if c == "}" { inValue = false } else if !inValue && c.isLetter { return true }
        }
        return false
    }
}
