/// The layout containers of a screen description: the file's `column`, `row`, `flow`, `equalRow`,
/// `scroll`, `padding`, `frame` and `spacer` (docs/screens.md, "Layout"). A parameter left nil
/// takes the schema's default.
extension KUI {
    /// Children top to bottom (`type: column`).
    public struct Column: Element, Sendable {
        /// The column's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands and events use (letters, digits, `-`, `_`; unique).
        ///   - spacing: pixels between children (default 0).
        ///   - align: where children sit across the width (default `.center`).
        ///   - padding: space around the children (default 0).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - children: the widgets, top to bottom.
        public init(id: String? = nil, spacing: Double? = nil, align: Alignment? = nil, padding: Insets? = nil,
                    fileID: String = #fileID, line: Int = #line, @ChildrenBuilder children: () -> [Node]) {
            node = Node(StackKind(axis: .vertical), stack(id, spacing, align, padding, children()), fileID: fileID, line: line)
        }
    }

    /// Children left to right (`type: row`).
    public struct Row: Element, Sendable {
        /// The row's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands and events use.
        ///   - spacing: pixels between children (default 0).
        ///   - align: where children sit across the height (default `.center`).
        ///   - padding: space around the children (default 0).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - children: the widgets, left to right.
        public init(id: String? = nil, spacing: Double? = nil, align: Alignment? = nil, padding: Insets? = nil,
                    fileID: String = #fileID, line: Int = #line, @ChildrenBuilder children: () -> [Node]) {
            node = Node(StackKind(axis: .horizontal), stack(id, spacing, align, padding, children()), fileID: fileID, line: line)
        }
    }

    /// Items that wrap into rows by width, in order, like filter chips (`type: flow`).
    public struct Flow: Element, Sendable {
        /// The flow's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands and events use.
        ///   - itemSpacing: pixels between items of a row (default 8).
        ///   - rowSpacing: pixels between rows (default 8).
        ///   - align: where each row sits in the width (default `.start`).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - children: the items, in order.
        public init(id: String? = nil, itemSpacing: Double? = nil, rowSpacing: Double? = nil, align: LineAlignment? = nil,
                    fileID: String = #fileID, line: Int = #line, @ChildrenBuilder children: () -> [Node]) {
            let f = ScreenFields.Flow.self
            node = Node(FlowKind(), [ScreenFields.id.entry(id), f.itemSpacing.entry(itemSpacing), f.rowSpacing.entry(rowSpacing),
                                ScreenFields.lineAlign.entry(align), ScreenFields.children.entry(children())],
                        fileID: fileID, line: line)
        }
    }

    /// A row whose children all take the widest child's width (`type: equalRow`).
    public struct EqualRow: Element, Sendable {
        /// The row's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands and events use.
        ///   - spacing: pixels between children (default 12).
        ///   - stretch: the children share the whole width instead (default false).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - children: the widgets, left to right.
        public init(id: String? = nil, spacing: Double? = nil, stretch: Bool = false,
                    fileID: String = #fileID, line: Int = #line, @ChildrenBuilder children: () -> [Node]) {
            let f = ScreenFields.EqualRow.self
            node = Node(EqualRowKind(), [ScreenFields.id.entry(id), f.spacing.entry(spacing), f.stretch.entry(stretch ? true : nil),
                                    ScreenFields.children.entry(children())], fileID: fileID, line: line)
        }
    }

    /// A vertical viewport for content taller than the screen (`type: scroll`).
    public struct Scroll: Element, Sendable {
        /// The scroll view's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands and events use.
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - content: the one widget that scrolls.
        public init(id: String? = nil, fileID: String = #fileID, line: Int = #line, @ContentBuilder content: () -> Node) {
            node = Node(ScrollKind(), [ScreenFields.id.entry(id), ScreenFields.content.entry(content())], fileID: fileID, line: line)
        }
    }

    /// Space around one widget (`type: padding`).
    public struct Padding: Element, Sendable {
        /// The padding's description.
        public var node: Node

        /// - Parameters:
        ///   - insets: the space on each side (`24`, or `Insets(vertical: 8, horizontal: 16)`).
        ///   - id: the name scripts, commands and events use.
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - content: the widget inside.
        public init(_ insets: Insets, id: String? = nil, fileID: String = #fileID, line: Int = #line,
                    @ContentBuilder content: () -> Node) {
            node = Node(PaddingKind(), [ScreenFields.id.entry(id), ScreenFields.Padding.insets.entry(insets),
                                   ScreenFields.content.entry(content())], fileID: fileID, line: line)
        }
    }

    /// Fixes or bounds one widget's size in pixels (`type: frame`).
    public struct Frame: Element, Sendable {
        /// The frame's description.
        public var node: Node

        /// - Parameters:
        ///   - width, height: a fixed size on that axis.
        ///   - minWidth, maxWidth, minHeight, maxHeight: bounds on the content's size.
        ///   - id: the name scripts, commands and events use.
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - content: the widget inside.
        public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                    minHeight: Double? = nil, maxHeight: Double? = nil, id: String? = nil,
                    fileID: String = #fileID, line: Int = #line, @ContentBuilder content: () -> Node) {
            let f = ScreenFields.Frame.self
            node = Node(FrameKind(), [ScreenFields.id.entry(id), f.width.entry(width), f.height.entry(height), f.minWidth.entry(minWidth),
                                 f.maxWidth.entry(maxWidth), f.minHeight.entry(minHeight), f.maxHeight.entry(maxHeight),
                                 ScreenFields.content.entry(content())], fileID: fileID, line: line)
        }
    }

    /// Flexible empty space (`type: spacer`; flex 1 unless `flex(_:)` says otherwise).
    public struct Spacer: Element, Sendable {
        /// The spacer's description.
        public var node: Node

        /// - Parameters:
        ///   - minLength: the least space it keeps, in pixels (default 0).
        ///   - id: the name scripts, commands and events use.
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(minLength: Double? = nil, id: String? = nil, fileID: String = #fileID, line: Int = #line) {
            node = Node(SpacerKind(), [ScreenFields.id.entry(id), ScreenFields.Spacer.minLength.entry(minLength)], fileID: fileID, line: line)
        }
    }

    /// The fields of a column or a row.
    private static func stack(_ id: String?, _ spacing: Double?, _ align: Alignment?, _ padding: Insets?,
                              _ children: [Node]) -> [(String, BuilderValue?)] {
        let f = ScreenFields.Stack.self
        return [ScreenFields.id.entry(id), f.spacing.entry(spacing), f.align.entry(align), f.padding.entry(padding),
                ScreenFields.children.entry(children)]
    }
}
