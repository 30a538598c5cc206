/// Which plural category a number takes in a language: CLDR's plural rules (plurals.xml, cardinal
/// numbers), written out for the languages a kiosk commonly speaks. Each rule cites CLDR's text;
/// the operands `n i v f t` are those of `PluralOperands` (the number as it is shown, so "1" is
/// `one` in English but "1.0" and "1.5" are `other`).
///
/// A language not in the table uses `other` only: every number shows the `other` form (a screen
/// file's plural mapping then needs nothing but `other`). The rules of the compact exponent `e`
/// (for "1,2 Mio.") are left out: a kiosk shows numbers in full, so `e` is always 0.
enum PluralRules {
    /// The category of the number `shown` (as the language writes it) in `language`; `other` for
    /// a text that is no number or a language without rules.
    static func category(of shown: String, in language: LanguageCode?) -> PluralCategory {
        guard let operands = PluralOperands(shown: shown) else { return .other }
        return rule(for: language).category(operands)
    }

    /// The rule `language` follows: its own, else its primary language's (`pt-PT` has its own,
    /// `de-CH` is `de`), else `otherOnly`. Without a language (a screen file without `languages`)
    /// English's.
    static func rule(for language: LanguageCode?) -> Rule {
        guard let language else { return .oneIfWholeOne }
        return table[language.rawValue] ?? table[language.primary] ?? .otherOnly
    }

    /// The categories a language uses, in CLDR's order (`other` always last).
    static func categories(in language: LanguageCode?) -> [PluralCategory] { rule(for: language).categories }

    /// The languages with rules, by code. Looked up only, never listed.
    static let table: [String: Rule] = {
        var out: [String: Rule] = [:]
        for code in ["en", "de", "nl", "sv", "fi", "et", "ca", "gl", "ur", "sw"] { out[code] = .oneIfWholeOne }
        for code in ["nb", "no", "nn", "tr", "el", "hu", "bg", "az", "ka", "kk", "ky", "sq", "uz", "mn", "ta", "te", "ml"] { out[code] = .oneIfOne }
        out["da"] = .danish
        out["es"] = .spanish
        out["it"] = .italian
        out["pt"] = .portuguese
        out["pt-PT"] = .italian
        out["fr"] = .french
        out["ru"] = .russian
        out["uk"] = .russian
        out["be"] = .russian
        out["pl"] = .polish
        out["cs"] = .czech
        out["sk"] = .czech
        out["ar"] = .arabic
        out["he"] = .hebrew
        out["iw"] = .hebrew
        out["hi"] = .oneForZeroAndOne
        out["bn"] = .oneForZeroAndOne
        out["fa"] = .oneForZeroAndOne
        out["gu"] = .oneForZeroAndOne
        out["kn"] = .oneForZeroAndOne
        out["mr"] = .oneIfOne
        for code in ["ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km"] { out[code] = .otherOnly }
        return out
    }()

    /// A language's rule: the conditions of its categories, as CLDR writes them.
    enum Rule: Sendable {
        /// ja, zh, ko, th, vi, id … and every language without rules: `other` only.
        case otherOnly
        /// en, de, nl, sv, fi, et … — one: `i = 1 and v = 0`.
        case oneIfWholeOne
        /// nb, no, nn, tr, el, hu … — one: `n = 1`.
        case oneIfOne
        /// hi, bn, fa … — one: `i = 0 or n = 1`.
        case oneForZeroAndOne
        /// da — one: `n = 1 or t != 0 and i = 0,1`.
        case danish
        /// es — one: `n = 1`; many: `e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5`.
        case spanish
        /// it, pt-PT — one: `i = 1 and v = 0`; many: as `spanish`.
        case italian
        /// pt (Brazil) — one: `i = 0..1`; many: as `spanish`.
        case portuguese
        /// fr — one: `i = 0,1`; many: as `spanish`.
        case french
        /// ru, uk, be — one: `v = 0 and i % 10 = 1 and i % 100 != 11`;
        /// few: `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`;
        /// many: `v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14`.
        case russian
        /// pl — one: `i = 1 and v = 0`; few: `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`;
        /// many: `v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14`.
        case polish
        /// cs, sk — one: `i = 1 and v = 0`; few: `i = 2..4 and v = 0`; many: `v != 0`.
        case czech
        /// ar — zero: `n = 0`; one: `n = 1`; two: `n = 2`; few: `n % 100 = 3..10`;
        /// many: `n % 100 = 11..99`.
        case arabic
        /// he — one: `i = 1 and v = 0 or i = 0 and v != 0`; two: `i = 2 and v = 0`.
        case hebrew

