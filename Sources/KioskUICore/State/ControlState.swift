/// The values of a scene's controls as saved in a state file: each `ValueControl`'s value
/// (pickers and page containers by the title of their selection, rulers by their number).
/// Restoring goes the other way through `Screen.load(initialValues:)`, which starts each control
/// at its saved value through the same `ValueDomain`.
@MainActor
enum ControlState {
    /// The value of every control with a value whose id is in `ids` (when nil: all ids but a page
    /// container's own tabs, which its value already covers), in tree order.
    static func snapshot(_ scene: Scene, ids: Set<String>?) -> [(String, JSONValue)] {
        var out: [(String, JSONValue)] = []
        scene.root.forEachDescendant { w in
            guard let id = w.id, isSaved(w, ids: ids), let v = value(of: w) else { return }
            out.append((id, v))
        }
        return out
    }

    /// Whether `snapshot` takes the value of `w`: its id is in `ids` (when nil: it has an id and
    /// is not a page container's own tabs).
    static func isSaved(_ w: Widget, ids: Set<String>?) -> Bool {
        guard let id = w.id else { return false }
        return ids?.contains(id) ?? (w.valueControl?.isValueOfItsOwn ?? true)
    }

    /// A control's value, or nil for widgets without one (and for a ruler whose value is not a
    /// finite number, which JSON cannot hold: saving it would make the whole file unreadable).
    /// Each widget says what it keeps (`Widget.keptValue`): a text field its text unless it is
    /// secure, a list its selection.
    static func value(of w: Widget) -> JSONValue? { w.keptValue }
}
