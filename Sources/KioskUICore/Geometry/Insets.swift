/// Space around content, per edge.
package struct Insets: Hashable, Sendable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    static let zero = Insets(all: 0)

    init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }
    package init(horizontal h: Double, vertical v: Double) { self.init(top: v, left: h, bottom: v, right: h) }

    var horizontal: Double { left + right }
    var vertical: Double { top + bottom }
}
