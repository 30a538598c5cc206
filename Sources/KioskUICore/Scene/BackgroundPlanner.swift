/// Plans the scene background under a damaged rect: the rect minus the holes opaque painters
/// will cover anyway (`Widget.opaqueCornerRadius`), as few fill rects as it can.
///
/// The rect is cut into horizontal bands at every hole's top and bottom edge; in each band, the
/// stretches between holes are filled; a stretch continuing one of the band above (same left and
/// right edge) extends it downwards instead of starting a new rect. Scratch arrays are kept between
/// frames, so a frame allocates nothing here.
@MainActor
final class BackgroundPlanner {
    /// Holes of the frame being planned (whole pixels, inside the damage; they may overlap).
    private(set) var holes: [Rect] = []
    private var edges: [Double] = []
    private var spans: [(minX: Double, maxX: Double)] = []
    /// Rects still growing downwards, and the next band's.
    private var open: [Rect] = []
    private var next: [Rect] = []

    /// Starts a plan with no holes.
    func begin() { holes.removeAll(keepingCapacity: true) }

    /// A rect the background need not be drawn under (clipped to the damage by the caller).
    func addHole(_ r: Rect) { if !r.isEmpty { holes.append(r) } }

    /// Appends the fills of `d` minus the holes, in `color`.
    func appendFills(_ d: Rect, _ color: Color, into list: inout DrawList) {
        guard !holes.isEmpty else { list.fill(d, color); return }
        edges.removeAll(keepingCapacity: true)
        insertEdge(d.minY)
        insertEdge(d.maxY)
        for h in holes { insertEdge(h.minY); insertEdge(h.maxY) }
        open.removeAll(keepingCapacity: true)
        var y0 = d.minY
        for y1 in edges where y1 > y0 && y1 <= d.maxY {
            bandSpans(d, y0, y1)
            next.removeAll(keepingCapacity: true)
            for s in spans {
                if let i = open.firstIndex(where: { $0.minX == s.minX && $0.maxX == s.maxX && $0.maxY == y0 }) {
                    var r = open.remove(at: i)
                    r.size.height = y1 - r.minY
                    next.append(r)
                } else {
                    next.append(Rect(x: s.minX, y: y0, width: s.maxX - s.minX, height: y1 - y0))
                }
            }
            for r in open { list.fill(r, color) }
            swap(&open, &next)
            y0 = y1
        }
        for r in open { list.fill(r, color) }
    }

    /// Inserts `y` into the sorted `edges` (insertion sort: `sort()` would allocate a buffer).
    private func insertEdge(_ y: Double) {
        var i = edges.count
        edges.append(y)
        while i > 0 && edges[i - 1] > y { edges[i] = edges[i - 1]; i -= 1 }
        edges[i] = y
    }

    /// The stretches of [d.minX, d.maxX) between the holes that span the band [y0, y1).
    private func bandSpans(_ d: Rect, _ y0: Double, _ y1: Double) {
        spans.removeAll(keepingCapacity: true)
        // Holes crossing the band, as x intervals sorted by their left edge (few: insertion order).
        next.removeAll(keepingCapacity: true)
        for h in holes where h.minY <= y0 && h.maxY >= y1 {
            var i = next.count
            next.append(h)
            while i > 0 && next[i - 1].minX > h.minX { next[i] = next[i - 1]; i -= 1 }
            next[i] = h
        }
        var x = d.minX
        for h in next {
            if h.minX > x { spans.append((x, h.minX)) }
            x = Swift.max(x, h.maxX)
        }
        if x < d.maxX { spans.append((x, d.maxX)) }
    }
}
