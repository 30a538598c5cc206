/// One problem in a screen file: where it is, which field, and what is allowed instead.
struct ScreenIssue: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var field: String
    var message: String

    /// `FILE:LINE: field: message`, the form compilers use so editors can jump to it.
    var description: String { "\(file):\(line): \(field): \(message)" }
}

/// A screen file that cannot be used, with every problem found (in file order).
struct ScreenError: Error, CustomStringConvertible {
    var issues: [ScreenIssue]

    var description: String { issues.map(\.description).joined(separator: "\n") }
}
