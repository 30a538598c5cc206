/// What scripts and commands see of any widget beyond its id, type and frame: the state it adds
/// to the `layout` query (`QueryableWidget`) and the value `set` changes (`ValueControl`), with
/// the script errors for a widget that has neither.
extension Widget {
    /// The widget's own state for the `layout` query (none for most widgets).
    func queryState() -> [(String, JSONValue)] { (self as? QueryableWidget)?.layoutState ?? [] }

    /// Sets the widget's value from a script or command, as a user would change it. Throws a
    /// message saying what the control takes, or that the widget has no value.
    func setValue(_ value: JSONValue) throws {
        if let list = self as? SelectionValue { return try list.setSelection(json: value) }
        guard let control = valueControl else {
            throw ScriptError.message("widget '\(id ?? "?")' (\(typeName)) has no value to set")
        }
        guard let p = control.valueDomain.position(of: value) else {
            throw ScriptError.message("\(control.valueNoun) \"\(id ?? "?")\" takes \(control.valueDomain.accepted)")
        }
        control.moveValue(to: p)
    }
}
