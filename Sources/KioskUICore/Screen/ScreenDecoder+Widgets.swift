/// Building widgets from screen-file mappings: the type dispatch, the common fields, and the
/// containers. The controls with values are in `ScreenDecoder+Controls.swift`.
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
        let w = build(type, o, id: id)
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

    private func build(_ type: ScreenWidgetType, _ o: ScreenObject, id: String?) -> Widget {
        switch type {
        case .column, .row:
            let f = ScreenFields.Stack.self
            return Stack(type == .column ? .vertical : .horizontal, spacing: o.read(f.spacing), alignment: o.read(f.align),
                         padding: o.read(f.padding), id: id, children: children(o))
        case .flow:
            let f = ScreenFields.Flow.self
            return Flow(itemSpacing: o.read(f.itemSpacing), rowSpacing: o.read(f.rowSpacing),
                        alignment: o.read(ScreenFields.lineAlign), id: id, children: children(o))
        case .equalRow:
            let f = ScreenFields.EqualRow.self
            return EqualWidthRow(spacing: o.read(f.spacing), stretch: o.read(f.stretch), id: id, children: children(o))
        case .scroll:
            return ScrollView(id: id, content(o))
        case .padding:
            let f = ScreenFields.Padding.insets
            let insets = o.read(f)
            if o[f.name] == nil { report(o.line, f.name, "missing; a padding needs insets, e.g. insets: 24 or insets: [8, 16]") }
            return Padding(insets ?? .zero, id: id, content(o))
        case .frame:
            let f = ScreenFields.Frame.self
            return Frame(width: o.read(f.width), height: o.read(f.height), minWidth: o.read(f.minWidth), maxWidth: o.read(f.maxWidth),
                         minHeight: o.read(f.minHeight), maxHeight: o.read(f.maxHeight), id: id, content(o))
        case .spacer:
            let s = Spacer(minLength: o.read(ScreenFields.Spacer.minLength))
            s.id = id
            return s
        case .button: return button(o, id: id)
        case .label: return label(o, id: id)
        case .picker: return picker(o, id: id)
        case .pages: return pages(o, id: id)
        case .ruler: return ruler(o, id: id)
        case .image: return image(o, id: id)
        case .qr: return qr(o, id: id)
        case .progress: return progress(o, id: id)
        case .slider: return slider(o, id: id)
        case .stepper: return stepper(o, id: id)
        case .switch, .checkbox: return toggle(type == .switch ? .switch : .checkbox, o, id: id)
        case .textField: return textField(o, id: id)
        case .list: return list(o, id: id)
        }
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
