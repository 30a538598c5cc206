/// The regular form of a `SegmentedPicker`: touch-sized segments in a row and the sliding
/// underline marker under the selected one. Right to left the segments run from the right (the
/// first option rightmost) and the marker, which follows the segments' frames, with them.
///
/// A tap selects a segment when the finger comes down and lifts on that same segment (held as
/// long as it likes: there is no long press). A finger that slides beyond the slop gives the
/// contact up (`.yield`), so a swipe on the tabs of a `SegmentedPages` reaches the container.
final class SegmentRow: Widget {
    weak var picker: SegmentedPicker?
    /// Segment frames from the last layout, in window pixels.
    private var segments: [Rect] = []
    /// Where the marker is, in segment indices (1.5 = half way from segment 1 to 2). Kept in
    /// index space, not pixels, so a relayout mid-slide (a resize, a font-scale change) moves
    /// the marker with the segments instead of sliding from stale coordinates.
    private var marker = AnimatedValue(0, motion: .timing(.easeInOut, duration: SegmentRow.duration))
    /// The segment the current contact came down on, shown pressed.
    private var pressed: Int?
    private var taps = TapRecognizer()
    /// The marker rect as last drawn (nil before the first draw).
    private var drawnMarker: Rect?

    static let markerHeight: Double = 4
    static let duration = Theme.selectionSlide
    private static let padding = Insets(horizontal: 18, vertical: 12)

    // MARK: Layout

    /// The ideal width of each segment: its title in bold (as it is drawn when selected, so any
    /// segment can be selected without a cut title or a relayout) plus padding, at least a touch
    /// target wide.
    private func idealWidths(_ ctx: LayoutContext) -> [Double] {
        (picker?.options ?? []).map { max(ctx.theme.minTouchTarget, ctx.measure($0, .bodyBold).width + SegmentRow.padding.horizontal) }
    }

    private func height(_ ctx: LayoutContext) -> Double {
        max(ctx.theme.minTouchTarget, ctx.measurer.lineHeight(font: ctx.font(.body)) + SegmentRow.padding.vertical) + SegmentRow.markerHeight
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let ideal = idealWidths(ctx).reduce(0, +)
        var w = ideal
        if let pw = p.width, pw.isFinite, picker?.fillsWidth == true { w = max(ideal, pw) }
        return Size(w, height(ctx))
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let ideal = idealWidths(ctx)
        let total = ideal.reduce(0, +)
        // Extra width (a picker that fills its row) is shared equally; a squeeze shrinks in proportion.
        let extra = total > 0 ? bounds.width - total : 0
        var x = bounds.minX
        segments = ideal.map { w in
            let width = extra >= 0 ? w + extra / Double(ideal.count) : w * bounds.width / total
            defer { x += width }
            // Right to left the first segment is the rightmost.
            return ctx.direction.place(Rect(x: x, y: bounds.minY, width: width, height: bounds.height), in: bounds)
        }
    }

    /// Whether any segment's title is drawn cut (in the weight it is drawn in).
    func hasTruncatedTitle(_ ctx: LayoutContext) -> Bool {
        guard let picker else { return false }
        return segments.indices.contains { i in
            guard i < picker.options.count else { return false }
            let font = ctx.font(i == picker.selectedIndex ? .bodyBold : .body)
            return ctx.measurer.measure(picker.options[i], font: font, direction: ctx.textDirection).width
                > segments[i].pixelAligned.width - 12 + LayoutMath.epsilon
        }
    }

    func segmentFrame(_ i: Int) -> Rect? { segments.indices.contains(i) ? segments[i].pixelAligned : nil }

    // MARK: Marker

    /// The marker under segment `i` at rest.
    private func markerFrame(_ i: Int) -> Rect? {
        guard let s = segmentFrame(i) else { return nil }
        return Rect(x: s.minX + 8, y: s.maxY - SegmentRow.markerHeight, width: max(0, s.width - 16), height: SegmentRow.markerHeight)
    }

    /// The marker where it is drawn at time `t`: between the frames of the two segments its
    /// index position lies between.
    func markerRect(at t: Double) -> Rect {
        let p = min(Double(max(0, segments.count - 1)), max(0, marker.value(at: t)))
        let i = Int(p.rounded(.down)), f = p - Double(i)
        guard let a = markerFrame(i) else { return .zero }
        guard f > 0, let b = markerFrame(i + 1) else { return a }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Rect(x: mix(a.minX, b.minX), y: a.minY, width: mix(a.width, b.width), height: a.height)
    }

    /// Slides the marker to the selected segment from where it is now (a slide under way is
    /// retargeted, so it never jumps), or puts it there at once.
    func selectionChanged(animated: Bool) {
        guard let i = picker?.selectedIndex, i >= 0 else { return }
        let now = scene?.now ?? 0
        // Outside a scene (a language chosen before the first frame) nothing would run the
        // slide: the marker stands at the selection at once.
        if animated, scene != nil {
            marker.retarget(to: Double(i), at: now)
            scene?.animate(self)
        } else {
            marker.jump(to: Double(i))
        }
        setNeedsDisplay()
    }

    override func finishMotion() {
        if let i = picker?.selectedIndex, i >= 0 { marker.jump(to: Double(i)) }
    }

    override func tick(now: Double) -> Bool {
        // A slide frame redraws where the marker was drawn and where it goes, not the whole row.
        if let old = drawnMarker { scene?.setNeedsDisplay(old.union(markerRect(at: now))) } else { setNeedsDisplay() }
        return !marker.isFinished(at: now)
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        guard let picker else { return }
        let th = ctx.theme
        let font = ctx.font(.body)
        let lineH = ctx.measurer.lineHeight(font: font)
        list.fill(Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), th.separator)
        for (i, r) in segments.enumerated() where i < picker.options.count {
            let seg = r.pixelAligned
            if pressed == i { list.fill(seg.inset(by: Insets(top: 2, left: 2, bottom: SegmentRow.markerHeight, right: 2)), th.surfacePressed, radius: 6) }
            let style: TextStyle = i == picker.selectedIndex ? .bodyBold : .body
            let f = ctx.font(style)
            let label = TextFitting.truncated(picker.options[i], width: seg.width - 12, font: f, measurer: ctx.measurer,
                                              direction: ctx.textDirection)
            let w = ctx.measurer.measure(label, font: f, direction: ctx.textDirection).width
            let color = i == picker.selectedIndex ? th.text : th.secondaryText
            list.text(label, at: Point(seg.midX - w / 2, seg.minY + (seg.height - SegmentRow.markerHeight - lineH) / 2), font: f, color: color,
                      direction: ctx.textDirection)
        }
        let m = markerRect(at: ctx.now)
        drawnMarker = m
        list.fill(m, th.accent, radius: SegmentRow.markerHeight / 2)
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }

    private func segmentIndex(at p: Point) -> Int? { segments.firstIndex { $0.contains(p) } }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        let out = taps.handle(e)
        if case let .pressed(p)? = out {
            pressed = segmentIndex(at: p)
            setNeedsDisplay()
        }
        let downOn = pressed
        if !taps.isPressed { clearPress() }
        if case let .tap(p)? = out, let i = segmentIndex(at: p), i == downOn { picker?.select(i) }
        return taps.disposition
    }

    private func clearPress() {
        if pressed != nil { setNeedsDisplay() }
        pressed = nil
    }
}
