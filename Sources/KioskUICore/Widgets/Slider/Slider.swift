import Glibc

/// A horizontal slider: a value from `min` to `max` chosen by a thumb on a track, with the value
/// written above the thumb, following it.
///
/// The value is always a whole step of its `RulerScale`: the screen file's `step`, or without one
/// a fine step of a thousandth of the range's decade (`continuousStep`: 0.001 for 0…1), so a
/// continuous slider still reports 0.4, never 0.40000000000000002, and two runs agree to the bit.
///
/// Touch and mouse, as platform sliders do: a tap on the track puts the thumb there; a drag that
/// starts anywhere on the slider puts the thumb under the finger (from the point where the drag was
/// recognised, past the touch slop) and it follows the finger; a contact that goes up or down
/// instead is given up (`.yield`), so a slider in a scroll view still scrolls. Keys and the d-pad:
/// left / right and + / − one step (1 % of the range without a step), Page Up / Page Down and the shoulder
/// buttons 10 %, Home / End to the ends; the mouse wheel one key step a notch.
///
/// Right to left it is mirrored: `min` on the right, the filled track from the right, and the
/// arrows move the thumb the way they point (left is up the range).
///
/// Events: `tick` whenever the thumb moves to a new value (`value`, `steps`), `change` when the
/// value settles (the finger lifts, a key or the wheel moved it, `set`) on a new value.
package final class Slider: Widget {
    override var valueControl: ValueControl? { self }

    package let scale: RulerScale
    /// Whether the file gave no step: keys move 1 % of the range, the value shown drops the last digit.
    let isContinuous: Bool
    /// The step the thumb is on.
    private(set) var index: Int
    /// The last value reported by `change`.
    private var reportedIndex: Int
    /// A tap or a drag along the track: the thumb goes where it chooses.
    private var drag = PointAlongDrag()
    /// Whether the value shown above the thumb had to be cut (a slider narrower than its number).
    private(set) var labelTruncated = false

    /// - Parameters:
    ///   - scale: the range and its step; for a continuous slider one with `continuousStep`.
    ///   - isContinuous: the file gave no step.
    package init(id: String? = nil, scale: RulerScale, isContinuous: Bool = false, value: Double? = nil) {
        self.scale = scale
        self.isContinuous = isContinuous
        let k = scale.index(nearest: value ?? scale.min)
        index = k
        reportedIndex = k
        super.init(id: id)
    }

    /// The fine step of a slider without one: a thousandth of the range's decade (0.001 for
    /// 0…1, 0.1 for 0…100 or 0…255), at most 1e-6 finer, 1 for an empty range.
    static func continuousStep(min: Double, max: Double) -> Double {
        let range = max - min
        guard range > 0, range.isFinite else { return 1 }
        let e = Swift.max(-6, (log10(range)).rounded(.down) - 3)
        // Written as 10^e with e whole, so the step's decimals are exact (0.001, not 0.00099…).
        return e >= 0 ? pow(10, e) : 1 / pow(10, -e)
    }

    /// The value the thumb is on.
    package var value: Double { scale.value(at: index) }
    /// Whether a finger or the mouse is dragging the thumb.
    var isDragging: Bool { drag.isDragging }

    /// Steps a key (arrow, d-pad, wheel notch) moves: one step, or 1 % of the range without a step.
    var keySteps: Int { isContinuous ? Swift.max(1, Int((Double(scale.lastIndex) / 100).rounded())) : 1 }
    /// Steps Page Up / Page Down and the shoulder buttons move: 10 % of the range, at least one step.
    var pageSteps: Int { Swift.max(1, Int((Double(scale.lastIndex) / 10).rounded())) }

    // MARK: Layout

    /// The thumb's radius; its touch target is the slider's whole height (at least the theme's).
    static let thumbRadius: Double = 14
    static let trackHeight: Double = 6
    /// Room between the value above and the track's touch area.
    private static let labelGap: Double = 2

    /// The track's ends (window x): half a touch target in from each side, so the thumb's whole
    /// target stays on the slider at both ends.
    func track(_ minTouch: Double) -> SliderGeometry {
        let inset = Slider.trackInset(minTouch)
        return SliderGeometry(lo: frame.minX + inset, hi: Swift.max(frame.minX + inset, frame.maxX - inset),
                              rightToLeft: layoutDirection.isRightToLeft)
    }

    /// How far in from each side the track ends: half a touch target (at least the thumb's radius).
    static func trackInset(_ minTouch: Double) -> Double { Swift.max(Slider.thumbRadius, minTouch / 2) }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let w = p.width.map { $0.isFinite ? $0 : 320 } ?? 320
        let h = ctx.measurer.lineHeight(font: ctx.font(.bodyBold)) + Slider.labelGap + ctx.theme.minTouchTarget
        return Size(w, h)
    }

    /// The value as the slider writes it, in the language's digits: the step's decimals, one
    /// fewer for a continuous slider (0.40 for 0.4 on 0…1).
    func shownText(_ numbers: NumberFormat) -> String {
        let d = Swift.max(RulerScale.decimals(of: scale.step), RulerScale.decimals(of: scale.min))
        let shown = isContinuous ? Swift.max(0, d - 1) : d
        let v = value
        return numbers.format(shown == 0 ? String(Int64(v.rounded())) : String(printf: "%.\(shown)f", v))
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        let geo = track(th.minTouchTarget)
        let fraction = scale.lastIndex == 0 ? 0 : Double(index) / Double(scale.lastIndex)
        let x = geo.x(ofFraction: fraction).rounded()
        let cy = (frame.maxY - th.minTouchTarget / 2).rounded()
        let h = Slider.trackHeight
        // The whole track, then the part from min to the thumb in the accent.
        list.fill(Rect(x: geo.lo - h / 2, y: cy - h / 2, width: geo.hi - geo.lo + h, height: h), th.separator, radius: h / 2)
        let start = geo.x(ofFraction: 0)
        let filled = Rect(x: Swift.min(start, x) - h / 2, y: cy - h / 2, width: abs(x - start) + h, height: h)
        list.fill(filled, th.accent, radius: h / 2)
        // The thumb: a ring of the surface around an accent disc, larger while it is held.
        let r = Slider.thumbRadius + (isDragging || drag.isPressed ? 3 : 0)
        list.fill(Rect(x: x - r - 2, y: cy - r - 2, width: 2 * r + 4, height: 2 * r + 4), th.surface, radius: r + 2)
        list.fill(Rect(x: x - r, y: cy - r, width: 2 * r, height: 2 * r), th.accent, radius: r)
        // The value above the thumb, kept on the slider.
        let font = ctx.font(.bodyBold)
        let text = shownText(ctx.numbers)
        let w = ctx.measurer.measure(text, font: font).width
        labelTruncated = w > frame.width
        let lx = Swift.min(Swift.max(frame.minX, x - w / 2), frame.maxX - w)
        list.clipped(to: frame) { list in
            list.text(text, at: Point(lx.rounded(), frame.minY), font: font, color: th.text)
        }
    }

    // MARK: Value

    /// Puts the thumb on step `k` (clamped): a `tick` when it moved; a `change` when `settled`
    /// and the value differs from the last one reported.
    func move(to k: Int, settled: Bool) {
        let kk = Swift.min(scale.lastIndex, Swift.max(0, k))
        if kk != index {
            let passed = abs(kk - index)
            index = kk
            send(.tick(value: value, steps: passed))
            setNeedsDisplay()
        }
        if settled { settle() }
    }

    /// Reports a new settled value once.
    private func settle() {
        guard index != reportedIndex else { return }
        reportedIndex = index
        send(.change(.number(value)))
    }

    /// The step under window x `x`.
    private func index(atX x: Double) -> Int {
        let geo = track(scene?.environment.theme.minTouchTarget ?? Theme.standard.minTouchTarget)
        return SliderGeometry.index(fraction: geo.fraction(atX: x), lastIndex: scale.lastIndex)
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }
    override var isFocusable: Bool { true }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        let wasPressed = drag.isPressed
        // The choices are read first and carried out after: carrying one out sends events whose
        // listeners may read the slider (its `dragging`) while `drag` would still be changing.
        for choice in drag.handle(e) {
            switch choice {
            case let .point(p, settled): move(to: index(atX: p.x), settled: settled)
            case .settle:
                settle()
                setNeedsDisplay()
            }
        }
        if wasPressed != drag.isPressed { setNeedsDisplay() }
        return drag.disposition
    }

    override func wheel(dx: Double, dy: Double) -> Bool {
        let notches = WheelNotches.count(dx: dx, dy: dy)
        guard notches != 0 else { return false }
        move(to: index + notches * keySteps, settled: true)
        return true
    }

    override func navigate(_ action: NavAction) -> Bool {
        // The arrows move the thumb the way they point: up the range to the right, or to the
        // left right to left.
        let toRight = layoutDirection.isRightToLeft ? -1 : 1
        let k: Int
        switch action {
        case .left: k = index - toRight * keySteps
        case .right: k = index + toRight * keySteps
        case .pagePrevious: k = index - pageSteps
        case .pageNext: k = index + pageSteps
        case .first: k = 0
        case .last: k = scale.lastIndex
        case .increase: k = index + keySteps
        case .decrease: k = index - keySteps
        default: return false
        }
        let kk = Swift.min(scale.lastIndex, Swift.max(0, k))
        // At an end a page key goes on to the page container (as on the ruler).
        guard kk != index else { return !(action == .pageNext || action == .pagePrevious) }
        move(to: kk, settled: true)
        return true
    }

    /// Off screen while dragged: the value stays where the finger left it, reported at once.
    override func finishMotion() {
        if drag.finish() { settle() }
    }

    // MARK: Scripting

    override var typeName: String { "slider" }

    /// Part 0 is the thumb (`target: "volume#0"`): a script can drag it from there.
    override func partFrame(_ n: Int) -> Rect? {
        guard n == 0, let scene else { return nil }
        let th = scene.environment.theme
        let geo = track(th.minTouchTarget)
        let x = geo.x(ofFraction: scale.lastIndex == 0 ? 0 : Double(index) / Double(scale.lastIndex))
        let side = th.minTouchTarget
        return Rect(x: x - side / 2, y: frame.maxY - side, width: side, height: side)
    }
}

