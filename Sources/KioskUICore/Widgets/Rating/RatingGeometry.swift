/// Where a rating's symbols are, as numbers: `count` square cells in a row, centred in the frame,
/// the first on the left, or on the right in a right-to-left language. A cell is a touch target
/// wide when the frame has room, narrower (down to `minimumCell`) in a narrow split.
struct RatingGeometry: Equatable, Sendable {
    var frame: Rect
    var count: Int
    /// The side a cell wants: a touch target, or the symbol's line and room around it.
    var cell: Double
    var rightToLeft: Bool

    /// The gap between two cells.
    static let gap: Double = 4
    /// The smallest cell a narrow frame shrinks to.
    static let minimumCell: Double = 24

    /// The width `count` cells of side `cell` take.
    static func width(count: Int, cell: Double) -> Double {
        Double(count) * cell + Double(Swift.max(0, count - 1)) * gap
    }

    /// The side each cell is drawn at: `cell`, or what the frame's width leaves.
    var side: Double {
        guard count > 0 else { return 0 }
        let fits = ((frame.width - Double(count - 1) * RatingGeometry.gap) / Double(count)).rounded(.down)
        return Swift.max(RatingGeometry.minimumCell, Swift.min(cell, fits, frame.height))
    }

    /// The cell of symbol `i` (0 is the first: the lowest rating).
    func rect(_ i: Int) -> Rect {
        let s = side
        let total = RatingGeometry.width(count: count, cell: s)
        let x0 = (frame.minX + (frame.width - total) / 2).rounded()
        let place = rightToLeft ? count - 1 - i : i
        return Rect(x: x0 + Double(place) * (s + RatingGeometry.gap), y: (frame.midY - s / 2).rounded(), width: s, height: s)
    }

    /// The symbol under window x `x` (the nearest one: a finger between two cells or past an end
    /// still rates), or nil outside the frame.
    func index(atX x: Double) -> Int? {
        guard count > 0, x >= frame.minX, x <= frame.maxX else { return nil }
        let s = side
        let total = RatingGeometry.width(count: count, cell: s)
        let x0 = frame.minX + (frame.width - total) / 2
        let place = Int(((x - x0 + RatingGeometry.gap / 2) / (s + RatingGeometry.gap)).rounded(.down))
        let p = Swift.min(count - 1, Swift.max(0, place))
        return rightToLeft ? count - 1 - p : p
    }

    /// How a face smiles, from -1 (the first: a frown) through 0 (level) to 1 (the last: a
    /// smile), for face `i` of `count`.
    static func smile(_ i: Int, of count: Int) -> Double {
        count > 1 ? 2 * Double(i) / Double(count - 1) - 1 : 0
    }

    /// The mouth of a face in `r` that smiles `smile`: points along a parabola, its ends raised by
    /// the smile (a frown lowers them), so faces read the same in every font.
    static func mouth(in r: Rect, smile: Double, segments: Int = 4) -> [Point] {
        let halfWidth = r.width * 0.24, y = r.minY + r.height * 0.66, depth = r.height * 0.14 * smile
        return (0...segments).map { k in
            let t = Double(k) / Double(segments) * 2 - 1   // -1 … 1 across the mouth
            return Point(r.midX + t * halfWidth, y - depth * (t * t - 0.5))
        }
    }
}
