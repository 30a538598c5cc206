import KioskUICore

/// The median and 95th percentile of a set of timing samples.
///
/// The median of an even count is the mean of the two middle values; the p95 is the nearest-rank
/// percentile (the smallest sample with at least 95 % of the samples at or below it), so it is
/// always a sample that was actually measured. Pure: no clock, no I/O.
struct BenchStatistics: Equatable {
    /// How many samples there were.
    let count: Int
    let median: Double
    let p95: Double
    let min: Double

    init(_ samples: [Double]) {
        let s = samples.filter { $0.isFinite }.sorted()
        count = s.count
        median = BenchStatistics.median(sorted: s)
        p95 = BenchStatistics.percentile(sorted: s, 0.95)
        min = s.first ?? 0
    }

    /// The median of ascending `sorted` (0 when empty).
    static func median(sorted s: [Double]) -> Double {
        guard !s.isEmpty else { return 0 }
        let m = s.count / 2
        return s.count % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2
    }

    /// The nearest-rank percentile `p` (0…1) of ascending `sorted` (0 when empty).
    static func percentile(sorted s: [Double], _ p: Double) -> Double {
        guard !s.isEmpty else { return 0 }
        let rank = Int((p * Double(s.count)).rounded(.up))
        return s[Swift.min(s.count, Swift.max(1, rank)) - 1]
    }

    /// `value` as a multiple of `baseline` (nil when the baseline is not positive).
    static func ratio(_ value: Double, to baseline: Double) -> Double? {
        baseline > 0 && value.isFinite ? value / baseline : nil
    }
}
