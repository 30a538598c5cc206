/// Building the controls: buttons, labels, and the controls with a value (pickers, page
/// containers, rulers), whose starting value may come from `--state` instead of the file.
extension ScreenDecoder {
    func button(_ o: ScreenObject, id: String?) -> Widget {
        let styles: [String: Button.Style] = ["primary": .primary, "secondary": .secondary, "chip": .chip]
        let title = o.string("title", required: true, example: "Start") ?? ""
        let style = o.choice("style", ["primary", "secondary", "chip"]).flatMap { styles[$0] } ?? .secondary
        return Button(id: id, title: title, style: style)
    }

    func label(_ o: ScreenObject, id: String?) -> Widget {
        let styles: [String: TextStyle] = ["body": .body, "bold": .bodyBold, "title": .title, "caption": .caption]
        let text = o.string("text", required: true, example: "Hello") ?? ""
        let style = o.choice("style", ["body", "bold", "title", "caption"]).flatMap { styles[$0] } ?? .body
        let maxLines = o.int("maxLines", in: 1...1000)
        let wrap = o.bool("wrap") ?? (maxLines != nil)
        if maxLines != nil && o.bool("wrap") == false {
            report(o["maxLines"]!.line, "maxLines", "only applies to wrapped text; remove it or set wrap: true")
        }
        return Label(text, style: style, lines: wrap ? .wrap(maxLines: maxLines) : .single, color: o.color("color"),
                     alignment: rowAlignment(o) ?? .leading, id: id)
    }

    /// A list of distinct, non-empty texts (options, page titles), or nil after reporting.
    private func titles(_ n: ScreenNode, field: String, example: String) -> [String]? {
        guard let items = n.items, !items.isEmpty else {
            let found = n.items == nil ? "found \(n.shown)" : "found an empty list; give at least one \(field == "options" ? "option" : "entry")"
            report(n.line, field, "must be a list of at least one text, \(found); e.g. \(field): \(example)")
            return nil
        }
        var out: [String] = []
        var seen: Set<String> = []
        for item in items {
            guard let s = item.text, !s.isEmpty else {
                report(item.line, field, "each entry must be non-empty text, found \(item.shown)")
                return nil
            }
            guard seen.insert(s).inserted else {
                report(item.line, field, "\"\(ScreenLimits.shortened(s))\" appears twice; each entry must be different")
                return nil
            }
            out.append(s)
        }
        return out
    }

    /// The index a `selected` field (or a saved value) names: an entry's text, else a whole-number index.
    static func index(of value: JSONValue, in names: [String]) -> Int? {
        if let s = value.stringValue { return names.firstIndex(of: s) }
        if let n = value.doubleValue, n == n.rounded(), n >= 0, n < Double(names.count) { return Int(n) }
        return nil
    }

    /// The starting index: the saved value when it fits, else the file's `selected`, else 0.
    private func selection(_ o: ScreenObject, id: String?, names: [String], kind: String) -> Int {
        var index = 0
        if let n = o["selected"] {
            let v: JSONValue = n.number.map { .number($0) } ?? .string(n.text ?? "")
            // Text first: an option written 10 is selected by `selected: 10`.
            if let t = n.text, let i = names.firstIndex(of: t) {
                index = i
            } else if let i = ScreenDecoder.index(of: v, in: names) {
                index = i
            } else {
                report(n.line, "selected", "must be one of the \(kind) (\(ScreenDecoder.quoted(names))) or an index 0…\(names.count - 1), found \(n.shown)")
            }
        }
        if let id, let saved = initialValue(for: id) {
            if let i = ScreenDecoder.index(of: saved, in: names) { index = i } else {
                rejectInitialValue(id: id, "\(ScreenLimits.shortened(saved.serialized)) is not one of \(ScreenDecoder.quoted(names))")
            }
        }
        return index
    }

    func picker(_ o: ScreenObject, id: String?) -> Widget {
        guard let n = o["options"] else {
            report(o.line, "options", "missing; a picker needs options, e.g. options: [Day, Week, Month]")
            return SegmentedPicker(id: id, options: ["?"])
        }
        let options = titles(n, field: "options", example: "[Day, Week, Month]") ?? ["?"]
        let selected = selection(o, id: id, names: options, kind: "options")
        return SegmentedPicker(id: id, options: options, selected: selected, fillsWidth: o.bool("fillWidth") ?? false)
    }

    func pages(_ o: ScreenObject, id: String?) -> Widget {
        guard let n = o["pages"] else {
            report(o.line, "pages", "missing; a pages container needs pages, e.g. pages: [{title: Home, content: {type: label, text: Hi}}]")
            return Spacer()
        }
        guard let items = n.items, !items.isEmpty else {
            let found = n.items == nil ? "found \(n.shown)" : "found an empty list; give at least one page"
            report(n.line, "pages", "must be a list of at least one page {title, content}, \(found)")
            return Spacer()
        }
        var pages: [Page] = []
        var titles: Set<String> = []
        for item in items {
            guard let p = ScreenObject(item, what: "a page", field: "pages", decoder: self,
                                       example: "{title: Home, content: {type: label, text: Hi}}") else { continue }
            p.check(allowed: ScreenPageFields.all)
            var pageID: String?
            if let s = p.string("id", example: "home") { declare(id: s, line: p["id"]!.line); pageID = s }
            let title = p.string("title", required: true, example: "Home") ?? "?"
            if !titles.insert(title).inserted {
                report(p["title"]?.line ?? p.line, "title", "\"\(ScreenLimits.shortened(title))\" is already a page of this container; page titles must be different")
            }
            pages.append(Page(id: pageID, title: title, content: content(p)))
        }
        let selected = selection(o, id: id, names: pages.map(\.title), kind: "page titles")
        return SegmentedPages(id: id, pages: pages, selected: selected)
    }

    func ruler(_ o: ScreenObject, id: String?) -> Widget {
        let r = -1e12...1e12
        let min = o.number("min", in: r, required: true) ?? 0
        var max = o.number("max", in: r, required: true) ?? min + 100
        var step = o.number("step", in: 1e-6...1e12) ?? 1
        let major = o.int("majorEvery", in: 1...1_000_000) ?? 10
        if max < min {
            report(o["max"]?.line ?? o.line, "max", "\(JSONValue.format(max)) is below min (\(JSONValue.format(min))); max must be at least min")
            max = min
        }
        if (max - min) / step > 1e9 {
            report(o["step"]?.line ?? o.line, "step", "gives more than 10⁹ steps from min to max; use a larger step")
            step = Swift.max(1, (max - min) / 1e9)
        }
        guard let scale = try? RulerScale(min: min, max: max, step: step, majorEvery: major) else {
            report(o.line, "ruler", "min, max and step do not make a ruler; see docs/screens.md")
            return Spacer()
        }
        var value = min
        if let v = o.number("value", in: r) {
            if v < min || v > max {
                report(o["value"]!.line, "value", "must be from min to max (\(JSONValue.format(min))…\(JSONValue.format(max))), found \(JSONValue.format(v))")
            } else {
                value = v
            }
        }
        if let id, let saved = initialValue(for: id) {
            if let v = saved.doubleValue, v >= min, v <= max { value = v } else {
                rejectInitialValue(id: id, "\(ScreenLimits.shortened(saved.serialized)) is not a number from \(JSONValue.format(min)) to \(JSONValue.format(max))")
            }
        }
        return RulerWheel(id: id, scale: scale, value: value)
    }
}
