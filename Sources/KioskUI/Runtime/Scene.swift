/// The widget tree and everything it shares: size, split, font scale, focus, overlays, animations,
/// timers, damage and the event sink. The loop drives it in phases, each callable from a test:
/// `handle` (dispatch input) → `advance` (animations, timers) → `layoutIfNeeded` → `render`.
final class Scene {
    let root: Widget
    let layout: LayoutContext
    /// Pop-ups above the root (menus). The top one is modal: it gets every pointer and navigation.
    private(set) var overlays: [Widget] = []
    /// The window (or output) size in pixels.
    private(set) var windowSize: Size
    /// The fraction of the window width the UI gets (split screen); 1 = all of it.
    private(set) var split: Double = 1
    /// Seconds on the frame clock, as of the last `advance`.
    private(set) var now: Double = 0
    let focus = FocusManager()
    /// Receives every UI event. Set by the runtime (JSON lines) or by tests.
    var onEvent: ((UIEvent) -> Void)?

    private(set) var needsLayout = true
    /// The window rect that must be redrawn; empty when nothing changed.
    private(set) var damage: Rect = .zero
    /// The previous frame's draw list, kept for its storage.
    private var spareList = DrawList()
    /// Plans the background fill around opaque widgets (`Scene+OpaqueCover.swift`).
    let background = BackgroundPlanner()
    /// Animations and timers, visited in a defined order (`SceneClock`).
    private var clock = SceneClock()
    private let pointers = PointerRouter()
    private var stickLatch: [GamepadAxis: Int] = [:]

    init(root: Widget, measurer: TextMeasuring, size: Size, theme: Theme = .standard, fontScale: Double = 1) {
        self.root = root
        self.layout = LayoutContext(measurer: measurer, theme: theme, fontScale: FontScale.clamp(fontScale))
        self.windowSize = Scene.sanitize(size)
        root.scene = self
        setNeedsLayout()
    }

    var theme: Theme { layout.theme }
    var fontScale: Double { layout.fontScale }

    /// The rect the UI occupies: the left `split` of the window.
    var bounds: Rect {
        Rect(x: 0, y: 0, width: (windowSize.width * split).rounded(.down), height: windowSize.height)
    }

    private static func sanitize(_ s: Size) -> Size {
        Size(width: s.width.isFinite ? max(0, s.width) : 0, height: s.height.isFinite ? max(0, s.height) : 0)
    }

    // MARK: Invalidation

    func setNeedsLayout() { needsLayout = true; damage = Rect(origin: .zero, size: windowSize) }
    func setNeedsDisplay(_ rect: Rect) { damage = damage.union(rect.intersection(Rect(origin: .zero, size: windowSize))) }
    func setNeedsDisplayAll() { damage = Rect(origin: .zero, size: windowSize) }

    /// Whether a frame must be drawn or an animation is running.
    var hasWork: Bool { needsLayout || !damage.isEmpty || clock.isAnimating }
    var isAnimating: Bool { clock.isAnimating }
    /// The earliest timer, if any: the loop may sleep until then.
    var nextWakeTime: Double? { clock.nextWakeTime }

    // MARK: Environment changes

    func resize(_ size: Size) {
        let s = Scene.sanitize(size)
        guard s != windowSize else { return }
        windowSize = s
        setNeedsLayout()
    }

    func setFontScale(_ scale: Double) {
        let s = FontScale.clamp(scale)
        guard s != layout.fontScale else { return }
        layout.fontScale = s
        setNeedsLayout()
    }

    func setSplit(_ fraction: Double) {
        let f = fraction.isFinite ? min(1, max(0, fraction)) : 1
        guard f != split else { return }
        split = f
        setNeedsLayout()
    }

    /// The fractions F2 cycles through on a desk: the whole width, 2/3, 1/2 and 1/3.
    static let splitSteps: [Double] = [1, 2.0 / 3.0, 0.5, 1.0 / 3.0]

    func cycleSplit() {
        let i = Scene.splitSteps.firstIndex { abs($0 - split) < 0.01 } ?? -1
        setSplit(Scene.splitSteps[(i + 1) % Scene.splitSteps.count])
    }

    // MARK: Overlays

    /// Shows a modal overlay (a menu). Contacts still down on what lies beneath are cancelled:
    /// a second finger resting on another compact picker must not open a second menu on top.
    func present(_ overlay: Widget) {
        overlay.scene = self
        overlays.append(overlay)
        pointers.cancelAll(time: now)
        focus.trap(in: overlay, scene: self)
        setNeedsLayout()
    }

    func dismiss(_ overlay: Widget) {
        guard let i = overlays.firstIndex(where: { $0 === overlay }) else { return }
        overlays.remove(at: i)
        pointers.release(overlay)
        focus.untrap(overlay, scene: self)
        setNeedsLayout()
    }

    // MARK: Events out

    func emit(_ name: String, _ widget: Widget?, _ fields: [(String, JSONValue)] = []) {
        onEvent?(UIEvent(at: (now * 1000).rounded(), name: name, id: widget?.id, fields: fields))
    }

