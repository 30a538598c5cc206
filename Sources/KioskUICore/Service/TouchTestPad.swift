/// The service screen's touch test: a framed area that draws a dot wherever it is touched and a
/// line along each slide, so a technician sees whether the panel's touch lands under the finger
/// (corners, edges, a dead stripe). It keeps the last `maxDots` points.
final class TouchTestPad: Widget {
    /// The most dots kept: the oldest go first.
    static let maxDots = 600
    /// The dots so far, in window pixels, each with whether it continues the previous one's stroke.
    private(set) var dots: [(point: Point, joined: Bool)] = []
    /// The contact drawing now.
    private var drawing: Int?

    override var acceptsPointer: Bool { true }
    override var typeName: String { "touchTest" }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        Size(p.width.flatMap { $0.isFinite ? $0 : nil } ?? 320, (160 * ctx.fontScale).rounded())
    }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        switch e.phase {
        case .down:
            drawing = e.id
            add(e.location, joined: false)
        case .move where e.id == drawing:
            add(e.location, joined: true)
        case .up, .cancel:
            if e.id == drawing { drawing = nil }
        case .move:
            break
        }
        return .handled
    }

    private func add(_ p: Point, joined: Bool) {
        let inside = Point(min(max(p.x, frame.minX), frame.maxX), min(max(p.y, frame.minY), frame.maxY))
        dots.append((inside, joined))
        if dots.count > TouchTestPad.maxDots { dots.removeFirst(dots.count - TouchTestPad.maxDots) }
        setNeedsDisplay()
    }

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let theme = ctx.theme
        list.fill(frame, theme.surface, radius: theme.cornerRadius)
        list.stroke(frame, theme.separator, radius: theme.cornerRadius, width: 1)
        let r = max(3, (4 * ctx.fontScale).rounded())
        list.clipped(to: frame) { l in
            for (i, d) in dots.enumerated() {
                if d.joined, i > 0 { l.line(dots[i - 1].point, d.point, theme.accent, width: r) }
                l.fill(Rect(x: d.point.x - r, y: d.point.y - r, width: 2 * r, height: 2 * r), theme.accent, radius: r)
            }
        }
    }
}
