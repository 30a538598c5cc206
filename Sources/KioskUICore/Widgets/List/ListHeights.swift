/// The heights of a list's lines (a row, or a line of grid tiles), measured lazily: a line not
/// yet shown counts as `estimate` (the first line measured), one shown once keeps what it
/// measured. Offsets are sums of heights, kept in a Fenwick tree of each measured line's
/// difference from the estimate, so finding the line at an offset and the offset of a line cost
/// O(log n) for 10,000 lines, and the total (the scroll bar's length) only changes by what a
/// newly measured line differs by: with rows of one height it never moves.
struct ListHeights: Equatable, Sendable {
    /// How many lines.
    private(set) var count: Int
    /// What a line not yet measured counts as.
    private(set) var estimate: Double
    /// Each line's measured height, or nil.
    private var measured: [Double?]
    /// Fenwick tree (1-based) of `measured - estimate` (0 where not measured).
    private var tree: [Double]

    init(count: Int = 0, estimate: Double = 48) {
        self.count = max(0, count)
        self.estimate = estimate.isFinite && estimate > 0 ? estimate : 48
        measured = Array(repeating: nil, count: self.count)
        tree = Array(repeating: 0, count: self.count + 1)
    }

    /// Whether line `i` was measured.
    func isMeasured(_ i: Int) -> Bool { measured.indices.contains(i) && measured[i] != nil }

    /// Line `i`'s height: measured, or the estimate.
    func height(of i: Int) -> Double { measured.indices.contains(i) ? measured[i] ?? estimate : estimate }

    /// Where line `i` starts (0 for the first; the total for `count`).
    func offset(of i: Int) -> Double {
        let n = min(max(0, i), count)
        var sum = 0.0, k = n
        while k > 0 { sum += tree[k]; k -= k & -k }
        return Double(n) * estimate + sum
    }

    /// The height of every line together.
    var total: Double { offset(of: count) }

    /// The line at `y` (from the top of the first line), clamped to the lines there are; 0 when none.
    func line(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        if y <= 0 { return 0 }
        // The last line whose offset is at most y: binary search over offsets.
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offset(of: mid) <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Records line `i`'s height; returns how much it changed what it counted as (0 when it was
    /// measured at that height already).
    @discardableResult
    mutating func setMeasured(_ i: Int, _ h: Double) -> Double {
        guard measured.indices.contains(i), h.isFinite, h >= 0 else { return 0 }
        let old = height(of: i)
        guard old != h || measured[i] == nil else { return 0 }
        measured[i] = h
        add(i, h - old)
        return h - old
    }

    private mutating func add(_ i: Int, _ d: Double) {
        guard d != 0 else { return }
        var k = i + 1
        while k <= count { tree[k] += d; k += k & -k }
    }

    /// Another number of lines: measured heights kept by `keep` (a line's old index for each new
    /// line, nil for a new line), the estimate kept, the tree built again in O(n).
    mutating func reshape(count newCount: Int, keep: (Int) -> Int?) {
        let old = measured
        count = max(0, newCount)
        measured = (0..<count).map { i in keep(i).flatMap { old.indices.contains($0) ? old[$0] : nil } }
        rebuild()
    }

    /// `n` new lines, not measured, at `at` (clamped to the lines there are); every other line
    /// keeps its measured height. The tree is built again in O(n), memory only (`insert` of a list).
    mutating func insert(_ n: Int, at: Int) {
        guard n > 0 else { return }
        measured.insert(contentsOf: repeatElement(nil, count: n), at: min(max(0, at), count))
        count += n
        rebuild()
    }

    /// Takes out the lines at `gone` (ascending, each once; others ignored); every other line
    /// keeps its measured height (`remove` of a list).
    mutating func remove(_ gone: [Int]) {
        var write = 0, next = 0
        for read in 0..<count {
            while next < gone.count && gone[next] < read { next += 1 }
            if next < gone.count && gone[next] == read { continue }
            measured[write] = measured[read]
            write += 1
        }
        measured.removeLast(count - write)
        count = write
        rebuild()
    }

    /// Forgets every measurement (the width changed: lines wrap differently); `estimate` when given.
    mutating func forget(estimate e: Double? = nil) {
        if let e, e.isFinite, e > 0 { estimate = e }
        measured = Array(repeating: nil, count: count)
        tree = Array(repeating: 0, count: count + 1)
    }

    private mutating func rebuild() {
        tree = Array(repeating: 0, count: count + 1)
        for i in 0..<count {
            if let h = measured[i] { tree[i + 1] += h - estimate }
            let parent = (i + 1) + ((i + 1) & -(i + 1))
            if parent <= count { tree[parent] += tree[i + 1] }
        }
    }
}

/// The pure geometry of a list: how many columns a grid has, which lines a viewport shows.
enum ListGeometry {
    /// Columns of tiles at least `minItemWidth` wide with `spacing` between them in `width`
    /// (at least 1); a plain list (nil) has one.
    static func columns(width: Double, minItemWidth: Double?, spacing: Double) -> Int {
        guard let m = minItemWidth, m > 0, width.isFinite, width > 0 else { return 1 }
        return max(1, Int(((width + spacing) / (m + spacing)).rounded(.down)))
    }

    /// Lines of `columns` for `items` items.
    static func lines(items: Int, columns: Int) -> Int { items <= 0 ? 0 : (items + max(1, columns) - 1) / max(1, columns) }

    /// The lines that must exist as widgets for a viewport `viewport` tall scrolled `offset` down:
    /// every line it touches plus `margin` lines each side, inside `0..<heights.count`.
    static func window(_ heights: ListHeights, offset: Double, viewport: Double, margin: Int) -> Range<Int> {
        guard heights.count > 0 else { return 0..<0 }
        let first = heights.line(at: offset)
        let last = heights.line(at: offset + max(0, viewport) - 0.5)
        return max(0, first - margin)..<min(heights.count, last + 1 + margin)
    }

    /// The item shown in column `column` of line `line`, right to left mirrored by the caller.
    static func item(line: Int, column: Int, columns: Int) -> Int { line * columns + column }
}
