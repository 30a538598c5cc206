import Foundation

/// The numbers of a ruler: a range, a step (possibly fractional), a long tick every N steps, and
/// exact values for whole steps.
///
/// Values are `min + k·step` for whole k in `0...lastIndex`, rounded to the step's decimals, so a
/// ruler of step 0.1 reports 36.9, never 36.900000000000006. Everything is computed from the
/// integer k, never accumulated.
struct RulerScale: Equatable, Sendable {
    let min: Double
    let max: Double
    let step: Double
    /// A long tick with a number every `majorEvery` steps (≥ 1).
    let majorEvery: Int
    /// Decimal places of the step (0 for 1, 1 for 0.5 or 0.1, 2 for 0.25), at most 6.
    let decimals: Int

    struct Invalid: Error, CustomStringConvertible { let description: String }

    /// Checks the numbers and says what to fix.
    init(min: Double, max: Double, step: Double, majorEvery: Int) throws {
        guard min.isFinite, max.isFinite, step.isFinite else {
            throw Invalid(description: "ruler min, max and step must be finite numbers")
        }
        guard max >= min else { throw Invalid(description: "ruler max (\(JSONValue.format(max))) is below min (\(JSONValue.format(min))): swap them") }
        guard step > 0 else { throw Invalid(description: "ruler step must be above 0, e.g. 1 or 0.5") }
        guard majorEvery >= 1 else { throw Invalid(description: "ruler majorEvery must be 1 or more, e.g. 10") }
        guard (max - min) / step <= 1e9 else { throw Invalid(description: "ruler range holds more than 10⁹ steps: use a larger step") }
        self.min = min; self.max = max; self.step = step; self.majorEvery = majorEvery
        decimals = RulerScale.decimals(of: step)
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
        return (raw * p).rounded() / p
    }

    /// The step nearest `value` (clamped into range).
    func index(nearest value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let k = ((value - min) / step).rounded()
        return Int(Swift.min(Double(lastIndex), Swift.max(0, k)))
    }

    func isMajor(_ k: Int) -> Bool { k % majorEvery == 0 }

    /// The value as text with the step's decimals: "12.5", "40", "0.25".
    func format(_ value: Double) -> String { RulerScale.format(value, decimals: Swift.max(decimals, RulerScale.decimals(of: min))) }

    /// The number under long tick `k`, with the decimals the long ticks need: a ruler of step 0.5
    /// with a number every 4 steps reads 16, 18, 20 (not 16.0, 18.0).
    func label(at k: Int) -> String {
        let d = Swift.max(RulerScale.decimals(of: step * Double(majorEvery)), RulerScale.decimals(of: min))
        return RulerScale.format(value(at: k), decimals: d)
    }

    private static func format(_ value: Double, decimals d: Int) -> String {
        d == 0 ? String(Int64(value.rounded())) : String(format: "%.\(d)f", value)
    }
}
