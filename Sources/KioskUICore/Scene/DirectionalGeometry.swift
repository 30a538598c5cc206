/// Distances for moving focus one way (`FocusManager.nearest`): how far a rect lies beyond
/// another's edge in that direction, how far off its centre line, and whether the two overlap
/// across the direction (the "beam").
struct DirectionalGeometry {
    let direction: NavAction

    /// Nil for an action that is not a direction.
    init?(_ direction: NavAction) {
        switch direction {
        case .left, .right, .up, .down: self.direction = direction
        default: return nil
        }
    }

    var isVertical: Bool { direction == .up || direction == .down }

    /// From `from`'s leading edge to `r`'s near edge, plus 1: positive when `r` lies beyond it
    /// (touching neighbours give 1).
    func along(_ from: Rect, _ r: Rect) -> Double {
        switch direction {
        case .right: return r.minX - from.maxX + 1
        case .left: return from.minX - r.maxX + 1
        case .down: return r.minY - from.maxY + 1
        default: return from.minY - r.maxY + 1
        }
    }

    /// From `from`'s leading edge to `r`'s far edge, plus 1.
    func farEdge(_ from: Rect, _ r: Rect) -> Double {
        switch direction {
        case .right: return r.maxX - from.maxX + 1
        case .left: return from.minX - r.minX + 1
        case .down: return r.maxY - from.maxY + 1
        default: return from.minY - r.minY + 1
        }
    }

    /// How far `r`'s centre is from `from`'s, across the direction.
    func side(_ from: Rect, _ r: Rect) -> Double { isVertical ? abs(r.midX - from.midX) : abs(r.midY - from.midY) }

    /// Whether `r` overlaps `from` across the direction (columns for up and down, rows for left and right).
    func inBeam(_ from: Rect, _ r: Rect) -> Bool {
        isVertical ? r.minX < from.maxX && r.maxX > from.minX : r.minY < from.maxY && r.maxY > from.minY
    }
}
