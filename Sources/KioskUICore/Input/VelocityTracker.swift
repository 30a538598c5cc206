/// A velocity in pixels per second, per axis.
struct Velocity: Hashable, Sendable, CustomStringConvertible {
    var x: Double
    var y: Double

    static let zero = Velocity(x: 0, y: 0)

    init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The component along an axis.
    subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }

    /// The speed, √(x² + y²).
    var magnitude: Double { (x * x + y * y).squareRoot() }

    var description: String { "(\(x), \(y)) px/s" }
}

/// Estimates a pointer's velocity from timestamped samples (after Flutter's `VelocityTracker`).
///
/// Feed it the contact's down and move positions with their frame-clock times; ask `velocity(at:)`
/// with the release time. The estimate is an unweighted least-squares fit of position against
/// time, per axis, over the samples of the last `horizon` (100 ms) before the newest one, using the
/// real timestamps: irregular timing (bursts 3 ms apart, then 25 ms gaps, as SDL delivers events)
/// needs no special care and nothing assumes a fixed rate.
/// - `fit = .linear` (default): a straight line; its slope. With whole-pixel positions and only
///   5–10 samples in the window it is the steadiest estimate (within ~1–2 % on a constant motion);
///   on a finger that slows down before lifting it reports roughly the average of the last 100 ms.
/// - `fit = .quadratic` (Flutter's choice): a parabola, evaluated as its slope at the newest sample;
///   follows a changing speed better but amplifies pixel noise about fourfold. Falls back to the
///   line with fewer than 3 samples or an ill-conditioned fit.
/// The window also ends at a gap of more than `stopGap` (40 ms) between two samples, and the
/// velocity is 0 when the release comes more than `stopGap` after the newest sample (the finger
/// stopped and then lifted), or with fewer than 2 samples. The result is clamped to ±`maxSpeed`
/// per axis and is never NaN.
struct VelocityTracker: Sendable {
    /// The curve fitted to the samples.
    enum Fit: Hashable, Sendable { case linear, quadratic }

    var fit: Fit = .linear
    /// How far back samples count (seconds).
    var horizon = 0.1
    /// A pause longer than this (seconds) means the pointer stopped.
    var stopGap = 0.04
    /// The largest speed reported per axis (px/s), against absurd estimates from bad timestamps.
    var maxSpeed = 8000.0

    private struct Sample: Sendable { var t: Double; var p: Point }
    /// A ring of the newest samples.
    private var samples: [Sample] = []
    private var head = 0
    private static let capacity = 20

    init() {}

    /// Adds a sample. Non-finite samples are ignored; a sample older than the newest replaces the
    /// history (time went backwards: a new contact or a clock reset).
    mutating func add(time: Double, position: Point) {
        guard time.isFinite, position.x.isFinite, position.y.isFinite else { return }
        if let last = newest, time < last.t { reset() }
        let s = Sample(t: time, p: position)
        if samples.count < Self.capacity {
            samples.append(s)
            head = samples.count % Self.capacity
        } else {
            samples[head] = s
            head = (head + 1) % Self.capacity
        }
    }

    /// Forgets every sample.
    mutating func reset() { samples.removeAll(keepingCapacity: true); head = 0 }

    /// The number of samples held (at most 20).
    var count: Int { samples.count }

    private var newest: Sample? {
        guard !samples.isEmpty else { return nil }
        return samples[(head - 1 + samples.count) % samples.count]
    }

    /// Samples newest first, cut at the horizon and at the first stop gap.
    private func window() -> [Sample] {
        guard let last = newest else { return [] }
        var out: [Sample] = [last]
        var prev = last
        var i = (head - 1 + samples.count) % samples.count
        for _ in 1..<samples.count {
            i = (i - 1 + samples.count) % samples.count
            let s = samples[i]
            if last.t - s.t > horizon || prev.t - s.t > stopGap { break }
            out.append(s)
            prev = s
        }
        return out
    }

    /// The velocity at the release time `time` (nil: as of the newest sample).
    func velocity(at time: Double? = nil) -> Velocity {
        guard let last = newest else { return .zero }
        if let t = time, t.isFinite, t - last.t > stopGap { return .zero }
        let w = window()
        guard w.count >= 2 else { return .zero }
        // Times relative to the newest sample keep the normal equations well scaled.
        let ts = w.map { $0.t - last.t }
        let vx = Self.slope(ts, w.map { $0.p.x }, fit), vy = Self.slope(ts, w.map { $0.p.y }, fit)
        return Velocity(x: clamp(vx), y: clamp(vy))
    }

    private func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return min(maxSpeed, max(-maxSpeed, v))
    }

    /// The fitted slope at t = 0 (the newest sample): quadratic when asked and possible, else linear.
    static func slope(_ t: [Double], _ x: [Double], _ fit: Fit) -> Double {
        if fit == .quadratic, t.count >= 3, let q = quadraticSlope(t, x) { return q }
        return linearSlope(t, x) ?? 0
    }

    /// Least-squares line x = a + b·t; returns b, or nil when all times are equal.
    static func linearSlope(_ t: [Double], _ x: [Double]) -> Double? {
        let n = Double(t.count)
        let mt = t.reduce(0, +) / n, mx = x.reduce(0, +) / n
        var stt = 0.0, stx = 0.0
        for i in t.indices {
            let dt = t[i] - mt
            stt += dt * dt
            stx += dt * (x[i] - mx)
        }
        guard stt > 1e-12 else { return nil }
        return stx / stt
    }

    /// Least-squares parabola x = a + b·t + c·t²; returns b (the slope at t = 0), or nil when the
    /// normal equations are ill-conditioned (times too few or too close together).
    static func quadraticSlope(_ t: [Double], _ x: [Double]) -> Double? {
        // Scale time to ~unit range so the 3×3 system is well conditioned.
        let span = (t.max() ?? 0) - (t.min() ?? 0)
        guard span > 1e-4 else { return nil }
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, r0 = 0.0, r1 = 0.0, r2 = 0.0
        for i in t.indices {
            let u = t[i] / span, u2 = u * u
            s0 += 1; s1 += u; s2 += u2; s3 += u2 * u; s4 += u2 * u2
            r0 += x[i]; r1 += u * x[i]; r2 += u2 * x[i]
        }
        // Solve [[s0 s1 s2][s1 s2 s3][s2 s3 s4]]·[a b c] = [r0 r1 r2] for b by Cramer's rule.
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        // Relative to the matrix scale: points on (nearly) only two distinct times make it singular.
        guard abs(det) > 1e-9 * s0 * s0 * s0 else { return nil }
        let detB = s0 * (r1 * s4 - s3 * r2) - r0 * (s1 * s4 - s3 * s2) + s2 * (s1 * r2 - r1 * s2)
        let b = detB / det / span
        return b.isFinite ? b : nil
    }
}
