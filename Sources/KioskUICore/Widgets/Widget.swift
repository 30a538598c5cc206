/// A node of the retained UI tree. Subclasses override the layout, drawing and input hooks;
/// the final methods here run them with caching and bookkeeping.
///
/// Order of a subclass file: state → layout (`sizeThatFits`, `placeChildren`) → drawing → input → scripting.
@MainActor
package class Widget {
    /// The id scripts and events use; widgets without one are not listed by `query`.
    var id: String?
    private(set) var children: [Widget] = []
    private(set) weak var parent: Widget?
    /// The scene the widget belongs to, set when it is attached.
    weak var scene: Scene? {
        didSet { for c in children { c.scene = scene } }
    }
    /// Where the last layout pass placed the widget, in window pixels (rounded to whole pixels).
    package var frame: Rect = .zero
    /// Whether the widget takes part in layout and drawing. Hidden pages keep their state.
    var isHidden = false
    /// Share of leftover main-axis space this widget takes in a stack (0 = keeps its ideal size).
    var flex: Double = 0
    /// What a screen reader calls the widget when its own text does not say it (a picker, a ruler):
    /// the screen file's `accessibilityLabel`, `.accessibilityLabel(_:)` in Swift. Nil: the name
    /// comes from the widget's visible text (`accessibleName`, Widget+Accessibility.swift).
    var accessibilityLabel: String?

    /// The pass the measurement cache below belongs to.
    private var cachePass = -1
    /// The first proposal measured in `cachePass` and its answer (nil: none yet). Most widgets
    /// are asked once or twice with the same proposal per pass, so this answers without hashing.
    private var firstMeasure: (proposal: ProposedSize, size: Size)?
    /// Answers to the other proposals of `cachePass`.
    private var cache: [ProposedSize: Size] = [:]

    init(id: String? = nil, children: [Widget] = []) {
        self.id = id
        for c in children { add(c) }
    }

    // MARK: Tree

    func add(_ child: Widget) {
        child.removeFromParent()
        child.parent = self
        child.scene = scene
        children.append(child)
        setNeedsLayout()
    }

    func removeAllChildren() {
        for c in children { c.parent = nil; c.scene = nil }
        children.removeAll()
        setNeedsLayout()
    }

    func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        scene = nil
        p.setNeedsLayout()
    }

    /// Children that take part in layout and drawing.
    var visibleChildren: [Widget] { children.filter { !$0.isHidden } }

    /// This widget and all its descendants, depth first, parents before children.
    func forEachDescendant(_ body: (Widget) -> Void) {
        body(self)
        for c in children { c.forEachDescendant(body) }
    }

    /// Whether `self` is `other` or one of its ancestors.
    func isAncestor(of other: Widget) -> Bool {
        var w: Widget? = other
        while let x = w { if x === self { return true }; w = x.parent }
        return false
    }

    // MARK: Layout

    /// The size this widget wants for a proposal. Must be a pure function of the proposal and the
    /// context (no state changes): adaptive decisions are made here, inside one pass.
    func sizeThatFits(_ proposal: ProposedSize, _ ctx: LayoutContext) -> Size { .zero }

    /// Places the children inside `bounds` (the widget's own frame). Default: every child fills it.
    func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        for c in visibleChildren { c.place(in: bounds, ctx) }
    }

    /// `sizeThatFits`, cached per layout pass and proposal. Non-finite or negative answers are
    /// clamped so a bad widget cannot poison its parents.
    package final func measure(_ proposal: ProposedSize, _ ctx: LayoutContext) -> Size {
        if cachePass != ctx.pass {
            cachePass = ctx.pass
            firstMeasure = nil
            if !cache.isEmpty { cache.removeAll(keepingCapacity: true) }
        }
        if let f = firstMeasure {
            if f.proposal == proposal { return f.size }
            if let s = cache[proposal] { return s }
        }
        var s = isHidden ? .zero : sizeThatFits(proposal, ctx)
        if !(s.width.isFinite && s.width >= 0) { s.width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0 }
        if !(s.height.isFinite && s.height >= 0) { s.height = proposal.height.flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0 }
        if firstMeasure == nil { firstMeasure = (proposal, s) } else { cache[proposal] = s }
        return s
    }

    /// Sets the frame and places the children. The scene rounds frames to whole pixels afterwards.
    package final func place(in rect: Rect, _ ctx: LayoutContext) {
        let old = frame
        frame = rect
        placeChildren(in: rect, ctx)
        if old != rect { frameDidChange(from: old) }
    }

    /// The longest the widget accepts along `axis` when a stack shares out leftover space
    /// (`.infinity`: no limit); a fixed or max-constrained `Frame` says its length. A method of
    /// the class rather than a protocol a stack casts to: each first cast of a widget type looks
    /// through all of Swift's conformance records, a cost every start would pay.
    func maxLength(_ axis: Axis) -> Double { .infinity }

    /// Called after layout moved or resized the widget (before pixel rounding).
    func frameDidChange(from old: Rect) {}

    /// The widget as a control with a value of its own (`ValueControl`), or nil. A method of the
    /// class rather than a cast: each first `as? ValueControl` of a widget type looks through
    /// all of Swift's conformance records, 4 % of a start's instructions. Each
    /// control answers `self` in its class.
    var valueControl: ValueControl? { nil }

    /// What the state file keeps of this widget (`--state`), nil for nothing: a control's value;
    /// a control that keeps something else (a text field its text, a list its selection) says so
    /// in its class, so the state file names no widget type.
    var keptValue: JSONValue? { valueControl?.jsonValue }

    /// The text `{ID}` live text shows of this widget, nil when it offers none: a control's shown
    /// value; a text field says its text in its class.
    var liveText: String? { valueControl?.shownValueText }

    /// Whether moving this widget is moving its frame and nothing more: it keeps no geometry of
    /// its own from its last placement (its drawing and hit tests read `frame`), and
    /// `frameDidChange` does nothing. A scrolling list moves rows whose whole content says so
    /// by `translate` instead of placing them again (`ListRow.move`). False unless a widget
    /// type says otherwise, so a new widget is placed until it is known to qualify.
    func movesByFrameAlone() -> Bool { false }

    /// Whether this widget and all its descendants move by frame alone.
    final var subtreeMovesByFrameAlone: Bool { movesByFrameAlone() && children.allSatisfy(\.subtreeMovesByFrameAlone) }

    /// Moves this widget and its descendants by whole pixels.
    final func translate(dx: Double, dy: Double) {
        frame.origin = Point(frame.minX + dx, frame.minY + dy)
        for c in children { c.translate(dx: dx, dy: dy) }
    }

    /// Rounds this widget's and its descendants' frames to whole pixels: the separate final pass.
    package final func roundFrames() {
        // A frame already on whole pixels is kept without libm's rounding (the same bits).
        frame = LayoutMath.pixelAligned(frame)
        for c in children where !c.isHidden { c.roundFrames() }
    }

    func setNeedsLayout() { scene?.setNeedsLayout() }
    func setNeedsDisplay() { scene?.setNeedsDisplay(frame) }

    // MARK: Drawing

    /// Appends this widget's drawing. Default: the visible children that intersect the damaged area.
    func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        drawChildren(&list, ctx)
    }

    /// The corner radius a widget that paints its whole frame opaquely leaves to the background
    /// (its rounded corners blend over it), or nil when it does not paint its frame opaquely now:
    /// the scene draws no background under such a widget (Scene+OpaqueCover). Nil by default; a
    /// method of the class rather than a protocol the scene casts to, for the reason `maxLength`
    /// gives.
    func opaqueCornerRadius(_ theme: Theme) -> Double? { nil }

    final func drawChildren(_ list: inout DrawList, _ ctx: DrawContext) {
        for c in children where !c.isHidden && c.frame.intersects(ctx.damage) { c.draw(&list, ctx) }
    }

    // MARK: Input

    /// Whether pointer contacts that start on this widget are sent to it.
    var acceptsPointer: Bool { false }

    /// A pointer event for a contact this widget holds.
    func pointer(_ e: PointerEvent) -> PointerDisposition { .handled }

    /// A mouse wheel turn over the widget; return true when used.
    func wheel(dx: Double, dy: Double) -> Bool { false }

    /// Whether focus can land on the widget (keyboard and gamepad).
    var isFocusable: Bool { false }

    /// A navigation action while the widget (or a descendant) has focus; return true when used,
    /// false to let the parent or the focus manager have it.
    func navigate(_ action: NavAction) -> Bool { false }

    /// A key pressed while the widget has focus, before it is read as navigation: a text field
    /// takes its editing keys (the arrows move its caret, Backspace, Enter submits) and leaves
    /// the rest to navigation. Return true when used. Default: none.
    func typed(_ key: Key) -> Bool { false }

    /// A reset (the command, the idle reset) readies the screen for the next customer: what one
    /// left in the widget goes (a text field's text, a list's selection). Default: nothing.
    func resetForNextCustomer() {}

    /// A gamepad axis while the widget has focus; return true when used.
    func axis(_ axis: GamepadAxis, value: Double) -> Bool { false }

    /// The rect the focus ring surrounds.
    var focusRect: Rect { frame }

    /// Called when focus arrives (true) or leaves (false).
    func focusChanged(_ focused: Bool) { setNeedsDisplay() }

    /// Asks a scrolling ancestor to bring `rect` (a descendant's, in window pixels) into view,
    /// gliding or at once. Default: nothing to scroll.
    func reveal(_ rect: Rect, animated: Bool) {}

    /// The deepest visible widget under `p` that accepts pointers.
    func hitTest(_ p: Point) -> Widget? {
        guard !isHidden, frame.contains(p) else { return nil }
        for c in children.reversed() { if let w = c.hitTest(p) { return w } }
        return acceptsPointer ? self : nil
    }

    // MARK: Time

    /// Called every frame while the widget asked the scene to animate it (`scene.animate(self)`),
    /// or once its wake-up time (`scene.wake(self, at:)`) has come. Return true to keep animating.
    func tick(now: Double) -> Bool { false }

    /// Ends any motion at once, at the place it was heading for: the widget left the screen (its
    /// page was hidden, it was removed) while it moved, and nothing unseen may keep the loop busy.
    /// Default: nothing moves.
    func finishMotion() {}

    // MARK: Scripting

    /// The type name `query` and messages report.
    var typeName: String { "widget" }

    /// The centre of the widget's Nth part (segment, menu item, tab) for `target: "ID#N"`.
    func partFrame(_ index: Int) -> Rect? { nil }

    /// The frame of the part a script names (`target: "ID#NAME"`: the keyboard's `keyboard#A`).
    func partFrame(named name: String) -> Rect? { nil }

    /// Whether this container decides whether `child` shows (a deck its screens, a page
    /// container its pages), so that `set hidden` does not apply to it. Default: no.
    func decidesShown(of child: Widget) -> Bool { false }

    // What the `layout` query reports and what `set` changes, a widget says through the
    // capability protocols it adopts in its own files (`QueryableWidget`, `ValueControl`,
    // `SettableWidget`, `TextWidget`); Scripting turns that into JSON lines and messages.

    // MARK: Capabilities

    // What code outside the widgets asks of a widget on the paths every start and every event
    // take, answered in the control's class (as `valueControl`) instead of a cast: a cast to a
    // control's type is one more place to change with the control, and a first `as?` to a
    // protocol looks through all of Swift's conformance records. The rest of the questions are
    // the protocols of Widgets/Capabilities/.

    /// Whether it scrolls its content inside a viewport (a scroll view): a direction moves focus
    /// inside it first, a control scrolled out of its viewport is not where its frame says, and
    /// content already inside one is not wrapped in another.
    var isScrollContainer: Bool { false }

    /// The widget as a list of items with fields (`ItemList`), or nil: the screen check asks
    /// every widget when a live text names `{LIST.FIELD}`.
    var itemList: ItemList? { nil }

    /// The widget as one whose value is on or off (`OnOffValue`), or nil: a button's
    /// `enabled: {checked: ID}` follows it from the start.
    var onOffValue: OnOffValue? { nil }

    /// The widget as a container of pages under tabs (`PagedContainer`), or nil.
    var pagedContainer: PagedContainer? { nil }

    /// Whether its one child is content that scrolls on its own when taller than the panel (a
    /// page of a page container, under the container's tabs).
    var scrollsOwnContent: Bool { false }

    /// Whether keyboard and gamepad focus stop at it once without walking its children (a list:
    /// its rows come and go as it scrolls, its own cursor walks them).
    var isFocusStop: Bool { false }

    /// Whether it gets an id derived from its nearest named ancestor when the file gives it none
    /// (a button: `chips.3`), so every `tap` names what was tapped.
    var isNumberedWhenUnnamed: Bool { false }

    /// The widget as one that sends its descendants' events as its own (`ChildEventRelay`), or nil.
    var childEventRelay: ChildEventRelay? { nil }

    /// The widget as a slot of a list's item template (`ItemTemplateSlot`), or nil.
    var itemTemplateSlot: ItemTemplateSlot? { nil }

    /// The widget as one a list's row enables only while its item is (`ItemEnabledFollower`), or nil.
    var itemEnabledFollower: ItemEnabledFollower? { nil }

    /// The widget as one with transient UI of its own that the idle reset closes (`TransientUI`), or nil.
    var transientUI: TransientUI? { nil }
}
