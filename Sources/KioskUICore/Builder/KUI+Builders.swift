extension KUI {
    /// Collects the children of a container (`Column`, `Row`, `Flow`, `EqualRow`): any number of
    /// elements, with `if`, `if`/`else`, `switch` and `for … in`. An array of elements is taken too.
    @resultBuilder
    public enum ChildrenBuilder {
        /// One element.
        public static func buildExpression<E: Element>(_ element: E) -> [Node] { [element.node] }
        /// Several elements made elsewhere, e.g. with `map`.
        public static func buildExpression<E: Element>(_ elements: [E]) -> [Node] { elements.map(\.node) }
        /// The statements of the closure, in order.
        public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
        /// An `if` without `else`.
        public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
        /// The `if` branch of an `if`/`else` or `switch`.
        public static func buildEither(first part: [Node]) -> [Node] { part }
        /// The `else` branch of an `if`/`else` or `switch`.
        public static func buildEither(second part: [Node]) -> [Node] { part }
        /// A `for … in` loop.
        public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
        /// An `if #available` branch.
        public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
    }

    /// Takes exactly one element: the content of a `Scroll`, `Padding`, `Frame`, `Page` and the root
    /// of a `KUI.App`. `if`/`else` and `switch` may choose it; a missing or second element does
    /// not compile.
    @resultBuilder
    public enum ContentBuilder {
        /// The element.
        public static func buildExpression<E: Element>(_ element: E) -> Node { element.node }
        /// The one statement of the closure.
        public static func buildBlock(_ content: Node) -> Node { content }
        /// The `if` branch of an `if`/`else` or `switch`.
        public static func buildEither(first content: Node) -> Node { content }
        /// The `else` branch of an `if`/`else` or `switch`.
        public static func buildEither(second content: Node) -> Node { content }
        /// An `if #available` branch.
        public static func buildLimitedAvailability(_ content: Node) -> Node { content }
    }

    /// Collects the screens of a `KUI.App`.
    public typealias ScreensBuilder = ItemsBuilder<Screen>

    /// Collects items of one kind (the pages of a `Pages` container, the screens of a
    /// `KUI.App`), with `if`, `if`/`else`, `switch` and `for … in`.
    @resultBuilder
    public enum ItemsBuilder<Item> {
        /// One item.
        public static func buildExpression(_ item: Item) -> [Item] { [item] }
        /// Several items made elsewhere, e.g. with `map`.
        public static func buildExpression(_ items: [Item]) -> [Item] { items }
        /// The statements of the closure, in order.
        public static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
        /// An `if` without `else`.
        public static func buildOptional(_ part: [Item]?) -> [Item] { part ?? [] }
        /// The `if` branch of an `if`/`else` or `switch`.
        public static func buildEither(first part: [Item]) -> [Item] { part }
        /// The `else` branch of an `if`/`else` or `switch`.
        public static func buildEither(second part: [Item]) -> [Item] { part }
        /// A `for … in` loop.
        public static func buildArray(_ parts: [[Item]]) -> [Item] { parts.flatMap { $0 } }
        /// An `if #available` branch.
        public static func buildLimitedAvailability(_ part: [Item]) -> [Item] { part }
    }
}
