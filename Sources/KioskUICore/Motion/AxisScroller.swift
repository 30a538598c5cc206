/// One axis of scrolled content: its offset, the finger that drags it, and the motion after the
/// finger lifts. The ruler, the scroll view and the popup menu each hold one.
///
/// - **Drag**: `handle` feeds a pointer event to the scroller's own `GestureTracker` and follows
///   what it recognises. A contact that comes down catches moving content where it is; once a
///   drag is recognised the content is under the finger, 1:1 from where it came down (slop
///   included), with the rubber band (`RubberBand`) beyond the ends.
/// - **Release**: the tracker's velocity estimate settles it, with `StepSnapping` when the content
///   rests on steps (`step`: it lands exactly on `minOffset + k·step`) or `FreeScrolling` when it
///   rests anywhere. A tap, a cancel or a contact given up settle it from rest.
/// - **Time**: the widget's `tick` calls `advance(to:)`, which moves the offset along the motion
///   and ends exactly on its rest; `finish()` lands there at once (`Widget.finishMotion`).
/// - **Programmatic moves**: `glide(to:duration:at:)` eases there keeping the current velocity
///   (keys, wheel, focus); `jump(to:)` goes there at once (a script's target).
///
/// Offsets grow as content moves towards the start of the axis (left or up): dragging the finger
/// left by 10 px adds 10 to the offset. Geometry comes from the widget's layout (`setBounds`).
struct AxisScroller: Sendable {
    let axis: Axis
    /// The offset shown now (beyond the ends while rubber-banded or springing back).
    private(set) var offset: Double
    /// Where the content may rest: `minOffset...maxOffset`.
    private(set) var minOffset: Double = 0
    private(set) var maxOffset: Double = 0
    /// The distance between rest positions, or nil when the content rests anywhere.
    private(set) var step: Double?
    /// The visible length along the axis: how far the rubber band can stretch.
    private(set) var viewport: Double = 0
    /// The motion after a release or a glide; nil at rest or while a finger holds the content.
    private(set) var simulation: ScrollSimulation?
    /// Whether the current contact came down on moving content: its touch only stopped it, so a tap
    /// by it is not meant for what lies under it (a menu item).
    private(set) var caughtMotion = false
    private var gesture: GestureTracker
    /// The unbanded offset when the contact came down: drags move from here.
    private var pressRaw = 0.0

    init(axis: Axis, offset: Double = 0) {
        self.axis = axis
        self.offset = offset.isFinite ? offset : 0
        gesture = GestureTracker(axis: axis == .horizontal ? .horizontal : .vertical, longPressDelay: nil)
    }

    // MARK: Geometry

    /// Sets where the content may rest (`step` nil: anywhere) and the visible length. Content at
    /// rest (not moving, no finger on it) is moved into the new range.
    mutating func setBounds(min lo: Double = 0, max hi: Double, step: Double? = nil, viewport: Double) {
        minOffset = lo.isFinite ? lo : 0
        maxOffset = hi.isFinite ? Swift.max(minOffset, hi) : minOffset
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.viewport = viewport.isFinite ? Swift.max(0, viewport) : 0
        if simulation == nil && !gesture.isActive { offset = clamped(offset) }
    }

    /// Changes the unit of the whole axis (a ruler whose ticks spread from `old` to `new` pixels
    /// apart): the offset, the range, the step and a drag under way keep their place in units. A
    /// motion under way stops; the widget starts it again in the new units.
    mutating func rescale(from old: Double, to new: Double) {
        guard old.isFinite, new.isFinite, old > 0, new > 0 else { return }
        func scaled(_ x: Double) -> Double { x / old * new }
        offset = scaled(offset); pressRaw = scaled(pressRaw)
        minOffset = scaled(minOffset); maxOffset = scaled(maxOffset)
        step = step.map(scaled)
        simulation = nil
    }

    private var snapping: StepSnapping? {
        step.map { StepSnapping(step: $0, minOffset: minOffset, maxOffset: maxOffset) }
    }

    /// The highest rest offset: `maxOffset`, or the last whole step below it.
    var upperOffset: Double { snapping?.upperOffset ?? maxOffset }

    private func clamped(_ x: Double) -> Double { Swift.min(maxOffset, Swift.max(minOffset, x.isFinite ? x : minOffset)) }

    /// The rest position nearest `x`: the nearest step inside the range, or `x` moved into it.
    private func nearestRest(to x: Double) -> Double {
        guard let s = snapping else { return clamped(x) }
        return s.offset(ofIndex: s.nearestIndex(to: x))
    }

    // MARK: State

    /// Whether a motion is under way (the widget keeps ticking).
    var isSettling: Bool { simulation != nil }

    /// Whether a drag is moving the content.
    var isDragging: Bool { gesture.isDragging }

    /// Whether the content moves at `time`: dragged, or a motion not yet over.
    func isMoving(at time: Double) -> Bool {
        gesture.isDragging || simulation.map { !$0.isDone(at: time) } ?? false
    }

