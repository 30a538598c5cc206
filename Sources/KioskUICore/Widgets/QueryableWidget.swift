/// A widget with state of its own to show in the `layout` query (a selection, a value, a scroll
/// offset, an open menu …). Widgets say it as `JSONValue`s — plain values, written out by
/// Scripting; the base class knows no JSON, a widget with something to report adopts this in its
/// own file.
protocol QueryableWidget: Widget {
    /// Pairs added to the widget's node in the `layout` query, after id, type and frame.
    var layoutState: [(String, JSONValue)] { get }
}
