import Glibc

/// Where a screen's translations into each language come from besides the maps in the file: for a
/// screen file, the gettext file beside it named after it and the language (`parking-meter.yaml`
/// → `parking-meter.de.po`; docs/screens.md, "Languages"), for a Swift description the tables it
/// was given. Only the files of the languages the screen lists are read.
struct TranslationLoader: Sendable {
    /// Where the translations into a language go, for messages: the `.po` file's path.
    let place: @Sendable (LanguageCode) -> String
    /// The translations into a language; nil when there are none (no such file). Throws a
    /// `ScreenError` naming the file and the line of a mistake.
    let load: @Sendable (LanguageCode) throws -> POCatalog?

    /// The `.po` files beside the screen file at `path`, read when they exist.
    static func poFiles(beside path: String) -> TranslationLoader {
        let stem = poStem(beside: path)
        return TranslationLoader(place: { "\(stem).\($0.rawValue).po" }, load: { language in
            let po = "\(stem).\(language.rawValue).po"
            guard FileSystem.exists(po) else { return nil }
            let text = try ScreenSource.readText(path: po, what: ".po files", fix: "save it as UTF-8 (msgconv --to-code=UTF-8)")
            do {
                return try POCatalog(parsing: text, maxTextLength: ScreenLimits.maxTextLength)
            } catch let e as POCatalog.Problem {
                throw ScreenError(issues: [ScreenIssue(file: po, line: e.line, field: "po", message: e.message)])
            }
        })
    }

    /// No translations besides the maps; messages name the `.po` files a screen file at `path`
    /// would have (screen text parsed in a test).
    static func none(beside path: String) -> TranslationLoader {
        let stem = poStem(beside: path)
        return TranslationLoader(place: { "\(stem).\($0.rawValue).po" }, load: { _ in nil })
    }

    /// A Swift description's tables: for each language's code, each text in the default language
    /// and its translation. Their entries are on line 1 (the description's).
    static func tables(_ tables: [String: [String: String]]) -> TranslationLoader {
        var catalogs: [LanguageCode: POCatalog] = [:]
        // In the codes' order, so two spellings of one language ("de", "DE") resolve the same way
        // in every run: the last in that order wins.
        for code in tables.keys.sorted() {
            guard let language = LanguageCode(code), let table = tables[code] else { continue }   // the decoder names the unknown ones
            catalogs[language] = POCatalog(table, line: 1)
        }
        return TranslationLoader(place: { "the translations of \"\($0)\"" }, load: { [catalogs] in catalogs[$0] })
    }

    /// The screen file's path without its extension (a name's leading "." is not one), to which
    /// `.LANGUAGE.po` is added: `NAME.LANGUAGE.po` beside `NAME.EXT`. Found
    /// once per screen file, in the bytes: "/" and "." are ASCII. A Character walk of the
    /// whole path for every text of every language would cost 0.8 M instructions of the demo's start.
    private static func poStem(beside path: String) -> Substring {
        let u = path.utf8
        let name = u.lastIndex(of: UInt8(ascii: "/")).map(u.index(after:)) ?? u.startIndex
        guard name < u.endIndex, let dot = u[u.index(after: name)...].lastIndex(of: UInt8(ascii: ".")) else { return path[...] }
        return path[..<dot]
    }
}
