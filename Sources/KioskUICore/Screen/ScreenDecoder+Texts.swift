/// Reading the texts of a screen file's controls: a text that may show controls' values, be
/// translated and have plural forms, and a list of distinct texts (a picker's options, a
/// confirm's buttons).
extension ScreenDecoder {
    /// A text field that may show controls' values (`TextTemplate`), may be translated and may
    /// have plural forms: the text to show now, and the template in each language when it shows a
    /// value or has translations (its ids are checked once every id is known).
    func text(_ o: ScreenObject, _ field: ScreenField<String?>)
        -> (String, (text: Localized<TextTemplate>, places: [TemplatePlace])?) {
        guard let shown = shownText(o, field) else { return ("", nil) }
        let translated = shown.localized.isTranslated
        guard translated || shown.variants.contains(where: { $0.forms != nil || TextTemplate.hasBraces($0.text) }) else {
            return (shown.variants[0].text, nil)
        }
        var places: [TemplatePlace] = []
        /// One form's template, its mistakes reported at its line.
        func template(_ text: String, file: String?, line: Int) -> TextTemplate {
            let template: TextTemplate
            do {
                template = try TextTemplate(text)
            } catch {
                report(line, field.name, error.description, file: file)
                template = try! TextTemplate(TextTemplate.escaped(text))
            }
            places.append(TemplatePlace(template: template, file: file, line: line))
            return template
        }
        // Plural forms choose by the first {ID} of the default language's `other` text.
        let chooser = (try? TextTemplate(shown.variants[0].text))?.ids.first
        var templates: [TextTemplate] = []
        for v in shown.variants {
            switch v.forms {
            case nil:
                templates.append(template(v.text, file: v.file, line: v.line))
            case let .categories(forms)?:
                var byCategory: [PluralCategory: TextTemplate] = [:]
                for f in forms { byCategory[f.category] = template(f.text, file: v.file, line: f.line) }
                templates.append(pluralTemplate(chooser, line: v.line, field: field.name) { id in
                    TextTemplate(plural: byCategory, id: id, rule: PluralRules.rule(for: v.language))
                } ?? byCategory[.other]!)
            case let .gettext(forms, pluralForms)?:
                let parsed = forms.map { template($0, file: v.file, line: v.line) }
                templates.append(pluralTemplate(chooser, line: v.line, field: field.name, file: v.file) { id in
                    TextTemplate(gettext: parsed, pluralForms: pluralForms, id: id)
                } ?? parsed.last!)
            }
        }
        var text = Localized(source: templates[0])
        for (v, t) in zip(shown.variants, templates).dropFirst() { if let l = v.language { text.translations[l] = t } }
        let now = text.source.text { "{\($0)}" }
        guard translated || places.contains(where: { $0.template.isLive }) else { return (now, nil) }
        return (now, (text, places))
    }

    /// A text with plural forms, chosen by `id`'s number; nil after reporting that the default
    /// language's `other` text shows no `{ID}` to choose by.
    private func pluralTemplate(_ id: String?, line: Int, field: String, file: String? = nil,
                                _ make: (String) -> TextTemplate) -> TextTemplate? {
        guard let id else {
            report(line, field, "plural forms are chosen by the number a {ID} shows, but the default language's other text shows none; write it with the control's value, e.g. other: \"{tickets} tickets\"", file: file)
            return nil
        }
        return make(id)
    }

    /// A list of distinct, non-empty texts that may be translated (a picker's options), or nil
    /// after reporting.
    func titles(_ n: ScreenNode, field: String, example: String) -> [Localized<String>]? {
        guard let items = n.items, !items.isEmpty else {
            let found = n.items == nil ? "found \(n.shown)" : "found an empty list; give at least one option"
            report(n.line, field, "must be a list of at least one text, \(found); e.g. \(field): \(example)")
            return nil
        }
        var out: [Localized<String>] = []
        var seen: Set<String> = []
        for item in items {
            guard let text = shownText(item, field: field, example: "Day")?.localized else { return nil }
            guard !text.source.isEmpty else {
                report(item.line, field, "each entry must be non-empty text, found \(item.shown)")
                return nil
            }
            guard seen.insert(text.source).inserted else {
                report(item.line, field, "\"\(ScreenLimits.shortened(text.source))\" appears twice; each entry must be different")
                return nil
            }
            out.append(text)
        }
        return out
    }
}
