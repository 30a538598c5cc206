/// An adaptive control shows whole in its last, most compact form.
extension FirstThatFits: WholeWidth {
    func wholeWidth(_ ctx: LayoutContext) -> Double {
        guard let last = children.last else { return 0 }
        return last.wholeWidthIfKnown(ctx) ?? last.sizeThatFits(ProposedSize(width: nil, height: nil), ctx).width
    }
}

/// The compact picker shows whole at its ideal width: the selection's title and the indicator.
extension CompactPickerButton: WholeWidth {
    func wholeWidth(_ ctx: LayoutContext) -> Double { sizeThatFits(ProposedSize(width: nil, height: nil), ctx).width }
}

/// A picker shows whole in its compact form (its `forms`).
extension SegmentedPicker: WholeWidth, CutTextReporting {
    func wholeWidth(_ ctx: LayoutContext) -> Double {
        children.first?.wholeWidthIfKnown(ctx) ?? sizeThatFits(ProposedSize(width: nil, height: nil), ctx).width
    }

    var wholeText: String { selectedTitle }

    var cutText: String? { isTitleTruncated && !isHidden ? selectedTitle : nil }
}
