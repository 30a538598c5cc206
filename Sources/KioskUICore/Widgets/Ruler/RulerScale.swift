import Glibc

/// The numbers of a ruler: a range, a step (possibly fractional), a long tick every N steps, and
/// exact values for whole steps.
///
/// Values are `min + k·step` for whole k in `0...lastIndex`, rounded to the step's decimals, so a
/// ruler of step 0.1 reports 36.9, never 36.900000000000006. Everything is computed from the
/// integer k, never accumulated.
///
/// Long ticks (with a number) fall on round values, as on a physical ruler: where the value is a
/// whole multiple of `majorEvery × step`, counted from 0, not from `min`. A 15…240 ruler of step 15
/// with a long tick every 4 steps numbers 60, 120, 180, 240; a 16…30 ruler of step 0.5 every 4
/// steps numbers 16, 18 … 30; −2.5…10 of step 0.5 numbers −2, 0, 2 … 10. This is decided in
/// integers (`min` as a whole number of steps from 0). A `min` off the step grid from 0 (0.3 with
/// step 0.5) has no such multiples: its long ticks count from `min` instead.
package struct RulerScale: Equatable, Sendable {
    package let min: Double
    package let max: Double
    let step: Double
    /// A long tick with a number every `majorEvery` steps (≥ 1).
    let majorEvery: Int
    /// Decimal places of the step (0 for 1, 1 for 0.5 or 0.1, 2 for 0.25), at most 6.
    let decimals: Int
    /// The first step index with a long tick (may be beyond `lastIndex` on a short ruler).
    let firstMajor: Int
    /// Whether the long ticks fall on multiples of `majorEvery × step` (`min` is on the step grid
    /// from 0); otherwise they count from `min`.
    let majorsFromZero: Bool

    struct Invalid: Error, CustomStringConvertible { let description: String }

    /// Checks the numbers and says what to fix.
    package init(min: Double, max: Double, step: Double, majorEvery: Int) throws {
        guard min.isFinite, max.isFinite, step.isFinite else {
            throw Invalid(description: "ruler min, max and step must be finite numbers")
        }
        guard max >= min else { throw Invalid(description: "ruler max (\(JSONValue.format(max))) is below min (\(JSONValue.format(min))): swap them") }
        guard step > 0 else { throw Invalid(description: "ruler step must be above 0, e.g. 1 or 0.5") }
        guard majorEvery >= 1 else { throw Invalid(description: "ruler majorEvery must be 1 or more, e.g. 10") }
        guard (max - min) / step <= 1e9 else { throw Invalid(description: "ruler range holds more than 10⁹ steps: use a larger step") }
        self.min = min; self.max = max; self.step = step; self.majorEvery = majorEvery
        decimals = RulerScale.decimals(of: step)
        if let steps = RulerScale.wholeSteps(min, step: step) {
            firstMajor = RulerScale.modulo(-steps, majorEvery)
            majorsFromZero = true
        } else {
            firstMajor = 0
            majorsFromZero = false
        }
    }

    /// `x` as a whole number of steps from 0 (`x / step`, exactly), or nil when `x` is not on the
    /// step grid. Computed in integers at the decimals both numbers need: −2.5 with step 0.5 is
    /// −25 / 5 = −5 steps.
    static func wholeSteps(_ x: Double, step: Double) -> Int? {
        let p = pow(10, Double(Swift.max(decimals(of: x), decimals(of: step))))
        let xs = x * p, ss = step * p
        let xi = xs.rounded(), si = ss.rounded()
        // Beyond 2⁵³ the integers are not exact; off by more than rounding noise, not on the grid
        // at 6 decimals.
        guard abs(xi) < 1e15, si >= 1, si < 1e15,
              abs(xs - xi) <= 1e-6 * Swift.max(1, abs(xs)), abs(ss - si) <= 1e-6 * Swift.max(1, ss)
        else { return nil }
        let xInt = Int64(xi), sInt = Int64(si)
        guard xInt % sInt == 0 else { return nil }
        return Int(xInt / sInt)
    }

    /// The remainder of a / m in 0..<m (m > 0), for negative a too.
    static func modulo(_ a: Int, _ m: Int) -> Int {
        let r = a % m
        return r < 0 ? r + m : r
    }

    /// Decimal places needed to write `x` exactly (up to 6).
    static func decimals(of x: Double) -> Int {
        for d in 0...6 {
            let scaled = x * pow(10, Double(d))
            if abs(scaled - scaled.rounded()) < 1e-9 * Swift.max(1, abs(scaled)) { return d }
        }
        return 6
    }

    /// The last step index: ⌊(max − min)/step⌋ (0 when the step is larger than the range).
    var lastIndex: Int { Int(((max - min) / step + 1e-9).rounded(.down)) }

    /// The value of step `k` (clamped into range), exactly as written with the step's decimals.
    func value(at k: Int) -> Double {
        let kk = Swift.min(Swift.max(0, k), lastIndex)
        let raw = min + Double(kk) * step
        let p = pow(10, Double(Swift.max(decimals, RulerScale.decimals(of: min))))
        return (raw * p).rounded() / p + 0   // + 0: never −0
    }

    /// The step nearest `value` (clamped into range).
    func index(nearest value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let k = ((value - min) / step).rounded()
        return Int(Swift.min(Double(lastIndex), Swift.max(0, k)))
    }

    /// Whether step `k` has a long tick and a number (see the type's notes).
    func isMajor(_ k: Int) -> Bool { RulerScale.modulo(k - firstMajor, majorEvery) == 0 }

    /// The step indexes with a number, first and last (nil when the ruler is too short for one).
    var majorRange: ClosedRange<Int>? {
        guard firstMajor <= lastIndex else { return nil }
        return firstMajor...(lastIndex - RulerScale.modulo(lastIndex - firstMajor, majorEvery))
    }

    /// The numbered step nearest step `k` (nil when there is none).
    func majorIndex(nearest k: Int) -> Int? {
        guard let r = majorRange else { return nil }
        let n = (Double(k - firstMajor) / Double(majorEvery)).rounded()
        let m = firstMajor + Int(n) * majorEvery
        return Swift.min(r.upperBound, Swift.max(r.lowerBound, m))
    }

    /// The value as text with the step's decimals: "12.5", "40", "0.25".
    func format(_ value: Double) -> String { RulerScale.format(value, decimals: Swift.max(decimals, RulerScale.decimals(of: min))) }

    /// The number under long tick `k`, with the decimals the long ticks need: a ruler of step 0.5
    /// with a number every 4 steps reads 16, 18, 20 (not 16.0, 18.0), and −2.5…10 reads −2, 0, 2.
    /// Long ticks counted from a `min` off the grid need `min`'s decimals too.
    func label(at k: Int) -> String {
        let long = RulerScale.decimals(of: step * Double(majorEvery))
        let d = majorsFromZero ? long : Swift.max(long, RulerScale.decimals(of: min))
        return RulerScale.format(value(at: k), decimals: d)
    }

    private static func format(_ value: Double, decimals d: Int) -> String {
        d == 0 ? String(Int64(value.rounded())) : String(printf: "%.\(d)f", value)
    }
}
