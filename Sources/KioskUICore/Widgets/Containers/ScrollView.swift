/// A vertical viewport onto content taller than the space it gets: a page at a large font
/// scale or in a narrow split still shows everything, a drag or fling away.
///
/// The content is measured at the viewport's width with no height limit (its ideal height) and
/// placed `offset` pixels up. Its `AxisScroller` (with a 1-px step) does the motion: once a vertical
/// drag is recognised the content is under the finger, 1:1 from where it touched down (slop
/// included), with an elastic overscroll at the ends; a fling glides by friction and rests on a
/// whole pixel, springing back from overscroll. Horizontal drags are not ours: they go on to an
/// ancestor (a page swipe), and a control inside that wants them (a ruler) keeps them. The mouse
/// wheel scrolls; keyboard and gamepad focus moving to a widget out of view scrolls it in.
///
/// Scrolling only moves the content: it is placed again with the layout pass's cached sizes,
/// with no new layout pass.
final class ScrollView: Widget {
    override var isScrollContainer: Bool { true }
    private(set) var contentHeight: Double = 0
    private var scroller = AxisScroller(axis: .vertical)
    /// The offset the content was last placed at.
    private var placedOffset: Double = 0

    static let wheelStep: Double = 60

    init(id: String? = nil, _ content: Widget) {
        super.init(id: id, children: [content])
        flex = 1
    }

    private var content: Widget? { children.first }
    /// How far the content is scrolled up (pixels).
    var offset: Double { scroller.offset }

    // MARK: Layout

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let c = content?.measure(ProposedSize(width: p.width, height: nil), ctx) ?? .zero
        let h = LayoutMath.finite(p.height).map { min($0, c.height) } ?? c.height
        return Size(LayoutMath.finite(p.width) ?? c.width, h)
    }

    override func placeChildren(in b: Rect, _ ctx: LayoutContext) {
        guard let c = content else { return }
        contentHeight = max(b.height, c.measure(ProposedSize(width: b.width, height: nil), ctx).height)
        // The frame as rounded after layout: what is visible, and how far the content can scroll.
        let visible = b.pixelAligned.height
        scroller.setBounds(max: contentHeight - visible, step: 1, viewport: visible)
        placedOffset = offset.rounded()
        c.place(in: Rect(x: b.minX, y: b.minY - offset.rounded(), width: b.width, height: contentHeight), ctx)
    }

    /// Places the content at the scroller's offset when it moved by a whole pixel (content sits on
    /// whole pixels: a sub-pixel step of a glide changes nothing drawn), then redraws.
    private func scrolled() {
        guard offset.rounded() != placedOffset else { return }
        placedOffset = offset.rounded()
        if let c = content, let ctx = scene?.layout {
            c.place(in: Rect(x: frame.minX, y: frame.minY - offset.rounded(), width: frame.width, height: contentHeight), ctx)
            c.roundFrames()
        }
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        list.clipped(to: frame) { drawChildren(&$0, ctx) }
        // At the trailing edge: the right, or the left in a language written right to left.
        list.scrollBar(track: frame, contentHeight: contentHeight, offset: offset, minLength: 32, color: ctx.theme.dimmed,
                       atLeft: ctx.direction.isRightToLeft)
    }

    // MARK: Motion

    override func tick(now: Double) -> Bool {
        let going = scroller.advance(to: now)
        scrolled()
        return going
    }

    override func finishMotion() {
        scroller.finish()
        scrolled()
    }

    private func glide(to target: Double) {
        scroller.glide(to: target, at: scene?.now ?? 0)
        scene?.animate(self)
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        let wasSettling = scroller.isSettling
        _ = scroller.handle(e)
        scrolled()
        // A finger that caught the content holds it: no frames until it lets go.
        if scroller.isSettling { scene?.animate(self) } else if wasSettling { scene?.stopAnimating(self) }
        return scroller.disposition
    }

    override func wheel(dx: Double, dy: Double) -> Bool {
        guard scroller.maxOffset > 0, dy != 0 else { return false }
        glide(to: scroller.restOffset - dy * ScrollView.wheelStep)
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
        target = min(scroller.maxOffset, max(0, target))
        guard target != offset else { return }
        if animated {
            glide(to: target)
        } else {
            scroller.jump(to: target)
            scrolled()
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
