/// Text in a theme style: one line that truncates with "…" when squeezed, or several lines that
/// wrap at word boundaries.
///
/// Its ideal size is the text's (the widest line by lines × line height). For a narrower width it
/// answers the truncated or wrapped text's size, never wider than the proposal unless not even "…"
/// fits (then it is empty). The lines are computed per (text, width, font) and cached, and the lines
/// for the placed width are kept so drawing never re-measures. The block of lines is centred
/// vertically in the frame and each line is aligned by `alignment` (`leading`: the left edge, or
/// the right edge in a language written right to left). Sizes follow the font scale
/// through `ctx.font(style)`. A one-line title that does not fit its width is written smaller
/// first, as the ruler writes its value (`RulerTitle`), down to the body size, and only then cut:
/// "Stadtbibliothek" on a narrow panel at a large font scale shows whole.
final class Label: Widget {
    override var itemTemplateSlot: ItemTemplateSlot? { self }
    /// Its drawing reads its frame, and what it keeps from placing is sized, not placed.
    override func movesByFrameAlone() -> Bool { true }

    /// How the text uses lines.
    enum Lines: Hashable, Sendable {
        /// One line, truncated with an ellipsis when it doesn't fit.
        case single
        /// Wrapped at word boundaries; with `maxLines`, the last line ends with an ellipsis when
        /// text is left over.
        case wrap(maxLines: Int?)
        /// Wrapped at word boundaries into as many lines as the proposed height holds (one at
        /// least, `maxLines` at most), the last ending with an ellipsis when text is left over: a
        /// dialog's question, which gets the room its buttons leave.
        case fill(maxLines: Int)
    }

    /// A new text that takes the same room is only redrawn (`textDidChange`); else the layout runs.
    var text: String { didSet { if text != oldValue { textDidChange(from: oldValue) } } }
    var style: TextStyle { didSet { if style != oldValue { setNeedsLayout() } } }
    var lines: Lines { didSet { if lines != oldValue { setNeedsLayout() } } }
    /// The text colour; nil uses the theme's text colour.
    var color: Color? { didSet { if color != oldValue { setNeedsDisplay() } } }
    var alignment: RowAlignment { didSet { if alignment != oldValue { setNeedsDisplay() } } }
    /// An icon on the leading side of the first line (`Icon`), in the text's colour unless it
    /// keeps its own; the text wraps in the width it leaves.
    var icon: Icon? { didSet { if icon != oldValue { setNeedsLayout() } } }
    /// Which way the text runs and which edge it starts at (`direction`): by its first strong
    /// letter and the screen's direction (`auto`), or as given, each line on its own too.
    var textDirection: TextDirectionChoice = .auto { didSet { if textDirection != oldValue { setNeedsDisplay() } } }

    /// The lines shown at the placed width (set when the label is placed).
    private(set) var shown: TextLines?
    /// The font they are in: the style's, or a one-line title's smaller size that fits
    /// (`font(for:width:_:)`).
    private(set) var shownFont: Font?
    /// The width it was placed at.
    private var placedWidth: Double?
    private var cache = TextLinesCache(capacity: 32)

    init(_ text: String, style: TextStyle = .body, lines: Lines = .single, color: Color? = nil,
         alignment: RowAlignment = .leading, id: String? = nil) {
        self.text = text; self.style = style; self.lines = lines; self.color = color; self.alignment = alignment
        super.init(id: id)
    }

    // MARK: Layout

    /// The lines for a width (nil: unlimited) in the current font, from the cache when possible;
    /// `height` (nil: unlimited) limits the lines of `.fill`.
    func textLines(width: Double?, height: Double? = nil, _ ctx: LayoutContext) -> TextLines {
        textLines(text, width: width, height: height, ctx)
    }

    private func textLines(_ text: String, width: Double?, height: Double? = nil, _ ctx: LayoutContext) -> TextLines {
        let font = self.font(for: text, width: width, ctx)
        let rule: TextLinesCache.Rule
        switch lines {
        case .single: rule = .singleLine
        case let .wrap(maxLines): rule = .wrapped(maxLines: maxLines)
        case let .fill(maxLines): rule = .wrapped(maxLines: Label.lineLimit(maxLines, height: height, font: font, ctx))
        }
        return cache.lines(text, width: width, rule: rule, font: font, measurer: ctx.measurer, direction: ctx.textDirection,
                           language: ctx.language?.rawValue)
    }

    /// The font `text` is written in at `width` (nil: unlimited): the style's; for a one-line
    /// title too wide for `width` in it, the largest of the ruler's smaller steps in which it fits,
    /// down to the body size (then it is cut at that size).
    func font(for text: String, width: Double?, _ ctx: LayoutContext) -> Font {
        let font = ctx.font(style)
        guard style == .title, lines == .single, let w = LayoutMath.finite(width),
              ctx.measurer.measure(text, font: font, direction: ctx.textDirection).width > w + LayoutMath.epsilon else { return font }
        return RulerTitle.font(fitting: [text], width: w, sizes: RulerTitle.sizes(from: font.size, floor: ctx.font(.body).size),
                               bold: font.bold, measurer: ctx.measurer, direction: ctx.textDirection)
    }

