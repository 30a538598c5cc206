/// What callers outside the widgets ask of a list: its items and selected item's fields, its
/// selection as a value, its rows' buttons' events, its menu (the idle reset).
extension DataList: ItemList, SelectionValue, ChildEventRelay, TransientUI {
    func closeTransientUI() { closeMenu() }
}
