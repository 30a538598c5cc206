/// Turns the pointer events of one contact into taps, long presses and drags.
///
/// A widget owns one tracker, feeds it every `PointerEvent` it receives (`handle`) and reacts to
/// the `GestureOutput`s returned. Time comes from the events, plus `update(now:)` from the
/// widget's `tick` so a long press fires while the finger rests: after a down, ask the scene to wake
/// the widget at `deadline`.
///
/// Rules:
/// - A contact is "within slop" while it stays within `touchSlop` (18 px) of where it came down
///   (`mouseSlop`, 4 px, for a mouse). Release within slop before the deadline → `tap`.
/// - Long press: when the time (of `update(now:)` or of any event) reaches down + 0.5 s and the
///   contact never left the slop, `longPress` fires once; then moves report `longPressMoved` and
///   the release `longPressEnded` (no tap). Leaving the slop first cancels it (`deadline` → nil).
/// - Leaving the slop decides the direction by the dominant axis of the movement since the down
///   (ties count for either axis). On the wanted axis (or any, for `.any`): `dragBegan` at that
///   move's location, then `dragChanged` with the translation *from that point* (the slop
///   distance is not replayed in it). Content that must stay under the finger (an `AxisScroller`:
///   a ruler, a scroll view, a menu) moves by `dragTranslation` instead, from `dragBegan` on: the
///   movement since the touch-down, slop included, so a 140 px drag moves it 140 px, not 140 px
///   less the slop (it catches up with the slop in one step when the drag is recognised). On another axis, or for
///   `.none`: `rejected` — the widget should return `disposition` (`.yield`) so an ancestor gets
///   the contact.
/// - Release while dragging → `dragEnded` with the `VelocityTracker` estimate at the release time
///   (0 if the finger rested > 40 ms before lifting), projected on the axis; a fling when its
///   speed ≥ `flingThreshold` (50 px/s). The release position is used as a sample only when it
///   differs from the last move (SDL often repeats the last position on release).
/// - `cancel` → `cancelled` (unless the contact was already rejected). Events of another contact
///   id are ignored while one is tracked.
struct GestureTracker: Sendable {
    /// Where the contact is in its life.
    enum Phase: Hashable, Sendable {
        /// No contact.
        case idle
        /// Down, within slop, nothing decided yet (the widget shows itself pressed).
        case possible
        /// The long press fired; the contact is still down.
        case longPressed
        /// Dragging along the wanted axis.
        case dragging
        /// Moved on an axis the widget doesn't want; waiting for the contact to end.
        case rejected
        /// The contact ended (up or cancel).
        case ended
    }

    var config: GestureConfig
    private(set) var phase: Phase = .idle
    /// The id of the contact being tracked.
    private(set) var contactID: Int?
    private(set) var downLocation: Point = .zero
    private(set) var downTime: Double = 0
    /// The latest location seen.
    private(set) var location: Point = .zero
    private var device: PointerDevice = .touch
    private var dragOrigin: Point = .zero
    private var velocityTracker = VelocityTracker()

    init(config: GestureConfig = GestureConfig()) { self.config = config }

    init(axis: DragAxis, longPressDelay: Double? = GestureConfig.longPress) {
        self.init(config: GestureConfig(axis: axis, longPressDelay: longPressDelay))
    }

    /// When the long press will fire if the contact stays put: ask the scene to wake the widget
    /// then (`scene.wake(self, at: deadline)`). nil when no long press is pending.
    var deadline: Double? {
        guard phase == .possible, let d = config.longPressDelay, d.isFinite else { return nil }
        return downTime + max(0, d)
    }

    /// What the widget returns from `pointer(_:)`: `.yield` once the contact was rejected.
    var disposition: PointerDisposition { phase == .rejected ? .yield : .handled }

    /// Whether the widget should look pressed (down, not dragging, not rejected).
    var isPressed: Bool { phase == .possible || phase == .longPressed }

    /// Whether a drag is in progress.
    var isDragging: Bool { phase == .dragging }

    /// How far the contact has moved since it touched down, projected on the wanted axis, slop
    /// included: what content that stays under the finger moves by once a drag is recognised.
    var dragTranslation: Point { project(location - downLocation) }

