/// The hidden gesture that asks for the service PIN: one contact held still for `holdTime` (5 s)
/// on the window's top-left corner square (`cornerSize` px, in window pixels). The corner is the
/// physical one, the same under right to left: a technician finds it without reading the screen.
///
/// A contact that comes down in the corner is held back from the widget under it until it is
/// clearly something else, so the gesture never acts on the customer's screen (no pressed look,
/// no long-press menu at 0.5 s, no tap when it is recognised):
/// - it slides beyond the slop: its down (at the move's time) and the move go through, a drag;
/// - it lifts before the long-press delay (0.5 s): its down and lift go through together, a tap;
/// - it lifts later, before 5 s, or is cancelled: nothing goes through;
/// - it is held 5 s: the gesture is recognised, and the rest of the contact (its lift) is swallowed.
/// Other contacts go through as they come. The held contact is tracked by the shared
/// `TapRecognizer` (its long press is the 5 s hold; its slop is every control's).
struct ServiceGesture: Sendable {
    /// Seconds the corner must be held.
    static let holdTime = 5.0
    /// The side of the corner square, in window pixels.
    static let cornerSize = 48.0

    /// What the caller does with a pointer event.
    enum Verdict: Equatable, Sendable {
        /// Hand these events to the scene, in order (none: the event was held back or swallowed).
        case deliver([PointerEvent])
        /// The gesture was recognised: open the PIN entry.
        case recognised
    }

    /// The contact held back (its down) and the recogniser following it.
    private var held: (down: PointerEvent, tap: TapRecognizer)?
    /// A contact whose remaining events go nowhere: the one that made the gesture.
    private var swallowed: Int?

    /// When the held contact becomes the gesture if it stays put; nil when none is held.
    var deadline: Double? { held?.tap.deadline }

    /// Whether `p` is in the corner square.
    static func inCorner(_ p: Point) -> Bool {
        p.x >= 0 && p.y >= 0 && p.x < cornerSize && p.y < cornerSize
    }

    /// Whether `e` belongs to the contact that made the gesture, and goes nowhere (its lift on
    /// the PIN entry, which must not press a key there).
    mutating func swallows(_ e: PointerEvent) -> Bool {
        guard let id = swallowed, e.id == id else { return false }
        if e.phase == .up || e.phase == .cancel { swallowed = nil }
        return true
    }

    /// Feeds one pointer event.
    mutating func handle(_ e: PointerEvent) -> Verdict {
        if swallows(e) { return .deliver([]) }
        guard var h = held else {
            guard e.phase == .down, ServiceGesture.inCorner(e.location) else { return .deliver([e]) }
            var tap = TapRecognizer(longPressDelay: ServiceGesture.holdTime)
            _ = tap.handle(e)
            held = (e, tap)
            return .deliver([])
        }
        guard e.id == h.down.id else { return .deliver([e]) }
        let output = h.tap.handle(e)
        held = h
        if case .longPress = output { return recognise(endingWith: e.phase) }
        switch e.phase {
        case .down:
            return .deliver([])
        case .move:
            // Left the slop: a drag that began in the corner, handed over as it is now.
            guard h.tap.disposition == .yield else { return .deliver([]) }
            held = nil
            return .deliver([retimed(h.down, to: e.time), e])
        case .up:
            held = nil
            guard e.time - h.down.time < GestureConfig.longPress else { return .deliver([]) }
            return .deliver([retimed(h.down, to: e.time), e])
        case .cancel:
            held = nil
            return .deliver([])
        }
    }

    /// Whether the held contact became the gesture by `now` (call every frame).
    mutating func update(now: Double) -> Bool {
        guard var h = held else { return false }
        let output = h.tap.update(now: now)
        held = h
        if case .longPress = output { return recognise(endingWith: .move) == .recognised }
        return false
    }

    /// Forgets the held contact (service mode opened or closed); the one that made the gesture
    /// is still swallowed to its lift.
    mutating func reset() {
        held = nil
    }

    private mutating func recognise(endingWith phase: PointerPhase) -> Verdict {
        if let h = held, phase != .up, phase != .cancel { swallowed = h.down.id }
        held = nil
        return .recognised
    }

    private func retimed(_ e: PointerEvent, to t: Double) -> PointerEvent {
        var d = e
        d.time = t
        return d
    }
}
