/// The on/off controls of a screen description: the file's `switch` and `checkbox`
/// (docs/screens.md, "Controls"), each bound to a `KioskState<Bool>` both ways.
extension KUI {
    /// An on/off switch with its label (`type: switch`). Its value is true or false; event `change`.
    public struct Switch: Element, Sendable {
        /// The switch's description.
        public var node: Node

        /// - Parameters:
        ///   - title: the label beside it (a tap on it toggles the switch too).
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - isOn: whether it is on at start (default false).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(_ title: String, id: String? = nil, isOn: Bool = false, fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Switch.self
            node = Node(ToggleKind(kind: .switch), [ScreenFields.id.entry(id), f.title.entry(title), f.value.entry(isOn ? true : nil)],
                        fileID: fileID, line: line)
        }

        /// A switch whose value is `isOn`, both ways: a customer's toggle goes into the state, the
        /// app's value moves the thumb.
        public init(_ title: String, id: String, isOn: KioskState<Bool>, fileID: String = #fileID, line: Int = #line) {
            self.init(title, id: id, isOn: false, fileID: fileID, line: line)
            node = node.bound(ScreenFields.Switch.value.name, StateBinding.flag(isOn))
        }
    }

    /// A checkbox with its label (`type: checkbox`). Its value is true or false; event `change`.
    /// A button follows it with `.enabled(_:)` bound to the same state (or, in a file,
    /// `enabled: {checked: ID}`).
    public struct Checkbox: Element, Sendable {
        /// The checkbox's description.
        public var node: Node

        /// - Parameters:
        ///   - title: the label beside it (a tap on it toggles the box too).
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - isChecked: whether it is checked at start (default false).
        ///   - required: it must be checked to go on: speech says "required" (default false).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(_ title: String, id: String? = nil, isChecked: Bool = false, required: Bool = false,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Checkbox.self
            node = Node(ToggleKind(kind: .checkbox), [ScreenFields.id.entry(id), f.title.entry(title), f.checked.entry(isChecked ? true : nil),
                                    f.required.entry(required ? true : nil)], fileID: fileID, line: line)
        }

        /// A checkbox whose value is `isChecked`, both ways.
        public init(_ title: String, id: String, isChecked: KioskState<Bool>, required: Bool = false,
                    fileID: String = #fileID, line: Int = #line) {
            self.init(title, id: id, isChecked: false, required: required, fileID: fileID, line: line)
            node = node.bound(ScreenFields.Checkbox.checked.name, StateBinding.flag(isChecked))
        }
    }
}

extension StateBinding where Value == Bool {
    /// A switch's or a checkbox's on/off.
    nonisolated static func flag(_ s: KioskState<Bool>) -> Self { Self(held: s, toJSON: { .bool($0) }, fromJSON: { $0.boolValue }) }
}
