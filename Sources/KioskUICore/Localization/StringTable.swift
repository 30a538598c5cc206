/// Every text a screen has translations for, by its text in the default language: what a map in
/// the file gives, and what its `.po` files give (a map wins). The runtime looks up here the texts
/// it did not read from the file — a dialog's title and buttons, sent in the default language.
struct StringTable: Sendable {
    /// Translations written in the file's maps, by source text (the first map of a text wins).
    private var inline: [String: [LanguageCode: String]] = [:]
    /// The `.po` files' translations, by language.
    private var catalogs: [LanguageCode: POCatalog] = [:]

    /// Takes the translations of a text the file wrote as a map.
    mutating func add(_ text: Localized<String>) {
        guard text.isTranslated else { return }
        inline[text.source, default: [:]].merge(text.translations) { first, _ in first }
    }

    /// Takes a `.po` file's translations into `language`.
    mutating func add(_ catalog: POCatalog, for language: LanguageCode) {
        catalogs[language] = catalog
    }

    /// `source` with every translation the table has of it.
    func localized(_ source: String) -> Localized<String> {
        var out = Localized(source: source)
        for (language, catalog) in catalogs {
            if let e = catalog[source] { out.translations[language] = e.text }
        }
        for (language, text) in inline[source] ?? [:] { out.translations[language] = text }
        return out
    }
}
