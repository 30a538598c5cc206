/// The languages of a screen described in Swift: the file's `languages` and `digits`, and its
/// translations the way gettext keeps them — a table per language, each text in the default
/// language and its translation — which is also what a screen file's `.po` files hold
/// (docs/screens.md, "Languages").
extension KUI {
    /// The languages a screen shows and its translations.
    ///
    /// ```swift
    /// KUI.App(languages: KUI.Languages(["en", "de", "ar"], digits: ["ar": .arabicIndic],
    ///                                      translations: ["de": ["Pay": "Bezahlen"], "ar": ["Pay": "ادفع"]])) { … }
    /// ```
    public struct Languages: Sendable {
        /// The digits numbers are written in (the file's `digits`).
        public enum Digits: String, Sendable {
            /// 0123456789: the default.
            case latin
            /// ٠١٢٣٤٥٦٧٨٩.
            case arabicIndic = "arabic-indic"
            /// ۰۱۲۳۴۵۶۷۸۹, as in Persian and Urdu.
            case extendedArabicIndic = "extended-arabic-indic"
            /// ०१२३४५६७८९.
            case devanagari
        }

        /// Language codes (`en`, `de`, `ar`, `pt-BR`), the default first: the language the
        /// description's texts are written in.
        public var codes: [String]
        /// The digits of languages that do not write Latin ones, by code.
        public var digits: [String: Digits]
        /// Per language besides the default, by code: each text as the description writes it and
        /// its translation. A text a table lacks shows in the default language.
        public var translations: [String: [String: String]]

        /// - Parameters:
        ///   - codes: the languages, the default first.
        ///   - digits: the digits some languages write numbers in (default: Latin for all).
        ///   - translations: per language, each default-language text and its translation.
        public init(_ codes: [String], digits: [String: Digits] = [:], translations: [String: [String: String]] = [:]) {
            self.codes = codes
            self.digits = digits
            self.translations = translations
        }

        /// The translations a gettext `.po` file holds (for `translations`): each msgid and its
        /// msgstr, leaving out fuzzy and untranslated entries, as a screen file's `.po` files are
        /// read. Throws `KUI.App.ValidationError` naming the file and line of a mistake.
        public static func poFile(_ path: String) throws -> [String: String] {
            let text: String
            do {
                text = try ScreenSource.readText(path: path, what: ".po files", fix: "save it as UTF-8")
                return try POCatalog(parsing: text).entries.mapValues(\.text)
            } catch let e as ScreenError {
                throw KUI.App.ValidationError(issues: e.issues.map { .init(file: $0.file, line: $0.line, field: $0.field, message: $0.message) })
            } catch let e as POCatalog.Problem {
                throw KUI.App.ValidationError(issues: [.init(file: path, line: e.line, field: "po", message: e.message)])
            }
        }

        /// The file's `languages` and `digits`, as a screen file writes them (digits in the order
        /// of the codes, then any other code, which the decoder refuses).
        func fields(source: BuilderSource) -> [(String, BuilderValue?)] {
            let f = ScreenFields.self
            let keys = codes.filter { digits[$0] != nil } + digits.keys.filter { !codes.contains($0) }.sorted()
            let mapping = BuilderMapping(fields: keys.map { ($0, BuilderValue.text(digits[$0]!.rawValue)) }, source: source)
            return [f.languages.entry(codes), f.digits.entry(keys.isEmpty ? nil : mapping)]
        }

        /// Translations into languages that are not among `codes`: mistakes, at the screen's line.
        func problems(source: BuilderSource) -> [KUI.App.ValidationError.Issue] {
            translations.keys.filter { code in !codes.contains { LanguageCode($0) == LanguageCode(code) && LanguageCode($0) != nil } }
                .sorted().map {
                    .init(file: source.file, line: source.line, field: "translations",
                          message: "\"\($0)\" is not one of the languages (\(codes.joined(separator: ", "))); add it to them, or remove its table")
                }
        }
    }
}
