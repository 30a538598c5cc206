/// Where a rating's symbols are, as numbers: `count` square cells of side `cell` (a touch target)
/// in rows, as many to a row as the frame's width holds, the rows centred in the frame and each row
/// centred in it; the first symbol at the left of the first row, or at its right in a right-to-left
/// language. A row never shrinks its cells below a touch target: ten stars in a narrow split take
/// two rows of five.
struct RatingGeometry: Equatable, Sendable {
    var frame: Rect
    var count: Int
    /// The side of a cell: a touch target, or the symbol's line and room around it.
    var cell: Double
    var rightToLeft: Bool

    /// The gap between two cells, across and down.
    static let gap: Double = 4

    /// How many cells to a row of `width`: all of them when there is room, else the rows that
    /// need share them out evenly (ten in room for nine: two rows of five, not nine and one).
    static func columns(count: Int, cell: Double, width: Double) -> Int {
        let fit = Swift.max(1, Swift.min(count, Int(((width + gap) / (cell + gap)).rounded(.down))))
        let rows = (count + fit - 1) / fit
        return (count + rows - 1) / Swift.max(1, rows)
    }

    /// The size `count` cells take in rows of `columns`.
    static func size(count: Int, cell: Double, columns: Int) -> Size {
        let across = Swift.min(count, columns), rows = (count + columns - 1) / Swift.max(1, columns)
        return Size(Double(across) * cell + Double(Swift.max(0, across - 1)) * gap,
                    Double(rows) * cell + Double(Swift.max(0, rows - 1)) * gap)
    }

    /// The cells to a row in this frame.
    var columns: Int { RatingGeometry.columns(count: count, cell: cell, width: frame.width) }

    /// The cell of symbol `i` (0 is the first: the lowest rating).
    func rect(_ i: Int) -> Rect {
        let perRow = columns, row = i / perRow
        let inRow = Swift.min(perRow, count - row * perRow)
        let block = RatingGeometry.size(count: count, cell: cell, columns: perRow)
        let rowWidth = RatingGeometry.size(count: inRow, cell: cell, columns: inRow).width
        let x0 = (frame.minX + (frame.width - rowWidth) / 2).rounded()
        let y0 = (frame.minY + (frame.height - block.height) / 2).rounded()
        let k = i - row * perRow
        let place = rightToLeft ? inRow - 1 - k : k
        return Rect(x: x0 + Double(place) * (cell + RatingGeometry.gap), y: y0 + Double(row) * (cell + RatingGeometry.gap),
                    width: cell, height: cell)
    }

    /// The symbol under `p` (the nearest one of its row: a finger between two cells or past an end
    /// still rates), or nil outside the frame.
    func index(at p: Point) -> Int? {
        guard count > 0, p.x >= frame.minX, p.x <= frame.maxX, p.y >= frame.minY, p.y <= frame.maxY else { return nil }
        let perRow = columns
        let rows = (count + perRow - 1) / perRow
        let top = rect(0).minY
        let row = Swift.min(rows - 1, Swift.max(0, Int(((p.y - top + RatingGeometry.gap / 2) / (cell + RatingGeometry.gap)).rounded(.down))))
        let first = row * perRow, inRow = Swift.min(perRow, count - first)
        let left = (0..<inRow).map { rect(first + $0).minX }.min() ?? frame.minX
        let place = Swift.min(inRow - 1, Swift.max(0, Int(((p.x - left + RatingGeometry.gap / 2) / (cell + RatingGeometry.gap)).rounded(.down))))
        return first + (rightToLeft ? inRow - 1 - place : place)
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
