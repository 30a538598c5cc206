/// The plural categories of CLDR (UTS #35, "Language Plural Rules"): the forms a language's
/// words take for a number. English uses `one` and `other` ("1 ticket", "2 tickets"), Arabic all
/// six, Japanese only `other`. In a screen file they are the keys of a plural mapping,
/// `{one: …, other: …}` (docs/screens.md, "Plural forms").
enum PluralCategory: String, CaseIterable, Comparable, Sendable {
    case zero, one, two, few, many, other

    /// In the order CLDR lists them (zero … other).
    static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
