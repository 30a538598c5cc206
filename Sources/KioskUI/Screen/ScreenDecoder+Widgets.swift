/// Building widgets from screen-file mappings: the type dispatch, the common fields, and the
/// containers. The controls with values are in `ScreenDecoder+Controls.swift`.
extension ScreenDecoder {
    /// The widget a mapping describes, or nil (after reporting why) when it cannot be built.
    func widget(_ node: ScreenNode, field: String) -> Widget? {
        guard let probe = ScreenObject(node, what: "a widget", field: field, decoder: self,
                                       example: "{type: label, text: Hello}") else { return nil }
        guard let typeNode = probe["type"] else {
            report(node.line, "type", "missing; every widget needs a type, one of \(ScreenWidgetType.names)")
            return nil
        }
        guard let name = typeNode.text, let type = ScreenWidgetType(rawValue: name) else {
            let hint = typeNode.text.flatMap { ScreenObject.closest(to: $0, in: ScreenWidgetType.allCases.map(\.rawValue)) }
                .map { " (did you mean \"\($0)\"?)" } ?? ""
            report(typeNode.line, "type", "\(typeNode.shown) is not a widget type\(hint); allowed: \(ScreenWidgetType.names)")
            return nil
        }
        let o = ScreenObject(node: node, entries: probe.entries, what: type.article, decoder: self)
        o.check(allowed: ScreenWidgetType.commonFields + type.fields)
        var id: String?
        if let s = o.string("id", example: "start") {
            declare(id: s, line: o["id"]!.line)
            id = s
        }
        let w = build(type, o, id: id)
        if let f = o.number("flex", in: 0...1000) { w.flex = f }
        if let g = o.string("widthGroup", example: "actions") {
            return EqualWidthMember(group: g, w)
        }
        return w
    }

    private func build(_ type: ScreenWidgetType, _ o: ScreenObject, id: String?) -> Widget {
        switch type {
        case .column, .row:
            let align: [String: CrossAlignment] = ["start": .leading, "center": .center, "end": .trailing, "fill": .fill]
            return Stack(type == .column ? .vertical : .horizontal,
                         spacing: o.number("spacing", in: 0...1000) ?? 0,
                         alignment: o.choice("align", ["start", "center", "end", "fill"]).flatMap { align[$0] } ?? .center,
                         padding: o.insets("padding") ?? .zero, id: id, children: children(o))
        case .flow:
            return Flow(itemSpacing: o.number("itemSpacing", in: 0...1000) ?? 8,
                        rowSpacing: o.number("rowSpacing", in: 0...1000) ?? 8,
                        alignment: rowAlignment(o) ?? .leading, id: id, children: children(o))
        case .equalRow:
            return EqualWidthRow(spacing: o.number("spacing", in: 0...1000) ?? 12, stretch: o.bool("stretch") ?? false,
                                 id: id, children: children(o))
        case .scroll:
            return ScrollView(id: id, content(o))
        case .padding:
            let insets = o.insets("insets")
            if !o.has("insets") { report(o.line, "insets", "missing; a padding needs insets, e.g. insets: 24 or insets: [8, 16]") }
            return Padding(insets ?? .zero, id: id, content(o))
        case .frame:
            let r = 0.0...16384.0
            return Frame(width: o.number("width", in: r), height: o.number("height", in: r),
                         minWidth: o.number("minWidth", in: r), maxWidth: o.number("maxWidth", in: r),
                         minHeight: o.number("minHeight", in: r), maxHeight: o.number("maxHeight", in: r),
                         id: id, content(o))
        case .spacer:
            let s = Spacer(minLength: o.number("minLength", in: 0...16384) ?? 0)
            s.id = id
            return s
        case .button: return button(o, id: id)
        case .label: return label(o, id: id)
        case .picker: return picker(o, id: id)
        case .pages: return pages(o, id: id)
        case .ruler: return ruler(o, id: id)
        }
    }

    /// "start", "center", "end" for rows of items and lines of text.
    func rowAlignment(_ o: ScreenObject) -> RowAlignment? {
        let map: [String: RowAlignment] = ["start": .leading, "center": .center, "end": .trailing]
        return o.choice("align", ["start", "center", "end"]).flatMap { map[$0] }
    }

    /// The `children` list (empty when missing or wrong, after reporting).
    func children(_ o: ScreenObject) -> [Widget] {
        guard let n = o["children"] else { return [] }
        guard let items = n.items else {
            report(n.line, "children", "must be a list of widgets, found \(n.shown); e.g. children: [{type: button, title: OK}]")
            return []
        }
        return items.compactMap { widget($0, field: "children") }
    }

    /// The one `content` widget (an empty spacer when missing or wrong, after reporting).
    func content(_ o: ScreenObject) -> Widget {
        guard let n = o["content"] else {
            report(o.line, "content", "missing; \(o.what) holds one widget in content, e.g. content: {type: label, text: Hello}")
            return Spacer()
        }
        return widget(n, field: "content") ?? Spacer()
    }
}

extension ScreenObject {
    /// A widget mapping already known to be one (after the type was read).
    init(node: ScreenNode, entries: [ScreenNode.Entry], what: String, decoder: ScreenDecoder) {
        self.node = node
        self.entries = entries
        self.what = what
        self.decoder = decoder
    }
}
