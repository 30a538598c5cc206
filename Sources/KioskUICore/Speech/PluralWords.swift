/// Words speech says with a count, in each plural form its language has ("1 character",
/// "4 characters"; Arabic's six), chosen by the language's CLDR rule (`PluralRules`), as a screen
/// file's plural texts are.
struct PluralWords: Sendable, Equatable {
    /// The rule that chooses the form.
    let rule: PluralRules.Rule
    /// The forms by category, `{n}` where the count goes; a category the rule gives but this
    /// lacks says `other`'s.
    let forms: [PluralCategory: String]

    /// Words in `language`'s forms (`other` must be among them).
    init(_ language: String, _ forms: [PluralCategory: String]) {
        precondition(forms[.other] != nil, "plural words need an other form")
        rule = PluralRules.rule(for: LanguageCode(language))
        self.forms = forms
    }

    /// The words for `n`: "1 character", "4 characters".
    func callAsFunction(_ n: Int) -> String {
        let form = forms[rule.category(PluralOperands(n))] ?? forms[.other]!
        return form.replacing("{n}", with: "\(n)")
    }
}
