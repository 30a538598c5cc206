/// A column shows whole at its widest child's whole width; a row at its children's side by side,
/// or, when it may stand them one under another (more than one child that is not a spacer), at
/// its widest child's. Padding adds to either.
extension Stack: WholeWidth {
    func wholeWidth(_ ctx: LayoutContext) -> Double {
        let kids = visibleChildren.filter { !($0 is Spacer) }
        let wholes = kids.map { $0.wholeWidthIfKnown(ctx) ?? $0.measure(ProposedSize(width: 0, height: nil), ctx).width }
        let widest = wholes.max() ?? 0
        let inner = axis == .vertical || kids.count > 1 ? widest : wholes.reduce(0, +)
        return inner + padding.horizontal
    }
}

/// Padding shows whole at its child's whole width plus its own.
extension Padding: WholeWidth {
    func wholeWidth(_ ctx: LayoutContext) -> Double {
        guard let c = visibleChildren.first else { return insets.horizontal }
        return (c.wholeWidthIfKnown(ctx) ?? c.measure(ProposedSize(width: 0, height: nil), ctx).width) + insets.horizontal
    }
}
