/// Puts one child into a named equal-width group: every member of the same name, anywhere in the
/// tree (the trailing buttons of several rows), takes the widest member's ideal width.
///
/// The group width is computed once per layout pass (cached on the `LayoutContext`) by walking the
/// tree the member belongs to: the max ideal width over all members of that name. Members under a
/// hidden widget don't count — except inside a `FirstThatFits`, whose branches all count, because
/// its choice is made in the same pass. The group width is each member's minimum too: in a row
/// the label beside a member gives way first, and when the label would get less than a touch
/// target the row stands the two one under another (`Stack`), so members of different rows stay
/// exactly equal. Only a proposal narrower than the group width itself gets less (the title
/// wraps onto two lines before it is cut).
/// Any number of groups can share a screen.
final class EqualWidthMember: Widget {
    let group: String

    init(group: String, id: String? = nil, _ child: Widget) {
        self.group = group
        super.init(id: id, children: [child])
        flex = child.flex
    }

    // MARK: Layout

    /// The group's shared width in this pass: the widest member's ideal, in whole pixels.
    func groupWidth(_ ctx: LayoutContext) -> Double {
        var root: Widget = self
        while let p = root.parent { root = p }
        let widths = ctx.groupWidths(tree: ObjectIdentifier(root)) { EqualWidthMember.collect(root, ctx) }
        return (widths[group] ?? 0).rounded(.up)
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
        // Whole pixels, so members in different rows stay equal after pixel rounding. The group
        // width is also the minimum: in a row, the neighbours (a label) give way first. Only a
        // proposal narrower than the group width itself gets less.
        var w = groupWidth(ctx)
        if let limit = LayoutMath.finite(p.width), limit > 0 { w = min(w, limit.rounded(.down)) }
        let h = visibleChildren.first?.measure(ProposedSize(width: w, height: p.height), ctx).height ?? 0
        return Size(w, h)
    }

    override var typeName: String { "equal-width-member" }
}
