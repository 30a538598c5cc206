/// The width every member of an equal-width row takes: the pure function behind `EqualWidthRow`.
///
/// Members take the widest member's ideal width. When that many of them (plus the spacing) don't fit
/// the proposal, they share what there is equally (their labels truncate). When even the spacing
/// doesn't fit, the spacing shrinks too, so the row never overflows a finite proposal.
/// Widths and spacing are whole pixels (the widest rounded up, a share rounded down), so the
/// members are still exactly equal after the final pixel-rounding pass.
enum EqualWidthResolution {
    /// The member width and the spacing to use for `count` members whose widest ideal width is
    /// `widest`, in `available` (nil or unbounded: no limit). `stretch` makes the members share all
    /// of a finite proposal instead of stopping at the widest ideal.
    static func resolve(widest: Double, count: Int, available: Double?, spacing: Double,
                        stretch: Bool = false) -> (width: Double, spacing: Double) {
        let widest = LayoutMath.nonNegative(widest).rounded(.up)
        var gap = LayoutMath.nonNegative(spacing)
        guard count > 0 else { return (0, gap) }
        guard let avail = LayoutMath.finite(available) else { return (widest, gap) }
        let n = Double(count)
        if gap * (n - 1) > avail { gap = count > 1 ? (avail / (n - 1)).rounded(.down) : 0 }
        let share = Swift.max(0, ((avail - gap * (n - 1)) / n).rounded(.down))
        return (stretch ? share : Swift.min(widest, share), gap)
    }
}
