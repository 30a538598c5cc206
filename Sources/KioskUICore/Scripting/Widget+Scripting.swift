/// What scripts and commands see of any widget beyond its id, type and frame: the state it adds
/// to the `layout` query and the value `set` changes. The widget base class knows neither JSON
/// nor script errors; widgets with something to report adopt `QueryableWidget`, controls with a
/// value `ValueControl`.
protocol QueryableWidget: Widget {
    /// Pairs added to the widget's node in the `layout` query, after id, type and frame
    /// (selection, value, scroll offset, open menu …).
    var layoutState: [(String, JSONValue)] { get }
}

extension Widget {
    /// The widget's own state for the `layout` query (none for most widgets).
    func queryState() -> [(String, JSONValue)] { (self as? QueryableWidget)?.layoutState ?? [] }

    /// Sets the widget's value from a script or command, as a user would change it. Throws a
    /// message saying what the control takes, or that the widget has no value.
    func setValue(_ value: JSONValue) throws {
        guard let control = self as? ValueControl else {
            throw ScriptError.message("widget '\(id ?? "?")' (\(typeName)) has no value to set")
        }
        guard let p = control.valueDomain.position(of: value) else {
            throw ScriptError.message("\(control.valueNoun) \"\(id ?? "?")\" takes \(control.valueDomain.accepted)")
        }
        control.moveValue(to: p)
    }
}
