/// What `{LIST.FIELD}` in a label shows (docs/screens.md, "Lists"): a field of the selected item.
extension DataList {
    /// The text of field `name` (`key` is the key) of the selected item, the first selected in
    /// `multiple`; "" when nothing is selected, the selected key names no item now, or the item
    /// has no such field.
    func selectedText(_ name: String) -> String {
        guard let key = selection.first, let i = data.position(of: key) else { return "" }
        return data.items[i][name] ?? ""
    }
}
