/// A horizontal ruler a finger flings: it glides, slows down by friction and comes to rest
/// exactly on a step.
///
/// Shows ticks (a long one with a number on every multiple of `majorEvery × step`, see
/// `RulerScale`), a fixed centre line that marks the value, everything left of the centre dimmed,
/// and the value above, as large as the ruler's width allows (`RulerTitle`). A number is
/// highlighted only while the value sits on it. Only the visible ticks are drawn, so a range of
/// 0…1,000,000 costs what 0…100 does.
///
/// Motion (an `AxisScroller` with a step per tick): once a drag is recognised (past the touch
/// slop) the ticks are under the finger, 1:1 from where it touched down, with an elastic overscroll
/// beyond the ends; a release lands exactly on a step (friction through the rounded rest position
/// for a fling, an ease for a slow release, a spring back from overscroll). A tap on a tick glides
/// there, the mouse wheel moves one step a notch, left/right one step, shoulder buttons one long
/// step, Home / End to the ends, and the left stick scrolls with acceleration while held.
///
/// Events: `tick` in every frame in which the centre passes one or more steps (`value`, `steps`),
/// `change` when it comes to rest on a new value (always `min + k·step`, inside the range).
package final class RulerWheel: Widget {
    override var valueControl: ValueControl? { self }

    package let scale: RulerScale
    /// Pixels between two ticks: at least `minSpacing`, and wide enough that the numbers under
    /// the long ticks never touch at any font scale (set by layout).
    private(set) var spacing: Double = RulerWheel.minSpacing
    static let minSpacing: Double = 14
    /// The screen file's `tickSpacing`, in pixels at font scale 1; nil: `baseSpacing`'s default.
    let tickSpacing: Double?

    /// The step the ruler rests on (or is heading for).
    private(set) var index: Int
    /// The offset, its drag and its motion: step k is under the centre line at offset k·spacing.
    private var scroller: AxisScroller
    private var centreIndex: Int
    private var reportedIndex: Int
    private var stick: (value: Double, since: Double, last: Double)?

    package init(id: String? = nil, scale: RulerScale, value: Double? = nil, tickSpacing: Double? = nil) {
        self.scale = scale
        self.tickSpacing = tickSpacing
        let k = scale.index(nearest: value ?? scale.min)
        index = k
        centreIndex = k
        reportedIndex = k
        scroller = AxisScroller(axis: .horizontal, offset: Double(k) * RulerWheel.minSpacing)
        super.init(id: id)
        scroller.setBounds(max: Double(scale.lastIndex) * spacing, step: spacing, viewport: 0)
    }

    /// The value at rest (or the one a running motion lands on).
    package var value: Double { scale.value(at: index) }
    /// The value under the centre line now, as the number above the ticks shows it (while it
    /// glides, the step it is passing).
    var shownValue: Double { scale.value(at: centreIndex) }
    /// Scroll offset in pixels.
    var offset: Double { scroller.offset }
    package var isMoving: Bool { scroller.isSettling || scroller.isDragging || stick != nil }
    var motionState: String { "simulation \(scroller.simulation.map { "\($0)" } ?? "nil"), dragging \(scroller.isDragging), stick \(stick.map { "\($0)" } ?? "nil")" }

    // MARK: Layout

    private static let tickArea: Double = 44
    /// Room kept free on each side of the value above the ticks.
    private static let titleInset: Double = 8

    /// The font of the value above the ticks (set by layout for the ruler's width).
    private(set) var titleFont: Font?
    /// Whether the value above the ticks had to be cut with an ellipsis when last drawn.
    private(set) var titleTruncated = false

    /// The font the widest value of the scale fits in at `width`: the title font, or smaller.
    private func titleFont(width: Double, _ ctx: LayoutContext) -> Font {
        let ends = [scale.value(at: 0), scale.value(at: scale.lastIndex)].map { ctx.numbers.format(scale.format($0)) }
        return RulerTitle.font(fitting: ends, width: width - 2 * RulerWheel.titleInset, title: ctx.font(.title),
                               caption: ctx.font(.caption).bolded, measurer: ctx.measurer)
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let w = p.width.map { $0.isFinite ? $0 : 320 } ?? 320
        let h = ctx.measurer.lineHeight(font: titleFont(width: w, ctx)) + RulerWheel.tickArea + ctx.measurer.lineHeight(font: ctx.font(.caption)) + 16
        return Size(w, max(ctx.theme.minTouchTarget, h))
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        titleFont = titleFont(width: bounds.width, ctx)
        let bold = ctx.font(.caption).bolded
        // The numbers that are drawn: the first, the middle and the last numbered step.
        let labelled = scale.majorRange.map { r in [r.lowerBound, scale.majorIndex(nearest: scale.lastIndex / 2) ?? r.lowerBound, r.upperBound] } ?? []
        let widest = labelled.map { ctx.measurer.measure(ctx.numbers.format(scale.label(at: $0)), font: bold).width }.max() ?? 0
        let base = RulerWheel.baseSpacing(lastIndex: scale.lastIndex, width: bounds.width, fontScale: ctx.fontScale,
                                          tickSpacing: tickSpacing)
        let needed = max(base, ((widest + 16) / Double(scale.majorEvery)).rounded(.up))
        // The frame as rounded after layout: how far the rubber band stretches.
        scroller.setBounds(max: Double(scale.lastIndex) * spacing, step: spacing, viewport: bounds.pixelAligned.width)
        guard needed != spacing else { return }
        // Keep the ruler where it is in steps; a motion under way restarts towards its step.
        let wasSettling = scroller.isSettling
        scroller.rescale(from: spacing, to: needed)
        spacing = needed
        if wasSettling { glide(to: index) }
    }

    // MARK: Drawing

    /// The ruler paints its whole frame with the theme's surface colour (rounded corners aside),
    /// so a frame that redraws only the gliding ruler skips the background fill under it.
    override func opaqueCornerRadius(_ theme: Theme) -> Double? {
        theme.surface.a == 255 ? theme.cornerRadius : nil
    }

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        list.fill(frame, th.surface, radius: th.cornerRadius)
        list.stroke(frame, th.surfaceOutline, radius: th.cornerRadius, width: 1)
        let caption = ctx.font(.caption), bold = caption.bolded
        let laidOut = titleFont ?? ctx.font(.title)
        let titleH = ctx.measurer.lineHeight(font: laidOut)
        let room = frame.width - 2 * RulerWheel.titleInset
        let title = RulerTitle.text(ctx.numbers.format(scale.format(scale.value(at: centreIndex))), width: room, font: laidOut,
                                    caption: bold, measurer: ctx.measurer)
        titleTruncated = title.truncated
        let tw = ctx.measurer.measure(title.text, font: title.font).width
        // Smaller than the laid-out font: centred in the same line.
        let ty = frame.minY + 4 + ((titleH - ctx.measurer.lineHeight(font: title.font)) / 2).rounded()
        list.text(title.text, at: Point(max(frame.minX + RulerWheel.titleInset, frame.midX - tw / 2), ty),
                  font: title.font, color: th.text)

        let top = frame.minY + titleH + 8
        let mid = frame.midX
        list.clipped(to: frame) { list in
            let half = frame.width / 2 + spacing
            let first = max(0, Int(((offset - half) / spacing).rounded(.down)))
            let last = min(scale.lastIndex, Int(((offset + half) / spacing).rounded(.up)))
            if first <= last {
                for k in first...last {
                    let x = (mid + Double(k) * spacing - offset).rounded()
                    let major = scale.isMajor(k)
                    let color = x < mid ? th.dimmed : th.text
                    let h = major ? RulerWheel.tickArea * 0.7 : RulerWheel.tickArea * 0.35
                    list.fill(Rect(x: x - (major ? 1 : 0.5), y: top, width: major ? 2 : 1, height: h), color)
                    if major {
                        let label = ctx.numbers.format(scale.label(at: k))
                        // Highlighted only while the value sits on it.
                        let hot = k == centreIndex
                        let f = hot ? bold : caption
                        let w = ctx.measurer.measure(label, font: f).width
                        list.text(label, at: Point(x - w / 2, top + RulerWheel.tickArea), font: f,
                                  color: hot ? th.accent : color)
                    }
                }
            }
        }
        list.fill(Rect(x: mid - 1.5, y: top - 6, width: 3, height: RulerWheel.tickArea + 6), th.accent, radius: 1.5)
    }

    // MARK: Motion

    /// Shows the scroller's offset: a `tick` event when the centre passed one or more steps.
    private func moved() {
        let c = min(scale.lastIndex, max(0, Int((offset / spacing).rounded())))
        if c != centreIndex {
            let passed = abs(c - centreIndex)
            centreIndex = c
            send(.tick(value: scale.value(at: c), steps: passed))
        }
        setNeedsDisplay()
    }

    /// Animates the motion the scroller started, landing on its step.
    private func run() {
        index = scroller.restIndex
        scene?.animate(self)
    }

    /// Glides to step `k` from wherever the ruler is (and however it moves) now.
    func glide(to k: Int) {
        let kk = min(scale.lastIndex, max(0, k))
        let target = Double(kk) * spacing
        let duration = 0.2 + 0.25 * min(1, abs(target - offset) / (spacing * 10))
        scroller.glide(to: target, duration: duration, at: scene?.now ?? 0)
        run()
    }

    override func tick(now: Double) -> Bool {
        if let s = stick {
            let dt = max(0, min(0.1, now - s.last))
            // Speed grows with how far the stick is pushed (squared) and how long it is held.
            let held = now - s.since
            let speed = s.value * abs(s.value) * spacing * 12 * (1 + 2 * min(3, held))
            stick?.last = now
            let next = min(scroller.upperOffset, max(0, offset + speed * dt))
            // Held against an end: nothing moves, so nothing animates (the stick is still held; a
            // new deflection starts it again).
            if next == offset && dt > 0 { return false }
            scroller.jump(to: next)
            moved()
            return true
        }
        guard scroller.isSettling else { return false }
        let going = scroller.advance(to: now)
        moved()
        if !going { rest() }
        return going
    }

    /// Off screen while moving: the stick is let go and the ruler lands on the step it was heading
    /// for (reporting it), at once.
    override func finishMotion() {
        // A glide knows its step; a stick or a drag rests on the step nearest the centre.
        scroller.finish()
        index = scroller.restIndex
        stick = nil
        rest()
        setNeedsDisplay()
    }

    /// At rest on `index`: report a new value once.
    private func rest() {
        scroller.jump(to: Double(index) * spacing)
        centreIndex = index
        guard index != reportedIndex else { return }
        reportedIndex = index
        send(.change(.number(value)))
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }
    override var isFocusable: Bool { true }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        let before = offset, wasSettling = scroller.isSettling
        for case let .tap(p) in scroller.handle(e) {
            glide(to: Int(((offset + p.x - frame.midX) / spacing).rounded()))
        }
        if offset != before { moved() }
        // A finger that caught the ruler holds it: no frames until it lets go.
        if scroller.isSettling { run() } else if wasSettling { scene?.stopAnimating(self) }
        return scroller.disposition
    }

    override func wheel(dx: Double, dy: Double) -> Bool {
        let notches = WheelNotches.count(dx: dx, dy: dy)
        guard notches != 0 else { return false }
        glide(to: index + notches)
        return true
    }

    override func navigate(_ action: NavAction) -> Bool {
        let k: Int
        switch action {
        case .left: k = index - 1
        case .right: k = index + 1
        case .pagePrevious: k = index - scale.majorEvery
        case .pageNext: k = index + scale.majorEvery
        case .first: k = 0
        case .last: k = scale.lastIndex
        default: return false
        }
        let kk = min(scale.lastIndex, max(0, k))
        guard kk != index else { return action == .pageNext || action == .pagePrevious ? false : true }
        glide(to: kk)
        return true
    }

    /// Losing focus lets go of the stick: the ruler would otherwise scroll on with a stick it no
    /// longer hears being released.
    override func focusChanged(_ focused: Bool) {
        super.focusChanged(focused)
        if !focused, stick != nil {
            stick = nil
            scroller.settle(at: scene?.now ?? 0)
            run()
        }
    }

    override func axis(_ axis: GamepadAxis, value: Double) -> Bool {
        guard axis == .leftX else { return false }
        let now = scene?.now ?? 0
        // The scene has already applied the stick's dead zone: 0 is a stick at rest.
        if value == 0 {
            guard stick != nil else { return true }
            stick = nil
            scroller.settle(at: now)
            run()
            return true
        }
        if stick == nil {
            scroller.stop()
            stick = (value, now, now)
            scene?.animate(self)
        } else {
            stick?.value = value
            scene?.animate(self)   // it may have stopped against an end
        }
        return true
    }

    // MARK: Scripting

    override var typeName: String { "ruler" }

    /// Tick `n` (the step with index n), when it is on screen.
    override func partFrame(_ n: Int) -> Rect? {
        guard n >= 0, n <= scale.lastIndex else { return nil }
        let x = frame.midX + Double(n) * spacing - offset
        guard x >= frame.minX, x < frame.maxX else { return nil }
        return Rect(x: x - spacing / 2, y: frame.minY, width: spacing, height: frame.height)
    }
}

extension RulerWheel: QueryableWidget, ValueControl {
    var layoutState: [(String, JSONValue)] {
        [("value", .number(value)), ("moving", .bool(isMoving)), ("min", .number(scale.min)), ("max", .number(scale.max)),
         ("step", .number(scale.step)), ("truncated", .bool(titleTruncated))]
    }

    /// The value is a number in the range; setting one glides to the nearest step.
    var valueNoun: String { "ruler" }
    var valueDomain: ValueDomain { .steps(scale) }
    var valuePosition: Int { index }
    func moveValue(to position: Int) { glide(to: position) }
    /// The number under the centre line, with the ruler's own decimals (its step's), written as
    /// the language writes numbers (`NumberFormat`).
    var shownValueText: String { (scene?.layout.numbers ?? .plain).format(scale.format(shownValue)) }
}

/// A ruler is dragged along its ticks: at least three touch targets of them, inside the inset its
/// value keeps from each side.
extension RulerWheel: LeastUsableWidth {
    func leastUsableWidth(_ ctx: LayoutContext) -> Double {
        LeastUsable.touchTargets * ctx.theme.minTouchTarget + 2 * RulerWheel.titleInset
    }
}
