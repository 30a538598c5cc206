/// A widget that may have transient UI of its own open (a picker's or a list's menu), which the
/// idle reset closes so the next customer finds the screen as it starts.
protocol TransientUI: Widget {
    /// Closes what it has open, if anything (nothing is sent when nothing is open).
    func closeTransientUI()
}
