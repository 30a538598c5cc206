/// A row of 1…`max` stars or faces a customer taps to rate something: a visit, a meal, a
/// museum room. Feedback kiosks put one under a question ("How was your visit?").
///
/// Each symbol is a touch target wide: where the width has no room for all of them in one row,
/// they stand in even rows (`RatingGeometry`).
///
/// Stars fill up to the one chosen (three stars: the first three in the accent colour); faces go
/// from a frown to a smile and only the one chosen is filled. Until a customer rates, nothing is
/// chosen (value 0).
///
/// Touch and mouse: a tap on a symbol chooses it; a finger drawn along the row chooses the one
/// under it as it goes, settling where it lifts; a contact that goes up or down instead is given
/// up (`.yield`), so a rating in a scroll view still scrolls. Keys and the d-pad: left / right
/// one the way they point, + / − and the shoulder buttons one up or down, Home / End the first
/// and the last; the mouse wheel one a notch.
///
/// Right to left the row is mirrored: the first symbol on the right, and the arrows still move
/// the way they point.
///
/// Events: `change` with the new value (1…max, or 0 when a `set` or a reset clears it) when it
/// settles on a new one.
final class Rating: Widget {
    /// What the symbols are.
    enum Style: String, Sendable, CaseIterable {
        case stars, faces
    }

    override var valueControl: ValueControl? { self }

    /// How many symbols: the highest rating.
    let count: Int
    let style: Style
    /// The rating now (0: none yet).
    private(set) var value: Int
    /// The last value reported by `change`.
    private var reportedValue: Int
    /// A tap or a finger drawn along the row: the symbol under it is chosen.
    private var drag = PointAlongDrag()

    init(id: String? = nil, max: Int = 5, style: Style = .stars, value: Int = 0) {
        count = Swift.max(1, max)
        self.style = style
        self.value = Swift.min(count, Swift.max(0, value))
        reportedValue = self.value
        super.init(id: id)
    }

    /// The values a rating takes: 0 (none) to `count`, whole numbers.
    var scale: RulerScale { Rating.scale(max: count) }

    /// 0 to `max` in whole steps.
    static func scale(max: Int) -> RulerScale { try! RulerScale(min: 0, max: Double(Swift.max(1, max)), step: 1, majorEvery: 1) }

    // MARK: Layout

    /// The side a symbol wants: a touch target, or the title line and room around it.
    private func cellSide(_ ctx: some EnvironmentReading) -> Double {
        Swift.max(ctx.theme.minTouchTarget, (ctx.measurer.lineHeight(font: ctx.font(.title)) + 12).rounded(.up))
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let side = cellSide(ctx)
        // All in one row when the width has room; a narrow split gets rows of full-size cells.
        let columns = p.width.map { RatingGeometry.columns(count: count, cell: side, width: $0) } ?? count
        return RatingGeometry.size(count: count, cell: side, columns: columns)
    }

    /// The cells in the frame as last laid out.
    func geometry(_ ctx: some EnvironmentReading) -> RatingGeometry {
        RatingGeometry(frame: frame, count: count, cell: cellSide(ctx), rightToLeft: ctx.direction.isRightToLeft)
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        let geo = geometry(ctx)
        let pressed = drag.isPressed || drag.isDragging
        // Every cell has the same side, so the star is measured once a frame.
        let starFont = Font(size: (geo.cell * 0.8).rounded())
        let star = style == .stars ? ctx.measurer.measure(Rating.star, font: starFont) : .zero
        for i in 0..<count {
            let r = geo.rect(i)
            let chosen = style == .stars ? i < value : i == value - 1
            if pressed && i == value - 1 { list.fill(r, th.surfacePressed, radius: th.cornerRadius) }
            switch style {
            case .stars:
                // The font's ★, accent when chosen, else the separator's grey.
                list.text(Rating.star, at: Point((r.midX - star.width / 2).rounded(), (r.midY - star.height / 2).rounded()),
                          font: starFont, color: chosen ? th.accent : th.separator)
            case .faces: drawFace(in: r, smile: RatingGeometry.smile(i, of: count), chosen: chosen, &list, th)
            }
        }
    }

