/// A horizontal ruler a finger flings: it glides, slows down by friction and comes to rest
/// exactly on a step.
///
/// Shows ticks (a long one with a number on every multiple of `majorEvery × step`, see
/// `RulerScale`), a fixed centre line that marks the value, everything left of the centre dimmed,
/// and the value above, as large as the ruler's width allows (`RulerTitle`). A number is
/// highlighted only while the value sits on it. Only the visible ticks are drawn, so a range of
/// 0…1,000,000 costs what 0…100 does.
///
/// Motion (pure physics in `Motion/`): once a drag is recognised (past the touch slop) the ticks
/// are under the finger, 1:1 from where it touched down, with an elastic overscroll beyond the
/// ends; a release uses the runtime's velocity estimate and `StepSnapping` to land exactly on a step (friction through the rounded rest position for a
/// fling, an ease for a slow release, a spring back from overscroll). A tap on a tick glides
/// there, the mouse wheel moves one step a notch, left/right one step, shoulder buttons one long
/// step, Home / End to the ends, and the left stick scrolls with acceleration while held.
///
/// Events: `tick` in every frame in which the centre passes one or more steps (`value`, `steps`),
/// `change` when it comes to rest on a new value (always `min + k·step`, inside the range).
final class RulerWheel: Widget {
    let scale: RulerScale
    /// Pixels between two ticks: at least `minSpacing`, and wide enough that the numbers under
    /// the long ticks never touch at any font scale (set by layout).
    private(set) var spacing: Double = RulerWheel.minSpacing
    static let minSpacing: Double = 14
    /// Called when the ruler comes to rest on a new value.
    var onChange: ((Double) -> Void)?

    /// The step the ruler rests on (or is heading for).
    private(set) var index: Int
    /// Scroll offset in pixels: step k is under the centre line at offset k·spacing.
    private(set) var offset: Double
    private var simulation: ScrollSimulation?
    private var gesture = GestureTracker(axis: .horizontal, longPressDelay: nil)
    private var dragStartRaw = 0.0
    private var centreIndex: Int
    private var reportedIndex: Int
    private var stick: (value: Double, since: Double, last: Double)?

    init(id: String? = nil, scale: RulerScale, value: Double? = nil) {
        self.scale = scale
        let k = scale.index(nearest: value ?? scale.min)
        index = k
        centreIndex = k
        reportedIndex = k
        offset = Double(k) * spacing
        super.init(id: id)
    }

    /// The value at rest (or the one a running motion lands on).
    var value: Double { scale.value(at: index) }
    var isMoving: Bool { simulation != nil || gesture.isDragging || stick != nil }
    var motionState: String { "simulation \(simulation.map { "\($0)" } ?? "nil"), gesture \(gesture.phase), stick \(stick.map { "\($0)" } ?? "nil")" }

