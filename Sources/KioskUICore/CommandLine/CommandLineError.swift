/// A command line a command cannot read, with the one-line message that names the word at fault
/// and the fix; `CommandLineReader` adds the usage line after it.
package enum CommandLineError: Error, Equatable, Sendable {
    case unknownOption(String, suggestion: String?)
    case missingValue(synopsis: String, fix: String)
    case invalidValue(String, synopsis: String, fix: String)
    case flagWithValue(String, long: String)
    case unexpectedArgument(String, fix: String)
    case missingArgument(synopsis: String, fix: String)
    /// A check of the values themselves (`kiosk bench --frames 0`), already worded.
    case invalid(String)

    /// The message's one line, e.g. `Missing value for '--size <size>': give it after the option, …`.
    package func line(command path: String) -> String {
        switch self {
        case let .unknownOption(word, suggestion?):
            return "Unknown option '\(word)': did you mean '\(suggestion)'?"
        case let .unknownOption(word, nil):
            return "Unknown option '\(word)': \(path) has no such option ('\(path) --help' lists them)"
        case let .missingValue(synopsis, fix):
            return "Missing value for '\(synopsis)': \(fix)"
        case let .invalidValue(value, synopsis, fix):
            return "The value '\(value)' is invalid for '\(synopsis)': \(fix)"
        case let .flagWithValue(value, long):
            return "The option '--\(long)' does not take a value, but '\(value)' was given: write --\(long) alone"
        case let .unexpectedArgument(word, fix):
            return "Unexpected argument '\(word)': \(fix)"
        case let .missingArgument(synopsis, fix):
            return "Missing expected argument '\(synopsis)': \(fix)"
        case let .invalid(message):
            return message
        }
    }
}
