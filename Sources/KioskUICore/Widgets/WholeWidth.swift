/// The least width at which a widget shows all it holds: no text cut, a word broken only where
/// it alone is wider; a control in its most compact form. A row gives each child at least this
/// before it stands its children one under another (`Stack`), so a heading beside a compact
/// picker keeps its words. Widgets without it can go down to their answer to a zero proposal.
protocol WholeWidth: Widget {
    /// The width in `ctx` (finite, never negative).
    func wholeWidth(_ ctx: LayoutContext) -> Double
}

extension Widget {
    /// This widget's whole width when it knows one (`WholeWidth`), else nil.
    func wholeWidthIfKnown(_ ctx: LayoutContext) -> Double? {
        guard let w = self as? WholeWidth else { return nil }
        return LayoutMath.nonNegative(w.wholeWidth(ctx))
    }
}

/// A widget that may draw its text cut to fit ("Stadtmu…"): the whole text when it does now, so
/// the `layout` query reports every cut text, with or without an id (`Scene.layoutQuery`).
protocol CutTextReporting: Widget {
    /// The whole text it shows ("" when none: an empty label takes no room and is no problem).
    var wholeText: String { get }
    /// The full text when what is drawn is cut; nil when it shows whole.
    var cutText: String? { get }
    /// What `kiosk check --sizes` calls the cut text ("label", "textField placeholder").
    var cutTextName: String { get }
    /// How `kiosk check --sizes` says to fix it.
    var cutTextFix: String { get }
}

extension CutTextReporting {
    var cutTextName: String { typeName }
    var cutTextFix: String { "let it wrap (wrap: true), shorten it, or give it room" }
}
