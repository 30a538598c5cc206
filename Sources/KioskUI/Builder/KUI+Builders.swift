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
    /// of a `KioskScreen`. `if`/`else` and `switch` may choose it; a missing or second element does
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

    /// Collects the pages of a `Pages` container, with `if`, `if`/`else`, `switch` and `for … in`.
    @resultBuilder
    public enum PagesBuilder {
        /// One page.
        public static func buildExpression(_ page: Page) -> [Page] { [page] }
        /// Several pages made elsewhere, e.g. with `map`.
        public static func buildExpression(_ pages: [Page]) -> [Page] { pages }
        /// The statements of the closure, in order.
        public static func buildBlock(_ parts: [Page]...) -> [Page] { parts.flatMap { $0 } }
        /// An `if` without `else`.
        public static func buildOptional(_ part: [Page]?) -> [Page] { part ?? [] }
        /// The `if` branch of an `if`/`else` or `switch`.
        public static func buildEither(first part: [Page]) -> [Page] { part }
        /// The `else` branch of an `if`/`else` or `switch`.
        public static func buildEither(second part: [Page]) -> [Page] { part }
        /// A `for … in` loop.
        public static func buildArray(_ parts: [[Page]]) -> [Page] { parts.flatMap { $0 } }
        /// An `if #available` branch.
        public static func buildLimitedAvailability(_ part: [Page]) -> [Page] { part }
    }
}
