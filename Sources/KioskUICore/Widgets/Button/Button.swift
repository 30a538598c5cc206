/// A touch button with a title on one line, or two when it is narrower than its title. A tap (or A / Enter / Space while focused) sends `tap`
/// with the button's id (to the scene's subscribers, `EventBus`). A disabled one (`isEnabled`) is
/// drawn faded and takes neither taps nor focus.
///
/// Ideal size: the title plus padding, never smaller than the theme's touch target. Contacts go
/// through a `TapRecognizer` with no long press: a release within the slop and inside the button
/// taps, however long it was held; a finger that slides beyond the slop gives the contact up
/// (`.yield`), so a swipe that starts on a button still reaches the page under it.
package class Button: Widget {
    override var isNumberedWhenUnnamed: Bool { true }
    override var itemTemplateSlot: ItemTemplateSlot? { self }
    override var itemEnabledFollower: ItemEnabledFollower? { self }
    /// How the button looks.
    package enum Style: Sendable {
        /// Filled with the accent colour: the main action of a screen.
        case primary
        /// A white surface with a border.
        case secondary
        /// A small pill, as in a flow of filter chips.
        case chip
    }

    /// A new title that takes the same room is only redrawn (`titleDidChange`); else the layout runs.
    var title: String { didSet { if title != oldValue { measured = nil; titleDidChange(from: oldValue) } } }
    /// Another style is another font and padding: measured again, laid out again.
    var style: Style { didSet { if style != oldValue { measured = nil; fitted.removeAll(); setNeedsLayout() } } }
    /// An icon on the leading side of the title (`Icon`), in the title's colour unless it keeps its own.
    var icon: Icon? { didSet { if icon != oldValue { measured = nil; fitted.removeAll(); setNeedsLayout() } } }
    /// A disabled button is drawn faded, takes no tap and no focus (keys and gamepad skip it),
    /// and lets a contact that starts on it go to what lies under it (a page's swipe). Disabling
    /// it while a finger is down on it ends that press without a tap; if it has focus, the focus
    /// leaves it at the next layout (`FocusManager.validate`).
    var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { setPressed(false); taps = TapRecognizer() }
            setNeedsLayout()
        }
    }
    private(set) var isPressed = false
    /// The title as last fitted to the frame: drawn from here, and what `query` reports as cut.
    private var fitted = TextLinesCache(capacity: 1)
    /// The ideal size as last measured, with the stamp of the environment it was measured in
    /// (`SceneEnvironment.stamp`). Kept across layout passes, so laying out again (a rotation, a
    /// split, a flow wrapping at another width) does not measure the title again; it depends on
    /// the title, the style and the icon, whose setters drop it, and on the theme, font scale,
    /// language and measurer, whose every change is a new stamp.
    private var measured: (environment: Int, size: Size)?
    private var taps = TapRecognizer()

    package init(id: String? = nil, title: String, style: Style = .secondary, isEnabled: Bool = true) {
        self.title = title; self.style = style; self.isEnabled = isEnabled
        super.init(id: id)
    }

    // MARK: Layout

    private var padding: Insets { style == .chip ? Insets(horizontal: 16, vertical: 8) : Insets(horizontal: 24, vertical: 12) }
    var textStyle: TextStyle { style == .primary ? .bodyBold : .body }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let ideal = idealSize(ctx)
        guard let pw = LayoutMath.finite(p.width), pw < ideal.width else { return ideal }
        // Narrower than its title: the title takes two lines (the button grows taller) before it
        // is cut.
        let room = iconRoom(ctx.measurer.lineHeight(font: ctx.font(textStyle)))
        let lines = TextLayout.title(title, width: pw - Button.minTextInset - room, font: ctx.font(textStyle), measurer: ctx.measurer,
                                     direction: ctx.textDirection, language: ctx.language?.rawValue)
        return Size(pw, max(ctx.theme.minTouchTarget, lines.size.height + padding.vertical))
    }

    /// The title plus padding (and the icon), never smaller than the touch target: `measured`
    /// when it was measured in this environment, else measured now and kept.
    @inline(__always)
    private func idealSize(_ ctx: LayoutContext) -> Size {
        let stamp = ctx.environmentStamp
        if let m = measured, m.environment == stamp { return m.size }
        let t = ctx.measure(title, textStyle)
        let touch = ctx.theme.minTouchTarget
        let room = iconRoom(ctx.measurer.lineHeight(font: ctx.font(textStyle)))
        let ideal = Size(max(touch, t.width + room + padding.horizontal), max(touch, t.height + padding.vertical))
        measured = (stamp, ideal)
        return ideal
    }

    /// A button has no children: nothing to place (the default walks the children), which
    /// a flow of 10,000 chips would do for each of them at every layout.
    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {}

    /// What the padding gives way to, on both sides together, before the title is cut.
    static let minTextInset: Double = 16

    /// The title's lines in the frame's width (`TextLayout.title`), fitted once per width and
    /// font (not every frame).
    private func shownLines(font: Font, measurer: TextMeasuring, direction: TextDirection, language: LanguageCode?) -> TextLines {
        fitted.lines(title, width: frame.width - Button.minTextInset - iconRoom(measurer.lineHeight(font: font)), rule: .title,
                     font: font, measurer: measurer, direction: direction, language: language?.rawValue)
    }

    /// A title that changes without changing its size (a computed "Pay €4.00" after "Pay €3.00")
    /// is redrawn in place: the old one was shown whole on one line and the new one measures the
    /// same, so the button asks for the same room. Anything else asks for a layout pass.
    private func titleDidChange(from old: String) {
        let before = fitted.last
        fitted.removeAll()
        guard let ctx = scene?.layout, let b = before, b.lines.lines == [old], !b.lines.truncated,
              ctx.measure(old, textStyle) == ctx.measure(title, textStyle) else { return setNeedsLayout() }
        setNeedsDisplay()
    }

    /// Whether the title as drawn is shorter than the title (cut with "…").
    func isTitleTruncated(_ ctx: LayoutContext) -> Bool {
        shownLines(font: ctx.font(textStyle), measurer: ctx.measurer, direction: ctx.textDirection, language: ctx.language).truncated
    }

    // MARK: Drawing

    /// The corner radius: a pill for a chip, the theme's otherwise.
    func cornerRadius(_ th: Theme) -> Double { style == .chip ? frame.height / 2 : th.cornerRadius }

    /// The body colour, pressed or not.
    func fillColor(_ th: Theme) -> Color {
        switch style {
        case .primary: return isPressed ? th.pressedAccent : th.accent
        case .secondary, .chip: return isPressed ? th.surfacePressed : th.surface
        }
    }

    /// How opaque a disabled button is drawn: faded towards what is under it.
    static let disabledOpacity = Theme.disabledOpacity

    /// A button paints its whole frame in its body colour (rounded corners aside), so the scene
    /// draws no background under it when that colour is opaque; a disabled one is drawn faded,
    /// so the background shows through it.
    override func opaqueCornerRadius(_ theme: Theme) -> Double? {
        isEnabled && fillColor(theme).a == 255 ? cornerRadius(theme) : nil
    }

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        guard isEnabled else { return list.faded(Button.disabledOpacity) { drawBody(&$0, ctx) } }
        drawBody(&list, ctx)
    }

    private func drawBody(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        let radius = cornerRadius(th)
        let text = style == .primary ? th.accentText : th.text
        list.fill(frame, fillColor(th), radius: radius)
        if style != .primary { list.stroke(frame, th.separator, radius: radius, width: 1) }
        let font = ctx.font(textStyle)
        // The padding gives way (down to 8 px a side) before the title wraps or is cut.
        let lines = shownLines(font: font, measurer: ctx.measurer, direction: ctx.textDirection, language: ctx.language)
        var y = frame.midY - lines.size.height / 2
        // The icon and the title are centred together, the icon on the leading side.
        let lineHeight = ctx.measurer.lineHeight(font: font)
        let room = iconRoom(lineHeight), textWidth = lines.widths.max() ?? 0
        let left = frame.midX - (room + textWidth) / 2
        let rtl = ctx.direction.isRightToLeft
        let textMid = (rtl ? left : left + room) + textWidth / 2
        list.clipped(to: frame.inset(by: Insets(horizontal: 4, vertical: 0))) { list in
            if let icon {
                let size = icon.size(lineHeight: lineHeight)
                let x = rtl ? left + textWidth + room - size.width : left
                list.image(icon.drawing(at: Point(x.rounded(), (frame.midY - size.height / 2).rounded()), lineHeight: lineHeight,
                                        color: text, rightToLeft: rtl))
            }
            for (line, w) in zip(lines.lines, lines.widths) {
                list.text(line, at: Point(textMid - w / 2, y), font: font, color: text, direction: ctx.textDirection)
                y += lines.lineHeight
            }
        }
    }

    /// The room the icon takes beside the title, for lines `lineHeight` high (0 without one).
    func iconRoom(_ lineHeight: Double) -> Double { icon?.room(lineHeight: lineHeight, hasText: !title.isEmpty) ?? 0 }

    // MARK: Input

    override var acceptsPointer: Bool { isEnabled }
    override var isFocusable: Bool { isEnabled }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        let out = taps.handle(e)
        setPressed(taps.isPressed && isEnabled)
        if case let .tap(p)? = out, frame.contains(p) { activate() }
        return taps.disposition
    }

    override func navigate(_ action: NavAction) -> Bool {
        guard action == .activate, isEnabled else { return false }
        activate()
        return true
    }

    private func setPressed(_ p: Bool) {
        guard p != isPressed else { return }
        isPressed = p
        setNeedsDisplay()
    }

    /// Sends `tap`; nothing while disabled. A dialog's buttons answer their dialog instead
    /// (`Dialog.AnswerButton`), which sends the one `dialog` event.
    func activate() {
        guard isEnabled else { return }
        send(.tap(title: title))
    }

    // MARK: Scripting

    override var typeName: String { "button" }
}

extension Button: QueryableWidget {
    var layoutState: [(String, JSONValue)] {
        var out: [(String, JSONValue)] = [("title", .string(title))]
        if let icon { out.append(("icon", .string(icon.written))) }
        if !isEnabled { out.append(("enabled", false)) }
        // Only what is drawn can be cut: a button on a hidden screen has no width to fit.
        if let scene, isOnScreen(in: scene), isTitleTruncated(scene.layout) { out.append(("truncated", true)) }
        return out
    }
}

extension Button: TextWidget {
    var displayText: String {
        get { title }
        set { title = newValue }
    }
}

extension Button: SettableWidget {
    /// Its title (as `text`) and whether it takes taps and focus.
    var ownFields: [String] { ["text", "enabled"] }
    func current(_ name: String) -> SetField? {
        switch name {
        case "text": return .text(title)
        case "enabled": return .enabled(isEnabled)
        default: return nil
        }
    }
    func apply(_ field: SetField) {
        switch field {
        case let .text(s): title = s
        case let .enabled(b): isEnabled = b
        default: break
        }
    }
}
