/// Plural forms in Swift, in the shape a screen file writes them (docs/screens.md, "Plural
/// forms"): `text: {one: …, other: …}` is `KUI.Plural(one: …, other: …)`, and
/// `text: {en: {one: …, other: …}, ar: {…}}` is `KUI.Plural(["en": …, "ar": …])`. A label and a
/// button take one in the initialisers beside their builders (KUI+Label.swift, KUI+Button.swift).
extension KUI {
    /// A label's text or a button's title with a form per CLDR plural category, chosen by the
    /// number the first `{ID}` of the default language's `other` form shows.
    ///
    /// ```swift
    /// KUI.Label(KUI.Plural(one: "Please take your ticket", other: "Please take your {tickets} tickets"))
    /// KUI.Label(KUI.Plural(["en": KUI.Plural(one: "{n} day", other: "{n} days"),
    ///                       "ar": KUI.Plural(zero: …, one: …, two: …, few: …, many: …, other: "{n} يوم")]))
    /// ```
    public struct Plural: Sendable {
        /// The forms, or each language's forms (in the order written).
        let content: Content

        indirect enum Content: Sendable {
            /// Category word and text, in CLDR's order.
            case forms([(String, String)])
            /// Language code and its forms.
            case languages([(String, Plural)])
        }

        /// The forms of one language; `other` is required, a category left out shows `other`.
        public init(zero: String? = nil, one: String? = nil, two: String? = nil, few: String? = nil, many: String? = nil, other: String) {
            let given: [(PluralCategory, String?)] = [(.zero, zero), (.one, one), (.two, two), (.few, few), (.many, many), (.other, other)]
            content = .forms(given.compactMap { c, t in t.map { (c.rawValue, $0) } })
        }

        /// Each language's forms, by code, the default language first (the screen's `languages`).
        public init(_ languages: KeyValuePairs<String, Plural>) {
            content = .languages(languages.map { ($0.key, $0.value) })
        }

        /// The text as a screen file writes it.
        func builderValue(_ source: BuilderSource) -> BuilderValue {
            switch content {
            case let .forms(forms):
                return .mapping(BuilderMapping(fields: forms.map { ($0.0, BuilderValue.text($0.1)) }, source: source))
            case let .languages(languages):
                return .mapping(BuilderMapping(fields: languages.map { ($0.0, $0.1.builderValue(source)) }, source: source))
            }
        }
    }
}
