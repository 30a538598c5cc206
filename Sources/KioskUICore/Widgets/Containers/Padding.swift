/// Adds space around one child: the child is proposed the space minus the insets and placed inside.
/// Right to left the left and right insets trade sides, as everything else in the layout mirrors.
final class Padding: Widget {
    var insets: Insets { didSet { if insets != oldValue { setNeedsLayout() } } }

    init(_ insets: Insets, id: String? = nil, _ child: Widget) {
        self.insets = insets
        super.init(id: id, children: [child])
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let inner = visibleChildren.first?.measure(p.inset(by: insets), ctx) ?? .zero
        return Size(LayoutMath.padded(inner.width, insets.horizontal, proposal: p.width),
                    LayoutMath.padded(inner.height, insets.vertical, proposal: p.height))
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        for c in visibleChildren { c.place(in: ctx.direction.place(bounds.insetWithin(insets), in: bounds), ctx) }
    }

    override var typeName: String { "padding" }
}