    private var snapping: StepSnapping {
        StepSnapping(step: spacing, minOffset: 0, maxOffset: Double(scale.lastIndex) * spacing)
    }

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
        let ends = [scale.format(scale.value(at: 0)), scale.format(scale.value(at: scale.lastIndex))]
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
        let widest = labelled.map { ctx.measurer.measure(scale.label(at: $0), font: bold).width }.max() ?? 0
        let needed = max(RulerWheel.minSpacing, ((widest + 16) / Double(scale.majorEvery)).rounded(.up))
        guard needed != spacing else { return }
        // Keep the ruler where it is in steps; a motion under way restarts towards its step.
        offset = offset / spacing * needed
        spacing = needed
        if simulation != nil { glide(to: index) }
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        list.fill(frame, th.surface, radius: th.cornerRadius)
        let caption = ctx.font(.caption), bold = caption.bolded
        let laidOut = titleFont ?? ctx.font(.title)
        let titleH = ctx.measurer.lineHeight(font: laidOut)
        let room = frame.width - 2 * RulerWheel.titleInset
        let title = RulerTitle.text(scale.format(scale.value(at: centreIndex)), width: room, font: laidOut,
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
                        let label = scale.label(at: k)
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

    private func move(to newOffset: Double) {
        offset = newOffset
        let c = min(scale.lastIndex, max(0, Int((offset / spacing).rounded())))
        if c != centreIndex {
            let passed = abs(c - centreIndex)
            centreIndex = c
            scene?.emit("tick", self, [("value", .number(scale.value(at: c))), ("steps", .number(Double(passed)))])
        }
        setNeedsDisplay()
    }

    private func run(_ sim: ScrollSimulation, landingOn k: Int) {
        index = k
        simulation = sim
        scene?.animate(self)
    }

    /// Glides to step `k` from wherever the ruler is (and however it moves) now.
    func glide(to k: Int) {
        let kk = min(scale.lastIndex, max(0, k))
        let now = scene?.now ?? 0
        let v = simulation?.velocity(at: now) ?? 0
        let target = Double(kk) * spacing
        let duration = 0.2 + 0.25 * min(1, abs(target - offset) / (spacing * 10))
        run(.ease(from: offset, to: target, velocity: v, duration: duration, at: now), landingOn: kk)
    }

    private func settle(velocity v: Double, at now: Double) {
        let r = snapping.settle(offset: offset, velocity: v, at: now)
        run(r.simulation, landingOn: r.index)
    }

    override func tick(now: Double) -> Bool {
        if let s = stick {
            let dt = max(0, min(0.1, now - s.last))
            // Speed grows with how far the stick is pushed (squared) and how long it is held.
            let held = now - s.since
            let speed = s.value * abs(s.value) * spacing * 12 * (1 + 2 * min(3, held))
            stick?.last = now
            let next = min(snapping.upperOffset, max(0, offset + speed * dt))
            // Held against an end: nothing moves, so nothing animates (the stick is still held; a
            // new deflection starts it again).
            if next == offset && dt > 0 { return false }
            move(to: next)
            return true
        }
        guard let sim = simulation else { return false }
        if sim.isDone(at: now) {
            move(to: sim.restPosition)
            simulation = nil
            rest()
            return false
        }
        move(to: sim.position(at: now))
        return true
    }

    /// Off screen while moving: the stick is let go and the ruler lands on the step it was heading
    /// for (reporting it), at once.
    override func finishMotion() {
        // A glide knows its step; a stick or a drag rests on the step nearest the centre.
        if simulation == nil { index = min(scale.lastIndex, max(0, Int((offset / spacing).rounded()))) }
        stick = nil
        simulation = nil
        rest()
        setNeedsDisplay()
    }

    /// At rest on `index`: report a new value once.
    private func rest() {
        offset = Double(index) * spacing
        centreIndex = index
        guard index != reportedIndex else { return }
        reportedIndex = index
        scene?.emit("change", self, [("value", .number(value))])
        onChange?(value)
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }
    override var isFocusable: Bool { true }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        for out in gesture.handle(e) {
            switch out {
            case .pressed:
                // A finger on a moving ruler catches it where it is.
                if simulation != nil { simulation = nil; scene?.stopAnimating(self) }
                dragStartRaw = snapping.rawOffset(shown: offset, viewport: frame.width)
            case .dragBegan, .dragChanged:
                // From the touch-down point, slop included: the ticks catch up with the slop when
                // the drag is recognised and stay under the finger from then on.
                move(to: snapping.dragOffset(raw: dragStartRaw - gesture.dragTranslation.x, viewport: frame.width))
            case let .dragEnded(velocity, _):
                settle(velocity: -velocity.x, at: e.time)
            case let .tap(p):
                glide(to: Int(((offset + p.x - frame.midX) / spacing).rounded()))
            case .cancelled, .rejected:
                settle(velocity: 0, at: e.time)
            case .longPress, .longPressMoved, .longPressEnded:
                break
            }
        }
        return gesture.disposition
    }

    override func wheel(dx: Double, dy: Double) -> Bool {
        let notches = Int((dx != 0 ? dx : -dy).rounded())
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
            settle(velocity: 0, at: scene?.now ?? 0)
        }
    }

    override func axis(_ axis: GamepadAxis, value: Double) -> Bool {
        guard axis == .leftX else { return false }
        let now = scene?.now ?? 0
        // The scene has already applied the stick's dead zone: 0 is a stick at rest.
        if value == 0 {
            guard stick != nil else { return true }
            stick = nil
            settle(velocity: 0, at: now)
            return true
        }
        if stick == nil {
            simulation = nil
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
}
