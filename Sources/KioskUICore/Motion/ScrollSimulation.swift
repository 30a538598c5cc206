/// The motion of a scroll offset after release, sampled on the frame clock: what a ruler, wheel or
/// page container holds between the finger lifting and the content coming to rest.
///
/// Unlike the other simulations, `position(at:)`, `velocity(at:)` and `isDone(at:)` take
/// frame-clock time (seconds, the `now` that `Widget.tick(now:)` receives); the motion started at
/// `startTime`. Every kind ends exactly on `restPosition` (not just near it) and never moves past
/// it, so the widget can copy `position(at: now)` into its offset each frame and stop animating
/// when `isDone(at: now)`.
struct ScrollSimulation: Simulation, Hashable, Sendable {
    /// How the offset moves.
    enum Kind: Hashable, Sendable {
        /// Already at rest at this position.
        case rest(Double)
        /// Friction that passes exactly through `end` at `endTime` (seconds after start), where it
        /// stops (the tail beyond `end` is cut, which is invisible: it moves at the small end velocity).
        case friction(FrictionSimulation, end: Double, endTime: Double)
        /// An eased move that lands on its end (slow releases, keyboard steps).
        case ease(EaseSimulation)
        /// A spring towards its end (overscroll spring-back).
        case spring(SpringSimulation)
    }

    let kind: Kind
    /// Frame-clock seconds when the motion started.
    let startTime: Double

    init(_ kind: Kind, startTime: Double) {
        self.kind = kind
        self.startTime = startTime.isFinite ? startTime : 0
    }

    /// Not moving, at `position`.
    static func rest(_ position: Double, at time: Double = 0) -> ScrollSimulation {
        ScrollSimulation(.rest(position), startTime: time)
    }

    /// An eased move to `end` starting at `time`, e.g. for a keyboard step or a programmatic value
    /// change. `velocity` is the current velocity, used when it points towards `end`.
    static func ease(from start: Double, to end: Double, velocity: Double = 0, duration: Double = 0.25,
                     at time: Double) -> ScrollSimulation {
        if start == end { return .rest(end, at: time) }
        return ScrollSimulation(.ease(EaseSimulation(from: start, to: end, velocity: velocity, duration: duration)),
                                startTime: time)
    }

    /// Friction from `start` at `velocity` that passes exactly through `end`, arriving there at
    /// `endVelocity` (its size; the sign is `velocity`'s) and stopping. nil when friction can't get
    /// there: `end` is behind the motion, or the motion is not faster than `endVelocity`.
    static func friction(from start: Double, velocity: Double, through end: Double, endVelocity: Double,
                         at time: Double) -> ScrollSimulation? {
        let ve = abs(endVelocity) * (velocity < 0 ? -1 : 1)
        guard end != start, (end > start) == (velocity > 0),
              let f = FrictionSimulation.through(start: start, end: end, startVelocity: velocity, endVelocity: ve)
        else { return nil }
        let t = f.duration
        guard t.isFinite, t >= 0 else { return nil }
        return ScrollSimulation(.friction(f, end: end, endTime: t), startTime: time)
    }

    /// A spring from `start` (beyond an end of the range) back to `edge`. `spring` must be critically
    /// damped or overdamped; a velocity towards the edge is capped at ω·|start − edge|, the most
    /// with which such a spring does not cross its target.
    static func springBack(from start: Double, to edge: Double, velocity: Double, spring: Spring,
                           at time: Double) -> ScrollSimulation {
        let inward: Double = start < edge ? 1 : -1
        let maxInward = spring.naturalFrequency * max(spring.dampingRatio, 1) * abs(start - edge)
        let v = velocity * inward > maxInward ? maxInward * inward : velocity
        return ScrollSimulation(.spring(SpringSimulation(spring: spring, start: start, end: edge, velocity: v)),
                                startTime: time)
    }

    /// Where the motion ends, exactly.
    var restPosition: Double {
        switch kind {
        case let .rest(x): return x
        case let .friction(_, end, _): return end
        case let .ease(e): return e.end
        case let .spring(s): return s.end
        }
    }

    /// Frame-clock time at which the motion is over.
    var endTime: Double {
        switch kind {
        case .rest: return startTime
        case let .friction(_, _, t): return startTime + t
        case let .ease(e): return startTime + e.duration
        case let .spring(s): return startTime + s.settleTime
        }
    }

    func position(at now: Double) -> Double {
        let t = now - startTime
        switch kind {
        case let .rest(x): return x
        case let .friction(f, end, endTime):
            if t >= endTime { return end }
            let x = f.position(at: t)
            return f.startVelocity > 0 ? min(end, x) : max(end, x)
        case let .ease(e): return e.position(at: t)
        case let .spring(s): return s.position(at: t)
        }
    }

    func velocity(at now: Double) -> Double {
        let t = now - startTime
        switch kind {
        case .rest: return 0
        case let .friction(f, _, endTime): return t >= endTime ? 0 : f.velocity(at: t)
        case let .ease(e): return e.velocity(at: t)
        case let .spring(s): return s.velocity(at: t)
        }
    }

    func isDone(at now: Double) -> Bool { now >= endTime }
}