    /// The star drawn for each symbol of `stars`.
    static let star = "★"

    /// A face drawn in shapes: a ring (filled accent when chosen), two eyes and a mouth.
    private func drawFace(in r: Rect, smile: Double, chosen: Bool, _ list: inout DrawList, _ th: Theme) {
        let inset = (r.width * 0.1).rounded()
        let face = r.insetBy(inset)
        let ink = chosen ? th.accentText : th.text
        if chosen {
            list.fill(face, th.accent, radius: face.width / 2)
        } else {
            list.stroke(face, th.separator, radius: face.width / 2, width: 2)
        }
        let eye = Swift.max(3, (face.width * 0.1).rounded())
        for dx in [-0.18, 0.18] {
            let c = Point(face.midX + dx * face.width, face.minY + face.height * 0.38)
            list.fill(Rect(x: (c.x - eye / 2).rounded(), y: (c.y - eye / 2).rounded(), width: eye, height: eye), ink, radius: eye / 2)
        }
        let mouth = RatingGeometry.mouth(in: face, smile: smile)
        for (a, b) in zip(mouth, mouth.dropFirst()) { list.line(a, b, ink, width: Swift.max(2, (face.width * 0.06).rounded())) }
    }

    // MARK: Value

    /// Chooses `v` (clamped to 0…count); `settled` reports it with `change` when it differs from
    /// the value last reported.
    func choose(_ v: Int, settled: Bool) {
        let vv = Swift.min(count, Swift.max(0, v))
        if vv != value {
            value = vv
            setNeedsDisplay()
        }
        if settled { settle() }
    }

    private func settle() {
        guard value != reportedValue else { return }
        reportedValue = value
        send(.change(.number(Double(value))))
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }
    override var isFocusable: Bool { true }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        guard let scene else { return .handled }
        let geo = geometry(scene.layout)
        let wasPressed = drag.isPressed
        for choice in drag.handle(e) {
            switch choice {
            case let .point(p, settled):
                // Past an end the finger still rates: the nearest symbol.
                let inside = Point(Swift.min(frame.maxX, Swift.max(frame.minX, p.x)), Swift.min(frame.maxY, Swift.max(frame.minY, p.y)))
                if let i = geo.index(at: inside) { choose(i + 1, settled: settled) }
            case .settle:
                settle()
                setNeedsDisplay()
            }
        }
        if wasPressed != drag.isPressed { setNeedsDisplay() }
        return drag.disposition
    }

    override func wheel(dx: Double, dy: Double) -> Bool {
        let notches = WheelNotches.count(dx: dx, dy: dy)
        guard notches != 0 else { return false }
        choose(Swift.max(1, value + notches), settled: true)
        return true
    }

    override func navigate(_ action: NavAction) -> Bool {
        let toRight = layoutDirection.isRightToLeft ? -1 : 1
        let v: Int
        switch action {
        case .left: v = value - toRight
        case .right: v = value + toRight
        case .increase, .pageNext: v = value + 1
        case .decrease, .pagePrevious: v = value - 1
        case .first: v = 1
        case .last: v = count
        default: return false
        }
        // A key rates: it never clears a rating (only `set` and a reset do).
        let vv = Swift.min(count, Swift.max(1, v))
        guard vv != value else { return !(action == .pageNext || action == .pagePrevious) }
        choose(vv, settled: true)
        return true
    }

    /// Off screen while dragged: the rating stays where the finger left it, reported at once.
    override func finishMotion() {
        if drag.finish() { settle() }
    }

    // MARK: Scripting

    override var typeName: String { "rating" }

    /// Part N is symbol N from 0 (`target: "visit#2"` taps the third star).
    override func partFrame(_ n: Int) -> Rect? {
        guard let scene, n >= 0, n < count else { return nil }
        return geometry(scene.layout).rect(n)
    }
}
