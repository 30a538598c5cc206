/// Lays children out one after another along an axis: a row (`.horizontal`) or a column (`.vertical`).
///
/// Main axis: children get their ideal lengths; flexible children (`flex > 0`, spacers) share the
/// leftover; when the room is short, children shrink towards their minimum, flexible ones first
/// (the full rule is in `StackDistribution`). Cross axis: each child is proposed the stack's cross
/// length and aligned by `alignment` (children are clamped to the stack, never spill out of it).
/// The stack hugs its content: its size is its children's plus spacing and padding, unless
/// flexible children took a finite proposal's leftover.
final class Stack: Widget {
    let axis: Axis
    var spacing: Double { didSet { if spacing != oldValue { setNeedsLayout() } } }
    var alignment: CrossAlignment { didSet { if alignment != oldValue { setNeedsLayout() } } }
    var padding: Insets { didSet { if padding != oldValue { setNeedsLayout() } } }

    init(_ axis: Axis, spacing: Double = 0, alignment: CrossAlignment = .center, padding: Insets = .zero,
         id: String? = nil, children: [Widget] = []) {
        self.axis = axis; self.spacing = spacing; self.alignment = alignment; self.padding = padding
        super.init(id: id, children: children)
    }

    // MARK: Layout

    /// Main-axis lengths and measured sizes of the visible children for an inner proposal.
    private func resolve(_ inner: ProposedSize, _ ctx: LayoutContext)
        -> (children: [Widget], lengths: [Double], sizes: [Size], spacing: Double) {
        let kids = visibleChildren
        let gap = StackDistribution.spacing(spacing, count: kids.count, available: inner[axis])
        let cross = inner[axis.cross]
        func ask(_ c: Widget, _ main: Double?) -> Size { c.measure(ProposedSize(main: main, cross: cross, axis: axis), ctx) }
        var items: [StackDistribution.Item] = []
        items.reserveCapacity(kids.count)
        var idealTotal = 0.0
        for c in kids {
            let ideal = ask(c, nil)[axis]
            idealTotal += ideal
            items.append(StackDistribution.Item(ideal: ideal, min: ideal, max: (c as? LayoutLimits)?.maxLength(axis) ?? .infinity,
                                                flex: c.flex))
        }
        // Minimum lengths are only needed (and only measured) when the ideals don't fit.
        if let avail = LayoutMath.finite(inner[axis]),
           idealTotal + gap * Double(max(0, kids.count - 1)) > avail + LayoutMath.epsilon {
            for (i, c) in kids.enumerated() {
                items[i] = StackDistribution.Item(ideal: items[i].ideal, min: ask(c, 0)[axis], max: items[i].max, flex: items[i].flex)
            }
        }
        let lengths = StackDistribution.lengths(items, available: inner[axis], spacing: gap)
        var sizes: [Size] = []
        sizes.reserveCapacity(kids.count)
        for (i, c) in kids.enumerated() {
            var s = ask(c, lengths[i])
            if c is Spacer { s[axis.cross] = 0 }   // a spacer only takes room along the stack
            sizes.append(s)
        }
        return (kids, lengths, sizes, gap)
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let r = resolve(p.inset(by: padding), ctx)
        let main = StackDistribution.total(r.lengths, spacing: r.spacing)
        var cross = r.sizes.reduce(0) { max($0, $1[axis.cross]) }
        if let limit = LayoutMath.finite(LayoutMath.reduce(p[axis.cross], by: padding.total(axis.cross))) {
            cross = min(cross, limit)
        }
        return Size(main: LayoutMath.padded(main, padding.total(axis), proposal: p[axis]),
                    cross: LayoutMath.padded(cross, padding.total(axis.cross), proposal: p[axis.cross]), axis: axis)
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let inner = bounds.insetWithin(padding)
        let r = resolve(ProposedSize(inner.size), ctx)
        let offsets = StackDistribution.offsets(r.lengths, start: inner.min(axis), spacing: r.spacing)
        for (i, c) in r.children.enumerated() {
            let (o, l) = alignment.place(r.sizes[i][axis.cross], in: inner.size[axis.cross])
            let origin = Point(main: offsets[i], cross: inner.min(axis.cross) + o, axis: axis)
            c.place(in: Rect(origin: origin, size: Size(main: r.lengths[i], cross: l, axis: axis)), ctx)
        }
    }

    // MARK: Scripting

    override var typeName: String { axis == .horizontal ? "row" : "column" }
}
