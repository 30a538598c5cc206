/// Building the controls: buttons, labels, and the controls with a value (pickers, page
/// containers, rulers), whose starting value may come from `--state` instead of the file.
extension ScreenDecoder {
    func button(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Button.self
        let (title, template) = text(o, f.title)
        let b = Button(id: id, title: title, style: o.read(f.style), isEnabled: true)
        b.isEnabled = enabled(o, button: b)
        b.icon = icon(o)
        if o[f.title.name] == nil && o[ScreenFields.Icon.icon.name] == nil {
            report(o.line, f.title.name, "missing; a button needs title (its text), or an icon with an accessibilityLabel for speech, e.g. title: Start")
        }
        if let template { liveTexts.append((b, template.text, f.title.name, template.places)) }
        if let choice = languageChoice(o) { languageButtons.append((b, choice)) }
        let target = o.read(f.goto), action = o.read(f.action)
        if let target { targets.append((target, o.line(of: f.goto))) }
        if let question = confirm(o) {
            // The answer carries out the goto and the action, not the tap.
            confirms.append(ConfirmStep(button: b, question: question, target: target.map(ScreenTarget.init), action: action))
            return b
        }
        if let target { gotos.append((b, target)) }
        if let action { actions.append((b, action)) }
        return b
    }

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

