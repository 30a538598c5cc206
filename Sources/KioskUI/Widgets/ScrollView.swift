/// A vertical viewport onto content taller than the space it gets: a page at a large font
/// scale or in a narrow split still shows everything, a drag or fling away.
///
/// The content is measured at the viewport's width with no height limit (its ideal height) and
/// placed `offset` pixels up. Once a vertical drag is recognised the content is under the finger,
/// 1:1 from where it touched down (slop included), with an elastic overscroll at the ends; a
/// fling glides by friction and rests on a whole pixel (`StepSnapping` with a 1-px step), springing back from overscroll. Horizontal drags are not ours: they go on to an
/// ancestor (a page swipe), and a control inside that wants them (a ruler) keeps them. The mouse
/// wheel scrolls; keyboard and gamepad focus moving to a widget out of view scrolls it in.
///
/// Scrolling only moves the content: it is placed again with the layout pass's cached sizes,
/// with no new layout pass.
final class ScrollView: Widget {
    private(set) var offset: Double = 0
    private(set) var contentHeight: Double = 0
    private var simulation: ScrollSimulation?
    private var gesture = GestureTracker(axis: .vertical, longPressDelay: nil)
    private var dragStartRaw = 0.0

    static let wheelStep: Double = 60

    init(id: String? = nil, _ content: Widget) {
        super.init(id: id, children: [content])
        flex = 1
    }

    private var content: Widget? { children.first }
    private var maxOffset: Double { max(0, contentHeight - frame.height) }
    private var snapping: StepSnapping { StepSnapping(step: 1, minOffset: 0, maxOffset: maxOffset) }

    // MARK: Layout

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let c = content?.measure(ProposedSize(width: p.width, height: nil), ctx) ?? .zero
        let h = LayoutMath.finite(p.height).map { min($0, c.height) } ?? c.height
        return Size(LayoutMath.finite(p.width) ?? c.width, h)
    }

    override func placeChildren(in b: Rect, _ ctx: LayoutContext) {
        guard let c = content else { return }
        contentHeight = max(b.height, c.measure(ProposedSize(width: b.width, height: nil), ctx).height)
        if simulation == nil && !gesture.isDragging { offset = min(max(0, offset), max(0, contentHeight - b.height)) }
        c.place(in: Rect(x: b.minX, y: b.minY - offset.rounded(), width: b.width, height: contentHeight), ctx)
    }

    /// Moves the content to a new offset: a placement with this pass's sizes, then a redraw.
    private func scroll(to o: Double) {
        guard o != offset else { return }
        offset = o
        if let c = content, let ctx = scene?.layout {
            c.place(in: Rect(x: frame.minX, y: frame.minY - offset.rounded(), width: frame.width, height: contentHeight), ctx)
            c.roundFrames()
        }
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        list.clipped(to: frame) { drawChildren(&$0, ctx) }
        guard maxOffset > 0 else { return }
        let share = frame.height / contentHeight
        let h = max(32, frame.height * share)
        let y = frame.minY + (frame.height - h) * min(1, max(0, offset / maxOffset))
        list.fill(Rect(x: frame.maxX - 6, y: y, width: 4, height: h), ctx.theme.dimmed, radius: 2)
    }

    // MARK: Motion

    override func tick(now: Double) -> Bool {
        guard let s = simulation else { return false }
        if s.isDone(at: now) {
            simulation = nil
            scroll(to: s.restPosition)
            return false
        }
        scroll(to: s.position(at: now))
        return true
    }

    override func finishMotion() {
        guard let s = simulation else { return }
        simulation = nil
        scroll(to: min(maxOffset, max(0, s.restPosition)))
    }

    private func glide(to target: Double) {
        let t = min(maxOffset, max(0, target))
        let now = scene?.now ?? 0
        simulation = .ease(from: offset, to: t, velocity: simulation?.velocity(at: now) ?? 0, duration: 0.25, at: now)
        scene?.animate(self)
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        for out in gesture.handle(e) {
            switch out {
            case .pressed:
                if simulation != nil { simulation = nil; scene?.stopAnimating(self) }   // a finger catches it
                dragStartRaw = snapping.rawOffset(shown: offset, viewport: frame.height)
            case .dragBegan, .dragChanged:
                // From the touch-down point, slop included (see `GestureTracker.dragTranslation`).
                scroll(to: snapping.dragOffset(raw: dragStartRaw - gesture.dragTranslation.y, viewport: frame.height))
            case let .dragEnded(velocity, _):
                simulation = snapping.settle(offset: offset, velocity: -velocity.y, at: e.time).simulation
                scene?.animate(self)
            case .cancelled, .rejected, .tap:
                if offset < 0 || offset > maxOffset { glide(to: offset) }
            case .longPress, .longPressMoved, .longPressEnded:
                break
            }
        }
        return gesture.disposition
    }

    override func wheel(dx: Double, dy: Double) -> Bool {
        guard maxOffset > 0, dy != 0 else { return false }
        glide(to: (simulation?.restPosition ?? offset) - dy * ScrollView.wheelStep)
        return true
    }

    /// Scrolls the least needed to show `rect` 16 px from the edges: gliding for a focus move,
    /// at once for a script that aims at a widget out of view.
    override func reveal(_ rect: Rect, animated: Bool) {
        let margin = 16.0
        var target = offset
        if rect.minY < frame.minY + margin {
            target = offset - (frame.minY + margin - rect.minY)
        } else if rect.maxY > frame.maxY - margin {
            target = offset + min(rect.maxY - (frame.maxY - margin), rect.minY - frame.minY - margin)
        }
        target = min(maxOffset, max(0, target))
        guard target != offset else { return }
        if animated {
            glide(to: target)
        } else {
            simulation = nil
            scroll(to: target)
        }
    }

    // MARK: Scripting

    override var typeName: String { "scroll" }
}

extension ScrollView: QueryableWidget {
    var layoutState: [(String, JSONValue)] {
        [("offset", .number(offset.rounded())), ("contentHeight", .number(contentHeight))]
    }
}
