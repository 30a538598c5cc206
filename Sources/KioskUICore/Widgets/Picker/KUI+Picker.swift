/// A screen description's `picker` (docs/screens.md, "Controls"). A parameter left nil takes the
/// schema's default.
extension KUI {
    /// A segmented picker that folds into a compact menu button when its segments don't fit
    /// (`type: picker`). Its value is the selected option; events `change`, `compact`, `menu`.
    public struct Picker: Element, Sendable {
        /// The picker's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - options: the segments' texts: at least one, all different, none empty.
        ///   - selected: the option selected at start, by its text (default the first).
        ///   - fillWidth: the segments share the whole width (default false).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(id: String? = nil, options: [String], selected: String? = nil, fillWidth: Bool = false,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Picker.self
            node = Node(PickerKind(), [ScreenFields.id.entry(id), f.options.entry(options), f.selected.entry(selected),
                                  f.fillWidth.entry(fillWidth ? true : nil)], fileID: fileID, line: line)
        }

        /// A picker of the screen's languages in their own names (`kind: language`): choosing one
        /// switches the language; its value is the language's code.
        ///
        /// - Parameters:
        ///   - id: the name scripts, commands and events use.
        ///   - fillWidth: the segments share the whole width (default false).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public static func languages(id: String? = nil, fillWidth: Bool = false, fileID: String = #fileID,
                                     line: Int = #line) -> Picker {
            let f = ScreenFields.Picker.self
            return Picker(node: Node(PickerKind(), [ScreenFields.id.entry(id), f.kind.entry("language"), f.fillWidth.entry(fillWidth ? true : nil)],
                                     fileID: fileID, line: line))
        }

        private init(node: Node) { self.node = node }
    }
}

extension KUI.Picker {
    /// A picker whose selected option is `selection` (by its text), both ways.
    ///
    /// - Parameters:
    ///   - id: the name scripts, commands, events and the state file use.
    ///   - options: the segments' texts: at least one, all different, none empty.
    ///   - selection: the state; its value at start must be one of `options`.
    ///   - fillWidth: the segments share the whole width (default false).
    public init(id: String, options: [String], selection: KioskState<String>, fillWidth: Bool = false,
                fileID: String = #fileID, line: Int = #line) {
        self.init(id: id, options: options, selected: nil, fillWidth: fillWidth, fileID: fileID, line: line)
        node = node.bound(ScreenFields.Picker.selected.name, StateBinding.title(selection))
    }
}
