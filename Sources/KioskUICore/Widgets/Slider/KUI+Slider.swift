/// A screen description's `slider` (`type: slider`), bound to the app's `KioskState` both ways as
/// a ruler is (docs/swift.md).
extension KUI {
    /// A horizontal slider with its value above the thumb (`type: slider`). Its value is a
    /// number from the range's start to its end; events `tick` and `change`.
    public struct Slider: Element, Sendable {
        /// The slider's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - label: what speech and the `layout` query call it ("Volume"); a slider needs one.
        ///   - range: the lowest and highest value.
        ///   - step: the value is the start plus a whole number of steps; nil: continuous (keys move 1 %).
        ///   - value: the value at start (default the range's start).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(id: String? = nil, label: String? = nil, in range: ClosedRange<Double>, step: Double? = nil,
                    value: Double? = nil, fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Slider.self
            node = Node(SliderKind(), [ScreenFields.id.entry(id), ScreenFields.accessibilityLabel.entry(label),
                                  f.min.entry(range.lowerBound), f.max.entry(range.upperBound), f.step.entry(step), f.value.entry(value)],
                        fileID: fileID, line: line)
        }

        /// A slider whose value is `value`, both ways: the customer's settled value goes into the
        /// state, the app's value moves the thumb.
        public init(id: String, label: String? = nil, value: KioskState<Double>, in range: ClosedRange<Double>,
                    step: Double? = nil, fileID: String = #fileID, line: Int = #line) {
            self.init(id: id, label: label, in: range, step: step, value: nil, fileID: fileID, line: line)
            node = node.bound(ScreenFields.Slider.value.name, StateBinding.number(value))
        }
    }
}
