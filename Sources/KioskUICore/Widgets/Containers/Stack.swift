/// Lays children out one after another along an axis: a row (`.horizontal`) or a column (`.vertical`).
///
/// Main axis: children get their ideal lengths; flexible children (`flex > 0`, spacers) share the
/// leftover; when the room is short, children shrink towards their minimum, flexible ones first
/// (the full rule is in `StackDistribution`). Cross axis: each child is proposed the stack's cross
/// length and aligned by `alignment` (children are clamped to the stack, never spill out of it).
/// A row whose children don't fit side by side even at their minimum widths (in a row nothing
/// with content goes below a touch target's width) stands them one under another instead, as an
/// equal-width row does: the form is decided by the width alone, inside the layout pass.
/// Right to left (`LayoutContext.direction`) every child is mirrored within the stack's frame: a
/// row runs from the right, `start` alignment in a column is the right edge, a stood-up row's
/// children stand against the right edge, and the left and right padding trade sides.
/// A row never reports less height than its tallest child needs, so a column above it never
/// squashes it to 0: it overflows, and the screen's scroll view scrolls (`Screen.scrollingWhenTall`).
/// The stack hugs its content: its size is its children's plus spacing and padding, unless
/// flexible children took a finite proposal's leftover.
package final class Stack: Widget {
    /// Its drawing reads its frame, and what it keeps from placing is sized, not placed.
    override func movesByFrameAlone() -> Bool { true }

    let axis: Axis
    var spacing: Double { didSet { if spacing != oldValue { setNeedsLayout() } } }
    var alignment: CrossAlignment { didSet { if alignment != oldValue { setNeedsLayout() } } }
    var padding: Insets { didSet { if padding != oldValue { setNeedsLayout() } } }
    /// Whether the last layout stood a row's children one under another (`query` reports it).
    private(set) var isStacked = false

    package init(_ axis: Axis, spacing: Double = 0, alignment: CrossAlignment = .center, padding: Insets = .zero,
         id: String? = nil, children: [Widget] = []) {
        self.axis = axis; self.spacing = spacing; self.alignment = alignment; self.padding = padding
        super.init(id: id, children: children)
    }

    // MARK: Layout

    /// How the visible children are laid out for one proposal.
    private struct Resolved {
        var children: [Widget]
        /// Length of each child along the direction they are laid out in.
        var lengths: [Double]
        var sizes: [Size]
        var spacing: Double
        /// A row whose children don't fit side by side even at their minimum widths stands them
        /// one under another instead (then `lengths` are heights).
        var stacked = false
    }

    /// Main-axis lengths and measured sizes of the visible children for an inner proposal.
    private func resolve(_ inner: ProposedSize, _ ctx: LayoutContext) -> Resolved {
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
            items.append(StackDistribution.Item(ideal: ideal, min: ideal, max: c.maxLength(axis),
                                                flex: c.flex))
        }
        // Minimum lengths are only needed (and only measured) when the ideals don't fit.
        if let avail = LayoutMath.finite(inner[axis]),
           idealTotal + gap * Double(max(0, kids.count - 1)) > avail + LayoutMath.epsilon {
            for (i, c) in kids.enumerated() {
                var least = ask(c, 0)[axis]
                if axis == .horizontal && !(c is Spacer) {
                    // In a row, nothing with content gets narrower than a touch target (or its ideal):
                    // a label cut to "N…" next to a button helps nobody. Nor narrower than what it
                    // needs to show whole (`WholeWidth`: a heading's words, a picker's compact form):
                    // before anything is cut, the row stands its children one under another. Never
                    // more than the row has: a slider alone in a row narrower than its track's
                    // three touch targets takes the row, not more (its end would be off the panel),
                    // and `kiosk check --sizes` reports it.
                    least = max(least, min(items[i].ideal, avail, max(ctx.theme.minTouchTarget, c.wholeWidthIfKnown(ctx) ?? 0)))
                }
                items[i] = StackDistribution.Item(ideal: items[i].ideal, min: least, max: items[i].max, flex: items[i].flex)
            }
            if axis == .horizontal, kids.filter({ !($0 is Spacer) }).count > 1,
               items.reduce(0, { $0 + $1.min }) + spacing * Double(kids.count - 1) > avail + LayoutMath.epsilon {
                return stackedRow(kids, width: avail, height: LayoutMath.finite(cross), ctx)
            }
        }
        var lengths = StackDistribution.lengths(items, available: inner[axis], spacing: gap)
        var sizes: [Size] = []
        sizes.reserveCapacity(kids.count)
        for (i, c) in kids.enumerated() {
            var s = ask(c, lengths[i])
            if c is Spacer { s[axis.cross] = 0 }   // a spacer only takes room along the stack
            sizes.append(s)
        }
        // A child that is not flexible and takes less than it was given (a compact picker says
        // "English ▾" in less than the room a segmented one would have had) keeps only what it
        // takes; the flexible children share the rest.
        if kids.indices.contains(where: { items[$0].flex > 0 }) {
            var given = false
            for i in kids.indices where items[i].flex == 0 && sizes[i][axis] < lengths[i] - LayoutMath.epsilon {
                let taken = sizes[i][axis]
                items[i] = StackDistribution.Item(ideal: min(items[i].ideal, taken), min: min(items[i].min, taken), max: taken, flex: 0)
                given = true
            }
            if given {
                lengths = StackDistribution.lengths(items, available: inner[axis], spacing: gap)
                for (i, c) in kids.enumerated() {
                    var s = ask(c, lengths[i])
                    if c is Spacer { s[axis.cross] = 0 }
                    sizes[i] = s
                }
            }
        }
        return Resolved(children: kids, lengths: lengths, sizes: sizes, spacing: gap)
    }

    /// A row too narrow for its children: they stand one under another, each at most `width`
    /// wide, with the row's spacing between them; spacers take no room. Given a `height` taller
    /// than they need, the flexible ones share what is left by their `flex`, as in a column: the
    /// cafe's menu grid and order, stacked on a portrait panel, fill it instead of leaving its
    /// lower half empty.
    private func stackedRow(_ kids: [Widget], width: Double, height: Double?, _ ctx: LayoutContext) -> Resolved {
        let shown = kids.filter { !($0 is Spacer) }
        let sizes = shown.map { c -> Size in
            let s = c.measure(ProposedSize(width: width, height: nil), ctx)
            return Size(min(s.width, width), s.height)
        }
        let gap = LayoutMath.nonNegative(spacing)
        var lengths = sizes.map(\.height)
        let flexes = shown.map { $0.flex.isFinite ? max(0, $0.flex) : 0 }
        let totalFlex = flexes.reduce(0, +)
        if let height, totalFlex > 0, case let left = height - StackDistribution.total(lengths, spacing: gap), left > 0 {
            for i in lengths.indices where flexes[i] > 0 { lengths[i] += (left * flexes[i] / totalFlex).rounded(.down) }
        }
        return Resolved(children: shown, lengths: lengths, sizes: sizes, spacing: gap, stacked: true)
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let r = resolve(p.inset(by: padding), ctx)
        if r.stacked {
            let w = r.sizes.reduce(0) { max($0, $1.width) }
            let h = StackDistribution.total(r.lengths, spacing: r.spacing)
            return Size(LayoutMath.padded(w, padding.horizontal, proposal: p.width), h + padding.vertical)
        }
        let main = StackDistribution.total(r.lengths, spacing: r.spacing)
        var cross = r.sizes.reduce(0) { max($0, $1[axis.cross]) }
        // A column keeps to the width it is given (its children truncate or wrap). A row reports
        // the height its children need even when offered less: squashing a button to 0 px would
        // hide it; the column above scrolls instead.
        if axis == .vertical, let limit = LayoutMath.finite(LayoutMath.reduce(p[axis.cross], by: padding.total(axis.cross))) {
            cross = min(cross, limit)
        }
        return Size(main: LayoutMath.padded(main, padding.total(axis), proposal: p[axis]),
                    cross: LayoutMath.padded(cross, padding.total(axis.cross), proposal: p[axis.cross]), axis: axis)
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let inner = bounds.insetWithin(padding)
        let r = resolve(ProposedSize(inner.size), ctx)
        isStacked = r.stacked
        if r.stacked {
            for c in visibleChildren where c is Spacer { c.place(in: Rect(x: inner.minX, y: inner.minY, width: 0, height: 0), ctx) }
            let offsets = StackDistribution.offsets(r.lengths, start: inner.minY, spacing: r.spacing)
            for (i, c) in r.children.enumerated() {
                let rect = Rect(x: inner.minX, y: offsets[i], width: r.sizes[i].width, height: r.lengths[i])
                c.place(in: ctx.direction.place(rect, in: bounds), ctx)
            }
            return
        }
        let offsets = StackDistribution.offsets(r.lengths, start: inner.min(axis), spacing: r.spacing)
        for (i, c) in r.children.enumerated() {
            let (o, l) = alignment.place(r.sizes[i][axis.cross], in: inner.size[axis.cross])
            let origin = Point(main: offsets[i], cross: inner.min(axis.cross) + o, axis: axis)
            c.place(in: ctx.direction.place(Rect(origin: origin, size: Size(main: r.lengths[i], cross: l, axis: axis)), in: bounds), ctx)
        }
    }

    // MARK: Scripting

    override var typeName: String { axis == .horizontal ? "row" : "column" }
}

extension Stack: QueryableWidget {
    var layoutState: [(String, JSONValue)] { isStacked ? [("stacked", true)] : [] }
}
