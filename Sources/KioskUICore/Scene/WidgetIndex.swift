/// Widgets by id over one or more trees: the one lookup the application model, the decoder's
/// checks and the scene's scripts use. Tree order, parents before children; when an id repeats
/// (the decoder refuses that in a file; a menu's id may), the first widget of it wins.
@MainActor
struct WidgetIndex {
    private var byID: [String: Widget] = [:]
    /// The ids, each once, in tree order.
    private(set) var ids: [String] = []

    init(_ roots: [Widget]) {
        for r in roots {
            r.forEachDescendant { w in
                guard let id = w.id, byID[id] == nil else { return }
                byID[id] = w
                ids.append(id)
            }
        }
    }

    subscript(id: String) -> Widget? { byID[id] }

    /// The widget of each id, in tree order.
    var widgets: [Widget] { ids.compactMap { byID[$0] } }
}
