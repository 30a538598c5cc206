/// A label shows whole at its one line's width, or wrapped, at its widest word's.
extension Label: WholeWidth, CutTextReporting {
    func wholeWidth(_ ctx: LayoutContext) -> Double {
        switch lines {
        case .single: return textLines(width: nil, ctx).size.width
        default: return TextLayout.widestWord(text, font: ctx.font(style), measurer: ctx.measurer, direction: ctx.textDirection,
                                              language: ctx.language?.rawValue)
        }
    }

    var wholeText: String { text }

    var cutText: String? { shown?.truncated == true && !isHidden ? text : nil }
}
