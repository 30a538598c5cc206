/// The list of a screen description (`type: list`), its items bound to a `KioskState<[KUI.Item]>`:
/// the app sets the items, the list shows them (as the controller's `set` with `items` does).
extension KUI {
    /// One entry of a `KUI.List`: its key and its fields, in order.
    public struct Item: Equatable, Sendable {
        /// What selection, events and edits name the item by; different for every item.
        public var key: String
        /// The fields the template's `item.NAME` shows, in the order given.
        public var fields: [Field]

        /// One `name: text` of an item.
        public struct Field: Equatable, Sendable {
            public var name: String
            public var text: String
            public init(name: String, text: String) { self.name = name; self.text = text }
        }

        /// `KUI.Item(key: "latte", ["title": "Latte", "price": "3.20"])`; `"enabled": "false"`
        /// draws the row faded and takes no tap.
        public init(key: String, _ fields: KeyValuePairs<String, String> = [:]) {
            self.key = key
            self.fields = fields.map { Field(name: $0.key, text: $0.value) }
        }

        /// The item as the list holds it.
        var listItem: ListItem { ListItem(key: key, fields: fields.map { ListItem.Field(name: $0.name, text: $0.text) }) }
    }

    /// What a list's item template writes to show an item's field: `item.title` is the text
    /// `"{title}"`, filled from each item the row shows.
    @dynamicMemberLookup
    public struct ItemFields: Sendable {
        /// The placeholder of field `name`.
        public subscript(dynamicMember name: String) -> String { "{\(name)}" }
        /// The placeholder of field `name` (for names that are no Swift identifier).
        public subscript(_ name: String) -> String { "{\(name)}" }
    }

    /// How a tap on a list's row selects (`selection:`).
    public enum ListSelection: String, Sendable {
        /// A tap still sends `select`; nothing stays selected.
        case none
        case single
        case multiple
    }

    /// A list of items, or a grid of tiles (`type: list`), each shown through the template the
    /// closure builds from an `ItemFields`: `KUI.List(id: "menu", items: menu) { item in
    /// KUI.Label(item.title) }`. Only the rows in view are built. Events: `select` (with `item`),
    /// a button's `tap` in a row (with `item`), `itemMenu`.
    public struct List: Element, Sendable {
        /// The list's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use; a bound list needs one.
        ///   - items: the items, both at start and whenever the app sets the state.
        ///   - selection: what a tap keeps (default `single`).
        ///   - selected: the selected keys, both ways: a tap puts them in, the app's value selects.
        ///   - grid: tiles side by side, as many columns as tiles of `minItemWidth` fit.
        ///   - emptyText: shown while there are no items.
        ///   - rowMenu: the choices of a row's long-press menu (event `itemMenu`).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - template: one row's widgets, showing the item's fields through `ItemFields`.
        public init(id: String, items: KioskState<[Item]>, selection: ListSelection = .single,
                    selected: KioskState<[String]>? = nil, grid: Bool = false, minItemWidth: Double? = nil,
                    emptyText: String? = nil, rowMenu: [String] = [], fileID: String = #fileID, line: Int = #line,
                    @ContentBuilder template: (ItemFields) -> Node) {
            let f = ScreenFields.List.self
            node = Node(ListKind(), [ScreenFields.id.entry(id), f.template.entry(template(ItemFields())),
                                f.grid.entry(grid ? true : nil), f.minItemWidth.entry(minItemWidth),
                                f.selection.entry(selection == .single ? nil : selection.rawValue), f.emptyText.entry(emptyText),
                                f.rowMenu.entry(rowMenu.isEmpty ? nil : rowMenu)], fileID: fileID, line: line)
            node.mapping.hooks.append(.items(items))
            if let selected { node.mapping.hooks.append(.selection(selected)) }
        }
    }
}
