import Glibc

/// Motion slowed by friction proportional to its velocity (after Flutter's `FrictionSimulation`).
///
/// The drag coefficient D (0 < D < 1) is the fraction of the velocity left after one second:
/// v(t) = v₀·Dᵗ, x(t) = x₀ + v₀·(Dᵗ − 1)/ln D. The motion never quite stops; it comes to rest at
/// x₀ − v₀/ln D, and it is "done" once |v| drops below `velocityTolerance`.
/// D = 0.135 (ln D ≈ −2, the iOS scroll feel) travels half the release velocity: 1000 px/s → 500 px.
/// Time `t` is seconds since release.
struct FrictionSimulation: Simulation, Hashable, Sendable {
    /// The default drag for scrolling: ln D ≈ −2.
    static let defaultDrag = 0.135

    let drag: Double
    let start: Double
    let startVelocity: Double
    /// |v| below which the motion counts as over.
    let velocityTolerance: Double
    /// ln D, always negative.
    let dragLog: Double

    /// A friction motion. A drag outside (0, 1) is replaced by `defaultDrag`; non-finite inputs by 0.
    init(drag: Double = FrictionSimulation.defaultDrag, position: Double, velocity: Double,
         velocityTolerance: Double = 1) {
        let d = (drag.isFinite && drag > 0 && drag < 1) ? drag : FrictionSimulation.defaultDrag
        self.init(drag: d, dragLog: log(d), start: position.isFinite ? position : 0,
                  velocity: velocity.isFinite ? velocity : 0,
                  tolerance: abs(velocityTolerance.isFinite ? velocityTolerance : 1))
    }

    private init(drag: Double, dragLog: Double, start: Double, velocity: Double, tolerance: Double) {
        self.drag = drag; self.dragLog = dragLog; self.start = start
        self.startVelocity = velocity; self.velocityTolerance = tolerance
    }

    /// A friction motion that starts at `start` with `startVelocity` and passes through `end` at
    /// exactly `endVelocity` (Flutter's `FrictionSimulation.through`).
    ///
    /// From x(t) − x₀ = (v(t) − v₀)/ln D, the drag is D = e^((v₀ − v₁)/(x₀ − x₁)). It exists when the
    /// motion heads towards `end` (v₀ and `end − start` have the same sign), `endVelocity` has that
    /// sign too (or is 0 only if the motion could stop there, which friction can't: use a small value)
    /// and |endVelocity| < |startVelocity|; otherwise nil. The tolerance is |endVelocity|, so the
    /// simulation is done exactly when it reaches `end`, at `timeAt(end)`.
    static func through(start: Double, end: Double, startVelocity: Double, endVelocity: Double) -> FrictionSimulation? {
        guard start.isFinite, end.isFinite, startVelocity.isFinite, endVelocity.isFinite else { return nil }
        let distance = end - start
        guard distance != 0, startVelocity != 0, endVelocity != 0,
              (distance > 0) == (startVelocity > 0), (endVelocity > 0) == (startVelocity > 0),
              abs(endVelocity) < abs(startVelocity) else { return nil }
        let dragLog = (startVelocity - endVelocity) / (start - end)
        let drag = exp(dragLog)
        guard drag > 0, drag < 1 else { return nil }
        // Keep the exact ln D solved for (exp then log would lose the last bits).
        return FrictionSimulation(drag: drag, dragLog: dragLog, start: start, velocity: startVelocity,
                                  tolerance: abs(endVelocity))
    }

    func position(at t: Double) -> Double {
        let t = max(0, t)
        return start + startVelocity * (exp(dragLog * t) - 1) / dragLog
    }

    func velocity(at t: Double) -> Double { startVelocity * exp(dragLog * max(0, t)) }

    /// Where the motion comes to rest (reached only as t → ∞): x₀ − v₀/ln D.
    var finalPosition: Double { start - startVelocity / dragLog }

    /// The distance it travels before coming to rest: −v₀/ln D.
    var restDistance: Double { -startVelocity / dragLog }

    /// When the motion passes `x`: t = ln(1 + ln D·(x − x₀)/v₀)/ln D. 0 at the start;
    /// `.infinity` if it never gets there (behind it, at or beyond the rest position, or no velocity).
    func timeAt(_ x: Double) -> Double {
        if x == start { return 0 }
        guard startVelocity != 0 else { return .infinity }
        let arg = 1 + dragLog * (x - start) / startVelocity
        guard arg > 0, arg <= 1 else { return .infinity }
        return log(arg) / dragLog
    }

    /// Seconds until |v| falls below `tolerance` (0 if it already is): ln(tol/|v₀|)/ln D.
    func duration(toVelocity tolerance: Double) -> Double {
        let v = abs(startVelocity), tol = abs(tolerance)
        guard v > tol, tol > 0 else { return v > tol ? .infinity : 0 }
        return log(tol / v) / dragLog
    }

    /// Seconds until the motion is done (|v| < `velocityTolerance`).
    var duration: Double { duration(toVelocity: velocityTolerance) }

    func isDone(at t: Double) -> Bool { abs(velocity(at: t)) < velocityTolerance || t >= duration }
}
