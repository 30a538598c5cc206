/// A `set` command line read as the runner reads it (`Script.parseLine`), and carried out on the
/// widget of a tree as the runner carries it out (`Widget.set`), without a run: what a
/// controller's `set` costs, measured by `kiosk bench`.
package struct SetCommand {
    let id: String
    let field: SetField

    /// Reads `line`; throws when it is not a valid `set` command.
    package static func parse(_ line: String) throws -> SetCommand {
        guard case let .set(id, field)? = try Script.parseLine(line, form: .command).first?.action else {
            throw ScriptError.message("not a set")
        }
        return SetCommand(id: id, field: field)
    }

    /// Makes the change on the widget with its id in the tree under `root`; throws when there is
    /// none or it does not take the field.
    @MainActor package func apply(in root: Widget) throws {
        guard let w = WidgetIndex([root])[id] else { throw ScriptError.message("not a set of the bench's list") }
        try w.set(field)
    }
}