    // MARK: Time

    /// Asks for `tick(now:)` every frame until it returns false.
    func animate(_ w: Widget) { clock.animate(w) }
    func stopAnimating(_ w: Widget) { clock.stopAnimating(w) }
    /// Asks for one `tick(now:)` at `time` (a later call replaces the earlier one).
    func wake(_ w: Widget, at time: Double) { clock.wake(w, at: time) }
    func cancelWake(_ w: Widget) { clock.cancelWake(w) }

    /// Moves the clock to `time` and runs due timers (earliest first, ties in the order they were
    /// set), then animations (in the order they started). A widget that is no longer on screen
    /// (hidden, on a hidden page, removed) does not move: it is told to finish its motion at once
    /// and leaves the list, so nothing invisible can keep the loop drawing.
    func advance(to time: Double) {
        now = max(now, time)
        for w in clock.takeDue(at: now) where w.isOnScreen(in: self) && w.tick(now: now) { clock.animate(w) }
        for w in clock.animatingNow {
            if !w.isOnScreen(in: self) {
                clock.stopAnimating(w)
                w.finishMotion()
            } else if !w.tick(now: now) {
                clock.stopAnimating(w)
            }
        }
    }

    // MARK: Input

    func handle(_ event: InputEvent) {
        switch event {
        case let .pointer(p): handlePointer(p)
        case let .wheel(dx, dy, at):
            var w = hitTarget(at)
            while let x = w { if x.wheel(dx: dx, dy: dy) { return }; w = x.parentForInput }
        case let .key(k, down):
            guard down else { return }
            switch k {
            case .left: navigate(.left)
            case .right: navigate(.right)
            case .up: navigate(.up)
            case .down: navigate(.down)
            case .tab: navigate(.next)
            case .backtab: navigate(.previous)
            case .enter, .space: navigate(.activate)
            case .escape: navigate(.back)
            case .pageUp: navigate(.pagePrevious)
            case .pageDown: navigate(.pageNext)
            case .home: navigate(.first)
            case .end: navigate(.last)
            case .cycleSplit: cycleSplit()
            }
        case let .gamepadButton(b, down):
            guard down else { return }
            switch b {
            case .a: navigate(.activate)
            case .b: navigate(.back)
            case .dpadLeft: navigate(.left)
            case .dpadRight: navigate(.right)
            case .dpadUp: navigate(.up)
            case .dpadDown: navigate(.down)
            case .leftShoulder: navigate(.pagePrevious)
            case .rightShoulder: navigate(.pageNext)
            case .x, .y, .back, .guide, .start: break
            }
        case let .gamepadAxis(a, value): handleAxis(a, value)
        case .gamepadConnected: break
        case let .resize(s): resize(s)
        case let .fontScale(f): setFontScale(f)
        case let .split(f): setSplit(f)
        case .quit: break
        case .expose: setNeedsDisplayAll()
        }
    }

    /// The widget a pointer at `p` goes to: the top overlay when there is one, else the tree.
    func hitTarget(_ p: Point) -> Widget? {
        if let top = overlays.last { return top.hitTest(p) ?? top }
        return root.hitTest(p)
    }

    private func handlePointer(_ e: PointerEvent) {
        if e.phase == .down {
            // A touch hides the ring: the pixels it was drawn on must be drawn again without it.
            if !focus.hidesRing, let f = focus.focused { setNeedsDisplay(f.focusRect.insetBy(-8)) }
            focus.hidesRing = true
            guard let target = hitTarget(e.location) else { return }
            pointers.begin(e, target: target)
        }
        pointers.deliver(e)
    }

    /// Sends a navigation action to the top overlay, or the focused widget and its ancestors,
    /// and finally to the focus manager to move focus.
    func navigate(_ action: NavAction) {
        let wasHidden = focus.hidesRing
        focus.hidesRing = false
        if wasHidden, let f = focus.focused { setNeedsDisplay(f.focusRect.insetBy(-8)) }
        if focus.focused == nil || focus.focused?.scene == nil {
            focus.focusFirst(scene: self)
            if action != .pageNext && action != .pagePrevious && action != .back { return }
        }
        var w = focus.focused
        while let x = w {
            if x.navigate(action) { return }
            if overlays.contains(where: { $0 === x }) { break }
            w = x.parentForInput
        }
        focus.move(action, scene: self)
    }

    /// Stick deflections below this are read as 0: real sticks rest a little off centre (0.1–0.25
    /// is common on worn pads) and must not move anything. Past it the travel is rescaled so
    /// control stays smooth from 0 to 1.
    static let stickDeadZone = 0.25

    /// A raw axis value with the dead zone applied (triggers too: a worn trigger rests above 0).
    static func deadZoned(_ value: Double) -> Double {
        let v = value.isFinite ? max(-1, min(1, value)) : 0
        let m = abs(v)
        guard m > stickDeadZone else { return 0 }
        return (v < 0 ? -1 : 1) * (m - stickDeadZone) / (1 - stickDeadZone)
    }

