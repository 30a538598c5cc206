/// What opened a `PopupMenu` and hears what becomes of it: the compact picker, a list's row menu,
/// a keyboard key's variants, the language menu.
@MainActor
protocol PopupMenuOwner: AnyObject {
    /// Item `index` of `menu` was chosen (the menu closes next, with `popupMenuCloses`).
    func popupMenu(_ menu: PopupMenu, chose index: Int)
    /// `menu` asks to be closed: after a choice, a tap outside, Escape or B, or when the control
    /// it belongs to left the screen. The owner dismisses it.
    func popupMenuCloses(_ menu: PopupMenu)
}

/// A modal list of options that pops up next to an anchor (the compact segmented picker).
///
/// It is presented as a scene overlay: it covers the whole UI with a scrim, takes every pointer
/// and all navigation until it closes. Choosing an item (tap, or A / Enter on the highlighted
/// one) tells its owner (`PopupMenuOwner`) and closes it; a tap outside, Escape or gamepad B close
/// it without a change. Items are touch-sized; the menu opens below the anchor, or above when there is no
/// room below, stays inside the UI's width in a split screen, and scrolls (drag or wheel) when
/// there are more items than fit. Every option is listed, the selected one with a check mark,
/// so item N is always option N (scripts target `ID#N`). Right to left the menu lines up with
/// the anchor's right edge, the check mark and the options stand at the right and the scroll
/// bar at the left.
///
/// A contact that starts inside the menu goes to its vertical `AxisScroller`: a drag scrolls the
/// list under the finger from where it came down, with an elastic overscroll at the ends, and a
/// fling glides on by friction, stopping at the ends (`FreeScrolling`); a tap chooses the item
/// under the finger, unless it only stopped the list moving; a sideways slide chooses nothing.
/// A contact that starts outside closes the menu when it lifts outside too.
final class PopupMenu: Widget {
    let options: [String]
    let selected: Int
    /// The keyboard/gamepad highlight.
    private(set) var highlighted: Int
    /// The list's offset, its drag and its glide.
    private var scroller = AxisScroller(axis: .vertical)
    private(set) var placement = MenuPlacement.Result(frame: .zero, opensUpward: false, contentHeight: 0)
    /// The widget the menu belongs to; its frame is read at every layout, so the menu follows it.
    private weak var anchor: Widget?
    /// Who opened it, told of the choice and of the close.
    private weak var owner: PopupMenuOwner?
    private var itemHeight: Double = 48
    /// How far the theme's focus ring reaches beyond what it marks (set at layout).
    private var ringReach: Double = 4
    /// The contact that came down outside the menu: lifting it outside closes the menu.
    private var outsideContact: Int?

    static let margin: Double = 8
    /// How far inside its row the highlighted row's focus ring lies.
    static let highlightInset: Double = 3

    init(id: String?, options: [String], selected: Int, anchor: Widget, owner: PopupMenuOwner) {
        self.options = options
        self.selected = selected
        self.highlighted = max(0, min(options.count - 1, selected))
        self.anchor = anchor
        self.owner = owner
        super.init(id: id)
    }

    // MARK: Layout

