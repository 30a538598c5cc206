extension AccessibilityRole {
    /// The item at a list's cursor (the list takes focus, its item is what is said).
    static let listItem = AccessibilityRole("list item", SpokenWord("item", de: "Eintrag", ar: "عنصر", hi: "आइटम"))
}

/// A list or grid of items (`type: list`).
struct ListKind: ScreenWidgetKind {
    var typeName: String { "list" }
    var fields: [any ScreenFieldInfo] { ScreenFields.List.all }
    var summary: String { "A list of items, or a grid of tiles, each shown through an item template whose `{FIELD}` texts fill from the item; only the rows in view exist, so it scrolls 10,000 items. The controller sends the items (`set` with `items`, `insert`, `remove`, `update`, `scrollTo`). Value for `set` and the state file: the selected keys. Events: `select`, `tap` (a button in a row, with `item`), `itemMenu`." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.list(o, id: id) }
    var roles: [AccessibilityRole] { [.listItem] }
    var setFields: [String] { ListEdit.names }

    /// The items replaced, inserted, removed or updated by key, or scrolled to one (`ListEdit`).
    func setField(_ name: String, _ value: JSONValue) throws -> SetField { .list(try ListEdit.parse(name, value)) }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.textPair("list: row text on surface", t.text, t.surface),
            t.textPair("list: selected or pressed row's text on surfacePressed", t.text, t.surfacePressed),
            t.edge("list: row's edge against background", outline: t.separator, around: [t.background]),
            t.partPair("list: selected row's accent edge and bar on surfacePressed", t.accent, t.surfacePressed),
            t.partPair("list: selected row's accent edge against background", t.accent, t.background),
            t.partPair("list: scroll bar, dimmed on background", t.dimmed, t.background),
        ]
    }
}
