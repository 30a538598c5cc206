/// The width every member of an equal-width row takes: the pure function behind `EqualWidthRow`.
///
/// Members take the widest member's ideal width. When that many of them (plus the spacing) don't
/// fit the proposal, the row does not squeeze them (their titles would be cut): it **stacks** them,
/// one under another, each the whole width, all still of one width. One member alone takes what
/// there is. Widths and spacing are whole pixels (the widest rounded up, a share rounded down),
/// so the members are still exactly equal after the final pixel-rounding pass. The decision is a
/// pure function of the proposal: the same width always gives the same form, so it cannot
/// oscillate at the boundary.
enum EqualWidthResolution {
    struct Result: Equatable, Sendable {
        /// Every member's width.
        var width: Double
        /// The gap between members: horizontal in a row, vertical when stacked.
        var spacing: Double
        /// Whether the members stand one under another instead of side by side.
        var stacked: Bool
    }

    /// The member width, the spacing and the form for `count` members whose widest ideal width is
    /// `widest`, in `available` (nil or unbounded: no limit). `stretch` makes the members share all
    /// of a finite proposal instead of stopping at the widest ideal.
    static func resolve(widest: Double, count: Int, available: Double?, spacing: Double,
                        stretch: Bool = false) -> Result {
        let widest = LayoutMath.nonNegative(widest).rounded(.up)
        let gap = LayoutMath.nonNegative(spacing)
        guard count > 0 else { return Result(width: 0, spacing: gap, stacked: false) }
        guard let avail = LayoutMath.finite(available) else { return Result(width: widest, spacing: gap, stacked: false) }
        let n = Double(count)
        let share = ((avail - gap * (n - 1)) / n).rounded(.down)
        if count > 1 && share < widest {
            return Result(width: Swift.max(0, avail.rounded(.down)), spacing: gap, stacked: true)
        }
        let one = Swift.max(0, share)
        return Result(width: stretch ? one : Swift.min(widest, one), spacing: gap, stacked: false)
    }
}
