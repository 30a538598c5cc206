/// What a `set` line may change on a widget, and the change itself: one answer for the runner,
/// the application model's reset and the messages (`settableFields`), put together from what the
/// widgets say of themselves — no list of widget types here:
///
/// - `value`: a control with a value (`ValueControl`: picker, page container, ruler);
/// - its own fields (`SettableWidget`): a label's or button's `text`, a button's `enabled`, a
///   picker's `options`;
/// - `hidden`: any widget whose container does not decide whether it shows (`decidesShown`: a
///   deck its screens, a page container its pages).
extension Widget {
    /// The `set` fields this widget takes, in `SetField.names` order.
    var settableFields: [String] {
        var takes = (self as? SettableWidget)?.ownFields ?? []
        if valueControl != nil { takes.append("value") }
        if !(parent?.decidesShown(of: self) ?? false) { takes.append("hidden") }
        return SetField.names.filter(takes.contains)
    }

    /// Whether a `set` of `field` applies to this widget.
    func takes(_ field: SetField) -> Bool { settableFields.contains(field.name) }

    /// Makes the change a `set` line asks for. Throws a message naming the field and what this
    /// widget takes instead, or (for a value) what the control takes.
    func set(_ field: SetField) throws {
        guard takes(field) else {
            let what = field.name == "value" ? "value" : "\"\(field.name)\""
            throw ScriptError.message("\(typeName) \"\(id ?? "?")\" has no \(what) to set; it takes \(settableFields.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        switch field {
        case let .value(v): try setValue(v)
        case let .hidden(h):
            guard isHidden != h else { return }
            isHidden = h
            (parent ?? self).setNeedsLayout()
        case .list:
            try (self as? SettableWidget)?.check(field)
            (self as? SettableWidget)?.apply(field)
        case .text, .enabled, .options, .file, .pictures:
            // A text too long for a QR code, a file that cannot be shown: refused before anything changes.
            try (self as? SettableWidget)?.check(field)
            (self as? SettableWidget)?.apply(field)
        }
    }

    /// The field as it is now, as a `set` would write it (what a reset puts back); nil for a
    /// value (a reset moves values through `ValueControl`) and for a field it does not take.
    func current(_ field: SetField) -> SetField? {
        guard takes(field) else { return nil }
        switch field {
        case .value: return nil
        case .hidden: return .hidden(isHidden)
        case .text, .enabled, .options: return (self as? SettableWidget)?.current(field.name)
        case .file, .pictures: return (self as? SettableWidget)?.current(field.name)
        case .list: return nil   // the items are the controller's: a reset leaves them
        }
    }
}
