/// What a `set` line may change on each kind of widget, and the change itself. One table for the
/// runner, the application model's reset and the messages: `settableFields`.
///
/// - `value`: a control with a value (`ValueControl`: picker, page container, ruler);
/// - `text`: a label's text, a button's title (`TextWidget`);
/// - `enabled`: a button;
/// - `hidden`: any widget but a page or a screen's root (their container decides which shows);
/// - `options`: a picker, but not a page container's tabs (the pages decide those).
extension Widget {
    /// The `set` fields this widget takes, in `SetField.names` order.
    var settableFields: [String] {
        var out: [String] = []
        if self is ValueControl { out.append("value") }
        if self is TextWidget { out.append("text") }
        if self is Button { out.append("enabled") }
        // Which page or which screen shows is its container's choice, not a `hidden` flag's.
        if !(self is Page), !(parent is ScreenDeck) { out.append("hidden") }
        if self is SegmentedPicker, !(parent is SegmentedPages) { out.append("options") }
        return out
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
        case let .text(s): (self as? TextWidget)?.displayText = s
        case let .enabled(b): (self as? Button)?.isEnabled = b
        case let .hidden(h):
            guard isHidden != h else { return }
            isHidden = h
            (parent ?? self).setNeedsLayout()
        case let .options(o): (self as? SegmentedPicker)?.setOptions(o)
        }
    }
}

/// A widget whose one text a `set` line replaces: a label's `text`, a button's `title`. Text
/// that shows controls' values (`TextTemplate`) is written here too.
protocol TextWidget: Widget {
    var displayText: String { get set }
}

extension Label: TextWidget {
    var displayText: String {
        get { text }
        set { text = newValue }
    }
}

extension Button: TextWidget {
    var displayText: String {
        get { title }
        set { title = newValue }
    }
}