    /// Where the content comes to rest: the running motion's end, else where it is.
    var restOffset: Double { simulation?.restPosition ?? offset }

    /// The step the content rests on or is heading for (0 without steps).
    var restIndex: Int { snapping?.nearestIndex(to: restOffset) ?? 0 }

    /// What the widget returns from `pointer(_:)`: `.yield` once the contact moved across the axis.
    var disposition: PointerDisposition { gesture.disposition }

    // MARK: Input

    /// Feeds one pointer event of the contact on the content and follows it. Returns what the
    /// tracker recognised, for the widget's own reactions (a tap on a tick or an item).
    mutating func handle(_ e: PointerEvent) -> [GestureOutput] {
        let outputs = gesture.handle(e)
        for out in outputs {
            switch out {
            case .pressed:
                press(at: e.time)
            case .dragBegan, .dragChanged:
                // From the touch-down point, slop included (see `GestureTracker.dragTranslation`).
                let t = gesture.dragTranslation
                drag(by: axis == .horizontal ? t.x : t.y)
            case let .dragEnded(velocity, _):
                release(velocity: -velocity[axis], at: e.time)
            case .tap, .longPressEnded, .cancelled, .rejected:
                release(velocity: 0, at: e.time)
            case .longPress, .longPressMoved:
                break   // still held where it is
            }
        }
        return outputs
    }

    /// A contact came down: it catches the content where it is shown.
    private mutating func press(at time: Double) {
        caughtMotion = isMoving(at: time)
        simulation = nil
        pressRaw = RubberBand.rawOffset(offset, lower: minOffset, upper: upperOffset, viewport: viewport)
    }

    /// The finger moved `translation` along the axis since it came down.
    private mutating func drag(by translation: Double) {
        simulation = nil
        offset = RubberBand.offset(pressRaw - translation, lower: minOffset, upper: upperOffset, viewport: viewport)
    }

    /// Lets go at `velocity` (offset units per second) and starts the motion to rest.
    private mutating func release(velocity v: Double, at time: Double) {
        if let s = snapping {
            simulation = s.settle(offset: offset, velocity: v, at: time).simulation
        } else {
            simulation = FreeScrolling(minOffset: minOffset, maxOffset: maxOffset).settle(offset: offset, velocity: v, at: time)
        }
    }

    // MARK: Time

    /// Moves the offset along the motion to `now`. Returns whether it goes on; once over, the
    /// offset is exactly its rest and the motion is dropped.
    mutating func advance(to now: Double) -> Bool {
        guard let s = simulation else { return false }
        if s.isDone(at: now) {
            offset = s.restPosition
            simulation = nil
            return false
        }
        offset = s.position(at: now)
        return true
    }

    /// Lands at once where the content was heading: the motion's rest, or (dragged, held or left
    /// between steps) the nearest rest position; always inside the range.
    mutating func finish() {
        offset = simulation.map { clamped($0.restPosition) } ?? nearestRest(to: offset)
        simulation = nil
    }

    /// Starts settling from where the content is, at rest (a stick let go, focus lost).
    mutating func settle(at time: Double) { release(velocity: 0, at: time) }

    // MARK: Programmatic moves

    /// Eases to `target` (moved into the range) over `duration` seconds from frame-clock `now`,
    /// starting with the current velocity when it points there.
    mutating func glide(to target: Double, duration: Double = 0.25, at now: Double) {
        let v = simulation?.velocity(at: now) ?? 0
        simulation = .ease(from: offset, to: clamped(target), velocity: v, duration: duration, at: now)
    }

    /// Goes to `target` (moved into the range) at once, stopping any motion.
    mutating func jump(to target: Double) {
        simulation = nil
        offset = clamped(target)
    }

    /// Stops any motion where it is (a stick takes over).
    mutating func stop() { simulation = nil }

    /// Moves the whole axis by `d` under what is shown (a list measured a row above the view
    /// taller than it counted it): the offset, a drag under way and a motion under way all move
    /// by `d`, so the content on screen does not jump. A motion goes on from the new place with
    /// the velocity it had at `now`, settling as a release there would (friction forgets where
    /// it started, so a fling glides on as if nothing had moved); a glide (keys, wheel, focus)
    /// moves with the content and lands where it was going, moved by `d`. With `d` 0 a motion is
    /// settled again only when the range no longer holds where it was heading (items taken out
    /// below).
    mutating func shift(by d: Double, at now: Double) {
        guard d.isFinite else { return }
        offset += d
        pressRaw += d
        if let s = simulation, case let .ease(e) = s.kind, e.end + d >= minOffset, e.end + d <= maxOffset {
            simulation = ScrollSimulation(.ease(e.shifted(by: d)), startTime: s.startTime)
        } else if let s = simulation, d != 0 || s.restPosition < minOffset || s.restPosition > maxOffset {
            simulation = nil
            release(velocity: s.velocity(at: now), at: now)
        }
    }
}
