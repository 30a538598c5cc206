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
    func shownText(_ o: ScreenObject, _ field: ScreenField<String?>) -> ShownText? {
        guard let n = o[field.name] else {
            if field.required { report(o.line, field.name, "missing; \(o.what) needs \(field.name), e.g. \(field.name): \(field.kind.example)") }
            return nil
        }
        return shownText(n, field: field.name, example: field.kind.example)
    }

    /// A text a person reads: any scalar, or a mapping from the file's languages to text that
    /// gives at least the default language's. Each other language takes the mapping's text, else
    /// its `.po` file's translation of the default text, else none: a missing translation.
    func shownText(_ n: ScreenNode, field: String, example: String) -> ShownText? {
        let source: (text: String, line: Int)
        var given: [LanguageCode: (text: String, line: Int)] = [:]
        if let s = n.text {
            source = (s, n.line)
        } else if let entries = n.entries {
            guard let languages else {
                if !languagesRefused { report(n.line, field, "a mapping of translations needs the file's languages; list them at the top, the default first, e.g. languages: [en, de]") }
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
                guard let s = e.value.text else {
                    report(e.value.line, field, "the \(code) text must be text, found \(e.value.shown); e.g. \(code): \(example)")
                    continue
                }
                given[code] = (s, e.line)
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
        var out = ShownText(variants: [TextVariant(language: languages?.defaultLanguage, text: source.text, line: source.line)])
        guard let languages else { return out }
        for language in languages.translated {
            if let g = given[language] {
                out.variants.append(TextVariant(language: language, text: g.text, line: g.line))
            } else if let e = catalogs[language]?[source.text] {
                out.variants.append(TextVariant(language: language, text: e.text, file: translations.place(language), line: e.line))
            } else if Localized(source: source.text).needsTranslation {
                missingTranslations.append(MissingTranslation(line: source.line, field: field, language: language, text: source.text,
                                                              place: translations.place(language),
                                                              fuzzyLine: catalogs[language]?.fuzzy[source.text]))
            }
        }
        strings.add(out.localized)
        return out
    }

    /// The `language` of a button: `menu`, or one of the file's languages; nil when not given or
    /// wrong (after reporting).
    func languageChoice(_ o: ScreenObject) -> LanguageChoice? {
        let f = ScreenFields.Button.language
        guard let word = o.read(f) else { return nil }
        guard let languages else {
            if !languagesRefused { report(o.line(of: f), f.name, "needs the file's languages; list them at the top, the default first, e.g. languages: [en, de]") }
            return nil
        }
        if word == LanguageChoice.menuWord { return .menu }
        guard let code = languages.language(word) else {
            report(o.line(of: f), f.name, "must be one of the file's languages (\(languages.listed)) or \(LanguageChoice.menuWord), found \"\(ScreenLimits.shortened(word))\"")
            return nil
        }
        return .language(code)
    }
}

/// Where one language's text of a live or translated text was written, and its template.
struct TemplatePlace {
    var template: TextTemplate
    /// A `.po` file; nil: the screen file.
    var file: String?
    var line: Int
}
