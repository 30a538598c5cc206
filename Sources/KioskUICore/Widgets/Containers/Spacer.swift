/// Empty, flexible space in a stack: it pushes its neighbours apart.
///
/// It takes `minLength` when nothing is left over and grows with the leftover main-axis space
/// (in proportion to `flex`, 1 by default). Inside a stack it never adds cross-axis size; outside a
/// stack it simply fills whatever finite space it is proposed.
package final class Spacer: Widget {
    /// Its drawing reads its frame, and what it keeps from placing is sized, not placed.
    override func movesByFrameAlone() -> Bool { true }

    var minLength: Double { didSet { if minLength != oldValue { setNeedsLayout() } } }

    package init(minLength: Double = 0, flex: Double = 1) {
        self.minLength = LayoutMath.nonNegative(minLength)
        super.init()
        self.flex = flex
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        Size(max(minLength, LayoutMath.finite(p.width) ?? 0), max(minLength, LayoutMath.finite(p.height) ?? 0))
    }

    override var typeName: String { "spacer" }
}