    private func handleAxis(_ a: GamepadAxis, _ value: Double) {
        let v = Scene.deadZoned(value)
        if let f = focus.focused, f.axis(a, value: v) { return }
        // A stick pushed past half way acts like one D-pad press, until it returns to the middle.
        let dir = v > 0.5 ? 1 : (v < -0.5 ? -1 : 0)
        let old = stickLatch[a] ?? 0
        stickLatch[a] = dir
        guard dir != 0, dir != old else { return }
        switch a {
        case .leftX, .rightX: navigate(dir > 0 ? .right : .left)
        case .leftY, .rightY: navigate(dir > 0 ? .down : .up)
        case .triggerLeft, .triggerRight: break
        }
    }

    // MARK: Layout and drawing

    /// Runs a layout pass when something asked for one: measure + place from the root, overlays on
    /// top, then pixel rounding as a separate final pass.
    func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layout.beginPass()
        let b = bounds
        root.place(in: b, layout)
        root.roundFrames()
        for o in overlays {
            o.place(in: b, layout)
            o.roundFrames()
        }
        focus.validate(scene: self)
        setNeedsDisplayAll()
    }

    /// The draw list for the damaged area, or nil when nothing changed. Clears the damage.
    func render() -> (list: DrawList, damage: Rect)? {
        layoutIfNeeded()
        let d = damage.intersection(Rect(origin: .zero, size: windowSize)).pixelAlignedOutward
        damage = .zero
        guard !d.isEmpty else { return nil }
        // Reuse last frame's command storage (unique again once the backend has drawn it).
        var list = DrawList()
        swap(&list, &spareList)
        list.commands.removeAll(keepingCapacity: true)
        defer { spareList = list }
        let ctx = DrawContext(theme: theme, fontScale: fontScale, measurer: layout.measurer, now: now, damage: d,
                              focused: focus.hidesRing ? nil : focus.focused)
        list.append(.pushClip(d))
        appendBackground(d, into: &list)
        let b = bounds
        if b.width < windowSize.width {
            // The rest of a split screen: another app's area, drawn as a neutral pane with a divider.
            let rest = Rect(x: b.maxX, y: 0, width: windowSize.width - b.maxX, height: windowSize.height)
            list.fill(rest, Color(hex: 0x2B2F36))
            list.fill(Rect(x: b.maxX, y: 0, width: min(4, rest.width), height: windowSize.height), Color(hex: 0x111317))
        }
        list.clipped(to: b) { list in
            if root.frame.intersects(d) { root.draw(&list, ctx) }
            if let f = ctx.focused, f.scene != nil, !f.isHidden {
                // Around the widget, but kept inside the UI so a control at an edge shows its whole ring.
                let t = theme.focusRingWidth
                let ring = f.focusRect.insetBy(-t - 1).intersection(b)
                list.stroke(ring, theme.focusRing, radius: theme.cornerRadius + t, width: t)
            }
            for o in overlays { o.draw(&list, ctx) }
        }
        list.append(.popClip)
        return (list, d)
    }

    // MARK: Scripting

    /// Every widget with an id, in tree order (overlays last).
    func widgetsWithIDs() -> [Widget] {
        var out: [Widget] = []
        root.forEachDescendant { if $0.id != nil { out.append($0) } }
        for o in overlays { o.forEachDescendant { if $0.id != nil { out.append($0) } } }
        return out
    }

    func widget(id: String) -> Widget? { widgetsWithIDs().first { $0.id == id } }

    /// Scrolls every scrolling ancestor of `w` at once so that `w` is in view (scripts aim at it).
    func bringIntoView(_ w: Widget) {
        var p = w.parent
        while let x = p {
            x.reveal(w.frame, animated: false)
            p = x.parent
        }
    }

    /// The `layout` query answer: the UI size and every widget with an id, its frame and state.
    func layoutQuery() -> JSONValue {
        layoutIfNeeded()
        let nodes: [JSONValue] = widgetsWithIDs().map { w in
            var pairs: [(String, JSONValue)] = [("id", .string(w.id ?? "")), ("type", .string(w.typeName)),
                                                ("frame", JSONValue(w.frame))]
            if w.isHidden || w.ancestorHidden { pairs.append(("hidden", true)) }
            if focus.focused === w && !focus.hidesRing { pairs.append(("focused", true)) }
            pairs += w.queryState()
            return .object(pairs)
        }
        return .object([("size", JSONValue(bounds.size)), ("window", JSONValue(windowSize)),
                        ("fontScale", .number(fontScale)), ("split", .number(split)), ("nodes", .array(nodes))])
    }
}

extension Widget {
    /// The parent, for bubbling input. (Overlays have none: they stop the bubbling.)
    var parentForInput: Widget? { parent }

    /// Whether the widget is part of `scene` and drawn: attached, and neither it nor an ancestor hidden.
    func isOnScreen(in scene: Scene) -> Bool { self.scene === scene && !isHidden && !ancestorHidden }

    /// Whether an ancestor is hidden (so this widget is not on screen either).
    var ancestorHidden: Bool {
        var p = parent
        while let x = p { if x.isHidden { return true }; p = x.parent }
        return false
    }
}
