/// A widget that refuses to grow beyond a length when a stack shares out leftover space (a fixed
/// or max-constrained `Frame`). Other flexible widgets take whatever share they are given.
@MainActor
protocol LayoutLimits: AnyObject {
    /// The longest the widget accepts along `axis`; `.infinity` for no limit.
    func maxLength(_ axis: Axis) -> Double
}
