/// Building a `list`: its static items, its settings, and the item template, which is decoded
/// again for each row widget the list makes (`TextTemplate.escaped` first, so that `{title}`
/// reaches the widgets as written instead of being read as a control's value).
extension ScreenDecoder {
    func list(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.List.self
        let items = o[f.items].map { listItems($0, field: f.items.name) } ?? []
        var menu: [String] = []
        if let n = o[f.rowMenu] { menu = (titles(n, field: f.rowMenu.name, example: f.rowMenu.kind.example) ?? []).map(\.source) }
        let mode = o.read(f.selection)
        var selected: [String] = []
        if let id, let saved = initialValue(for: id) {
            if let keys = saved.arrayValue?.compactMap(\.stringValue), keys.count == saved.arrayValue?.count {
                selected = keys
            } else {
                rejectInitialValue(id: id, "\(ScreenLimits.shortened(saved.serialized)) is not a list of keys")
            }
        }
        let (empty, emptyTemplate) = text(o, f.emptyText)
        guard let templateNode = o[f.template] else {
            report(o.line, f.template.name, "missing; a list needs the widgets of one row, e.g. template: {type: label, text: \"{title}\"}")
            return unbuilt()
        }
        // The template is checked once here; each row is built from it by a decoder of its own.
        let escaped = ScreenDecoder.escapingPlaceholders(templateNode)
        let probe = ScreenDecoder(file: file, translations: translations)
        probe.languages = languages   // a template's fixed texts may be written in each language
        probe.catalogs = catalogs
        guard probe.widget(escaped.node, field: f.template.name) != nil else {
            for i in probe.issues { report(i.line, i.field, i.message, file: i.file) }
            return unbuilt()
        }
        for i in probe.issues where !escaped.placeholderLines.contains(i.line) { report(i.line, i.field, i.message, file: i.file) }
        let (file, translations, node, languages, catalogs) = (self.file, self.translations, escaped.node, self.languages, self.catalogs)
        let grid = o.read(f.grid)
        let list = DataList(id: id, items: items, selection: mode, selected: selected, minItemWidth: grid ? o.read(f.minItemWidth) : nil,
                            spacing: o.read(f.spacing), emptyText: empty, rowMenu: menu) {
            let d = ScreenDecoder(file: file, translations: translations)
            d.languages = languages
            d.catalogs = catalogs
            let w = d.widget(node, field: "template") ?? Spacer()
            return (w, d.liveTexts.compactMap { t in t.template.isTranslated ? ListRow.Translation(widget: t.widget, text: t.template) : nil })
        }
        // The empty text changes with the language as a label's does.
        if let emptyTemplate { liveTexts.append((list.emptyLabel, emptyTemplate.text, f.emptyText.name, emptyTemplate.places)) }
        return list
    }

    /// The file's `items`: mappings with a different `key` each and scalar fields.
    private func listItems(_ n: ScreenNode, field: String) -> [ListItem] {
        let example = "[{key: latte, title: Latte, price: \"3.20\"}]"
        guard let list = n.items else {
            report(n.line, field, "must be a list of items, found \(n.shown); e.g. \(field): \(example)")
            return []
        }
        var out: [ListItem] = []
        var keys: Set<String> = []
        for item in list {
            guard let entries = item.entries else {
                report(item.line, field, "each item must be a mapping with a key, found \(item.shown); e.g. \(example)")
                continue
            }
            var key: String?
            var fields: [ListItem.Field] = []
            for e in entries {
                guard let text = e.value.text else {
                    report(e.line, field, "item field \(e.key) must be text, a number or true/false, found \(e.value.shown)")
                    continue
                }
                if e.key == "key" { key = text } else { fields.append(ListItem.Field(name: e.key, text: text)) }
            }
            guard let key, !key.isEmpty else {
                report(item.line, field, "each item needs a key (different from the others'), e.g. \(example)")
                continue
            }
            guard keys.insert(key).inserted else {
                report(item.line, field, "the key \"\(ScreenLimits.shortened(key))\" appears twice; keys must be different")
                continue
            }
            out.append(ListItem(key: key, fields: fields))
        }
        return out
    }

    /// `node` with every brace of its texts doubled (a screen file's way to show a brace), and
    /// the lines of the texts that had a placeholder: what the decoder says of those (a picture
    /// file `{image}` that is not there) is not a mistake of the file.
    nonisolated static func escapingPlaceholders(_ node: ScreenNode) -> (node: ScreenNode, placeholderLines: Set<Int>) {
        var lines: Set<Int> = []
        func walk(_ n: ScreenNode) -> ScreenNode {
            var out = n
            switch n.value {
            case let .scalar(text, kind):
                if kind == .string, TextTemplate.hasBraces(text) {
                    if ItemPlaceholders.has(text) { lines.insert(n.line) }
                    out.value = .scalar(TextTemplate.escaped(text), kind)
                }
            case let .mapping(entries):
                // A picture's file is a path, never a text with values: `{image}` reaches it as written.
                out.value = .mapping(entries.map { e in
                    if e.key == ScreenFields.Image.file.name, let t = e.value.text, ItemPlaceholders.has(t) { lines.insert(e.value.line); return e }
                    return ScreenNode.Entry(key: e.key, line: e.line, value: walk(e.value))
                })
            case let .sequence(items):
                out.value = .sequence(items.map(walk))
            }
            return out
        }
        let escaped = walk(node)
        return (escaped, lines)
    }
}
