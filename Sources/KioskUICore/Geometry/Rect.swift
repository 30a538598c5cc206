/// An axis-aligned rectangle in UI pixels.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    package var origin: Point
    package var size: Size

    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    package init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    package var minX: Double { origin.x }
    package var minY: Double { origin.y }
    package var maxX: Double { origin.x + size.width }
    package var maxY: Double { origin.y + size.height }
    package var midX: Double { origin.x + size.width / 2 }
    package var midY: Double { origin.y + size.height / 2 }
    var center: Point { Point(x: midX, y: midY) }
    package var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Start coordinate along an axis.
    func min(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    /// End coordinate along an axis.
    func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    /// Whether the point lies inside (the top-left edges included, the bottom-right excluded).
    package func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// Whether the two rects share any area.
    package func intersects(_ r: Rect) -> Bool { !intersection(r).isEmpty }

    /// The overlap of two rects; an empty rect (zero size) when they do not overlap.
    package func intersection(_ r: Rect) -> Rect {
        let x0 = Swift.max(minX, r.minX), y0 = Swift.max(minY, r.minY)
        let x1 = Swift.min(maxX, r.maxX), y1 = Swift.min(maxY, r.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rect containing both.
    func union(_ r: Rect) -> Rect {
        if isEmpty { return r }
        if r.isEmpty { return self }
        let x0 = Swift.min(minX, r.minX), y0 = Swift.min(minY, r.minY)
        let x1 = Swift.max(maxX, r.maxX), y1 = Swift.max(maxY, r.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rect shrunk by insets (never to a negative size).
    func inset(by i: Insets) -> Rect {
        Rect(x: minX + i.left, y: minY + i.top,
             width: Swift.max(0, width - i.left - i.right), height: Swift.max(0, height - i.top - i.bottom))
    }

    /// The rect grown by `d` on every side (shrunk when negative).
    func insetBy(_ d: Double) -> Rect { inset(by: Insets(all: d)) }

    /// The rect with its edges moved to whole pixels: edges are rounded, not the size, so neighbours
    /// that touched before rounding still touch after it (no 1-px gaps or overlaps).
    package var pixelAligned: Rect {
        let x0 = minX.rounded(), y0 = minY.rounded()
        return Rect(x: x0, y: y0, width: Swift.max(0, maxX.rounded() - x0), height: Swift.max(0, maxY.rounded() - y0))
    }

    /// The smallest whole-pixel rect that contains this one (a damaged area to redraw);
    /// `.zero` for a rect with non-finite coordinates.
    package var pixelAlignedOutward: Rect {
        guard isValid else { return .zero }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// Whether every coordinate is finite and the size is not negative.
    package var isValid: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }

    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}