    func label(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Label.self
        let (text, template) = self.text(o, f.text)
        let style = o.read(f.style)
        let maxLines = o.read(f.maxLines)
        let wrapGiven = o.read(f.wrap)
        if maxLines != nil && wrapGiven == false {
            report(o.line(of: f.maxLines), f.maxLines.name, "only applies to wrapped text; remove it or set wrap: true")
        }
        let wrap = wrapGiven ?? (maxLines != nil)
        let l = Label(text, style: style, lines: wrap ? .wrap(maxLines: maxLines) : .single, color: o.read(f.color),
                      alignment: o.read(ScreenFields.lineAlign), id: id)
        l.icon = icon(o)
        l.textDirection = o.read(f.direction)
        if let template { liveTexts.append((l, template.text, f.text.name, template.places)) }
        return l
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

    /// The index the `selected` field names: an entry's text first (an option written 10 is
    /// selected by `selected: 10`), else a whole-number index; 0 when left out or wrong.
    private func selected(_ o: ScreenObject, _ field: ScreenField<ScreenNode?>, names: [String], kind: String) -> Int {
        guard let n = o[field] else { return 0 }
        if let t = n.text, let i = names.firstIndex(of: t) { return i }
        if let v = n.number, let i = ValueDomain.titles(names).position(of: .number(v)) { return i }
        report(n.line, field.name, "must be one of the \(kind) (\(ScreenDecoder.quoted(names))) or an index 0…\(names.count - 1), found \(n.shown)")
        return 0
    }

    /// Where a control with a value starts: at its saved value (`--state`) when that names a
    /// position of `domain`, the way `set` reads a value, else at `fromFile`.
    func start(_ id: String?, in domain: ValueDomain, fromFile: Int) -> Int {
        guard let id, let saved = initialValue(for: id) else { return fromFile }
        if let p = domain.position(of: saved) {
            fileValues[id] = fromFile   // where a reset takes it
            return p
        }
        rejectInitialValue(id: id, "\(ScreenLimits.shortened(saved.serialized)) is not \(domain.accepted)")
        return fromFile
    }

    func picker(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Picker.self
        if o.read(f.kind) == .language { return languagePicker(o, id: id) }
        guard let n = o[f.options] else {
            report(o.line, f.options.name, "missing; a picker needs options, e.g. options: \(f.options.kind.example) (or kind: language for the file's languages)")
            return SegmentedPicker(id: id, options: ["?"])
        }
        let texts = titles(n, field: f.options.name, example: f.options.kind.example) ?? [Localized(source: "?")]
        let options = texts.map(\.source)
        let selected = start(id, in: .titles(options), fromFile: selected(o, f.selected, names: options, kind: "options"))
        let picker = SegmentedPicker(id: id, options: options, selected: selected, fillsWidth: o.read(f.fillWidth))
        if texts.contains(where: \.isTranslated) { localizedParts.append(LocalizedPart(widget: picker, kind: .options(texts))) }
        return picker
    }

    /// A picker of the file's languages in their own names, whose values are their codes; it starts
    /// on the default language and follows the language shown, never a saved value.
    private func languagePicker(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Picker.self
        for field in [f.options, f.selected] where o[field] != nil {
            report(o.line(of: field), field.name, "a picker of kind: language lists the file's languages itself and starts on the one shown; remove \(field.name)")
        }
        _ = initialValue(for: id)   // the language is not restored from --state
        guard let languages else {
            if !languagesRefused { report(o.line(of: f.kind), f.kind.name, "a language picker needs the file's languages; list them at the top, the default first, e.g. languages: [en, de]") }
            return SegmentedPicker(id: id, options: ["?"])
        }
        let picker = SegmentedPicker(id: id, options: languages.codes.map(\.nativeName), values: languages.codes.map(\.rawValue),
                                     fillsWidth: o.read(f.fillWidth))
        localizedParts.append(LocalizedPart(widget: picker, kind: .languagePicker))
        return picker
    }

    func pages(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Pages.self
        guard let n = o[f.pages] else {
            report(o.line, f.pages.name, "missing; a pages container needs pages, e.g. pages: [{title: Home, content: {type: label, text: Hi}}]")
            return Spacer()
        }
        guard let items = n.items, !items.isEmpty else {
            let found = n.items == nil ? "found \(n.shown)" : "found an empty list; give at least one page"
            report(n.line, f.pages.name, "must be a list of at least one page {title, content}, \(found)")
            return Spacer()
        }
        var pages: [Page] = []
        var titles: Set<String> = []
        var tabs: [Localized<String>] = []
        for item in items {
            guard let p = ScreenObject(item, what: "a page", field: f.pages.name, decoder: self,
                                       example: "{title: Home, content: {type: label, text: Hi}}") else { continue }
            p.check(allowed: ScreenFields.Page.all)
            let pageID = p.read(ScreenFields.id)
            if let pageID { declare(id: pageID, line: p.line(of: ScreenFields.id)) }
            let tab = shownText(p, ScreenFields.Page.title)?.localized ?? Localized(source: "?")
            let title = tab.source
            tabs.append(tab)
            if !titles.insert(title).inserted {
                report(p.line(of: ScreenFields.Page.title), ScreenFields.Page.title.name, "\"\(ScreenLimits.shortened(title))\" is already a page of this container; page titles must be different")
            }
            pages.append(Page(id: pageID, title: title, content: content(p)))
        }
        let names = pages.map(\.title)
        let selected = start(id, in: .titles(names), fromFile: selected(o, f.selected, names: names, kind: "page titles"))
        let container = SegmentedPages(id: id, pages: pages, selected: selected)
        if tabs.contains(where: \.isTranslated) { localizedParts.append(LocalizedPart(widget: container.picker, kind: .options(tabs))) }
        return container
    }

    func ruler(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Ruler.self
        let min = o.read(f.min) ?? 0
        var max = o.read(f.max) ?? min + 100
        var step = o.read(f.step)
        let major = o.read(f.majorEvery)
        let rangeRefused = max < min
        if rangeRefused {
            report(o.line(of: f.max), f.max.name, "\(JSONValue.format(max)) is below min (\(JSONValue.format(min))); max must be at least min")
            max = min
        }
        if (max - min) / step > 1e9 {
            report(o.line(of: f.step), f.step.name, "gives more than 10⁹ steps from min to max; use a larger step")
            step = Swift.max(1, (max - min) / 1e9)
        }
        guard let scale = try? RulerScale(min: min, max: max, step: step, majorEvery: major) else {
            report(o.line, "ruler", "min, max and step do not make a ruler; see docs/screens.md")
            return Spacer()
        }
        var value = min
        if let v = o.read(f.value) {
            if v < min || v > max {
                // Against a refused range the value says nothing new: the range is the one mistake.
                if !rangeRefused { report(o.line(of: f.value), f.value.name, "must be from min to max (\(JSONValue.format(min))…\(JSONValue.format(max))), found \(JSONValue.format(v))") }
            } else {
                value = v
            }
        }
        let k = start(id, in: .steps(scale), fromFile: scale.index(nearest: value))
        return RulerWheel(id: id, scale: scale, value: scale.value(at: k), tickSpacing: o.read(f.tickSpacing))
    }
}