        /// The categories the rule gives, in CLDR's order.
        var categories: [PluralCategory] {
            switch self {
            case .otherOnly: return [.other]
            case .oneIfWholeOne, .oneIfOne, .oneForZeroAndOne, .danish: return [.one, .other]
            case .spanish, .italian, .portuguese, .french: return [.one, .many, .other]
            case .russian, .polish: return [.one, .few, .many, .other]
            case .czech: return [.one, .few, .many, .other]
            case .arabic: return [.zero, .one, .two, .few, .many, .other]
            case .hebrew: return [.one, .two, .other]
            }
        }

        /// The category of a number with these operands.
        func category(_ o: PluralOperands) -> PluralCategory {
            let whole = o.isWhole
            /// `n = k`: n is exactly the whole number k.
            func n(is k: Int) -> Bool { whole && o.n == Double(k) }
            /// CLDR's `many` of es, it, pt, fr for millions (`e = 0 and i != 0 and i % 1000000 = 0 and v = 0`).
            var millions: Bool { o.i != 0 && o.i % 1_000_000 == 0 && o.v == 0 }
            switch self {
            case .otherOnly:
                return .other
            case .oneIfWholeOne:
                return o.i == 1 && o.v == 0 ? .one : .other
            case .oneIfOne:
                return n(is: 1) ? .one : .other
            case .oneForZeroAndOne:
                return o.i == 0 || n(is: 1) ? .one : .other
            case .danish:
                return n(is: 1) || (o.t != 0 && (o.i == 0 || o.i == 1)) ? .one : .other
            case .spanish:
                return n(is: 1) ? .one : millions ? .many : .other
            case .italian:
                return o.i == 1 && o.v == 0 ? .one : millions ? .many : .other
            case .portuguese:
                return o.i == 0 || o.i == 1 ? .one : millions ? .many : .other
            case .french:
                return o.i == 0 || o.i == 1 ? .one : millions ? .many : .other
            case .russian:
                guard o.v == 0 else { return .other }
                let r10 = o.i % 10, r100 = o.i % 100
                if r10 == 1 && r100 != 11 { return .one }
                if (2...4).contains(r10) && !(12...14).contains(r100) { return .few }
                return .many   // i % 10 = 0, 5..9, or i % 100 = 11..14
            case .polish:
                guard o.v == 0 else { return .other }
                let r10 = o.i % 10, r100 = o.i % 100
                if o.i == 1 { return .one }
                if (2...4).contains(r10) && !(12...14).contains(r100) { return .few }
                return .many   // i != 1 and i % 10 = 0..1, i % 10 = 5..9, or i % 100 = 12..14
            case .czech:
                if o.v != 0 { return .many }
                return o.i == 1 ? .one : (2...4).contains(o.i) ? .few : .other
            case .arabic:
                guard whole else { return .other }
                let r100 = Int(o.n.truncatingRemainder(dividingBy: 100))
                if o.n == 0 { return .zero }
                if o.n == 1 { return .one }
                if o.n == 2 { return .two }
                if (3...10).contains(r100) { return .few }
                if (11...99).contains(r100) { return .many }
                return .other
            case .hebrew:
                if (o.i == 1 && o.v == 0) || (o.i == 0 && o.v != 0) { return .one }
                return o.i == 2 && o.v == 0 ? .two : .other
            }
        }
    }
}
