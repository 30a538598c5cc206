/// Puts one child into a named equal-width group: every member of the same name, anywhere in the
/// tree (the trailing buttons of several rows), takes the widest member's ideal width.
///
/// The group width is computed once per layout pass (cached on the `LayoutContext`) by walking the
/// tree the member belongs to: the max ideal width over all members of that name. Members under a
/// hidden widget don't count — except inside a `FirstThatFits`, whose branches all count, because
/// its choice is made in the same pass. When a proposal is narrower than the group width the
/// member takes the proposal (its label truncates); in a stack, flexible neighbours give up
/// space first, so the members of different rows stay equal as long as they can.
/// Any number of groups can share a screen.
final class EqualWidthMember: Widget {
    let group: String

    init(group: String, id: String? = nil, _ child: Widget) {
        self.group = group
        super.init(id: id, children: [child])
        flex = child.flex
    }

    // MARK: Layout

    /// The group's shared width in this pass.
    func groupWidth(_ ctx: LayoutContext) -> Double {
        var root: Widget = self
        while let p = root.parent { root = p }
        let widths = ctx.groupWidths(root: root) { EqualWidthMember.collect(root, ctx) }
        return widths[group] ?? 0
    }

    /// Every group under `root` and its widest member's ideal width.
    static func collect(_ root: Widget, _ ctx: LayoutContext) -> [String: Double] {
        var out: [String: Double] = [:]
        func visit(_ w: Widget, hiddenCounts: Bool) {
            if w.isHidden && !hiddenCounts { return }
            if let m = w as? EqualWidthMember {
                let ideal = m.children.first.map { $0.isHidden ? 0 : $0.measure(.unspecified, ctx).width } ?? 0
                out[m.group] = max(out[m.group] ?? 0, ideal)
            }
            let branches = w is FirstThatFits
            for c in w.children { visit(c, hiddenCounts: branches) }
        }
        visit(root, hiddenCounts: false)
        return out
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        // Whole pixels, so members in different rows stay equal after pixel rounding.
        var w = groupWidth(ctx).rounded(.up)
        if let limit = LayoutMath.finite(p.width) { w = min(w, limit.rounded(.down)) }
        let h = visibleChildren.first?.measure(ProposedSize(width: w, height: p.height), ctx).height ?? 0
        return Size(w, h)
    }

    override var typeName: String { "equal-width-member" }
}
