/// A button shows its title whole on one line, or on two broken where a line may break (`LineBreaks`), with the padding
/// given way to as far as `minTextInset` (`Button.sizeThatFits`); never below a touch target.
extension Button: WholeWidth, CutTextReporting {
    func wholeWidth(_ ctx: LayoutContext) -> Double {
        let ideal = sizeThatFits(ProposedSize(width: nil, height: nil), ctx).width
        let two = TextLayout.narrowestTwoLines(title, font: ctx.font(textStyle), measurer: ctx.measurer, direction: ctx.textDirection,
                                               language: ctx.language?.rawValue)
        return min(ideal, max(ctx.theme.minTouchTarget, two + Button.minTextInset))
    }

    var wholeText: String { title }

    var cutText: String? {
        guard let scene, !isHidden, isTitleTruncated(scene.layout) else { return nil }
        return title
    }
}
