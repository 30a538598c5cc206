/// Stacks children on top of each other (later children above): a background under a label, a
/// badge over an icon. Its size is the largest child's; each child is aligned on both axes
/// (right to left, `leading` is the right edge).
final class Overlay: Widget {
    var horizontal: CrossAlignment { didSet { if horizontal != oldValue { setNeedsLayout() } } }
    var vertical: CrossAlignment { didSet { if vertical != oldValue { setNeedsLayout() } } }
    var padding: Insets { didSet { if padding != oldValue { setNeedsLayout() } } }

    init(horizontal: CrossAlignment = .fill, vertical: CrossAlignment = .fill, padding: Insets = .zero,
         id: String? = nil, children: [Widget] = []) {
        self.horizontal = horizontal; self.vertical = vertical; self.padding = padding
        super.init(id: id, children: children)
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let inner = p.inset(by: padding)
        var s = Size.zero
        for c in visibleChildren {
            let m = c.measure(inner, ctx)
            s = Size(max(s.width, m.width), max(s.height, m.height))
        }
        return Size(LayoutMath.padded(s.width, padding.horizontal, proposal: p.width),
                    LayoutMath.padded(s.height, padding.vertical, proposal: p.height))
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let inner = bounds.insetWithin(padding)
        for c in visibleChildren {
            let m = c.measure(ProposedSize(inner.size), ctx)
            let (x, w) = horizontal.place(m.width, in: inner.width)
            let (y, h) = vertical.place(m.height, in: inner.height)
            c.place(in: ctx.direction.place(Rect(x: inner.minX + x, y: inner.minY + y, width: w, height: h), in: bounds), ctx)
        }
    }

    override var typeName: String { "overlay" }
}
