/// What the `layout` query shows of a row in view: the template's widgets as the row shows
/// them now, so a controller or a test sees a text cut inside a row as it sees any other.
extension ListRow {
    /// Each widget of the row's template that shows something (a text, a button, a picture) or
    /// that the template named, in tree order: its type, frame, the id the template gave it
    /// (the copies have none of their own), `hidden` when it shows nothing for this item, then
    /// its own `layout` state (a label's `text`, `shown` and `truncated`). Stacks and frames that
    /// only arrange the others are left out.
    var queryWidgets: [JSONValue] {
        var out: [JSONValue] = []
        children.first?.forEachDescendant { w in
            let state = w.queryState()
            let name = templateID(of: w)
            guard !state.isEmpty || name != nil else { return }
            var pairs: [(String, JSONValue)] = [("type", .string(w.typeName)), ("frame", JSONValue(w.frame))]
            if let name { pairs.append(("id", .string(name))) }
            if w.isHidden || w.ancestorHidden { pairs.append(("hidden", true)) }
            out.append(.object(pairs + state))
        }
        return out
    }
}
