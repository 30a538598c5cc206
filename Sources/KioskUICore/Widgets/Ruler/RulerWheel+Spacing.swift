/// How far apart the ruler draws its ticks before its numbers ask for more room.
extension RulerWheel {
    /// A range of at most this many steps is short: it is spread over the ruler's width. A count
    /// a customer picks (tickets, people, 1…10) is short; the shipped screens' rulers (15, 28 and
    /// 100 steps) are not, and keep `minSpacing`.
    static let spreadSteps = 12
    /// The widest a short range is spread, in pixels at font scale 1: three steps still show on
    /// each side of the centre of an 800 px ruler, and a 1…3 ruler does not become one step a screen.
    static let maxSpread: Double = 80
    /// What a spread range leaves free at each end, so the last tick is not drawn on the edge.
    static let spreadInset: Double = 24

    /// The pixels between two ticks on a ruler `width` wide with steps `0...lastIndex`:
    /// - `tickSpacing` (the screen file's, at font scale 1) times the font scale, when given;
    /// - else for a short range (`spreadSteps` or fewer) the width (less `spreadInset` each side)
    ///   shared by its steps, whole pixels, between `minSpacing` and `maxSpread` × the font scale,
    ///   so a 1…10 ruler 752 px wide puts 78 px between its values, not 14 (and a 100 px drag
    ///   moves it about one step, not seven);
    /// - else `minSpacing`, as rulers always had.
    ///
    /// Layout may still widen it so the numbers under the long ticks never touch.
    static func baseSpacing(lastIndex: Int, width: Double, fontScale: Double, tickSpacing: Double?) -> Double {
        if let t = tickSpacing { return Swift.max(1, (t * fontScale).rounded()) }
        guard lastIndex >= 1, lastIndex <= spreadSteps, width.isFinite else { return minSpacing }
        let spread = ((width - 2 * spreadInset) / Double(lastIndex)).rounded(.down)
        return Swift.max(minSpacing, Swift.min((maxSpread * fontScale).rounded(), spread))
    }
}
