/// Where a child sits across a stack's main axis (or on either axis of an overlay). Horizontally
/// the edges are those of a row running left to right: right to left, the container mirrors the
/// child's place (`LayoutDirection`), so `leading` ends up at the right edge.
package enum CrossAlignment: Sendable, Hashable {
    /// At the start: the left edge (horizontal) or the top edge (vertical).
    case leading
    /// Centred in the available space.
    case center
    /// At the end: the right edge (horizontal) or the bottom edge (vertical).
    case trailing
    /// Stretched over the whole available space, whatever size the child asked for.
    case fill

    /// The child's extent and offset inside `available` for a child that asked for `wanted`.
    /// A child larger than the space is clamped to it, so nothing spills out of its container.
    func place(_ wanted: Double, in available: Double) -> (offset: Double, length: Double) {
        let space = Swift.max(0, available.isFinite ? available : 0)
        let length = self == .fill ? space : Swift.min(Swift.max(0, wanted.isFinite ? wanted : 0), space)
        switch self {
        case .leading, .fill: return (0, length)
        case .center: return ((space - length) / 2, length)
        case .trailing: return (space - length, length)
        }
    }
}

/// How the lines of a flow (or of a multi-line label) sit in the width they are given, left to
/// right; right to left the place is mirrored (`LayoutDirection`): `leading` is the right edge.
package enum RowAlignment: Sendable, Hashable {
    /// Against the left edge.
    case leading
    /// Centred.
    case center
    /// Against the right edge.
    case trailing

    /// The fraction of the free space that goes before the row: 0, ½ or 1.
    var fraction: Double {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}
