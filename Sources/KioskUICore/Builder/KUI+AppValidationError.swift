extension KUI.App {
    /// A `KUI.App` that cannot be shown, with every problem found, in tree order.
    ///
    /// The messages are the ones a screen file with the same mistake gets (docs/screens.md); the
    /// location is the Swift line that wrote the widget instead of a line of the file.
    public struct ValidationError: Error, CustomStringConvertible, Sendable {
        /// One problem: where it was written, which field, and what is allowed instead.
        public struct Issue: Equatable, CustomStringConvertible, Sendable {
            /// The Swift file (`#fileID`: `Module/File.swift`) that wrote the widget.
            public let file: String
            /// The line in that file.
            public let line: Int
            /// The field at fault, named as in a screen file (`step`, `options`, `id`, …).
            public let field: String
            /// What is wrong and what is allowed.
            public let message: String

            /// `FILE:LINE: field: message`, the form compilers use.
            public var description: String { "\(file):\(line): \(field): \(message)" }
        }

        /// Every problem, in the order the widgets are written.
        public let issues: [Issue]

        /// One problem a line.
        public var description: String { issues.map(\.description).joined(separator: "\n") }
    }
}
