/// Building widgets from screen-file mappings: the common fields, and the `children` and `content`
/// of containers. Each type's own fields are read by its kind (`ScreenWidgetKind.decode`, in the
/// control's folder), found by name in the registry.
extension ScreenDecoder {
    /// The widget a mapping describes, or nil (after reporting why) when it cannot be built.
    func widget(_ node: ScreenNode, field: String) -> Widget? {
        guard let probe = ScreenObject(node, what: "a widget", field: field, decoder: self,
                                       example: "{type: label, text: Hello}") else { return nil }
        guard let typeNode = probe[ScreenFields.type] else {
            report(node.line, ScreenFields.type.name, "missing; every widget needs a type, one of \(ScreenWidgetType.names)")
            return nil
        }
        guard let name = typeNode.text, let type = ScreenWidgetType(rawValue: name) else {
            let hint = typeNode.text.flatMap { ScreenObject.closest(to: $0, in: ScreenWidgetType.allCases.map(\.rawValue)) }
                .map { " (did you mean \"\($0)\"?)" } ?? ""
            report(typeNode.line, ScreenFields.type.name, "\(typeNode.shown) is not a widget type\(hint); allowed: \(ScreenWidgetType.names)")
            if let id = probe[ScreenFields.id.name]?.text { unbuiltIDs.insert(id) }
            return nil
        }
        let o = ScreenObject(node: node, entries: probe.entries, what: type.article, decoder: self)
        o.check(allowed: type.allowedFields)
        let id = o.read(ScreenFields.id)
        if let id { declare(id: id, line: o.line(of: ScreenFields.id)) }
        let w = type.kind.decode(o, id: id, self)
        widgetLines[ObjectIdentifier(w)] = node.line
        if let f = o.read(ScreenFields.flex) { w.flex = f }
        if let name = shownText(o, ScreenFields.accessibilityLabel)?.localized {
            w.accessibilityLabel = name.source
            if name.isTranslated { localizedParts.append(LocalizedPart(widget: w, kind: .accessibilityLabel(name))) }
        }
        if w.isUnnamedControl { unnamedControls.append(UnnamedControl(line: o.line, id: id, type: type)) }
        if let g = o.read(ScreenFields.widthGroup) {
            return EqualWidthMember(group: g, w)
        }
        return w
    }

    /// The `children` list (empty when missing or wrong, after reporting).
    func children(_ o: ScreenObject) -> [Widget] {
        let f = ScreenFields.children
        guard let n = o[f] else { return [] }
        guard let items = n.items else {
            report(n.line, f.name, "must be a list of widgets, found \(n.shown); e.g. children: [{type: button, title: OK}]")
            return []
        }
        return items.compactMap { widget($0, field: f.name) }
    }

    /// What stands in for a widget that cannot be built (after its mistakes are reported): empty
    /// space, so the rest of the screen still lays out and every mistake is found in one pass.
    func unbuilt() -> Widget { Spacer() }

    /// The one `content` widget (an empty spacer when missing or wrong, after reporting).
    func content(_ o: ScreenObject) -> Widget {
        let f = ScreenFields.content
        guard let n = o[f] else {
            report(o.line, f.name, "missing; \(o.what) holds one widget in content, e.g. content: {type: label, text: Hello}")
            return Spacer()
        }
        return widget(n, field: f.name) ?? Spacer()
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
