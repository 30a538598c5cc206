/// A touch button with a one-line title. A tap (or A / Enter / Space while focused) emits `tap`
/// with the button's id and runs `onTap`.
///
/// Ideal size: the title plus padding, never smaller than the theme's touch target. Contacts go
/// through a `GestureTracker` with no drag axis and no long press: a release within the slop and
/// inside the button taps, however long it was held; a finger that slides beyond the slop gives
/// the contact up (`.yield`), so a swipe that starts on a button still reaches the page under it.
final class Button: Widget {
    /// How the button looks.
    enum Style: Sendable {
        /// Filled with the accent colour: the main action of a screen.
        case primary
        /// A white surface with a border.
        case secondary
        /// A small pill, as in a flow of filter chips.
        case chip
    }

    var title: String { didSet { if title != oldValue { setNeedsLayout() } } }
    var style: Style
    var onTap: (() -> Void)?
    private(set) var isPressed = false
    private var gesture = GestureTracker(axis: .none, longPressDelay: nil)

    init(id: String? = nil, title: String, style: Style = .secondary, onTap: (() -> Void)? = nil) {
        self.title = title; self.style = style; self.onTap = onTap
        super.init(id: id)
    }

    // MARK: Layout

    private var padding: Insets { style == .chip ? Insets(horizontal: 16, vertical: 8) : Insets(horizontal: 24, vertical: 12) }
    private var textStyle: TextStyle { style == .primary ? .bodyBold : .body }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let t = ctx.measure(title, textStyle)
        let touch = ctx.theme.minTouchTarget
        let ideal = Size(max(touch, t.width + padding.horizontal), max(touch, t.height + padding.vertical))
        return Size(p.width.map { $0.isFinite ? min($0, ideal.width) : ideal.width } ?? ideal.width, ideal.height)
    }

    // MARK: Drawing

    /// The corner radius: a pill for a chip, the theme's otherwise.
    func cornerRadius(_ th: Theme) -> Double { style == .chip ? frame.height / 2 : th.cornerRadius }

    /// The body colour, pressed or not.
    func fillColor(_ th: Theme) -> Color {
        switch style {
        case .primary: return isPressed ? th.accent.mixed(with: .black, 0.2) : th.accent
        case .secondary, .chip: return isPressed ? th.surfacePressed : th.surface
        }
    }

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        let radius = cornerRadius(th)
        let text = style == .primary ? th.accentText : th.text
        list.fill(frame, fillColor(th), radius: radius)
        if style != .primary { list.stroke(frame, th.separator, radius: radius, width: 1) }
        let font = ctx.font(textStyle)
        // The padding gives way (down to 8 px a side) before the title is cut.
        let shown = TextFitting.truncated(title, width: frame.width - 16, font: font, measurer: ctx.measurer)
        let size = ctx.measurer.measure(shown, font: font)
        let origin = Point(frame.midX - size.width / 2, frame.midY - size.height / 2)
        list.clipped(to: frame.inset(by: Insets(horizontal: 4, vertical: 0))) { $0.text(shown, at: origin, font: font, color: text) }
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }
    override var isFocusable: Bool { true }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        for out in gesture.handle(e) {
            switch out {
            case .pressed:
                setPressed(true)
            case let .tap(p):
                setPressed(false)
                if frame.contains(p) { activate() }
            case .rejected, .cancelled:
                setPressed(false)
            case .longPress, .longPressMoved, .longPressEnded, .dragBegan, .dragChanged, .dragEnded:
                break   // no long press and no drag axis: never reported
            }
        }
        return gesture.disposition
    }

    override func navigate(_ action: NavAction) -> Bool {
        guard action == .activate else { return false }
        activate()
        return true
    }

    private func setPressed(_ p: Bool) {
        guard p != isPressed else { return }
        isPressed = p
        setNeedsDisplay()
    }

    func activate() {
        scene?.emit("tap", self, [("title", .string(title))])
        onTap?()
    }

    // MARK: Scripting

    override var typeName: String { "button" }
    override func queryState() -> [(String, JSONValue)] { [("title", .string(title))] }
}
