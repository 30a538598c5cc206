/// A row whose children all take the widest child's ideal width (buttons "OK" and "Cancel" the
/// same size).
///
/// When that many children don't fit the proposal, they share what there is equally (labels
/// truncate) and the spacing shrinks if even it doesn't fit: nothing overflows. With `stretch`,
/// the children share the whole of a finite width instead. Children fill the row's height.
/// (The column form — members in different rows sharing one width — is `EqualWidthMember`.)
final class EqualWidthRow: Widget {
    var spacing: Double { didSet { if spacing != oldValue { setNeedsLayout() } } }
    var stretch: Bool { didSet { if stretch != oldValue { setNeedsLayout() } } }

    init(spacing: Double = 12, stretch: Bool = false, id: String? = nil, children: [Widget] = []) {
        self.spacing = spacing; self.stretch = stretch
        super.init(id: id, children: children)
    }

    // MARK: Layout

    private func resolve(_ p: ProposedSize, _ ctx: LayoutContext) -> (kids: [Widget], width: Double, spacing: Double) {
        let kids = visibleChildren
        var widest = 0.0
        for c in kids { widest = max(widest, c.measure(ProposedSize(width: nil, height: p.height), ctx).width) }
        let r = EqualWidthResolution.resolve(widest: widest, count: kids.count, available: p.width, spacing: spacing,
                                             stretch: stretch)
        return (kids, r.width, r.spacing)
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let r = resolve(p, ctx)
        var height = 0.0
        for c in r.kids { height = max(height, c.measure(ProposedSize(width: r.width, height: p.height), ctx).height) }
        let n = Double(r.kids.count)
        return Size(r.width * n + r.spacing * max(0, n - 1), height)
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let r = resolve(ProposedSize(bounds.size), ctx)
        let offsets = StackDistribution.offsets(Array(repeating: r.width, count: r.kids.count), start: bounds.minX,
                                                spacing: r.spacing)
        for (i, c) in r.kids.enumerated() {
            c.place(in: Rect(x: offsets[i], y: bounds.minY, width: r.width, height: bounds.height), ctx)
        }
    }

    override var typeName: String { "equal-width-row" }
}
