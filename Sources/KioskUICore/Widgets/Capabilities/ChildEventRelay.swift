/// A widget that sends its descendants' events as its own (a list sends the tap of a button in a
/// row, saying which item's row it is in).
protocol ChildEventRelay: Widget {
    /// Sends `kind` from descendant `w` its own way; false when it is not one to relay (it then
    /// goes out from `w` as usual).
    func relay(_ kind: KioskEvent.Kind, from w: Widget) -> Bool
}
