import KioskUICore

/// What a scenario aims for, written as the issue states it.
enum BenchGoal: Equatable {
    /// No goal: reported for information.
    case none
    /// The checked value (a ratio to the baseline) is at most this.
    case atMost(Double)
    /// The checked value is close to zero (at most this ratio to the baseline).
    case nearZero(Double)
    /// The checked value (a ratio of two scenarios) is within this fraction of 1.
    case within(Double)

    /// The goal as the table shows it.
    var text: String {
        switch self {
        case .none: return "—"
        case let .atMost(x): return "≤ \(BenchFormat.ratio(x))"
        case .nearZero: return "≈ 0"
        case let .within(f): return "±\(Int((f * 100).rounded())) %"
        }
    }

    /// Whether `value` meets the goal; nil when there is no goal or no value.
    func isMet(by value: Double?) -> Bool? {
        guard let v = value else { return nil }
        switch self {
        case .none: return nil
        case let .atMost(x): return v <= x
        case let .nearZero(x): return v <= x
        case let .within(f): return abs(v - 1) <= f
        }
    }
}

/// One row of the benchmark: a scenario's timing, its ratio to the baseline and its goal.
struct BenchResult {
    /// A stable name for JSON ("ruler-glide").
    let key: String
    /// What the row measures, for people.
    let name: String
    /// Seconds per sample.
    let stats: BenchStatistics
    /// The median as a multiple of the baseline's median.
    let ratio: Double?
    let goal: BenchGoal
    /// The value the goal is checked on: the ratio, unless the goal compares two scenarios.
    let checked: Double?
    /// How the checked value reads when it is not the ratio ("1.02× of 0…100").
    let checkedText: String?
    /// Anything a reader needs to trust the number.
    let note: String
    /// The checked value of each round, in the order they ran, when the row is the median of
    /// several (`merged`); empty for a row measured once.
    let roundValues: [Double]

    init(key: String, name: String, stats: BenchStatistics, baseline: Double, goal: BenchGoal = .none,
         checked: Double? = nil, checkedText: String? = nil, note: String = "") {
        self.key = key; self.name = name; self.stats = stats
        ratio = BenchStatistics.ratio(stats.median, to: baseline)
        self.goal = goal
        self.checked = checked ?? ratio
        self.checkedText = checkedText
        self.note = note
        roundValues = []
    }

    private init(_ median: BenchResult, ratio: Double?, checked: Double?, roundValues: [Double]) {
        key = median.key; name = median.name; stats = median.stats; goal = median.goal; note = median.note
        self.ratio = ratio; self.checked = checked; self.roundValues = roundValues
        checkedText = median.checkedText
    }

    var met: Bool? { goal.isMet(by: checked) }

    /// The row for one scenario measured in several rounds (each against its own round's
    /// baseline): the goal is checked on the median of the rounds' checked values, the ratio is
    /// the median of their ratios, and the times, note and text are the median round's, so one
    /// noisy round can neither pass nor fail a goal. The rounds' values are kept for the spread.
    static func merged(_ rounds: [BenchResult]) -> BenchResult {
        guard rounds.count > 1 else { return rounds[0] }
        let values = rounds.compactMap(\.checked)
        // The round whose checked value is the median (the lower middle of an even count).
        let order = rounds.indices.sorted { (rounds[$0].checked ?? .infinity) < (rounds[$1].checked ?? .infinity) }
        let middle = rounds[order[(order.count - 1) / 2]]
        let median = { (v: [Double]) in v.isEmpty ? nil : BenchStatistics.median(sorted: v.sorted()) }
        return BenchResult(middle, ratio: median(rounds.compactMap(\.ratio)), checked: median(values), roundValues: values)
    }

    /// "[0.31×–0.36×]": the smallest and largest round, nil for a row measured once.
    var spreadText: String? {
        guard roundValues.count > 1, let lo = roundValues.min(), let hi = roundValues.max() else { return nil }
        return "[\(BenchFormat.ratio(lo))–\(BenchFormat.ratio(hi))]"
    }
}

/// Number formatting shared by the text and JSON reports.
enum BenchFormat {
    /// "0.27×", "3.9×", "1250×".
    static func ratio(_ r: Double) -> String {
        if r >= 100 { return "\(Int(r.rounded()))×" }
        if r >= 10 { return String(printf: "%.1f×", r) }
        if r >= 0.1 { return String(printf: "%.2f×", r) }
        return String(printf: "%.3f×", r)
    }

    /// Seconds as milliseconds with three decimals.
    static func ms(_ s: Double) -> String { String(printf: "%.3f", s * 1000) }
}
