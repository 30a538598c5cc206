/// A modal question with a few answers: "Pay €2.50 for 60 min?" — Cancel, Pay.
///
/// Opened with `open(in:)`, it is the scene's top overlay: it dims the UI (the window's `split`
/// part only) and shows a centred card with the title and the buttons, in a row of equal widths
/// (the last one the primary action), or stacked when they don't fit side by side. It takes every
/// pointer: a tap on a button answers, a tap on the backdrop does nothing, and nothing under it
/// gets a contact. Focus is trapped in it and starts on the first button: arrows and Tab move
/// between the buttons, A / Enter / Space answer with the focused one, and Escape or B answer
/// with the first (the way out, "Cancel").
///
/// Answering closes the dialog and sends `dialog` with the button's title and index; `close()`
/// dismisses it without an answer and sends nothing. Its buttons are its parts for `target`
/// (`ID#N`), and the `layout` query lists it with its title and buttons.
final class Dialog: Widget {
    /// The title and the buttons as the `dialog` command gave them: what the `dialog` event names.
    /// They show translated in another language (`relabel`).
    let title: String
    let buttons: [String]
    /// The title in a language, when its opener fills it in itself (a `confirm` title showing
    /// values); nil: the title is looked up by its text.
    var localizedTitle: ((LanguageCode?) -> String)?
    private let titleView: Label
    private let row: EqualWidthRow
    private let buttonViews: [AnswerButton]
    /// The card, where the last layout put it (whole pixels).
    private(set) var cardFrame: Rect = .zero

    /// Space kept between the card and the UI's edges.
    static let margin: Double = 16
    /// Space inside the card around its contents, and between the title and the buttons.
    static let padding: Double = 24
    /// The card's widest, at font scale 1; larger text gets a proportionally wider card.
    static let maxWidth: Double = 560
    /// The most lines the title takes, however much room there is; fewer when the buttons leave
    /// less (`Label.Lines.fill`), so a 10,000-character question stays inside the card at any size
    /// and font scale.
    static let titleMaxLines = 6

    /// A dialog asking `title` with `buttons` (at least one: the caller checks).
    init(id: String, title: String, buttons: [String]) {
        self.title = title
        self.buttons = buttons
        titleView = Label(title, style: .title, lines: .fill(maxLines: Dialog.titleMaxLines), alignment: .center)
        buttonViews = buttons.indices.map { AnswerButton(index: $0, title: buttons[$0], style: $0 == buttons.count - 1 ? .primary : .secondary) }
        row = EqualWidthRow(spacing: 12, stretch: true, children: buttonViews)
        super.init(id: id, children: [titleView, row])
        for b in buttonViews { b.dialog = self }
    }

    /// Shows the title and the buttons as `title` and `buttons` (their translations, one for each
    /// button); the `dialog` event still names the button as the command gave it.
    func relabel(title: String, buttons: [String]) {
        guard buttons.count == buttonViews.count else { return }
        titleView.text = title
        for (b, t) in zip(buttonViews, buttons) { b.title = t }
    }

    /// Whether the dialog is its scene's overlay now.
    var isOpen: Bool { scene?.overlays.contains { $0 === self } ?? false }

    /// Presents the dialog above everything in `scene`, with focus on its first button.
    func open(in scene: Scene) {
        guard !isOpen else { return }
        scene.present(self)
        if let first = buttonViews.first { scene.focus.setFocus(first, scene: scene) }
    }

    /// Dismisses the dialog without an answer (no event); focus returns where it was.
    func close() {
        guard isOpen else { return }
        scene?.dismiss(self)
    }

    /// A dialog's button: activating it answers the dialog (one `dialog` event) instead of
    /// sending `tap`.
    final class AnswerButton: Button {
        let index: Int
        weak var dialog: Dialog?

        init(index: Int, title: String, style: Style) {
            self.index = index
            super.init(title: title, style: style)
        }

        override func activate() {
            guard isEnabled else { return }
            dialog?.answer(index)
        }
    }

