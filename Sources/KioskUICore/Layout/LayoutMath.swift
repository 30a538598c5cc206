/// Small number helpers every layout function shares: they turn NaN, infinities and negatives into
/// something a frame can hold.
enum LayoutMath {
    /// Tolerance for "does it fit": sums of fractional sizes must not flip a decision by 1e-12.
    static let epsilon = Size.fitTolerance

    /// `v` when finite and positive, else 0.
    @inline(__always)
    static func nonNegative(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }

    /// A finite, non-negative length from a proposal value: nil for unspecified or unbounded.
    @inline(__always)
    static func finite(_ v: Double?) -> Double? {
        guard let v = v, v.isFinite else { return nil }
        return Swift.max(0, v)
    }

    /// A content length plus padding, as answered for a proposal: padding shrinks first when the
    /// proposal is finite and too small (as `Rect.insetWithin` does), the content never.
    @inline(__always)
    static func padded(_ content: Double, _ padding: Double, proposal: Double?) -> Double {
        let full = content + nonNegative(padding)
        guard let p = finite(proposal), full > p else { return full }
        return Swift.max(content, p)
    }

    /// A proposal with `amount` taken off (padding): unspecified and unbounded stay as they are,
    /// finite values never go below zero.
    @inline(__always)
    static func reduce(_ v: Double?, by amount: Double) -> Double? {
        guard let v = v else { return nil }
        return v.isFinite ? Swift.max(0, v - amount) : v
    }

    /// `r.pixelAligned`, without its four calls into libm when the rect already lies on whole
    /// pixels (a frame placed from whole sizes, which most are): then it is `r` itself, the
    /// same bits. Whole origin and size below 2⁵¹ make whole edges exactly; a size of -0 takes
    /// the ordinary rounding, which makes it +0. The pixel-rounding pass asks this of every
    /// widget in every layout.
    @inline(__always)
    static func pixelAligned(_ r: Rect) -> Rect {
        isWhole(r.minX) && isWhole(r.minY) && isWhole(r.width) && isWhole(r.height)
            && r.width.sign == .plus && r.height.sign == .plus ? r : r.pixelAligned
    }

    /// Whether `v` is a whole number, told without a call into libm (x86-64's baseline has no
    /// rounding instruction, so `rounded()` is a call): adding and taking away 1.5 × 2⁵² leaves
    /// a number below 2⁵¹ in size unchanged exactly when it has no fraction. False for larger
    /// numbers, NaN and infinities, which then take the ordinary rounding.
    @inline(__always)
    static func isWhole(_ v: Double) -> Bool {
        let shift = 6_755_399_441_055_744.0
        return Swift.abs(v) < 0x1p51 && (v + shift) - shift == v
    }
}

extension ProposedSize {
    /// The proposal with insets taken off each axis (never below zero).
    func inset(by i: Insets) -> ProposedSize {
        ProposedSize(width: LayoutMath.reduce(width, by: i.horizontal), height: LayoutMath.reduce(height, by: i.vertical))
    }
}

extension Rect {
    /// The rect shrunk by insets; when the insets are larger than the rect they shrink in proportion,
    /// so the inner rect stays inside (a zero-width container keeps its content at its own x).
    func insetWithin(_ i: Insets) -> Rect {
        func side(_ a: Double, _ b: Double, _ length: Double) -> (Double, Double) {
            let a = LayoutMath.nonNegative(a), b = LayoutMath.nonNegative(b), l = LayoutMath.nonNegative(length)
            guard a + b > l else { return (a, l - a - b) }
            return a + b > 0 ? (l * a / (a + b), 0) : (0, 0)
        }
        let (dx, w) = side(i.left, i.right, width)
        let (dy, h) = side(i.top, i.bottom, height)
        return Rect(x: minX + dx, y: minY + dy, width: w, height: h)
    }
}

extension Insets {
    /// The total inset along an axis (left + right, or top + bottom).
    func total(_ axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
    /// The inset at the start of an axis (left, or top).
    func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
}

extension Point {
    /// A point built from a main-axis coordinate and a cross-axis coordinate.
    init(main: Double, cross: Double, axis: Axis) {
        if axis == .horizontal { self.init(x: main, y: cross) } else { self.init(x: cross, y: main) }
    }
}
