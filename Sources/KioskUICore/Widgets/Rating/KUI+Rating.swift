/// The rating of a screen description (`type: rating`), bound to the app's `KioskState` both
/// ways as a stepper is (docs/swift.md).
extension KUI {
    /// A row of stars or faces a customer taps to rate (`type: rating`). Its value is a whole
    /// number from 1 to `max` once rated (0 before); event `change`.
    public struct Rating: Element, Sendable {
        /// What the symbols are.
        public enum Style: String, Sendable {
            /// Stars that fill up to the one chosen (the default).
            case stars
            /// Faces from a frown to a smile; the one chosen is filled.
            case faces
        }

        /// The rating's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - label: what speech and the `layout` query call it ("Your visit"); a rating needs one.
        ///   - max: how many stars or faces, 2…10 (default 5).
        ///   - style: stars or faces (default `.stars`).
        ///   - value: the rating at start, 0 (none yet, the default) to `max`.
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(id: String? = nil, label: String? = nil, max: Int? = nil, style: Style? = nil, value: Int? = nil,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Rating.self
            node = Node(RatingKind(), [ScreenFields.id.entry(id), ScreenFields.accessibilityLabel.entry(label), f.max.entry(max),
                                  f.style.entry(style), f.value.entry(value)],
                        fileID: fileID, line: line)
        }

        /// A rating whose value is `value`, both ways: the customer's rating goes into the state,
        /// the app's value shows at once (0 clears it).
        public init(id: String, label: String? = nil, value: KioskState<Int>, max: Int? = nil, style: Style? = nil,
                    fileID: String = #fileID, line: Int = #line) {
            self.init(id: id, label: label, max: max, style: style, value: nil, fileID: fileID, line: line)
            node = node.bound(ScreenFields.Rating.value.name, StateBinding.count(value))
        }
    }
}

extension KUI.Rating.Style: BuilderValueConvertible {}
