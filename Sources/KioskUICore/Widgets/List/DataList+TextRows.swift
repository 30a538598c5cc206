/// A list built and looked at without a screen file: rows of plain text, the list of a tree found
/// by its id, and what its motion and items are now (`kiosk bench` times lists this way).
extension DataList {
    /// The most items a list holds.
    package static var maxItems: Int { ListData.maxItems }

    /// A list with no items yet, single selection, whose rows are one line of the items'
    /// `fields` (`{title}`, `{price}`) side by side, 8 px apart, the first taking the room the
    /// others leave. `flex`: its share of a stack's room (nil: a list's own).
    package static func textRows(id: String, fields: [String], flex: Double? = nil) -> DataList {
        let list = DataList(id: id, items: [], selection: .single) {
            let labels = fields.map { Label("{\($0)}") }
            labels.first?.flex = 1
            return (Stack(.horizontal, spacing: 8, children: labels), [])
        }
        if let flex { list.flex = flex }
        return list
    }

    /// The list with `id` in the tree under `root`, if there is one.
    package static func first(withID id: String, in root: Widget) -> DataList? {
        WidgetIndex([root])[id] as? DataList
    }

    /// Whether the rows move now (dragged, gliding or springing back).
    package var isScrolling: Bool { scroller.isMoving(at: scene?.now ?? 0) }
    /// How many items it has.
    package var itemCount: Int { data.count }
}
