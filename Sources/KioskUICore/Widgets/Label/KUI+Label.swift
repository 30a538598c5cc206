/// A screen description's `label` (docs/screens.md, "Controls"). A parameter left nil takes the
/// schema's default.
extension KUI {
    /// Text (`type: label`).
    public struct Label: Element, Sendable {
        /// The text styles of the theme.
        public enum Style: String, Sendable {
            /// The base size: the default.
            case body
            /// The base size in bold.
            case bold
            /// The title size, bold.
            case title
            /// The caption size.
            case caption
        }

        /// Which way the text runs (the file's `direction`).
        public enum Direction: String, Sendable {
            /// By its first letter, lined up by the screen's direction: the default.
            case auto
            /// Left to right from the left edge, whatever it starts with.
            case ltr
            /// Right to left from the right edge, whatever it starts with.
            case rtl
        }

        /// The label's description.
        public var node: Node

        /// - Parameters:
        ///   - text: the text.
        ///   - id: the name scripts and queries use.
        ///   - style: the text style (default `.body`).
        ///   - wrap: wrap onto more lines instead of truncating (default false, or true with `maxLines`).
        ///   - maxLines: wrap onto at most this many lines, ending the last with "…" (1…1000).
        ///   - align: where the lines sit in the width (default `.start`).
        ///   - color: the text colour (default: the theme's text colour).
        ///   - direction: which way the text runs (default `.auto`, by its first letter).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(_ text: String, id: String? = nil, style: Style? = nil, wrap: Bool? = nil, maxLines: Int? = nil,
                    align: LineAlignment? = nil, color: Color? = nil, direction: Direction? = nil,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Label.self
            node = Node(LabelKind(), [ScreenFields.id.entry(id), f.text.entry(text), f.style.entry(style), f.wrap.entry(wrap),
                                 f.maxLines.entry(maxLines), ScreenFields.lineAlign.entry(align), f.color.entry(color),
                                 f.direction.entry(direction)],
                        fileID: fileID, line: line)
        }
    }
}

extension KUI.Label {
    /// A label whose text `text` computes from the app's states; it is computed again after any
    /// state it read changes, and the layout changes only when the text's size does.
    ///
    /// ```swift
    /// KUI.Label(id: "price", style: .title) { meter.priceText }
    /// ```
    public init(id: String, style: Style? = nil, wrap: Bool? = nil, maxLines: Int? = nil, align: KUI.LineAlignment? = nil,
                color: KUI.Color? = nil, fileID: String = #fileID, line: Int = #line,
                text: @escaping @MainActor @Sendable () -> String) {
        self.init("", id: id, style: style, wrap: wrap, maxLines: maxLines, align: align, color: color, fileID: fileID, line: line)
        let source = ComputedTextSource(compute: text)
        node = node.bound(ScreenFields.Label.text.name, source, hook: .text(source))
    }
}

extension KUI.Label {
    /// A label whose text has plural forms; the other parameters as for a text.
    public init(_ text: KUI.Plural, id: String? = nil, style: Style? = nil, wrap: Bool? = nil, maxLines: Int? = nil,
                align: KUI.LineAlignment? = nil, color: KUI.Color? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init("", id: id, style: style, wrap: wrap, maxLines: maxLines, align: align, color: color, fileID: fileID, line: line)
        node.mapping.set(ScreenFields.Label.text.name, text.builderValue(node.mapping.source))
    }
}

extension KUI.Label.Style: BuilderValueConvertible {}
extension KUI.Label.Direction: BuilderValueConvertible {}
