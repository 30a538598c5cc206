/// A width and a height in UI pixels. Never negative once it leaves a layout function.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Pixels across.
    public var width: Double
    /// Pixels down.
    public var height: Double

    static let zero = Size(width: 0, height: 0)

    public init(width: Double, height: Double) { self.width = width; self.height = height }
    package init(_ width: Double, _ height: Double) { self.width = width; self.height = height }

    /// The size along an axis.
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size built from a main-axis length and a cross-axis length.
    init(main: Double, cross: Double, axis: Axis) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }

    public var description: String { "\(width)x\(height)" }
}

/// One of the two layout axes; layout passes take it as a parameter instead of being written twice.
package enum Axis: Sendable, Hashable {
    case horizontal
    case vertical

    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// Tolerance for "does it fit" in pixels, shared by layout and text truncation: sums of
    /// fractional sizes must not flip a decision by 1e-12.
    static let fitTolerance = 0.001
}
