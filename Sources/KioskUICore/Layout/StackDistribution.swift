/// How a stack splits its main axis between children: the pure function behind `Stack`.
///
/// The rule, in order:
/// 1. Every child starts at its ideal length.
/// 2. **Room to spare** (the ideals and the spacing fit): children with `flex > 0` share the leftover
///    in proportion to their flex, each up to its `max`; what a capped child can't take goes to the
///    others (repeated until nothing is capped). Without flexible children the stack keeps its
///    ideal length (it hugs its content).
/// 3. **Not enough room**: children give up length down to their `min` (the length they report for a
///    zero proposal; a label truncates to nothing, a fixed frame keeps its size). Flexible children
///    give first, then the others; within each group every child gives the same fraction of its
///    slack (ideal − min), so a long label shrinks more than a short one and each stops at its min.
///    Only when every child is at its min does the content overflow.
///
/// No proposal (or an unbounded one) on the main axis means every child gets its ideal length.
enum StackDistribution {
    /// One child as the distribution sees it.
    struct Item: Equatable, Sendable {
        /// Length for an unspecified main-axis proposal.
        var ideal: Double
        /// Length it can't go below (its answer to a zero proposal).
        var min: Double
        /// Length it can't grow beyond when sharing leftover space.
        var max: Double = .infinity
        /// Share of leftover space (0 = keeps its ideal length).
        var flex: Double = 0

        init(ideal: Double, min: Double? = nil, max: Double = .infinity, flex: Double = 0) {
            let i = LayoutMath.nonNegative(ideal)
            self.ideal = i
            self.min = Swift.min(i, LayoutMath.nonNegative(min ?? i))
            self.max = max.isNaN ? .infinity : Swift.max(i, max)
            self.flex = flex.isFinite && flex > 0 ? flex : 0
        }
    }

    /// The spacing a stack of `count` items actually uses in `available`: the requested spacing, or
    /// less when even the gaps alone don't fit (so spacing never makes content overflow).
    static func spacing(_ spacing: Double, count: Int, available: Double?) -> Double {
        let gap = LayoutMath.nonNegative(spacing)
        guard count > 1, let avail = LayoutMath.finite(available), gap * Double(count - 1) > avail else { return gap }
        return avail / Double(count - 1)
    }

    /// The main-axis length of every item for `available` (the stack's inner length, nil when
    /// unspecified) with `spacing` between neighbours. Lengths are finite and never negative.
    static func lengths(_ items: [Item], available: Double?, spacing: Double) -> [Double] {
        var sizes = items.map(\.ideal)
        guard let avail0 = LayoutMath.finite(available), !items.isEmpty else { return sizes }
        let gaps = StackDistribution.spacing(spacing, count: items.count, available: avail0) * Double(items.count - 1)
        let avail = Swift.max(0, avail0 - gaps)
        let total = sizes.reduce(0, +)
        if total <= avail + LayoutMath.epsilon {
            grow(&sizes, items, leftover: avail - total)
        } else {
            var over = total - avail
            over = shrink(&sizes, items, over: over, flexible: true)
            _ = shrink(&sizes, items, over: over, flexible: false)
        }
        return sizes
    }

    /// Shares `leftover` between flexible items, honouring their maxima.
    private static func grow(_ sizes: inout [Double], _ items: [Item], leftover: Double) {
        var left = leftover
        var capped = [Bool](repeating: false, count: items.count)
        while left > LayoutMath.epsilon {
            var totalFlex = 0.0
            for i in items.indices where items[i].flex > 0 && !capped[i] { totalFlex += items[i].flex }
            guard totalFlex > 0 else { return }
            var used = 0.0, cappedOne = false
            for i in items.indices where items[i].flex > 0 && !capped[i] {
                let want = sizes[i] + left * items[i].flex / totalFlex
                if want >= items[i].max {
                    used += items[i].max - sizes[i]; sizes[i] = items[i].max; capped[i] = true; cappedOne = true
                } else {
                    used += want - sizes[i]; sizes[i] = want
                }
            }
            left -= used
            if !cappedOne { return }
        }
    }

    /// Takes up to `over` from the items of one group in proportion to their slack; returns what is
    /// still too much.
    private static func shrink(_ sizes: inout [Double], _ items: [Item], over: Double, flexible: Bool) -> Double {
        guard over > 0 else { return 0 }
        var slack = 0.0
        for i in items.indices where (items[i].flex > 0) == flexible { slack += sizes[i] - items[i].min }
        guard slack > 0 else { return over }
        let take = Swift.min(over, slack)
        let fraction = take / slack
        for i in items.indices where (items[i].flex > 0) == flexible {
            sizes[i] = Swift.max(items[i].min, sizes[i] - (sizes[i] - items[i].min) * fraction)
        }
        return over - take
    }

    /// The offsets of the items along the main axis, starting at `start`: each item begins where the
    /// previous one ended plus the spacing, so rounding edges later keeps neighbours touching.
    static func offsets(_ lengths: [Double], start: Double, spacing: Double) -> [Double] {
        var out = [Double](); out.reserveCapacity(lengths.count)
        var cursor = start
        let gap = LayoutMath.nonNegative(spacing)
        for l in lengths { out.append(cursor); cursor += l + gap }
        return out
    }

    /// The total main-axis length: the lengths plus the spacing between them.
    static func total(_ lengths: [Double], spacing: Double) -> Double {
        lengths.isEmpty ? 0 : lengths.reduce(0, +) + LayoutMath.nonNegative(spacing) * Double(lengths.count - 1)
    }
}
