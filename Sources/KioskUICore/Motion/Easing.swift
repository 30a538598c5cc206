/// A timing curve for a fixed-duration animation: maps time progress 0...1 to value progress 0...1.
///
/// Every curve is exactly 0 at 0 and exactly 1 at 1, and clamps progress outside 0...1.
/// The Bézier curves are the CSS ones, solved for the curve parameter (see `CubicBezier`).
enum Easing: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1). Starts slowly, ends at full speed.
    case easeIn
    /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1). Starts at full speed, settles gently. The default
    /// for things that react to a touch (they should move at once).
    case easeOut
    /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1). Slow at both ends, symmetric.
    case easeInOut
    /// Any CSS cubic-bezier(x1, y1, x2, y2).
    case cubicBezier(CubicBezier)

    /// The Bézier behind the curve; nil for `linear`.
    var bezier: CubicBezier? {
        switch self {
        case .linear: return nil
        case .easeIn: return CubicBezier(0.42, 0, 1, 1)
        case .easeOut: return CubicBezier(0, 0, 0.58, 1)
        case .easeInOut: return CubicBezier(0.42, 0, 0.58, 1)
        case let .cubicBezier(b): return b
        }
    }

    /// Value progress at time progress `t` (clamped into 0...1).
    func value(_ t: Double) -> Double {
        guard let b = bezier else {
            guard t.isFinite else { return t > 0 ? 1 : 0 }
            return min(1, max(0, t))
        }
        return b.value(t)
    }

    /// The curve's slope d(value)/d(t) at `t`: multiply by distance ÷ duration for a velocity.
    func slope(_ t: Double) -> Double {
        guard let b = bezier else { return (t >= 0 && t <= 1) ? 1 : 0 }
        return b.slope(t)
    }
}
