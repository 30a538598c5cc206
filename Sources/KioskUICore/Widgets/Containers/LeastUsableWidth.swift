/// A control that stops working below a width, whatever it shows: a slider whose track is shorter
/// than three touch targets is only a thumb; a text field narrower than a few letters shows "T…".
/// Its least usable width is its whole width (`WholeWidth`), so a row gives it at least that before
/// it stands its children one under another (`Stack`), and `kiosk check --sizes` reports one that
/// is still narrower (a row with nothing else to stand up, a split too narrow) at its line
/// (`LayoutLint`).
protocol LeastUsableWidth: WholeWidth {
    /// The width in `ctx` (finite, never negative).
    func leastUsableWidth(_ ctx: LayoutContext) -> Double
}

extension LeastUsableWidth {
    func wholeWidth(_ ctx: LayoutContext) -> Double { leastUsableWidth(ctx) }
}

/// How many touch targets long the part of a control a finger moves along must be at least: a
/// slider's track, a ruler's ticks, a text field's text.
enum LeastUsable {
    static let touchTargets = 3.0
}
