/// A widget whose value is a selection of keys (a list) rather than one position: `set` and a
/// bound `KioskState<[String]>` change it.
protocol SelectionValue: Widget {
    /// The keys selected, in the items' order.
    var selection: [String] { get }
    /// Selects exactly `keys` (unknown ones are ignored).
    func setSelection(_ keys: [String])
    /// Selects what a script or command gives (a key, a list of keys, null); throws what it takes.
    func setSelection(json v: JSONValue) throws
}
