/// A screen's languages (docs/screens.md, "Languages"): `languages` and `digits` at the top, the
/// `.po` files beside it, and every text a person reads, which may be a mapping of translations
/// (`title: {en: Pay, de: Bezahlen}`). A map wins over a `.po` file; a language neither gives falls
/// back to the default language's text, and `kiosk check` lists it (`missingTranslations`).
extension ScreenDecoder {
    /// One language's text of a field, and where it was written: a line of the screen file, or of
    /// a `.po` file (`file`).
    struct TextVariant {
        /// Nil when the file has no languages.
        var language: LanguageCode?
        var text: String
        /// The `.po` file it comes from; nil: the screen file.
        var file: String?
        var line: Int
        /// Its plural forms, when it has them (`text` is then the `other` one, or a `.po`
        /// entry's last).
        var forms: PluralVariant? = nil
    }

    /// One language's plural forms of a text.
    enum PluralVariant {
        /// A plural mapping of the screen file: each category's text and line, as written.
        case categories([(category: PluralCategory, text: String, line: Int)])
        /// A `.po` file's plural entry: its `msgstr[k]` and the file's `Plural-Forms`.
        case gettext([String], PluralForms)
    }

    /// A text as the file gives it: its variants, the default language's first.
    struct ShownText {
        var variants: [TextVariant]

        /// The default language's text and its translations.
        var localized: Localized<String> {
            var out = Localized(source: variants[0].text)
            for v in variants.dropFirst() { if let l = v.language { out.translations[l] = v.text } }
            return out
        }
    }

    /// Reads `languages` and `digits`, then the translations into each language besides the
    /// default (its `.po` file), before any text is read.
    func readLanguages(_ top: ScreenObject) {
        let f = ScreenFields.languages
        guard let n = top[f] else {
            if let d = top[ScreenFields.digits] {
                report(d.line, ScreenFields.digits.name, "needs the file's languages; list them at the top, the default first, e.g. languages: [ar]")
            }
            return
        }
        guard let items = n.items, !items.isEmpty else {
            report(n.line, f.name, "must be a list of language codes, the default first, e.g. languages: [en, de, ar]; found \(n.items == nil ? n.shown : "an empty list")")
            languagesRefused = true
            return
        }
        var codes: [LanguageCode] = []
        for item in items {
            guard let s = item.text, let code = LanguageCode(s) else {
                report(item.line, f.name, "\(item.shown) is not a language code; write BCP 47 codes such as en, de, ar, pt-BR")
                continue
            }
            guard !codes.contains(code) else {
                report(item.line, f.name, "\"\(code)\" is listed twice; list each language once")
                continue
            }
            codes.append(code)
        }
        guard !codes.isEmpty else { languagesRefused = true; return }
        let list = LanguageList(codes, digits: digits(top[ScreenFields.digits], languages: codes))
        languages = list
        for language in list.translated {
            do {
                guard let catalog = try translations.load(language) else { continue }
                catalogs[language] = catalog
                strings.add(catalog, for: language)
            } catch let e as ScreenError {
                for i in e.issues { report(i.line, i.field, i.message, file: i.file) }
            } catch {
                report(n.line, f.name, "\(translations.place(language)): \(error)")
            }
        }
    }

    /// `digits`: one word for every language, or a mapping of some languages to one.
    private func digits(_ n: ScreenNode?, languages: [LanguageCode]) -> [LanguageCode: Digits] {
        guard let n else { return [:] }
        let words = ScreenDecoder.list(Digits.allCases.map(\.rawValue))
        func word(_ v: ScreenNode) -> Digits? {
            if let s = v.text, let d = Digits(rawValue: s) { return d }
            report(v.line, ScreenFields.digits.name, "must be one of \(words), found \(v.shown)")
            return nil
        }
        if n.text != nil {
            guard let d = word(n) else { return [:] }
            return Dictionary(uniqueKeysWithValues: languages.map { ($0, d) })
        }
        guard let entries = n.entries else {
            report(n.line, ScreenFields.digits.name, "must be one of \(words), or a mapping of languages to them, e.g. digits: {ar: arabic-indic}; found \(n.shown)")
            return [:]
        }
        var out: [LanguageCode: Digits] = [:]
        for e in entries {
            guard let code = LanguageCode(e.key), languages.contains(code) else {
                report(e.line, ScreenFields.digits.name, "\"\(ScreenLimits.shortened(e.key))\" is not one of the file's languages (\(ScreenDecoder.list(languages.map(\.rawValue))))")
                continue
            }
            if let d = word(e.value) { out[code] = d }
        }
        return out
    }

