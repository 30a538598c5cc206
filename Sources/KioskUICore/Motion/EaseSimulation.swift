/// A fixed-duration move from `start` to `end` that begins at a given velocity and ends at rest,
/// landing exactly on `end`.
///
/// The path is the cubic Hermite curve f(s) = (m − 2)s³ + (3 − 2m)s² + m·s over s = t/duration,
/// where m = v₀·duration/(end − start) is the normalised start slope. f(0) = 0, f(1) = 1, f'(1) = 0,
/// and f is monotonic for 0 ≤ m ≤ 3 (Fritsch–Carlson), so m is clamped into 0...3: a start
/// velocity pointing away from `end` is dropped (the move starts from rest), one too fast for the
/// distance is capped. m = 0 is smoothstep (ease-in-out); the move never overshoots.
/// Time `t` is seconds since the move started.
struct EaseSimulation: Simulation, Hashable, Sendable {
    let start: Double
    let end: Double
    let duration: Double
    /// The normalised start slope actually used (0...3).
    let slope: Double

    init(from start: Double, to end: Double, velocity: Double = 0, duration: Double) {
        self.start = start
        self.end = end
        self.duration = (duration.isFinite && duration > 0) ? duration : 0
        let d = end - start
        if d == 0 || self.duration == 0 || !velocity.isFinite {
            slope = 0
        } else {
            slope = min(3, max(0, velocity * self.duration / d))
        }
    }

    func position(at t: Double) -> Double {
        if !(t > 0) { return start }
        if t >= duration { return end }
        let s = t / duration, m = slope
        let f = ((m - 2) * s + (3 - 2 * m)) * s * s + m * s
        // Clamp so rounding can never step past `end` (or back behind `start`).
        let x = start + (end - start) * f
        return end >= start ? min(end, max(start, x)) : max(end, min(start, x))
    }

    func velocity(at t: Double) -> Double {
        guard t >= 0, t < duration, duration > 0 else { return 0 }
        let s = t / duration, m = slope
        let df = 3 * (m - 2) * s * s + 2 * (3 - 2 * m) * s + m
        return (end - start) * df / duration
    }

    func isDone(at t: Double) -> Bool { t >= duration }

    /// The same move `d` further along (the content moved under it): every position moves by `d`,
    /// the velocity and the timing stay.
    func shifted(by d: Double) -> EaseSimulation {
        EaseSimulation(from: start + d, to: end + d, velocity: duration > 0 ? slope * (end - start) / duration : 0, duration: duration)
    }
}
