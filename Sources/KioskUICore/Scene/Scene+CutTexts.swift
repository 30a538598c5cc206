/// Every text the screen shows cut to fit, for the `layout` query and `kiosk check --sizes`: a
/// heading without an id that lost its end is found as surely as a control's title.
extension Scene {
    /// One cut text: its widget, and the whole text it could not show.
    struct CutText {
        var widget: Widget
        var text: String
    }

    /// The texts drawn cut now, in tree order (overlays last); hidden widgets show nothing and are
    /// left out.
    func cutTexts() -> [CutText] {
        var out: [CutText] = []
        func visit(_ w: Widget) {
            guard !w.isHidden else { return }
            if let c = w as? CutTextReporting, let text = c.cutText { out.append(CutText(widget: w, text: text)) }
            for child in w.children { visit(child) }
        }
        visit(root)
        for o in overlays { visit(o) }
        return out
    }

    /// The `layout` query's `truncated` list: each cut text's type, frame, id (when it has one)
    /// and whole text.
    func cutTextsQuery() -> [(String, JSONValue)] {
        let cut = cutTexts()
        guard !cut.isEmpty else { return [] }
        return [("truncated", .array(cut.map { c in
            .object([("type", .string(c.widget.typeName)), ("frame", JSONValue(c.widget.frame))]
                    + (c.widget.id.map { [("id", .string($0))] } ?? []) + [("text", .string(c.text))])
        }))]
    }
}
