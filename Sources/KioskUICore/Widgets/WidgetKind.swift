/// One kind of widget, as the rest of the runtime asks about it: its roles and the colour pairs it
/// draws. Every kind is listed once in `WidgetKinds.all` (as LVGL lists its classes in one table);
/// what the checker, the schema, the docs, speech and the contrast checks know of widgets they
/// look up there, so a new control is its folder plus one line in that list.
protocol WidgetKind: Sendable {
    /// The roles its widgets take (`AccessibilityRole`, declared in its folder), for the docs and
    /// the tests that hold every role to words in every language.
    var roles: [AccessibilityRole] { get }
    /// Every pair of theme colours it draws one on the other that WCAG 2.x AA asks a ratio of
    /// (`Theme.contrastChecks` explains which pairs count).
    func contrastChecks(_ theme: Theme) -> [ContrastCheck]
}

extension WidgetKind {
    var roles: [AccessibilityRole] { [] }
    func contrastChecks(_ theme: Theme) -> [ContrastCheck] { [] }
}

/// A kind a screen file names by its `type` (`type: slider`): its fields, what it is for the docs
/// and the schema, and how a checked mapping becomes the widget.
protocol ScreenWidgetKind: WidgetKind {
    /// The `type` a screen file writes: "slider".
    var typeName: String { get }
    /// Its fields besides the common ones (`ScreenFields.common`), in the order messages and docs
    /// list them.
    var fields: [any ScreenFieldInfo] { get }
    /// What a widget of this type does, for the docs and the schema's `description`.
    var summary: String { get }
    /// Whether it has a value, events or text of its own (the docs list these as controls, the
    /// others as layout). Default: true.
    var isControl: Bool { get }
    /// The widget a mapping of this type describes; the common fields (`id`, `flex`, …) are read by
    /// the decoder, which reports each mistake at its line, so this always returns a widget (a
    /// spacer in place of one it cannot build).
    @MainActor func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget
    /// The fields a `set` line may change on a widget of this kind besides the common ones
    /// (`SetField.common`), in the order messages list them: a picker's `options`. Default: none.
    var setFields: [String] { get }
    /// The change a `set` line asks with `value` for `name`, one of `setFields`; a `ScriptError`
    /// saying what the value must be when it is not that.
    func setField(_ name: String, _ value: JSONValue) throws -> SetField
    /// What `kiosk check` says of one that focus reaches but speech has no name for, after
    /// `start` ("FILE:LINE: accessibilityLabel: warning: the ruler \"minutes\""), with `field`
    /// and a `suggestion` for its name; default: it would say only its value.
    func unnamedWarning(_ start: String, field: String, suggestion: String) -> String
}

extension ScreenWidgetKind {
    var isControl: Bool { true }
    var setFields: [String] { [] }

    func setField(_ name: String, _ value: JSONValue) throws -> SetField {
        throw ScriptError.message("a \(typeName) takes no \"\(name)\" in \"set\"")
    }

    func unnamedWarning(_ start: String, field: String, suggestion: String) -> String {
        "\(start) has no name, so speech would say only its value; add \(field) with what it sets (e.g. \(field): \(suggestion))"
    }
}
