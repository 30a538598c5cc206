/// A screen description's `ruler` (docs/screens.md, "Controls"). A parameter left nil takes the
/// schema's default.
extension KUI {
    /// An inertial ruler wheel that snaps to whole steps (`type: ruler`). Its value is a number
    /// from `min` to `max`; events `tick` and `change`.
    public struct Ruler: Element, Sendable {
        /// The ruler's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - min, max: the range (max at least min).
        ///   - step: the distance between ticks, above 0 (default 1).
        ///   - majorEvery: a long tick with a number on every multiple of `majorEvery × step`,
        ///     counted from 0 like a physical ruler (default 10).
        ///   - value: the value at start, from min to max (default min).
        ///   - tickSpacing: pixels between two ticks at font scale 1, 2…400 (default: a range of
        ///     at most 12 steps spread over the width, else 14).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(id: String? = nil, min: Double, max: Double, step: Double? = nil, majorEvery: Int? = nil,
                    value: Double? = nil, tickSpacing: Double? = nil, fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Ruler.self
            node = Node(RulerKind(), [ScreenFields.id.entry(id), f.min.entry(min), f.max.entry(max), f.step.entry(step),
                                 f.majorEvery.entry(majorEvery), f.value.entry(value), f.tickSpacing.entry(tickSpacing)],
                        fileID: fileID, line: line)
        }
    }
}

extension KUI.Ruler {
    /// A ruler whose value is `value`, both ways: the customer's settled value goes into the state,
    /// the app's value moves the ruler (it glides).
    ///
    /// - Parameters:
    ///   - id: the name scripts, commands, events and the state file use.
    ///   - min, max, step, majorEvery: as in `init(id:min:max:step:majorEvery:value:)`.
    ///   - value: the state; its value at start must be from min to max.
    public init(id: String, min: Double, max: Double, step: Double? = nil, majorEvery: Int? = nil,
                value: KioskState<Double>, fileID: String = #fileID, line: Int = #line) {
        self.init(id: id, min: min, max: max, step: step, majorEvery: majorEvery, value: nil, fileID: fileID, line: line)
        node = node.bound(ScreenFields.Ruler.value.name, StateBinding.number(value))
    }
}