    /// Whether a contact is being tracked (down and not yet ended or rejected).
    var isActive: Bool { phase == .possible || phase == .longPressed || phase == .dragging }

    /// Fires the long press if `now` has reached the deadline. Call from the widget's `tick`.
    mutating func update(now: Double) -> GestureOutput? {
        guard let d = deadline, now >= d else { return nil }
        phase = .longPressed
        return .longPress(location)
    }

    /// Forgets the contact.
    mutating func reset() {
        phase = .idle
        contactID = nil
        velocityTracker.reset()
    }

    /// Feeds one pointer event; returns what it means, in order.
    mutating func handle(_ e: PointerEvent) -> [GestureOutput] {
        if e.phase == .down {
            if isActive, let id = contactID, id != e.id { return [] }
            return begin(e)
        }
        guard let id = contactID, id == e.id else { return [] }
        switch phase {
        case .idle, .ended: return []
        case .rejected:
            if e.phase == .up || e.phase == .cancel { phase = .ended }
            return []
        case .possible, .longPressed, .dragging: break
        }
        var out: [GestureOutput] = []
        // A cancelled contact never long-presses, even when its deadline passed before the cancel.
        if e.phase != .cancel, let lp = update(now: e.time) { out.append(lp) }
        switch e.phase {
        case .down: break
        case .move:
            out += moved(e)
        case .up:
            if e.location != location { out += moved(e) }
            out += ended(e)
        case .cancel:
            if isActive { out.append(.cancelled) }
            phase = .ended
        }
        return out
    }

    private mutating func begin(_ e: PointerEvent) -> [GestureOutput] {
        phase = .possible
        contactID = e.id
        downLocation = e.location
        downTime = e.time
        location = e.location
        device = e.device
        velocityTracker.reset()
        velocityTracker.add(time: e.time, position: e.location)
        return [.pressed(e.location)]
    }

    private mutating func moved(_ e: PointerEvent) -> [GestureOutput] {
        velocityTracker.add(time: e.time, position: e.location)
        let previous = location
        location = e.location
        switch phase {
        case .possible:
            let d = e.location - downLocation
            guard (d.x * d.x + d.y * d.y).squareRoot() > config.slop(for: device) else { return [] }
            let horizontal = abs(d.x) >= abs(d.y), vertical = abs(d.y) >= abs(d.x)
            let wanted: Bool
            switch config.axis {
            case .any: wanted = true
            case .horizontal: wanted = horizontal
            case .vertical: wanted = vertical
            case .none: wanted = false
            }
            if !wanted {
                phase = .rejected
                return [.rejected]
            }
            phase = .dragging
            dragOrigin = e.location
            return [.dragBegan(e.location)]
        case .longPressed:
            return [.longPressMoved(e.location)]
        case .dragging:
            let delta = project(e.location - previous)
            guard delta != .zero else { return [] }
            return [.dragChanged(translation: project(e.location - dragOrigin), delta: delta)]
        case .idle, .rejected, .ended:
            return []
        }
    }

    private mutating func ended(_ e: PointerEvent) -> [GestureOutput] {
        defer { phase = .ended }
        switch phase {
        case .possible: return [.tap(e.location)]
        case .longPressed: return [.longPressEnded(e.location)]
        case .dragging:
            let raw = velocityTracker.velocity(at: e.time)
            let v: Velocity
            let speed: Double
            switch config.axis {
            case .horizontal: v = Velocity(x: raw.x, y: 0); speed = abs(raw.x)
            case .vertical: v = Velocity(x: 0, y: raw.y); speed = abs(raw.y)
            case .any, .none: v = raw; speed = raw.magnitude
            }
            return [.dragEnded(velocity: v, isFling: speed >= config.flingThreshold)]
        case .idle, .rejected, .ended: return []
        }
    }

    /// The part of a movement along the wanted axis.
    private func project(_ p: Point) -> Point {
        switch config.axis {
        case .horizontal: return Point(x: p.x, y: 0)
        case .vertical: return Point(x: 0, y: p.y)
        case .any, .none: return p
        }
    }

    /// The release velocity estimate so far (px/s, unprojected), e.g. to hand a drag to a scroller.
    func currentVelocity(at time: Double) -> Velocity { velocityTracker.velocity(at: time) }
}
