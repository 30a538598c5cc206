/// The screens of an application described in Swift: the file's `screens`, each with its name,
/// its root and its `after` (docs/app.md).
extension KUI {
    /// One screen of a `KUI.App` with several: a name (what `goto`, `show` and the `screen`
    /// event use), how it returns by itself, and its root widget.
    public struct Screen: Sendable {
        /// The name: letters, digits, '-' and '_', not "back" (the word a file writes for `.back`).
        public let name: String
        /// The screen's `root` and `after`, as a screen file writes them.
        let mapping: BuilderMapping

        /// - Parameters:
        ///   - name: the screen's name.
        ///   - after: return by itself (default: stays until left).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - root: the screen's widget tree: one widget, usually a `Column` or `Pages`.
        public init(_ name: String, after: After? = nil, fileID: String = #fileID, line: Int = #line,
                    @ContentBuilder root: () -> Node) {
            self.name = name
            let f = ScreenFields.NamedScreen.self
            let source = BuilderSource(file: fileID, line: line)
            mapping = BuilderMapping(fields: [f.root.entry(root()), f.after.entry(after.map { $0.mapping(source) })],
                                     source: source)
        }
    }

    /// How a screen returns by itself (the file's `after`): `seconds` after it showed or after the
    /// last input on it, whichever is later, it goes to `goto`.
    public struct After: Sendable {
        public var seconds: Double
        /// Where it goes: a screen, or back to the one shown before.
        public var goto: Destination

        /// - Parameters:
        ///   - seconds: how long the screen stays without input, 0.1…86400.
        ///   - goto: where it goes then: `.screen("home")`, or `.back`.
        public init(seconds: Double, goto: Destination) {
            self.seconds = seconds
            self.goto = goto
        }

        func mapping(_ source: BuilderSource) -> BuilderMapping {
            let f = ScreenFields.After.self
            return BuilderMapping(fields: [f.seconds.entry(seconds), f.goto.entry(goto)], source: source)
        }
    }
}

extension BuilderMapping: BuilderValueConvertible {
    var builderValue: BuilderValue { .mapping(self) }
}