    /// The text a person reads in `field` of `o`; nil when left out (reported when required) or wrong.
    /// It may have plural forms when the field is `liveText` (a text that shows a `{ID}`).
    func shownText(_ o: ScreenObject, _ field: ScreenField<String?>) -> ShownText? {
        var plurals = false
        if case .liveText = field.kind { plurals = true }
        guard let n = o[field.name] else {
            if field.required { report(o.line, field.name, "missing; \(o.what) needs \(field.name), e.g. \(field.name): \(field.kind.example)") }
            return nil
        }
        return shownText(n, field: field.name, example: field.kind.example, plurals: plurals)
    }

    /// A text a person reads: any scalar, or a mapping from the file's languages to text that
    /// gives at least the default language's. Each other language takes the mapping's text, else
    /// its `.po` file's translation of the default text, else none: a missing translation.
    /// With `plurals`, a text may also be a plural mapping (`{one: …, other: …}`, `pluralForms`),
    /// and so may each language's text of a mapping; its `.po` translation is then a plural entry.
    func shownText(_ n: ScreenNode, field: String, example: String, plurals: Bool = false) -> ShownText? {
        var source: TextVariant
        var given: [LanguageCode: TextVariant] = [:]
        if let s = n.text {
            source = TextVariant(language: languages?.defaultLanguage, text: s, line: n.line)
        } else if isPluralMapping(n) {
            guard plurals else {
                report(n.line, field, "plural forms ({one: …, other: …}) are for a text that shows a control's value, a label's text or a button's title; write one text here")
                return nil
            }
            guard let v = pluralForms(n, field: field, language: languages?.defaultLanguage) else { return nil }
            source = v
        } else if let entries = n.entries {
            guard let languages else {
                if !languagesRefused { report(n.line, field, "a mapping of translations needs the file's languages; list them at the top, the default first, e.g. languages: [en, de]; plural forms are {one: …, other: …}") }
                return nil
            }
            for e in entries {
                guard let code = languages.language(e.key) else {
                    report(e.line, field, "\"\(ScreenLimits.shortened(e.key))\" is not one of the file's languages (\(languages.listed)); add it to languages, or correct the key")
                    continue
                }
                guard given[code] == nil else {
                    report(e.line, field, "the \(code) text is given twice; keep one")
                    continue
                }
                if plurals, isPluralMapping(e.value) {
                    if let v = pluralForms(e.value, field: field, language: code) { given[code] = v }
                    continue
                }
                guard let s = e.value.text else {
                    report(e.value.line, field, "the \(code) text must be text, found \(e.value.shown); e.g. \(code): \(example)\(plurals ? " (or plural forms {one: …, other: …})" : "")")
                    continue
                }
                given[code] = TextVariant(language: code, text: s, line: e.line)
            }
            guard let d = given[languages.defaultLanguage] else {
                report(n.line, field, "gives no text in \(languages.defaultLanguage), the default language (the first of languages), which shows where a translation is missing; add e.g. \(languages.defaultLanguage): \(example)")
                return nil
            }
            source = d
        } else {
            report(n.line, field, "must be text, or a mapping of translations such as {en: Pay, de: Bezahlen}; found \(n.shown)")
            return nil
        }
        source.language = languages?.defaultLanguage
        var out = ShownText(variants: [source])
        guard let languages else { return out }
        // A plural text's .po entry: msgid the `one` form (else `other`), msgid_plural the `other`.
        var msgid = source.text
        var msgidPlural: String?
        if case let .categories(forms)? = source.forms {
            msgid = forms.first { $0.category == .one }?.text ?? source.text
            msgidPlural = source.text
        }
        for language in languages.translated {
            if let g = given[language] {
                out.variants.append(g)
            } else if let plural = msgidPlural, let catalog = catalogs[language], let e = catalog.plural(msgid), e.plural == plural,
                      let forms = catalog.pluralForms {
                out.variants.append(TextVariant(language: language, text: e.forms.last ?? "", file: translations.place(language), line: e.line,
                                                forms: .gettext(e.forms, forms)))
            } else if msgidPlural == nil, let e = catalogs[language]?[msgid] {
                out.variants.append(TextVariant(language: language, text: e.text, file: translations.place(language), line: e.line))
            } else if msgidPlural != nil || Localized(source: msgid).needsTranslation {
                missingTranslations.append(MissingTranslation(line: source.line, field: field, language: language, text: msgid,
                                                              place: translations.place(language),
                                                              fuzzyLine: catalogs[language]?.fuzzy[msgid], plural: msgidPlural))
            }
        }
        if !out.variants.contains(where: { $0.forms != nil }) { strings.add(out.localized) }
        return out
    }

