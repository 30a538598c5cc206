/// A screen description's `stepper` (`type: stepper`), bound to the app's `KioskState` both ways
/// as a ruler is (docs/swift.md).
extension KUI {
    /// − value + for a small count (`type: stepper`). Its value is a number from the range's
    /// start to its end; event `change` after each step.
    public struct Stepper: Element, Sendable {
        /// The stepper's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - label: what speech and the `layout` query call it ("Tickets"); a stepper needs one.
        ///   - range: the lowest and highest value.
        ///   - step: what − and + take away and add (default 1).
        ///   - value: the value at start (default the range's start).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(id: String? = nil, label: String? = nil, in range: ClosedRange<Int>, step: Int? = nil, value: Int? = nil,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Stepper.self
            node = Node(StepperKind(), [ScreenFields.id.entry(id), ScreenFields.accessibilityLabel.entry(label),
                                   f.min.entry(Double(range.lowerBound)), f.max.entry(Double(range.upperBound)),
                                   f.step.entry(step.map(Double.init)), f.value.entry(value.map(Double.init))],
                        fileID: fileID, line: line)
        }

        /// A stepper whose value is `value`, both ways: each step goes into the state, the app's
        /// value shows at once.
        public init(id: String, label: String? = nil, value: KioskState<Int>, in range: ClosedRange<Int>, step: Int? = nil,
                    fileID: String = #fileID, line: Int = #line) {
            self.init(id: id, label: label, in: range, step: step, value: nil, fileID: fileID, line: line)
            node = node.bound(ScreenFields.Stepper.value.name, StateBinding.count(value))
        }
    }
}

extension StateBinding where Value == Int {
    /// A stepper's count: a whole number (a value off the whole numbers is not taken).
    nonisolated static func count(_ s: KioskState<Int>) -> Self {
        Self(held: s, toJSON: { .number(Double($0)) }, fromJSON: { $0.intValue })
    }
}
