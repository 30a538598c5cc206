/// A widget whose value is a text a person types (a text field): a `KioskState<String>` binds to
/// it both ways.
protocol TextBinding: Widget {
    /// The text it holds.
    var text: String { get }
    /// Sets the text as `set` does (filtered by the field's kind).
    func setText(_ s: String)
}
