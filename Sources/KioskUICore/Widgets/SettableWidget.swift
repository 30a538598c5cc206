/// A widget with fields of its own that a `set` line changes: a label's `text`, a button's
/// `title` (as `text`) and `enabled`, a picker's `options`. Besides these, a control with a value
/// takes `value` (`ValueControl`), and every widget `hidden` unless its container decides whether
/// it shows (`Widget.decidesShown`). `Widget.settableFields` (Scripting/Widget+Set.swift) puts
/// the three together; a reset puts a field back with what `current` said before the first change.
protocol SettableWidget: Widget {
    /// The names of the fields it takes of its own (`SetField.name`).
    var ownFields: [String] { get }
    /// The field as it is now, as a `set` would write it: what a reset puts back. Nil for a
    /// field it does not take.
    func current(_ name: String) -> SetField?
    /// Makes the change; `field` is one of `ownFields`.
    func apply(_ field: SetField)
    /// Throws the message a `set` answers with when the widget cannot take `field` as given (a QR
    /// code's text too long for it, an image's file that is missing); called before `apply`, so
    /// nothing has changed then. Default: it takes every one.
    func check(_ field: SetField) throws
}

extension SettableWidget {
    func check(_ field: SetField) throws {}
}
