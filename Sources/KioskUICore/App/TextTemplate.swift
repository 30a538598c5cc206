/// Text that shows controls' values: a label's `text` or a button's `title` such as
/// `"{minutes} min"`, where `{ID}` stands for the value of the control with that id.
///
/// `{{` is a `{` and `}}` a `}`; a `}` on its own is itself. Anything else between braces must be
/// an id (letters, digits, `-`, `_`), or a list's id and a field of its items (`{bikes.name}`: the
/// field of the selected item): an empty `{}`, a `{` never closed or a `{two words}` is a
/// mistake the screen decoder reports with the fix. Text without a `{` is plain and stays as it is.
///
/// A text may have plural forms (`{one: "Please take your ticket", other: "Please take your
/// {tickets} tickets"}`, `Plurals`): the number its `{ID}` shows chooses the form each time it is
/// filled in, so "1 ticket" becomes "2 tickets" as the ruler moves.
struct TextTemplate: Equatable, Sendable {
    enum Part: Equatable, Sendable {
        /// Shown as it is.
        case text(String)
        /// The value of the control with this id; `LIST.FIELD`: that field of the list's selected item.
        case value(id: String)
    }

    /// A mistake in the text, worded for the screen file's error line.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The text: its only form, or with plural forms the `other` one (the last for a `.po` file's).
    let parts: [Part]
    /// The plural forms and how a number chooses one; nil for a text with one form.
    private(set) var plurals: Plurals?

    /// The ids the text shows, in order of first appearance (in `parts`, then in the other forms).
    var ids: [String] {
        var out: [String] = []
        for form in [parts] + (plurals?.forms ?? []) {
            for case let .value(id) in form where !out.contains(id) { out.append(id) }
        }
        return out
    }

    /// Whether the text shows any value (else it is plain text).
    var isLive: Bool { !ids.isEmpty }

    /// Parses `source`. Throws a `Problem` naming the first mistake.
    init(_ source: String) throws(Problem) {
        plurals = nil
        // Most texts have no brace at all: their one part is the text (the walk below, by
        // Character, would append each one).
        guard TextTemplate.hasBraces(source) else {
            self.parts = source.isEmpty ? [] : [.text(source)]
            return
        }
        var parts: [Part] = []
        var text = ""
        var i = source.startIndex
        func next(_ j: String.Index) -> String.Index { source.index(after: j) }
        while i < source.endIndex {
            let c = source[i]
            if c == "{" || c == "}", next(i) < source.endIndex, source[next(i)] == c {
                text.append(c)   // `{{` or `}}`: one brace
                i = next(next(i))
                continue
            }
            guard c == "{" else {
                text.append(c)
                i = next(i)
                continue
            }
            guard let close = source[i...].firstIndex(of: "}") else {
                throw Problem(description: "\"{\" opens a value but is never closed with \"}\"; write \"{{\" for a brace, or {ID} for a control's value")
            }
            let id = String(source[next(i)..<close])
            guard !id.isEmpty else {
                throw Problem(description: "\"{}\" names no control; write {ID} for a control's value, or \"{{}}\" for braces")
            }
            guard ScreenDecoder.isValidID(id) || TextTemplate.listField(id) != nil else {
                throw Problem(description: "\"{\(ScreenLimits.shortened(id))}\" is not a control's id (letters, digits, '-' and '_') nor a list's id and field ({bikes.name}); write \"{{\" for a brace")
            }
            if !text.isEmpty { parts.append(.text(text)); text = "" }
            parts.append(.value(id: id))
            i = next(close)
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The list and the field `{LIST.FIELD}` names (`bikes.name` → bikes, name), or nil when `id`
    /// is not two ids joined by a `.`.
    static func listField(_ id: String) -> (list: String, field: String)? {
        guard let dot = id.firstIndex(of: ".") else { return nil }
        let list = String(id[..<dot]), field = String(id[id.index(after: dot)...])
        guard ScreenDecoder.isValidID(list), ScreenDecoder.isValidID(field) else { return nil }
        return (list, field)
    }

    /// Whether `text` has a `{` or `}` byte: the test every reader of braces (this template, a
    /// list's `{field}` placeholders, the decoder) makes before walking a text by Character.
    /// Bytes, as a brace is one ASCII byte never inside another character's; a brace a combining
    /// mark follows counts here, and the Character walk after it then treats it as text.
    static func hasBraces(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// `text` written so that it parses as itself: every brace doubled.
    static func escaped(_ text: String) -> String {
        guard hasBraces(text) else { return text }
        var out = ""
        for c in text {
            out.append(c)
            if c == "{" || c == "}" { out.append(c) }
        }
        return out
    }

    /// The text with each value filled in by `value(id)`, in the form the number of its plural
    /// id chooses.
    func text(_ value: (String) -> String) -> String {
        let form = plurals.map { $0.forms[$0.choice.index(of: value($0.id))] } ?? parts
        return form.map { part in
            switch part {
            case let .text(s): return s
            case let .value(id): return value(id)
            }
        }.joined()
    }
}

extension TextTemplate {
    /// A text's plural forms (docs/screens.md, "Plural forms") and what chooses one: the number
    /// `{id}` shows, as the language shows it ("1,5" in German, "١" with Arabic-Indic digits).
    struct Plurals: Equatable, Sendable {
        /// The id whose shown value chooses: the first `{ID}` of the default language's `other` form.
        var id: String
        /// How that value chooses an index of `forms`.
        var choice: Choice
        /// The forms, by index: CLDR's categories in `PluralCategory.allCases` order (a category the
        /// text does not give has the `other` form), or a `.po` entry's `msgstr[k]`.
        var forms: [[Part]]

        enum Choice: Equatable, Sendable {
            /// By the language's CLDR rules (`PluralRules`): a screen file's plural mapping.
            case cldr(PluralRules.Rule)
            /// By a `.po` file's `Plural-Forms` (gettext's semantics).
            case gettext(PluralForms)

            /// The index of the form for the number `shown`.
            func index(of shown: String) -> Int {
                switch self {
                case let .cldr(rule):
                    let category = PluralOperands(shown: shown).map(rule.category) ?? .other
                    return PluralCategory.allCases.firstIndex(of: category)!
                case let .gettext(forms): return forms.index(of: shown)
                }
            }
        }
    }

    /// A text with a form per CLDR category, chosen by `rule` by the number `{id}` shows. `forms`
    /// must hold `other`; a category it lacks shows `other`'s form.
    init(plural forms: [PluralCategory: TextTemplate], id: String, rule: PluralRules.Rule) {
        let other = forms[.other]!.parts
        parts = other
        plurals = Plurals(id: id, choice: .cldr(rule), forms: PluralCategory.allCases.map { forms[$0]?.parts ?? other })
    }

    /// A text with the forms of a `.po` file's plural entry (`msgstr[0]` …), chosen by its
    /// `Plural-Forms`, by the number `{id}` shows.
    init(gettext forms: [TextTemplate], pluralForms: PluralForms, id: String) {
        parts = forms.last!.parts
        plurals = Plurals(id: id, choice: .gettext(pluralForms), forms: forms.map(\.parts))
    }
}
