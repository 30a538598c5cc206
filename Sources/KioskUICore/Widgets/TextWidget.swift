/// A widget whose one text a `set` line replaces: a label's `text`, a button's `title`. Text
/// that shows controls' values (`TextTemplate`) is written here too.
protocol TextWidget: Widget {
    var displayText: String { get set }
}