    /// The lines `height` holds in `font` (one at least, `maxLines` at most; `maxLines` when the
    /// height is unlimited).
    private static func lineLimit(_ maxLines: Int, height: Double?, font: Font, _ ctx: LayoutContext) -> Int {
        let lineHeight = ctx.measurer.lineHeight(font: font)
        guard let h = LayoutMath.finite(height), lineHeight > 0 else { return maxLines }
        return max(1, min(maxLines, Int(((h + LayoutMath.epsilon) / lineHeight).rounded(.down))))
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard let icon else { return textLines(width: p.width, height: p.height, ctx).size }
        let lineHeight = ctx.measurer.lineHeight(font: ctx.font(style))
        let room = icon.room(lineHeight: lineHeight, hasText: !text.isEmpty)
        let t = textLines(width: p.width.map { max(0, $0 - room) }, height: p.height, ctx).size
        return Size(t.width + room, max(t.height, icon.size(lineHeight: lineHeight).height))
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let room = iconRoom(ctx.measurer.lineHeight(font: ctx.font(style)))
        placedWidth = max(0, bounds.width - room)
        shown = textLines(width: placedWidth, height: bounds.height, ctx)
        shownFont = font(for: text, width: placedWidth, ctx)
    }

    /// The room the icon takes before the text, for lines `lineHeight` high (0 without one).
    private func iconRoom(_ lineHeight: Double) -> Double { icon?.room(lineHeight: lineHeight, hasText: !text.isEmpty) ?? 0 }

    /// A text that changes (a price, a clock, a counter) without changing its size is redrawn
    /// in place; anything else asks for a layout pass. The same size means: one line, the same
    /// ideal size as the text before, shown whole at the placed width before and now — so no
    /// container would have placed anything differently.
    private func textDidChange(from old: String) {
        guard lines == .single, let ctx = scene?.layout, let width = placedWidth, let before = shown, !before.truncated,
              textLines(old, width: nil, ctx).size == textLines(text, width: nil, ctx).size else { return setNeedsLayout() }
        let now = textLines(text, width: width, ctx)
        guard !now.truncated, now.size == before.size, font(for: text, width: width, ctx) == shownFont else { return setNeedsLayout() }
        shown = now
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        guard let t = shown else { return }
        let font = shownFont ?? ctx.font(style)
        let colour = color ?? ctx.theme.text
        let y0 = frame.minY + (frame.height - t.size.height) / 2
        // The text's part of the frame: all of it but the icon's room on the leading side.
        // (The icon's room as layout gave it: by the style's line height, whatever size the text took.)
        let lineHeight = ctx.measurer.lineHeight(font: ctx.font(style)), room = iconRoom(lineHeight)
        let direction = textDirection.layout(ctx.direction)
        let rtl = direction.isRightToLeft
        let box = Rect(x: frame.minX + (rtl ? 0 : room), y: frame.minY, width: max(0, frame.width - room), height: frame.height)
        if let icon {
            let size = icon.size(lineHeight: lineHeight), first = t.widths.first ?? 0
            let lineX = direction.x(box.minX + max(0, box.width - first) * alignment.fraction, width: first, in: box)
            let x = rtl ? lineX + first + (room - size.width) : lineX - room
            let y = t.lines.isEmpty ? frame.midY - size.height / 2 : y0 + (min(t.lineHeight, t.size.height) - size.height) / 2
            list.image(icon.drawing(at: Point(x.rounded(), y.rounded()), lineHeight: lineHeight, color: colour, rightToLeft: rtl))
        }
        for (i, line) in t.lines.enumerated() {
            // `start` is the left edge left to right and the right edge right to left.
            let ltr = box.minX + max(0, box.width - t.widths[i]) * alignment.fraction
            let x = direction.x(ltr, width: t.widths[i], in: box)
            // Each line starts with the direction's mark (none for `auto`): a wrapped line runs
            // the label's way even when it starts with a word of the other direction.
            list.text(textDirection.mark + line, at: Point(x.rounded(), (y0 + Double(i) * t.lineHeight).rounded()), font: font,
                      color: colour, direction: textDirection == .auto ? ctx.textDirection : direction.text)
        }
    }

    // MARK: Scripting

    override var typeName: String { "label" }
}

extension Label: QueryableWidget {
    var layoutState: [(String, JSONValue)] {
        var out: [(String, JSONValue)] = [("text", .string(text))]
        if let icon { out.append(("icon", .string(icon.written))) }
        if let t = shown, t.lines != [text] { out.append(("shown", .string(t.lines.joined(separator: "\n")))) }
        if shown?.truncated == true { out.append(("truncated", true)) }
        return out
    }
}

extension Label: TextWidget {
    var displayText: String {
        get { text }
        set { text = newValue }
    }
}

extension Label: SettableWidget {
    /// Its text.
    var ownFields: [String] { ["text"] }
    func current(_ name: String) -> SetField? { name == "text" ? .text(text) : nil }
    func apply(_ field: SetField) { if case let .text(s) = field { text = s } }
}
