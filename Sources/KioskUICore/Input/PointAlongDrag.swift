/// A finger or the mouse choosing a point along a horizontal control (a slider's track, a
/// rating's row), as platform sliders take it: a tap chooses where it lands; a drag, once past the
/// touch slop, chooses where the finger is as it moves (from the point where the drag was
/// recognised) and settles where it lifts; a contact that goes up or down instead is given up
/// (`.yield`), so the control in a scroll view still lets it scroll.
struct PointAlongDrag {
    /// What one pointer event chose.
    enum Choice: Equatable {
        /// The window point chosen (a drag's follows the finger), and whether that settles it (a
        /// tap) or the finger is still down.
        case point(Point, settled: Bool)
        /// The drag ended (lifted, cancelled): what it chose last settles.
        case settle
    }

    private var gesture = GestureTracker(axis: .horizontal, longPressDelay: nil)
    /// Where the recognised drag began.
    private var start: Point?

    /// Whether a recognised drag is going on.
    var isDragging: Bool { start != nil }
    /// Whether a contact is down and not yet a drag (it may still be a tap).
    var isPressed: Bool { gesture.phase == .possible }
    /// What the widget answers the pointer router.
    var disposition: PointerDisposition { gesture.disposition }

    /// What `e` chooses, in order.
    mutating func handle(_ e: PointerEvent) -> [Choice] {
        var out: [Choice] = []
        for g in gesture.handle(e) {
            switch g {
            case let .tap(p):
                out.append(.point(p, settled: true))
            case let .dragBegan(p):
                start = p
                out.append(.point(p, settled: false))
            case let .dragChanged(translation, _):
                if let p0 = start { out.append(.point(Point(p0.x + translation.x, p0.y + translation.y), settled: false)) }
            case .dragEnded, .cancelled:
                if start != nil {
                    start = nil
                    out.append(.settle)
                }
            case .pressed, .longPress, .longPressMoved, .longPressEnded, .rejected:
                break
            }
        }
        return out
    }

    /// Ends a drag cut short (the control went off screen): true when one was going on, so what it
    /// chose settles now.
    mutating func finish() -> Bool {
        guard start != nil else { return false }
        start = nil
        gesture.reset()
        return true
    }
}
