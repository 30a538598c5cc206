/// The elastic resistance of dragging content past its edge (the iOS rubber band).
///
/// A finger `x` pixels beyond the edge shows the content `f(x) = (1 − 1/(x·c/d + 1))·d` pixels
/// beyond it, where `d` is the viewport length along the scroll axis and `c` = 0.55. Near the edge
/// it follows the finger at c (55 %), and the resistance grows with distance: f never reaches d.
/// `inverse` maps a shown overscroll back to the finger distance, so a drag that catches content
/// while it is still springing back continues without a jump.
enum RubberBand {
    /// iOS's constant.
    static let coefficient = 0.55

    /// Shown overscroll for a finger overscroll `x` (any sign; 0 for a non-positive viewport).
    static func apply(_ x: Double, viewport d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, c > 0, x.isFinite else { return 0 }
        let m = abs(x)
        let f = (1 - 1 / (m * c / d + 1)) * d
        return x < 0 ? -f : f
    }

    /// Finger overscroll for a shown overscroll `f`: x = (d/c)·(1/(1 − |f|/d) − 1).
    /// |f| ≥ d can't be shown by a drag and is treated as just under d.
    static func inverse(_ f: Double, viewport d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, c > 0, f.isFinite else { return 0 }
        let m = min(abs(f), d * 0.999999)
        let x = (d / c) * (1 / (1 - m / d) - 1)
        return f < 0 ? -x : x
    }

    /// A raw (finger-driven) offset mapped to the shown offset: unchanged inside `lower...upper`,
    /// rubber-banded beyond either end.
    static func offset(_ raw: Double, lower: Double, upper: Double, viewport d: Double) -> Double {
        if raw < lower { return lower + apply(raw - lower, viewport: d) }
        if raw > upper { return upper + apply(raw - upper, viewport: d) }
        return raw
    }

    /// The raw offset that shows `shown`: the inverse of `offset(_:lower:upper:viewport:)`.
    static func rawOffset(_ shown: Double, lower: Double, upper: Double, viewport d: Double) -> Double {
        if shown < lower { return lower + inverse(shown - lower, viewport: d) }
        if shown > upper { return upper + inverse(shown - upper, viewport: d) }
        return shown
    }
}
