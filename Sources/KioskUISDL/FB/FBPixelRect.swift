import KioskUICore

/// A rect of whole pixels, for copies into a frame buffer (the scene's damage is a `Rect` of
/// doubles; a copy needs integers, rounded outward and clamped to the image).
package struct FBPixelRect: Equatable, Sendable, CustomStringConvertible {
    var x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// `rect` rounded outward to whole pixels and clamped to `0..<bounds`; empty when it misses.
    init(_ rect: Rect, clampedTo bounds: (width: Int, height: Int)) {
        guard rect.isValid, !rect.isEmpty else { self.init(x: 0, y: 0, width: 0, height: 0); return }
        let x0 = Swift.max(0, Int(rect.minX.rounded(.down))), y0 = Swift.max(0, Int(rect.minY.rounded(.down)))
        let x1 = Swift.min(bounds.width, Int(rect.maxX.rounded(.up))), y1 = Swift.min(bounds.height, Int(rect.maxY.rounded(.up)))
        self.init(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
        if isEmpty { self = .empty }
    }

    static let empty = FBPixelRect(x: 0, y: 0, width: 0, height: 0)

    var isEmpty: Bool { width <= 0 || height <= 0 }
    var maxX: Int { x + width }
    var maxY: Int { y + height }

    /// The smallest rect holding both (an empty one adds nothing).
    func union(_ o: FBPixelRect) -> FBPixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = Swift.min(x, o.x), y0 = Swift.min(y, o.y)
        return FBPixelRect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
    }

    package var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
