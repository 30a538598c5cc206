import Glibc

/// − value +: a small count (tickets, people) changed a step at a time.
///
/// Two square buttons of at least a touch target and the value between them in the title font
/// (larger than body text: readable at arm's length). A tap on − or + moves one step; held past
/// the long-press delay it steps, then repeats ever faster (`repeatInterval`) until it is let go
/// or reaches the end. The repeats are wake-ups on the scene's clock (`Scene.wake`), so a replay
/// repeats at the same instants. At `min` the − button, at `max` the + button is drawn faded and
/// takes no tap; a hold stops there.
///
/// Keys and the d-pad: left / right press the button on that side, + and − the button they name, Page Up / Page Down and the
/// shoulder buttons go down / up a step, Home / End to the ends; the mouse wheel a step a notch.
///
/// Right to left the buttons swap sides, as Arabic interfaces draw them: + on the left, − on the
/// right, the arrows still pressing the button they point to (`StepperGeometry`).
///
/// Events: `change` with the new value after every step.
package final class Stepper: Widget {
    override var valueControl: ValueControl? { self }

    package let scale: RulerScale
    /// The step the value is on.
    private(set) var index: Int
    private var taps = TapRecognizer(longPressDelay: Stepper.holdDelay)
    /// The button a contact is down on (within the slop), and whether it is repeating.
    private(set) var pressed: StepperGeometry.Part?
    /// The repeats of a hold so far, and when the next is due (scene time); nil when not repeating.
    private(set) var repeats = 0
    private(set) var nextRepeat: Double?

    /// Seconds a finger holds a button before it steps and starts repeating: a long press.
    static let holdDelay = GestureConfig.longPress

    package init(id: String? = nil, scale: RulerScale, value: Double? = nil) {
        self.scale = scale
        index = scale.index(nearest: value ?? scale.min)
        super.init(id: id)
    }

    /// The value shown.
    package var value: Double { scale.value(at: index) }

    /// Seconds from repeat `n` of a hold (0: the step when the long press fired) to the next:
    /// 0.3 s, then a quarter shorter each time, down to 0.05 s (20 steps a second), so a short hold
    /// gives a countable few steps and a long one crosses a large range.
    static func repeatInterval(_ n: Int) -> Double {
        Swift.max(0.05, 0.3 * pow(0.75, Double(Swift.max(0, n))))
    }

    /// Whether a part can step now: − above `min`, + below `max`.
    func canStep(_ part: StepperGeometry.Part) -> Bool {
        part == .decrease ? index > 0 : index < scale.lastIndex
    }

    // MARK: Layout

    /// The side of each button: a touch target, or the value's line and room around it.
    private func buttonSide(_ ctx: some EnvironmentReading) -> Double {
        Swift.max(ctx.theme.minTouchTarget, ctx.measurer.lineHeight(font: ctx.font(.title)) + 12)
    }

    /// The width the value takes: the wider of min and max, with room each side (every value
    /// between has no more digits, so a step never needs a layout pass).
    private func valueWidth(_ ctx: some EnvironmentReading) -> Double {
        let font = ctx.font(.title).bolded
        let widest = [scale.min, scale.max].map { ctx.measurer.measure(ctx.numbers.format(scale.format($0)), font: font).width }.max() ?? 0
        return (widest + 24).rounded(.up)
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let side = buttonSide(ctx)
        return Size(2 * side + Swift.max(side, valueWidth(ctx)), side)
    }

    /// The parts in the frame as last laid out.
    func geometry(_ ctx: some EnvironmentReading) -> StepperGeometry {
        StepperGeometry(frame: frame, buttonSide: buttonSide(ctx), rightToLeft: ctx.direction.isRightToLeft)
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        let geo = geometry(ctx)
        for part in [StepperGeometry.Part.decrease, .increase] {
            let r = geo.rect(part)
            let usable = canStep(part)
            let body = { (list: inout DrawList) in
                list.fill(r, self.pressed == part && usable ? th.surfacePressed : th.surface, radius: th.cornerRadius)
                list.stroke(r, th.separator, radius: th.cornerRadius, width: 1)
                // The signs drawn as bars, so they look the same in every font: − and +.
                let len = (r.width * 0.36).rounded(), w: Double = 4
                list.fill(Rect(x: (r.midX - len / 2).rounded(), y: (r.midY - w / 2).rounded(), width: len, height: w), th.text, radius: 1)
                if part == .increase {
                    list.fill(Rect(x: (r.midX - w / 2).rounded(), y: (r.midY - len / 2).rounded(), width: w, height: len), th.text, radius: 1)
                }
            }
            if usable { body(&list) } else { list.faded(Theme.disabledOpacity) { body(&$0) } }
        }
        let font = ctx.font(.title).bolded
        let text = ctx.numbers.format(scale.format(value))
        let size = ctx.measurer.measure(text, font: font)
        let v = geo.value
        list.clipped(to: v) { list in
            list.text(text, at: Point((v.midX - size.width / 2).rounded(), (v.midY - size.height / 2).rounded()), font: font, color: th.text)
        }
    }

    // MARK: Value

    /// Moves to step `k` (clamped) and reports it; false when it was already there.
    @discardableResult
    func step(to k: Int) -> Bool {
        let kk = Swift.min(scale.lastIndex, Swift.max(0, k))
        guard kk != index else { return false }
        index = kk
        send(.change(.number(value)))
        setNeedsDisplay()
        return true
    }

    /// One step of a part, if it can.
    @discardableResult
    func press(_ part: StepperGeometry.Part) -> Bool {
        guard canStep(part) else { return false }
        return step(to: index + (part == .increase ? 1 : -1))
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }
    override var isFocusable: Bool { true }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        guard let scene else { return .handled }
        let geo = geometry(scene.layout)
        switch taps.handle(e) {
        case let .pressed(p)?:
            setPressed(geo.part(at: p))
            if let d = taps.deadline { scene.wake(self, at: d) }
        case let .tap(p)?:
            if let part = geo.part(at: p), part == pressed { press(part) }
            stopHolding()
        case .longPress?:
            // tick(now:) fires the long press; a pointer event never does.
            break
        case nil:
            // Let go, slid away, cancelled, or let go after a hold: the repeats end.
            if e.phase == .up || e.phase == .cancel || !taps.isPressed && nextRepeat == nil { stopHolding() }
        }
        return taps.disposition
    }

    override func tick(now: Double) -> Bool {
        if case .longPress? = taps.update(now: now), let part = pressed {
            // The hold steps once now, then repeats.
            guard press(part) else { stopHolding(); return false }
            repeats = 0
            let next = now + Stepper.repeatInterval(0)
            nextRepeat = next
            scene?.wake(self, at: next)
            return false
        }
        // Woken a hair before the deadline in the clock's rounding: wake again for it.
        if nextRepeat == nil, pressed != nil, let d = taps.deadline {
            scene?.wake(self, at: d)
            return false
        }
        if let due = nextRepeat, now >= due - SceneClock.slack, let part = pressed {
            repeats += 1
            guard press(part), canStep(part) else { stopHolding(); return false }
            let next = due + Stepper.repeatInterval(repeats)
            nextRepeat = next
            scene?.wake(self, at: next)
        }
        return false
    }

    private func setPressed(_ part: StepperGeometry.Part?) {
        guard part != pressed else { return }
        pressed = part
        setNeedsDisplay()
    }

    /// Ends a press or a hold: no more repeats.
    private func stopHolding() {
        setPressed(nil)
        nextRepeat = nil
        repeats = 0
        scene?.cancelWake(self)
    }

    /// Off screen while held: the hold ends where it is.
    override func finishMotion() {
        taps = TapRecognizer(longPressDelay: Stepper.holdDelay)
        stopHolding()
    }

    override func wheel(dx: Double, dy: Double) -> Bool {
        let notches = WheelNotches.count(dx: dx, dy: dy)
        guard notches != 0 else { return false }
        step(to: index + notches)
        return true
    }

    override func navigate(_ action: NavAction) -> Bool {
        // Left and right press the button on that side.
        let rtl = layoutDirection.isRightToLeft
        switch action {
        case .left: press(rtl ? .increase : .decrease); return true
        case .right: press(rtl ? .decrease : .increase); return true
        case .pagePrevious: return press(.decrease)
        case .pageNext: return press(.increase)
        case .increase: press(.increase); return true
        case .decrease: press(.decrease); return true
        case .first: step(to: 0); return true
        case .last: step(to: scale.lastIndex); return true
        default: return false
        }
    }

    // MARK: Scripting

    override var typeName: String { "stepper" }

    /// Part 0 is the − button, part 1 the + button, wherever the direction puts them.
    override func partFrame(_ n: Int) -> Rect? {
        guard let scene, n == 0 || n == 1 else { return nil }
        return geometry(scene.layout).rect(n == 0 ? .decrease : .increase)
    }
}