    /// Closes the dialog and tells the outside world which button answered it.
    private func answer(_ index: Int) {
        guard isOpen, buttons.indices.contains(index) else { return }
        close()
        send(.dialog(button: buttons[index], index: index))
    }

    // MARK: Layout

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { p.replacingUnspecified(with: .zero) }

    /// The card centred in the UI: as wide as the UI allows up to `maxWidth` (scaled with the
    /// text); the buttons get their height first, the title the rest, up to `titleMaxLines`.
    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let pad = Dialog.padding
        let width = max(0, min(bounds.width - 2 * Dialog.margin, (Dialog.maxWidth * max(1, ctx.fontScale)).rounded()))
        let inner = max(0, width - 2 * pad)
        let rowHeight = row.measure(ProposedSize(width: inner, height: nil), ctx).height
        let titleRoom = max(0, bounds.height - 2 * Dialog.margin - 2 * pad - pad - rowHeight)
        let titleHeight = titleView.measure(ProposedSize(width: inner, height: titleRoom), ctx).height
        let height = 2 * pad + titleHeight + pad + rowHeight
        cardFrame = Rect(x: bounds.minX + ((bounds.width - width) / 2).rounded(.down),
                         y: bounds.minY + max(0, ((bounds.height - height) / 2).rounded(.down)), width: width, height: height)
        titleView.place(in: Rect(x: cardFrame.minX + pad, y: cardFrame.minY + pad, width: inner, height: titleHeight), ctx)
        row.place(in: Rect(x: cardFrame.minX + pad, y: cardFrame.maxY - pad - rowHeight, width: inner, height: rowHeight), ctx)
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        list.fill(frame, th.dialogScrim)
        list.fill(Rect(x: cardFrame.minX, y: cardFrame.minY + 4, width: cardFrame.width, height: cardFrame.height), th.menuShadow, radius: th.cornerRadius)
        list.fill(cardFrame, th.surface, radius: th.cornerRadius)
        list.stroke(cardFrame, th.surfaceOutline, radius: th.cornerRadius, width: 1)
        // The focused button's ring is the scene's: it draws it above the overlay holding focus.
        drawChildren(&list, ctx)
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }

    /// A button under `p`, else the dialog itself: it is modal, so nothing beneath gets a contact.
    override func hitTest(_ p: Point) -> Widget? {
        guard !isHidden else { return nil }
        return row.hitTest(p) ?? self
    }

    /// A contact on the backdrop or the card (not on a button) does nothing.
    override func pointer(_ e: PointerEvent) -> PointerDisposition { .handled }

    /// Escape and B answer with the first button; other actions move focus between the buttons
    /// (the focus manager, trapped in the dialog) or reach the focused button.
    override func navigate(_ action: NavAction) -> Bool {
        guard action == .back else { return false }
        answer(0)
        return true
    }

    // MARK: Scripting

    override var typeName: String { "dialog" }

    /// Button `n`.
    override func partFrame(_ n: Int) -> Rect? { buttonViews.indices.contains(n) ? buttonViews[n].frame : nil }

    /// Which button `w` is (its part number), or nil when it is none of them.
    func buttonIndex(of w: Widget) -> Int? { buttonViews.firstIndex { $0 === w } }
    /// The title as shown: `title`, or its translation.
    var titleText: String { titleView.text }

    /// The title as the last layout drew it, and whether it was cut.
    var shownTitle: TextLines? { titleView.shown }
    /// Where the last layout put the title and the buttons.
    var titleFrame: Rect { titleView.frame }
}

extension Dialog: QueryableWidget {
    var layoutState: [(String, JSONValue)] {
        var out: [(String, JSONValue)] = [("title", .string(titleText)), ("buttons", .array(buttonViews.map { .string($0.title) })),
                                          ("card", JSONValue(cardFrame)), ("stacked", .bool(row.isStacked))]
        if titleView.shown?.truncated == true { out.append(("truncated", true)) }
        return out
    }
}
