/// A CSS-style timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points.
///
/// `value(_:)` maps progress in time (x) to progress in value (y). It solves x(s) = t for the curve
/// parameter s properly (Newton's method, then bisection when Newton does not converge) instead of
/// treating s as time, so `CubicBezier(0.42, 0, 0.58, 1)` is exactly CSS `ease-in-out`.
/// The control points' x must be in 0...1 (so x(s) is monotonic and the inverse exists); they are
/// clamped into it.
struct CubicBezier: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(1, max(0, x1)); self.y1 = y1
        self.x2 = min(1, max(0, x2)); self.y2 = y2
    }

    // Polynomial coefficients of B(s) = ((a·s + b)·s + c)·s for one coordinate.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (a, b, c)
    }

    private static func eval(_ k: (a: Double, b: Double, c: Double), _ s: Double) -> Double {
        ((k.a * s + k.b) * s + k.c) * s
    }

    private static func slope(_ k: (a: Double, b: Double, c: Double), _ s: Double) -> Double {
        (3 * k.a * s + 2 * k.b) * s + k.c
    }

    /// The curve parameter s whose x equals `t` (t in 0...1), to about 1e-12.
    func parameter(forX t: Double) -> Double {
        let kx = Self.coefficients(x1, x2)
        var s = t
        for _ in 0..<8 {
            let err = Self.eval(kx, s) - t
            if abs(err) < 1e-12 { return s }
            let d = Self.slope(kx, s)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        // Bisection: x(s) is monotonic on 0...1 because the control x's are in 0...1.
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<100 {
            let x = Self.eval(kx, s)
            if abs(x - t) < 1e-12 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// Value progress for time progress `t`; `t` is clamped into 0...1, and the ends are exact.
    func value(_ t: Double) -> Double {
        guard t.isFinite else { return t > 0 ? 1 : 0 }
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return Self.eval(Self.coefficients(y1, y2), parameter(forX: t))
    }

    /// d(value)/d(t) at time progress `t` (0 outside 0...1): dy/ds ÷ dx/ds.
    func slope(_ t: Double) -> Double {
        guard t.isFinite, t >= 0, t <= 1 else { return 0 }
        let s = parameter(forX: t)
        let dx = Self.slope(Self.coefficients(x1, x2), s)
        let dy = Self.slope(Self.coefficients(y1, y2), s)
        if abs(dx) < 1e-12 { return dy == 0 ? 0 : (dy > 0 ? 1e6 : -1e6) }
        return dy / dx
    }
}