    /// Whether `n` is a plural mapping rather than a mapping of languages: every key is a CLDR
    /// category word (zero, one, two, few, many, other), and `other` is one of them or no key is
    /// a language of the file. `other` is never a language code (codes have 2 or 3 letters), so
    /// `{one: …, other: …}` is plural forms even in a file whose languages include a code `one`.
    func isPluralMapping(_ n: ScreenNode) -> Bool {
        guard let entries = n.entries, !entries.isEmpty,
              entries.allSatisfy({ PluralCategory(rawValue: $0.key) != nil }) else { return false }
        return entries.contains { $0.key == PluralCategory.other.rawValue } || !entries.contains { languages?.language($0.key) != nil }
    }

    /// A plural mapping's forms in `language` (nil: a file without languages, which follows
    /// English's rules); nil after reporting. `other` is required; a category the language does
    /// not use, or one it uses that is missing (it shows `other`), is a warning.
    func pluralForms(_ n: ScreenNode, field: String, language: LanguageCode?) -> TextVariant? {
        var forms: [(category: PluralCategory, text: String, line: Int)] = []
        for e in n.entries ?? [] {
            let category = PluralCategory(rawValue: e.key)!
            guard !forms.contains(where: { $0.category == category }) else {
                report(e.line, field, "the \(category) form is given twice; keep one")
                continue
            }
            guard let s = e.value.text else {
                report(e.value.line, field, "the \(category) form must be text, found \(e.value.shown); e.g. \(category): \"{tickets} tickets\"")
                continue
            }
            forms.append((category, s, e.line))
        }
        guard let other = forms.first(where: { $0.category == .other }) else {
            report(n.line, field, "plural forms need other, the form for every number the others do not take; add e.g. other: \"{tickets} tickets\"")
            return nil
        }
        let uses = PluralRules.categories(in: language)
        let whose = language.map { "language \"\($0)\"" } ?? "a file without languages (English's rules)"
        let listed = uses.map(\.rawValue).joined(separator: ", ")
        for f in forms where !uses.contains(f.category) {
            pluralWarnings.append(PluralWarning(line: f.line, field: field,
                                                message: "\(whose) has no \(f.category) form (its forms: \(listed)), so this text never shows; remove it"))
        }
        for c in uses where !forms.contains(where: { $0.category == c }) {
            pluralWarnings.append(PluralWarning(line: n.line, field: field,
                                                message: "\(whose) uses the \(c) form (its forms: \(listed)); numbers of it show the other text until you add \(c): …"))
        }
        return TextVariant(language: language, text: other.text, line: other.line, forms: .categories(forms))
    }
}

/// Where one language's text of a live or translated text was written, and its template.
struct TemplatePlace {
    var template: TextTemplate
    /// A `.po` file; nil: the screen file.
    var file: String?
    var line: Int
}
