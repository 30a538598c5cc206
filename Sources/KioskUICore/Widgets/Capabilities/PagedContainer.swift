/// A widget that shows one of several pages under tabs (a page container). Asked by the layout
/// check, which looks at each page in turn, and by a screen's scrolling rule: the container stays
/// whole (its tabs on screen) while each page's content scrolls (`Widget.scrollsOwnContent`).
protocol PagedContainer: Widget {
    /// How many pages it has.
    var pageCount: Int { get }
    /// Shows page `index`, as a tap on its tab does.
    func show(_ index: Int)
}
