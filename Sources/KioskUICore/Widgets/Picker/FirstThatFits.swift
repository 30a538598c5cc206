/// What holds a `FirstThatFits` and follows its choice (the segmented picker's forms).
@MainActor
protocol FirstThatFitsOwner: AnyObject {
    /// A layout pass chose child `index` of `f`, another than the pass before.
    func firstThatFits(_ f: FirstThatFits, chose index: Int)
}

/// Shows the first child whose ideal length along `axis` fits the proposal, or the last child when
/// none does: the mechanism behind adaptive controls (a segmented picker that turns into a compact
/// menu when its segments no longer fit).
///
/// The choice depends only on the proposal, so it is made inside the layout pass (no extra frame)
/// and a width swept 1 px at a time across the threshold flips exactly once each way. The children
/// not chosen are hidden (`isHidden`, which doesn't ask for another layout) so they are neither
/// drawn, hit-tested nor focused. An unspecified or unbounded proposal chooses the first child.
/// Its `owner` is told during placement when the choice differs from the previous pass's.
final class FirstThatFits: Widget {
    let axis: Axis
    /// The child shown after the last layout pass; nil before the first.
    private(set) var chosenIndex: Int?
    /// Told the new index when a layout pass chooses a different child than the previous one.
    weak var owner: FirstThatFitsOwner?

    init(axis: Axis = .horizontal, id: String? = nil, children: [Widget] = []) {
        self.axis = axis
        super.init(id: id, children: children)
    }

    // MARK: Layout

    /// A child's size whether or not the previous pass hid it (hiding is this widget's own doing).
    private func size(of c: Widget, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard c.isHidden else { return c.measure(p, ctx) }
        let s = c.sizeThatFits(p, ctx)
        return Size(LayoutMath.nonNegative(s.width), LayoutMath.nonNegative(s.height))
    }

    /// The index of the child to show for a proposal; nil without children.
    func choice(for p: ProposedSize, _ ctx: LayoutContext) -> Int? {
        guard !children.isEmpty else { return nil }
        guard let limit = LayoutMath.finite(p[axis]) else { return 0 }
        let idealProposal = ProposedSize(main: nil, cross: p[axis.cross], axis: axis)
        for (i, c) in children.enumerated().dropLast() where size(of: c, idealProposal, ctx)[axis] <= limit + LayoutMath.epsilon {
            return i
        }
        return children.count - 1
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard let i = choice(for: p, ctx) else { return .zero }
        return size(of: children[i], p, ctx)
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let i = choice(for: ProposedSize(bounds.size), ctx)
        for (j, c) in children.enumerated() { c.isHidden = j != i }
        let old = chosenIndex
        chosenIndex = i
        if let i = i {
            children[i].place(in: bounds, ctx)
            if let old = old, old != i { owner?.firstThatFits(self, chose: i) }
        }
    }

    // MARK: Scripting

    override var typeName: String { "first-that-fits" }
}

extension FirstThatFits: QueryableWidget {
    var layoutState: [(String, JSONValue)] { chosenIndex.map { [("chosen", .number(Double($0)))] } ?? [] }
}
