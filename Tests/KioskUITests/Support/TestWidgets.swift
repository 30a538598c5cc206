@testable import KioskUICore

/// A widget of fixed ideal size that records what happens to it. For scene tests only.
final class ProbeWidget: Widget {
    var ideal: Size
    var accepts: Bool
    var focusable: Bool
    var yieldAfter: Double?
    var received: [PointerPhase] = []
    var actions: [NavAction] = []
    var consumes: Set<NavAction> = []
    private var downAt: Point?

    init(id: String? = nil, ideal: Size = Size(100, 50), accepts: Bool = false, focusable: Bool = false,
         yieldAfter: Double? = nil, children: [Widget] = []) {
        self.ideal = ideal; self.accepts = accepts; self.focusable = focusable; self.yieldAfter = yieldAfter
        super.init(id: id, children: children)
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { p.replacingUnspecified(with: ideal) }
    override var acceptsPointer: Bool { accepts }
    override var isFocusable: Bool { focusable }
    override var typeName: String { "probe" }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        received.append(e.phase)
        if e.phase == .down { downAt = e.location }
        if let limit = yieldAfter, let d = downAt, e.phase == .move, e.location.distance(to: d) > limit { return .yield }
        return .handled
    }

    override func navigate(_ action: NavAction) -> Bool {
        actions.append(action)
        return consumes.contains(action)
    }
}

/// Places children side by side, each at its ideal width, full height. For scene tests only.
final class RowProbe: Widget {
    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { p.replacingUnspecified(with: Size(400, 100)) }
    override func placeChildren(in b: Rect, _ ctx: LayoutContext) {
        var x = b.minX
        for c in visibleChildren {
            let s = c.measure(.unspecified, ctx)
            c.place(in: Rect(x: x, y: b.minY, width: s.width, height: b.height), ctx)
            x += s.width
        }
    }
}

func pointer(_ phase: PointerPhase, _ x: Double, _ y: Double, t: Double = 0, id: Int = 0) -> InputEvent {
    .pointer(PointerEvent(phase: phase, id: id, location: Point(x, y), device: .touch, time: t))
}
