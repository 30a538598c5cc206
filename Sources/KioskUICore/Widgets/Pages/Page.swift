/// One page of a `SegmentedPages` container: a title for its tab and the content.
///
/// A hidden page keeps its widgets and their state; it is only left out of layout and drawing.
/// The container sends `appear` / `disappear` (with the page's title) when it shows or hides it.
final class Page: Widget {
    override var scrollsOwnContent: Bool { true }
    let title: String

    init(id: String? = nil, title: String, content: Widget) {
        self.title = title
        super.init(id: id, children: [content])
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        children.first.map { $0.measure(p, ctx) } ?? p.replacingUnspecified(with: .zero)
    }

    override var typeName: String { "page" }
}

extension Page: QueryableWidget {
    var layoutState: [(String, JSONValue)] { [("title", .string(title))] }
}
