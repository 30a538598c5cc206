/// A position in UI pixels, origin top-left, y down.
package struct Point: Hashable, Sendable, CustomStringConvertible {
    package var x: Double
    package var y: Double

    package static let zero = Point(x: 0, y: 0)

    init(x: Double, y: Double) { self.x = x; self.y = y }
    package init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

    /// Euclidean distance to another point.
    package func distance(to other: Point) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    package var description: String { "(\(x), \(y))" }
}
