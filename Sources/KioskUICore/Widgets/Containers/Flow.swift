/// Items that wrap into rows by the available width, keeping their order (filter chips, tags).
///
/// Each item is measured at its ideal size; an item wider than the whole width is measured again
/// at that width (a label truncates or wraps) and takes a row of its own. Rows are aligned by
/// `alignment`; right to left the rows fill from the right and `start` is the right edge (each
/// item mirrored within the flow). The flow's width is its widest row (so re-wrapping at that width gives the same
/// rows), its height what the rows need; with no width proposal it is one row. The row breaking is
/// `FlowLayout`, a pure function.
package final class Flow: Widget {
    var itemSpacing: Double { didSet { if itemSpacing != oldValue { setNeedsLayout() } } }
    var rowSpacing: Double { didSet { if rowSpacing != oldValue { setNeedsLayout() } } }
    var alignment: RowAlignment { didSet { if alignment != oldValue { setNeedsLayout() } } }

    /// Item sizes of the visible children, in order, reused between calls so a 10,000-item flow
    /// doesn't allocate per measure.
    private var scratch: [Size] = []
    /// The pass and width `scratch` was measured for: placing at the width just measured reuses
    /// it, so each item is measured once per pass, not twice.
    private var scratchFor: (pass: Int, width: Double?)?
    /// The items' frames in their rows (relative to the flow) for `arrangedFor`'s pass and width:
    /// measuring breaks the rows once, and placing at the width just measured takes them from
    /// here instead of breaking them again. Kept between passes, so wrapping the same items again
    /// allocates nothing.
    private var arranged: [Rect] = []
    private var arrangedFor: (pass: Int, width: Double?)?
    /// The last answer of this pass: the height proposal is ignored, so one width gives one size.
    private var memo: (pass: Int, width: Double?, size: Size)?

    package init(itemSpacing: Double = 8, rowSpacing: Double = 8, alignment: RowAlignment = .leading,
         id: String? = nil, children: [Widget] = []) {
        self.itemSpacing = itemSpacing; self.rowSpacing = rowSpacing; self.alignment = alignment
        super.init(id: id, children: children)
    }

    // MARK: Layout

    /// Fills `scratch` with the item sizes for a width (nil: unlimited), unless it holds them
    /// already for this pass.
    private func itemSizes(width: Double?, _ ctx: LayoutContext) {
        if let f = scratchFor, f.pass == ctx.pass, f.width == width { return }
        // Filled as a local array (moved out and back, so its storage is reused, not copied).
        var sizes = scratch
        scratch = []
        sizes.removeAll(keepingCapacity: true)
        for c in children where !c.isHidden {
            var s = c.measure(.unspecified, ctx)
            if let w = width, s.width > w { s = c.measure(ProposedSize(width: w, height: nil), ctx); s.width = min(s.width, w) }
            sizes.append(s)
        }
        scratch = sizes
        scratchFor = (ctx.pass, width)
    }

    /// Fills `arranged` with the items wrapped at a width, unless it holds them already for this
    /// pass; returns the rows' size.
    @discardableResult @inline(__always)
    private func arrange(width: Double?, _ ctx: LayoutContext) -> Size {
        itemSizes(width: width, ctx)
        var frames = arranged
        arranged = []
        let (size, _) = FlowLayout.arrange(sizes: scratch, width: width, itemSpacing: itemSpacing, rowSpacing: rowSpacing,
                                           alignment: alignment, into: &frames)
        arranged = frames
        arrangedFor = (ctx.pass, width)
        return size
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let w = LayoutMath.finite(p.width)
        if let m = memo, m.pass == ctx.pass, m.width == w { return m.size }
        let size = arrange(width: w, ctx)
        memo = (ctx.pass, w, size)
        return size
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let width = LayoutMath.finite(bounds.width)
        if let f = arrangedFor, f.pass == ctx.pass, f.width == width {} else { arrange(width: width, ctx) }
        let frames = arranged
        let ox = bounds.minX, oy = bounds.minY, direction = ctx.direction
        // The visible children in order: the items `arranged` was made for (visibility does not
        // change inside a pass).
        var i = 0
        for c in children where !c.isHidden {
            let f = frames[i]
            c.place(in: direction.place(Rect(x: ox + f.minX, y: oy + f.minY, width: f.width, height: f.height), in: bounds), ctx)
            i += 1
        }
    }

    // MARK: Scripting

    override var typeName: String { "flow" }
}