/// The track of a slider as numbers: where a fraction of the range is drawn and which fraction a
/// finger at x means, left to right or mirrored.
struct SliderGeometry: Equatable, Sendable {
    /// The track's left and right ends (window x).
    var lo: Double
    var hi: Double
    /// Mirrored: `min` at `hi`.
    var rightToLeft: Bool

    /// The x of a fraction 0…1 of the range.
    func x(ofFraction f: Double) -> Double {
        let t = Swift.min(1, Swift.max(0, f))
        return rightToLeft ? hi - t * (hi - lo) : lo + t * (hi - lo)
    }

    /// The fraction of the range at x, clamped to 0…1 (0 on an empty track).
    func fraction(atX x: Double) -> Double {
        guard hi > lo else { return 0 }
        let t = (x - lo) / (hi - lo)
        return Swift.min(1, Swift.max(0, rightToLeft ? 1 - t : t))
    }

    /// The nearest step to a fraction of a range of steps `0...lastIndex`.
    static func index(fraction: Double, lastIndex: Int) -> Int {
        Int((Swift.min(1, Swift.max(0, fraction)) * Double(lastIndex)).rounded())
    }
}

extension Slider: QueryableWidget, ValueControl, AccessibleWidget {
    var layoutState: [(String, JSONValue)] {
        var out: [(String, JSONValue)] = [("value", .number(value)), ("min", .number(scale.min)), ("max", .number(scale.max))]
        if !isContinuous { out.append(("step", .number(scale.step))) }
        out.append(("dragging", .bool(isDragging)))
        if labelTruncated { out.append(("truncated", true)) }
        return out
    }

    var valueNoun: String { "slider" }
    /// A number in the range, snapped to the nearest step (the fine one without a step).
    var valueDomain: ValueDomain { .steps(scale) }
    var valuePosition: Int { index }
    func moveValue(to position: Int) { move(to: position, settled: true) }
    var shownValueText: String { shownText(scene?.layout.numbers ?? .plain) }
    var accessibilityRole: AccessibilityRole { .slider }
}

/// A slider's track is at least three touch targets long, between the half targets its ends keep.
extension Slider: LeastUsableWidth {
    func leastUsableWidth(_ ctx: LayoutContext) -> Double {
        let touch = ctx.theme.minTouchTarget
        return LeastUsable.touchTargets * touch + 2 * Slider.trackInset(touch)
    }
}
