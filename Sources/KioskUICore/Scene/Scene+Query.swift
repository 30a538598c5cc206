/// What scripts and commands ask of the tree: widgets by id, scrolling one into view, and the
/// `layout` query's answer.
extension Scene {
    /// Every widget with an id, in tree order (overlays last).
    func widgetsWithIDs() -> [Widget] {
        var out: [Widget] = []
        root.forEachDescendant { if $0.id != nil { out.append($0) } }
        if keyboard.isListed { out.append(keyboard) }
        for o in overlays { o.forEachDescendant { if $0.id != nil { out.append($0) } } }
        return out
    }

    /// The widget with `id` (the first in tree order, overlays last), or nil.
    package func widget(id: String) -> Widget? {
        WidgetIndex([root] + (keyboard.isListed ? [keyboard] : []) + overlays)[id]
    }

    /// Scrolls every scrolling ancestor of `w` at once so that `w` is in view (scripts aim at it).
    func bringIntoView(_ w: Widget) {
        var p = w.parent
        while let x = p {
            x.reveal(w.frame, animated: false)
            p = x.parent
        }
    }

    /// The `layout` query answer: the UI size, `extra` (the screen showing), what has focus
    /// (`focusTarget`, while the ring shows), and every widget with an id, its frame and state, then
    /// its name and role for speech (after the older fields, so readers of those keep their order).
    func layoutQuery(extra: [(String, JSONValue)] = []) -> JSONValue {
        layoutIfNeeded()
        let nodes: [JSONValue] = widgetsWithIDs().map { w in
            var pairs: [(String, JSONValue)] = [("id", .string(w.id ?? "")), ("type", .string(w.typeName)),
                                                ("frame", JSONValue(w.frame))]
            if w.isHidden || w.ancestorHidden { pairs.append(("hidden", true)) }
            if focus.focused === w && !focus.hidesRing { pairs.append(("focused", true)) }
            pairs += w.queryState()
            pairs += [("name", .string(w.accessibleName)), ("role", .string(w.accessibleRole.rawValue))]
            return .object(pairs)
        }
        let focused: [(String, JSONValue)] = focusTarget.map { [("focus", .string($0))] } ?? []
        return .object([("size", JSONValue(bounds.size)), ("window", JSONValue(windowSize)),
                        ("fontScale", .number(fontScale)), ("split", .number(split))] + extra + focused + [("nodes", .array(nodes))]
                       + cutTextsQuery())
    }

    /// What has focus while the ring shows (after a key or a gamepad button), as a pointer target
    /// names it: the widget's id, or `ID#N` for a dialog's button N; nil when nothing shows focus.
    var focusTarget: String? {
        guard !focus.hidesRing, let f = focus.focused else { return nil }
        if let id = f.id { return id }
        var p = f.parent
        while let x = p {
            if let d = x as? ModalQuestion, let id = d.id, let n = d.buttonIndex(of: f) { return "\(id)#\(n)" }
            p = x.parent
        }
        return nil
    }
}
