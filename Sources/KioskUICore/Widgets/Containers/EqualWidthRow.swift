/// A row whose children all take the widest child's ideal width (buttons "OK" and "Cancel" the
/// same size).
///
/// When they don't all fit side by side at that width, the row stacks them: a column of
/// full-width children of one width, separated by the same spacing (`EqualWidthResolution`); a
/// title that is still too long wraps onto two lines before it is cut. The form is decided inside
/// the layout pass from the proposal alone, so it cannot flicker. With `stretch`, the children
/// share the whole of a finite width instead of stopping at the widest. Side by side, children
/// fill the row's height. Right to left the row runs from the right: the first child is the
/// rightmost (a dialog's primary button, last, comes out on the left). (The column form — members in different rows sharing one width — is
/// `EqualWidthMember`.)
final class EqualWidthRow: Widget {
    var spacing: Double { didSet { if spacing != oldValue { setNeedsLayout() } } }
    var stretch: Bool { didSet { if stretch != oldValue { setNeedsLayout() } } }
    /// Whether the last layout stacked the children (reported by `query`).
    private(set) var isStacked = false

    init(spacing: Double = 12, stretch: Bool = false, id: String? = nil, children: [Widget] = []) {
        self.spacing = spacing; self.stretch = stretch
        super.init(id: id, children: children)
    }

    // MARK: Layout

    private func resolve(_ p: ProposedSize, _ ctx: LayoutContext) -> (kids: [Widget], form: EqualWidthResolution.Result) {
        let kids = visibleChildren
        var widest = 0.0
        for c in kids { widest = max(widest, c.measure(ProposedSize(width: nil, height: nil), ctx).width) }
        return (kids, EqualWidthResolution.resolve(widest: widest, count: kids.count, available: p.width,
                                                   spacing: spacing, stretch: stretch))
    }

    /// Each child's height at the members' width: side by side all take the tallest.
    private func heights(_ kids: [Widget], _ form: EqualWidthResolution.Result, _ ctx: LayoutContext) -> [Double] {
        let hs = kids.map { $0.measure(ProposedSize(width: form.width, height: nil), ctx).height }
        if form.stacked { return hs }
        return Array(repeating: hs.max() ?? 0, count: kids.count)
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let (kids, form) = resolve(p, ctx)
        let hs = heights(kids, form, ctx)
        let n = Double(kids.count), gaps = form.spacing * max(0, n - 1)
        if form.stacked { return Size(form.width, hs.reduce(0, +) + gaps) }
        return Size(form.width * n + gaps, hs.first ?? 0)
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let (kids, form) = resolve(ProposedSize(width: bounds.width, height: nil), ctx)
        isStacked = form.stacked
        if form.stacked {
            let hs = heights(kids, form, ctx)
            let offsets = StackDistribution.offsets(hs, start: bounds.minY, spacing: form.spacing)
            for (i, c) in kids.enumerated() {
                c.place(in: ctx.direction.place(Rect(x: bounds.minX, y: offsets[i], width: form.width, height: hs[i]), in: bounds), ctx)
            }
            return
        }
        let offsets = StackDistribution.offsets(Array(repeating: form.width, count: kids.count), start: bounds.minX,
                                                spacing: form.spacing)
        for (i, c) in kids.enumerated() {
            c.place(in: ctx.direction.place(Rect(x: offsets[i], y: bounds.minY, width: form.width, height: bounds.height), in: bounds), ctx)
        }
    }

    override var typeName: String { "equal-width-row" }
}

extension EqualWidthRow: QueryableWidget {
    var layoutState: [(String, JSONValue)] { [("stacked", .bool(isStacked))] }
}