    private var padding: Double { 20 }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { p.replacingUnspecified(with: .zero) }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let font = ctx.font(.body)
        itemHeight = max(ctx.theme.minTouchTarget, ctx.measurer.lineHeight(font: font) + 24)
        ringReach = ctx.theme.focusRingReach
        let check = ctx.measurer.measure("✓ ", font: font).width
        let widest = options.map { ctx.measurer.measure($0, font: font, direction: ctx.textDirection).width }.max() ?? 0
        let content = Size(widest + check + 2 * padding, itemHeight * Double(options.count))
        placement = MenuPlacement.place(anchor: anchor?.frame ?? bounds, content: content, in: bounds, margin: PopupMenu.margin,
                                        direction: ctx.direction)
        // The control it belongs to left the screen (its page was switched by a command): close.
        if let a = anchor, a.isHidden || a.ancestorHidden { close() }
        let f = placement.frame
        scroller.setBounds(max: placement.contentHeight - f.height, viewport: f.height)
    }

    /// How far the list is scrolled up (pixels; beyond the ends while pulled past them).
    var scrollOffset: Double { scroller.offset }

    /// The offset the items are drawn at: whole pixels, so text and separators stay crisp while
    /// the list glides.
    private var shownOffset: Double { scrollOffset.rounded() }

    /// The on-screen rect of item `i` at the current scroll offset (may lie outside the menu).
    func itemFrame(_ i: Int) -> Rect {
        let f = placement.frame
        return Rect(x: f.minX, y: f.minY + Double(i) * itemHeight - shownOffset, width: f.width, height: itemHeight)
    }

    private func scrollIntoView(_ i: Int) {
        let r = itemFrame(i), f = placement.frame
        if r.minY < f.minY { scroller.jump(to: shownOffset - (f.minY - r.minY)) }
        if r.maxY > f.maxY { scroller.jump(to: shownOffset + (r.maxY - f.maxY)) }
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        list.fill(frame, th.scrim)
        let f = placement.frame
        guard !f.isEmpty else { return }
        list.fill(Rect(x: f.minX + 2, y: f.minY + 4, width: f.width, height: f.height), th.menuShadow, radius: th.cornerRadius)
        list.fill(f, th.surface, radius: th.cornerRadius)
        list.stroke(f, th.surfaceOutline, radius: th.cornerRadius, width: 1)
        let font = ctx.font(.body)
        let checkWidth = ctx.measurer.measure("✓ ", font: font).width
        // The check mark leads and the option follows it: right to left, both from the right.
        let dir = ctx.direction
        list.clipped(to: f) { list in
            let first = max(0, Int((shownOffset / itemHeight).rounded(.down)))
            let last = min(options.count - 1, Int(((shownOffset + f.height) / itemHeight).rounded(.up)))
            guard first <= last else { return }
            for i in first...last {
                let r = itemFrame(i)
                // Shaded inside the focus ring the scene draws around `focusRect`.
                if i == highlighted && ctx.isFocused(self) { list.fill(focusRect, th.surfacePressed, radius: max(0, th.cornerRadius - 1)) }
                if i > 0 { list.line(Point(r.minX + padding, r.minY), Point(r.maxX - padding, r.minY), th.separator) }
                let color = i == selected ? th.accent : th.text
                let lineH = ctx.measurer.lineHeight(font: font)
                if i == selected {
                    let w = ctx.measurer.measure("✓", font: font).width
                    list.text("✓", at: Point(dir.x(r.minX + padding, width: w, in: r), r.midY - lineH / 2), font: font, color: color)
                }
                let room = r.width - 2 * padding - checkWidth
                let td = ctx.textDirection
                let label = TextFitting.truncated(options[i], width: room, font: font, measurer: ctx.measurer, direction: td)
                let x = dir.x(r.minX + padding + checkWidth, width: ctx.measurer.measure(label, font: font, direction: td).width, in: r)
                list.text(label, at: Point(x, r.midY - lineH / 2), font: font, color: color, direction: td)
            }
        }
        // Where the visible part lies in the whole list.
        list.scrollBar(track: f, contentHeight: placement.contentHeight, offset: shownOffset, minLength: 24, color: th.dimmed,
                       atLeft: dir.isRightToLeft)
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }
    override var isFocusable: Bool { true }
    /// The highlighted row, inset so that the focus ring around it lies inside the row, on the
    /// card: the scene draws the ring above the menu, and a ring around the whole row would
    /// stick out of the card.
    override var focusRect: Rect {
        itemFrame(highlighted).intersection(placement.frame).insetBy(PopupMenu.highlightInset + ringReach)
    }

    override func hitTest(_ p: Point) -> Widget? { isHidden ? nil : self }

    /// Always `.handled`: the menu is modal, so a contact never goes past it.
    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        if e.phase == .down { outsideContact = placement.frame.contains(e.location) ? nil : e.id }
        if e.id == outsideContact {
            if e.phase == .up || e.phase == .cancel {
                outsideContact = nil
                if e.phase == .up, !placement.frame.contains(e.location) { close() }
            }
        } else {
            let before = shownOffset, wasSettling = scroller.isSettling
            // A tap that only stopped the list gliding is not meant for the item under it.
            for case let .tap(p) in scroller.handle(e) where !scroller.caughtMotion {
                if let i = itemIndex(at: p) { choose(i) }
            }
            if shownOffset != before { listMoved() }
            if scroller.isSettling { scene?.animate(self) } else if wasSettling { scene?.stopAnimating(self) }
        }
        return .handled
    }

    /// The item under `p`, when `p` is inside the menu.
    private func itemIndex(at p: Point) -> Int? {
        guard placement.frame.contains(p) else { return nil }
        let i = Int(((p.y - placement.frame.minY + shownOffset) / itemHeight).rounded(.down))
        return options.indices.contains(i) ? i : nil
    }

    /// Redraws the list (not the scrim around it) after it moved.
    private func listMoved() { scene?.setNeedsDisplay(placement.frame) }

    override func tick(now: Double) -> Bool {
        let before = shownOffset
        let going = scroller.advance(to: now)
        if shownOffset != before { listMoved() }
        return going
    }

    override func finishMotion() { scroller.finish() }

    override func wheel(dx: Double, dy: Double) -> Bool {
        scroller.jump(to: scroller.restOffset - dy * itemHeight)
        listMoved()
        return true
    }

    override func navigate(_ action: NavAction) -> Bool {
        switch action {
        case .up, .previous: moveHighlight(-1)
        case .down, .next: moveHighlight(1)
        case .activate: choose(highlighted)
        case .back: close()
        case .first: moveHighlight(-options.count)
        case .last: moveHighlight(options.count)
        case .left, .right, .pageNext, .pagePrevious, .increase, .decrease: break
        }
        return true
    }

    private func moveHighlight(_ d: Int) {
        guard !options.isEmpty else { return }
        highlighted = max(0, min(options.count - 1, highlighted + d))
        scrollIntoView(highlighted)
        setNeedsDisplay()
    }

    private func choose(_ i: Int) {
        owner?.popupMenu(self, chose: i)
        close()
    }

    private func close() { owner?.popupMenuCloses(self) }

    // MARK: Scripting

    override var typeName: String { "menu" }

    /// Item `n`, scrolled into view first so a scripted tap on it lands on it.
    override func partFrame(_ n: Int) -> Rect? {
        guard options.indices.contains(n) else { return nil }
        scrollIntoView(n)
        return itemFrame(n).intersection(placement.frame)
    }
}

extension PopupMenu: QueryableWidget {
    var layoutState: [(String, JSONValue)] {
        [("items", .number(Double(options.count))), ("highlighted", .number(Double(highlighted))),
         ("menuFrame", JSONValue(placement.frame)), ("opensUpward", .bool(placement.opensUpward)),
         ("scroll", .number(scrollOffset.rounded()))]
    }
}