/// Where a stepper's parts are, as numbers: − left and + right, swapped right to left.
struct StepperGeometry: Equatable, Sendable {
    enum Part: Sendable { case decrease, increase }

    var frame: Rect
    var buttonSide: Double
    var rightToLeft: Bool

    /// The button at the left end and the one at the right end.
    private var leftRect: Rect { Rect(x: frame.minX, y: frame.minY, width: side, height: frame.height) }
    private var rightRect: Rect { Rect(x: frame.maxX - side, y: frame.minY, width: side, height: frame.height) }
    /// The buttons' width: their side, or half the frame when it is narrower than two.
    private var side: Double { Swift.min(buttonSide, frame.width / 2) }

    func rect(_ part: Part) -> Rect { (part == .decrease) != rightToLeft ? leftRect : rightRect }

    /// Between the buttons.
    var value: Rect { Rect(x: frame.minX + side, y: frame.minY, width: Swift.max(0, frame.width - 2 * side), height: frame.height) }

    /// The button under `p`, if any.
    func part(at p: Point) -> Part? {
        if rect(.decrease).contains(p) { return .decrease }
        if rect(.increase).contains(p) { return .increase }
        return nil
    }
}

extension Stepper: QueryableWidget, ValueControl, AccessibleWidget {
    var layoutState: [(String, JSONValue)] {
        [("value", .number(value)), ("min", .number(scale.min)), ("max", .number(scale.max)), ("step", .number(scale.step)),
         ("decreaseEnabled", .bool(canStep(.decrease))), ("increaseEnabled", .bool(canStep(.increase)))]
    }

    var valueNoun: String { "stepper" }
    /// A number in the range, snapped to the nearest step.
    var valueDomain: ValueDomain { .steps(scale) }
    var valuePosition: Int { index }
    func moveValue(to position: Int) { step(to: position) }
    var shownValueText: String { (scene?.layout.numbers ?? .plain).format(scale.format(value)) }
    var accessibilityRole: AccessibilityRole { .stepper }
    /// − at `min`, + at `max`: drawn faded, said "unavailable".
    var unavailableParts: [ControlPart] {
        [(ControlPart.decrease, StepperGeometry.Part.decrease), (.increase, .increase)].filter { !canStep($0.1) }.map(\.0)
    }
}
