/// A dialog's question: centred lines in the title style, wrapped at word boundaries, as many as
/// the proposed height holds (at most `maxLines`), the last ending in "…" when text is left over.
///
/// Unlike a `Label`, whose line limit is fixed, the limit comes from the proposal, so a dialog
/// gives its buttons their room first and the title what is left, inside one layout pass: a
/// 10,000-character question stays inside the card at any size and font scale.
final class DialogTitle: Widget {
    /// A new text is fitted again at the next layout.
    var text: String {
        didSet {
            guard text != oldValue else { return }
            fitted = nil
            setNeedsLayout()
        }
    }
    /// The lines shown at the placed size.
    private(set) var shown: TextLines?
    /// The last fitted lines and what they were fitted to: a dialog measures its title a few
    /// times per pass with the same proposal, and a long text is costly to wrap.
    private var fitted: (width: Double?, maxLines: Int, font: Font, measurer: ObjectIdentifier, direction: TextDirection, lines: TextLines)?

    /// The most lines a question takes, however much room there is.
    static let maxLines = 6

    init(_ text: String) {
        self.text = text
        super.init()
    }

    // MARK: Layout

    /// The lines for a proposal: wrapped to its width, cut to the lines its height holds (one at least).
    func lines(for p: ProposedSize, _ ctx: LayoutContext) -> TextLines {
        let font = ctx.font(.title)
        let lineHeight = ctx.measurer.lineHeight(font: font)
        var limit = DialogTitle.maxLines
        if let h = LayoutMath.finite(p.height), lineHeight > 0 {
            limit = max(1, min(limit, Int(((h + LayoutMath.epsilon) / lineHeight).rounded(.down))))
        }
        let width = LayoutMath.finite(p.width), m = ObjectIdentifier(ctx.measurer)
        let direction = ctx.textDirection
        if let f = fitted, f.width == width, f.maxLines == limit, f.font == font, f.measurer == m, f.direction == direction { return f.lines }
        let lines = TextLayout.wrapped(text, width: width, maxLines: limit, font: font, measurer: ctx.measurer, direction: direction)
        fitted = (width, limit, font, m, direction, lines)
        return lines
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { lines(for: p, ctx).size }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        shown = lines(for: ProposedSize(bounds.size), ctx)
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        guard let t = shown else { return }
        let font = ctx.font(.title)
        var y = (frame.midY - t.size.height / 2).rounded()
        for (line, w) in zip(t.lines, t.widths) {
            list.text(line, at: Point((frame.midX - w / 2).rounded(), y), font: font, color: ctx.theme.text,
                      direction: ctx.textDirection)
            y += t.lineHeight
        }
    }

    override var typeName: String { "dialog-title" }
}
