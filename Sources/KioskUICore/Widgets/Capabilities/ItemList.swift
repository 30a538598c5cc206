/// A widget that shows items with fields (a list): Swift replaces its items, `{LIST.FIELD}` live
/// texts show a field of its selected item, and the screen check names the fields it shows.
protocol ItemList: Widget {
    /// The fields its item template shows, in the order shown.
    var shownFields: [String] { get }
    /// Field `name` of the selected item; "" while none is selected.
    func selectedText(_ name: String) -> String
    /// Told when the selected item (or its fields) may have changed.
    var selectedItemWatcher: SelectedItemWatcher? { get set }
    /// Changes the items as the `items` commands do.
    func edit(_ e: ListEdit) throws(ScriptError)
}

/// What follows a list's selected item: the application model, whose `{LIST.FIELD}` texts show it.
@MainActor
protocol SelectedItemWatcher: AnyObject {
    /// What `list`'s selected item shows may have changed (the selection, an edit of the items).
    func selectedItemMayHaveChanged(in list: ItemList)
}
