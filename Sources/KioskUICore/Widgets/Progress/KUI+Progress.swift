/// A screen description's `progress` (docs/screens.md, "Controls"). A parameter left nil takes
/// the schema's default.
extension KUI {
    /// A progress bar (`type: progress`): a value from 0 to 1 it slides to, or `indeterminate`.
    public struct Progress: Element, Sendable {
        /// The bar's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands (`set` with `value`), events and the state file use.
        ///   - value: how far, 0…1 (default 0).
        ///   - indeterminate: no value: a segment runs along the bar while it shows (default false).
        ///   - showsValue: the percentage beside the bar (default false).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(id: String? = nil, value: Double? = nil, indeterminate: Bool = false, showsValue: Bool = false,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Progress.self
            node = Node(ProgressKind(), [ScreenFields.id.entry(id), f.value.entry(value), f.indeterminate.entry(indeterminate ? true : nil),
                                    f.showsValue.entry(showsValue ? true : nil)], fileID: fileID, line: line)
        }

        /// A bar whose value is `value`: the app's value moves the bar (it slides).
        ///
        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - value: the state, 0…1.
        ///   - showsValue: the percentage beside the bar (default false).
        public init(id: String, value: KioskState<Double>, showsValue: Bool = false, fileID: String = #fileID, line: Int = #line) {
            self.init(id: id, value: nil, showsValue: showsValue, fileID: fileID, line: line)
            node = node.bound(ScreenFields.Progress.value.name, StateBinding.number(value))
        }
    }
}
