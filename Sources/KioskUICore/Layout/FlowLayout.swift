/// Wraps items into rows by a width: the pure function behind `Flow`, callable from a benchmark.
///
/// Items keep their order. A row takes items while they fit (`itemSpacing` between them); the next
/// item starts a new row (`rowSpacing` between rows). An item wider than the whole width takes a row
/// of its own and is squeezed to the width. Each row is as tall as its tallest item; items sit at
/// the top of their row; rows are aligned leading, centre or trailing in the width. With no width
/// (nil or unbounded) everything is one row. O(n), no per-item allocation.
enum FlowLayout {
    /// Where the items go and how much room the rows need.
    struct Arrangement: Equatable {
        /// One frame per item, relative to the flow's top-left corner.
        var frames: [Rect]
        /// The widest row and the height of all rows with their spacing.
        var size: Size
        /// How many rows the items took.
        var rowCount: Int
    }

    /// Frames for items of `sizes` wrapped into `width`.
    static func arrange(sizes: [Size], width: Double?, itemSpacing: Double = 0, rowSpacing: Double = 0,
                        alignment: RowAlignment = .leading) -> Arrangement {
        var frames: [Rect] = []
        let (size, rows) = arrange(sizes: sizes, width: width, itemSpacing: itemSpacing, rowSpacing: rowSpacing,
                                   alignment: alignment, into: &frames)
        return Arrangement(frames: frames, size: size, rowCount: rows)
    }

    /// `arrange` into an array the caller keeps (`Flow` keeps one per flow): it is resized only
    /// when the number of items changes, so wrapping the same items again allocates nothing.
    /// Returns the rows' size and count; `frames` ends with one frame per item.
    static func arrange(sizes: [Size], width: Double?, itemSpacing: Double = 0, rowSpacing: Double = 0,
                        alignment: RowAlignment = .leading, into frames: inout [Rect]) -> (size: Size, rows: Int) {
        if frames.count != sizes.count { frames = [Rect](repeating: .zero, count: sizes.count) }
        let limit = LayoutMath.finite(width)
        let gap = LayoutMath.nonNegative(itemSpacing)
        return rows(sizes, limit: limit, itemSpacing: gap, rowSpacing: rowSpacing) { range, y, rowWidth, _ in
            let offset = limit.map { Swift.max(0, $0 - rowWidth) * alignment.fraction } ?? 0
            var x = offset
            for i in range {
                let w = itemWidth(sizes[i], limit)
                frames[i] = Rect(x: x, y: y, width: w, height: LayoutMath.nonNegative(sizes[i].height))
                x += w + gap
            }
        }
    }

    /// The size the rows need, without computing frames (what measuring needs).
    static func size(sizes: [Size], width: Double?, itemSpacing: Double = 0, rowSpacing: Double = 0) -> Size {
        rows(sizes, limit: LayoutMath.finite(width), itemSpacing: LayoutMath.nonNegative(itemSpacing),
             rowSpacing: rowSpacing) { _, _, _, _ in }.size
    }

    @inline(__always)
    private static func itemWidth(_ s: Size, _ limit: Double?) -> Double {
        let w = LayoutMath.nonNegative(s.width)
        return limit.map { Swift.min(w, $0) } ?? w
    }

    /// Breaks items into rows and calls `row(range, y, rowWidth, rowHeight)` for each.
    @inline(__always)
    private static func rows(_ sizes: [Size], limit: Double?, itemSpacing gap: Double, rowSpacing: Double,
                             _ row: (Range<Int>, Double, Double, Double) -> Void) -> (size: Size, rows: Int) {
        let rowGap = LayoutMath.nonNegative(rowSpacing)
        var y = 0.0, widest = 0.0, rowCount = 0
        var start = 0, rowWidth = 0.0, rowHeight = 0.0
        func close(_ end: Int) {
            guard end > start else { return }
            if rowCount > 0 { y += rowGap }
            row(start..<end, y, rowWidth, rowHeight)
            y += rowHeight
            widest = Swift.max(widest, rowWidth)
            rowCount += 1
            start = end; rowWidth = 0; rowHeight = 0
        }
        for i in sizes.indices {
            let raw = LayoutMath.nonNegative(sizes[i].width)
            let w = itemWidth(sizes[i], limit)
            let h = LayoutMath.nonNegative(sizes[i].height)
            if let limit = limit {
                if raw > limit {
                    // Too wide for any row: a row of its own.
                    close(i)
                    rowWidth = w; rowHeight = h
                    close(i + 1)
                    continue
                }
                if i > start && rowWidth + gap + w > limit + LayoutMath.epsilon { close(i) }
            }
            rowWidth += (i > start ? gap : 0) + w
            rowHeight = Swift.max(rowHeight, h)
        }
        close(sizes.count)
        return (Size(widest, y), rowCount)
    }
}
