/// The space a parent offers a child on each axis:
/// - `nil`: unspecified — "what is your ideal size?"
/// - a finite value: "fit in this much"
/// - `.infinity`: unbounded — "take as much as you like"
package struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    var width: Double?
    var height: Double?

    package init(width: Double?, height: Double?) { self.width = width; self.height = height }
    init(_ size: Size) { width = size.width; height = size.height }

    /// Ask for the ideal size on both axes.
    static let unspecified = ProposedSize(width: nil, height: nil)
    static let infinity = ProposedSize(width: .infinity, height: .infinity)
    static let zero = ProposedSize(width: 0, height: 0)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(main: Double?, cross: Double?, axis: Axis) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }

    /// The proposal with unspecified axes filled with `size`'s values.
    func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    package var description: String {
        func f(_ v: Double?) -> String { v.map { $0.isInfinite ? "inf" : "\($0)" } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }
}
