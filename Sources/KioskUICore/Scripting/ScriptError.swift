/// An error in a script, a command or a value, with the line it came from when known.
enum ScriptError: Error, Equatable, CustomStringConvertible {
    case message(String)
    case atLine(file: String, line: Int, message: String)

    var description: String {
        switch self {
        case let .message(m): return m
        case let .atLine(file, line, m): return "\(file):\(line): \(m)"
        }
    }
}
