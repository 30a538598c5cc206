import Glibc

/// A damped spring pulling a position towards `end`, solved in closed form.
///
/// With the displacement x = position − end, x(0) = x₀ and x'(0) = v₀, ω = √(k/m), ζ the damping ratio:
/// - underdamped (ζ < 1): x = e^(−ζωt)·(x₀·cos ωd·t + (v₀ + ζω·x₀)/ωd · sin ωd·t), ωd = ω√(1−ζ²)
/// - critically damped (ζ = 1): x = (x₀ + (v₀ + ω·x₀)·t)·e^(−ωt)
/// - overdamped (ζ > 1): x = c₁·e^(r₁t) + c₂·e^(r₂t), r = −ω(ζ ∓ √(ζ²−1))
///
/// `settleTime` is the first time after which both |x| ≤ `distanceTolerance` and |v| ≤
/// `velocityTolerance` hold for good (found from an exponential envelope of each case, which is
/// a safe upper bound). From then on `position` is exactly `end` and `velocity` is 0: with the
/// default 0.01 px tolerance the snap is invisible.
/// Time `t` is seconds since the spring was released.
struct SpringSimulation: Simulation, Hashable, Sendable {
    let spring: Spring
    let start: Double
    let end: Double
    let startVelocity: Double
    let distanceTolerance: Double
    let velocityTolerance: Double
    /// Seconds after which the spring is at rest at `end`.
    private(set) var settleTime: Double = 0

    private enum Kind: Hashable, Sendable { case under, critical, over }
    private let kind: Kind
    // Shape constants; their meaning depends on `kind` (see the formulas above).
    private let c1: Double, c2: Double, r1: Double, r2: Double

    init(spring: Spring, start: Double, end: Double, velocity: Double = 0,
         distanceTolerance: Double = 0.01, velocityTolerance: Double = 0.5) {
        self.spring = spring
        let s = start.isFinite ? start : end
        self.start = s
        self.end = end
        let v0 = velocity.isFinite ? velocity : 0
        self.startVelocity = v0
        self.distanceTolerance = max(1e-9, distanceTolerance)
        self.velocityTolerance = max(1e-9, velocityTolerance)
        let w = spring.naturalFrequency, z = spring.dampingRatio, x0 = s - end
        if abs(z - 1) < 1e-6 {
            kind = .critical
            c1 = x0; c2 = v0 + w * x0; r1 = -w; r2 = -w
        } else if z < 1 {
            kind = .under
            let wd = w * (1 - z * z).squareRoot()
            c1 = x0; c2 = (v0 + z * w * x0) / wd; r1 = -z * w; r2 = wd
        } else {
            kind = .over
            let root = (z * z - 1).squareRoot()
            let ra = -w * (z - root), rb = -w * (z + root)
            let b = (v0 - ra * x0) / (rb - ra)
            c1 = x0 - b; c2 = b; r1 = ra; r2 = rb
        }
        settleTime = findSettleTime()
    }

    /// Displacement from `end` at t (no settling snap).
    private func displacement(_ t: Double) -> Double {
        switch kind {
        case .critical: return (c1 + c2 * t) * exp(r1 * t)
        case .under: return exp(r1 * t) * (c1 * cos(r2 * t) + c2 * sin(r2 * t))
        case .over: return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    private func rawVelocity(_ t: Double) -> Double {
        switch kind {
        case .critical: return (c2 + r1 * (c1 + c2 * t)) * exp(r1 * t)
        case .under:
            let a = -r1, wd = r2
            return exp(r1 * t) * ((-a * c1 + c2 * wd) * cos(wd * t) + (-a * c2 - c1 * wd) * sin(wd * t))
        case .over: return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// Upper bounds of |displacement| and |velocity| at t; each is decreasing after `boundPeak`.
    private func bounds(_ t: Double) -> (Double, Double) {
        switch kind {
        case .critical:
            let w = -r1, e = exp(r1 * t)
            return ((abs(c1) + abs(c2) * t) * e, (abs(c2) + w * abs(c1) + w * abs(c2) * t) * e)
        case .under:
            let amp = (c1 * c1 + c2 * c2).squareRoot(), e = exp(r1 * t)
            let w = (r1 * r1 + r2 * r2).squareRoot()
            return (amp * e, amp * w * e)
        case .over:
            return (abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t),
                    abs(c1 * r1) * exp(r1 * t) + abs(c2 * r2) * exp(r2 * t))
        }
    }

    /// The first time from which both bounds stay within tolerance. The velocity bounds only fall;
    /// the critically damped distance bound (|x₀| + |v₀ + ωx₀|·t)·e^(−ωt) may rise until
    /// 1/ω − |x₀|/|v₀ + ωx₀| and falls after, so "within tolerance" is false-then-true on [0, ∞)
    /// either way and a bisection finds the switch.
    private func findSettleTime() -> Double {
        func within(_ t: Double) -> Bool {
            let (d, v) = bounds(t)
            return d <= distanceTolerance && v <= velocityTolerance
        }
        var peak = 0.0
        if kind == .critical, abs(c2) > 0 { peak = max(0, 1 / -r1 - abs(c1) / abs(c2)) }
        if within(0) { return 0 }
        var lo: Double, hi: Double
        if within(peak) {
            lo = 0; hi = peak
        } else {
            lo = peak; hi = peak + 0.05
            var n = 0
            while !within(hi) && n < 64 { lo = hi; hi = peak + (hi - peak) * 2; n += 1 }
        }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if within(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }

    func position(at t: Double) -> Double {
        if !(t > 0) { return start }
        if t >= settleTime { return end }
        return end + displacement(t)
    }

    func velocity(at t: Double) -> Double {
        if !(t > 0) { return startVelocity }
        if t >= settleTime { return 0 }
        return rawVelocity(t)
    }

    func isDone(at t: Double) -> Bool { t >= settleTime }
}
