/// Constrains one child's size: a fixed width or height, or min/max bounds on either axis.
///
/// Per axis: a fixed length is proposed to the child and is the answer. Otherwise a finite
/// proposal is clamped into min…max before the child sees it, an unbounded one becomes the max,
/// an unspecified one stays unspecified (the child's ideal); the child's answer is then clamped
/// into min…max. When min > max, min wins. The child is placed filling the frame. In a stack, a
/// flexible frame grows no further than its fixed or max length (`maxLength`).
final class Frame: Widget {
    /// A fixed length on one axis, or bounds on it.
    struct Constraint: Equatable, Sendable {
        var fixed: Double?
        var min: Double?
        var max: Double?

        /// The length a proposal becomes before the child sees it.
        func propose(_ v: Double?) -> Double? {
            if let f = fixed { return LayoutMath.nonNegative(f) }
            guard let v = v else { return nil }
            if v.isInfinite { return max.map(LayoutMath.nonNegative) ?? v }
            return clamp(v)
        }

        /// A length clamped into min…max (min wins over max).
        func clamp(_ v: Double) -> Double {
            if let f = fixed { return LayoutMath.nonNegative(f) }
            var r = LayoutMath.nonNegative(v)
            if let hi = max { r = Swift.min(r, LayoutMath.nonNegative(hi)) }
            if let lo = min { r = Swift.max(r, LayoutMath.nonNegative(lo)) }
            return r
        }
    }

    var width: Constraint { didSet { if width != oldValue { setNeedsLayout() } } }
    var height: Constraint { didSet { if height != oldValue { setNeedsLayout() } } }

    init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
         minHeight: Double? = nil, maxHeight: Double? = nil, id: String? = nil, _ child: Widget) {
        self.width = Constraint(fixed: width, min: minWidth, max: maxWidth)
        self.height = Constraint(fixed: height, min: minHeight, max: maxHeight)
        super.init(id: id, children: [child])
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let inner = ProposedSize(width: width.propose(p.width), height: height.propose(p.height))
        let s = visibleChildren.first?.measure(inner, ctx) ?? .zero
        return Size(width.clamp(s.width), height.clamp(s.height))
    }

    override func maxLength(_ axis: Axis) -> Double {
        let c = axis == .horizontal ? width : height
        if let f = c.fixed { return LayoutMath.nonNegative(f) }
        guard let hi = c.max else { return .infinity }
        return c.clamp(hi)
    }

    override var typeName: String { "frame" }
}
