/// A Double that moves to its target over time, sampled on the frame clock.
///
/// Holds where the animation started, where it goes, when it started and how it moves (a timing
/// curve with a duration, or a spring). It never stores "the current value": ask
/// `value(at: now)` with the frame clock's seconds. `retarget(to:at:)` starts a new animation from
/// the value shown at that instant (and, for a spring, from the current velocity too), so changing
/// the target mid-flight never jumps. A timing-curve retarget keeps the position but restarts the
/// curve from rest. `isFinished(at:)` tells the widget when to stop asking for frames.
///
/// ```swift
/// var x = AnimatedValue(0, motion: .timing(.easeOut, duration: 0.2))
/// x.retarget(to: 100, at: now)          // in an event handler; then scene.animate(self)
/// let shown = x.value(at: now)          // in tick/draw; return !x.isFinished(at: now) from tick
/// ```
struct AnimatedValue: Hashable, Sendable {
    /// How the value travels.
    enum Motion: Hashable, Sendable {
        /// A fixed duration (seconds) along an easing curve.
        case timing(Easing, duration: Double)
        /// A damped spring: no fixed duration, it ends when it settles within 0.01 units.
        case spring(Spring)

        /// The default for UI transitions: 0.25 s ease-in-out.
        static let standard = Motion.timing(.easeInOut, duration: 0.25)
    }

    /// How new animations move (changing it affects the next `retarget`).
    var motion: Motion
    private(set) var from: Double
    /// Where the value is going (or is).
    private(set) var target: Double
    /// Frame-clock seconds when the current animation started.
    private(set) var startTime: Double
    private var spring: SpringSimulation?
    // The curve and duration of the running timing animation (`motion` may change meanwhile).
    private var activeEasing: Easing = .linear
    private var activeDuration: Double = 0

    /// Relative slack on "the duration has passed", so start + duration on the frame clock counts
    /// as finished despite rounding (1.0 + 0.4 − 1.0 < 0.4 in binary floating point).
    private static let epsilon = 1e-9

    /// A value at rest.
    init(_ value: Double, motion: Motion = .standard) {
        let v = value.isFinite ? value : 0
        self.motion = motion
        from = v; target = v; startTime = 0; spring = nil
    }

    /// The value shown at frame-clock time `now`.
    func value(at now: Double) -> Double {
        if let s = spring { return s.position(at: now - startTime) }
        let d = activeDuration
        guard from != target, d > 0 else { return target }
        let p = (now - startTime) / d
        if p >= 1 - Self.epsilon { return target }
        if p <= 0 { return from }
        return from + (target - from) * activeEasing.value(p)
    }

    /// d(value)/dt at `now`, in units per second.
    func velocity(at now: Double) -> Double {
        if let s = spring { return s.velocity(at: now - startTime) }
        let d = activeDuration
        guard from != target, d > 0 else { return 0 }
        let p = (now - startTime) / d
        guard p >= 0, p < 1 else { return 0 }
        return (target - from) * activeEasing.slope(p) / d
    }

    /// Whether the value has arrived at `target` by `now` (and stays there).
    func isFinished(at now: Double) -> Bool {
        if let s = spring { return s.isDone(at: now - startTime) }
        return from == target || (now - startTime) >= activeDuration * (1 - Self.epsilon)
    }

    /// Starts animating towards `newTarget` from the value (and, for springs, the velocity) shown
    /// at `now`. A no-op when already heading there.
    mutating func retarget(to newTarget: Double, at now: Double) {
        guard newTarget.isFinite else { return }
        if newTarget == target { return }
        let current = value(at: now)
        let v = velocity(at: now)
        from = current
        target = newTarget
        startTime = now
        switch motion {
        case let .spring(sp):
            spring = SpringSimulation(spring: sp, start: current, end: newTarget, velocity: v)
        case let .timing(curve, d):
            spring = nil
            activeEasing = curve
            activeDuration = (d.isFinite && d > 0) ? d : 0
        }
    }

    /// Sets the value at once, with no animation.
    mutating func jump(to value: Double) {
        guard value.isFinite else { return }
        from = value; target = value; spring = nil; activeDuration = 0
    }
}
