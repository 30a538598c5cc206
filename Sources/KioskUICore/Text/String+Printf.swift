import Glibc

extension String {
    /// C's printf formatting (vsnprintf in the C locale): for the formats we use ("%.2f", "%05ld",
    /// "\\u%04x") the text `String(format:)` gave, without Foundation.
    package init(printf format: String, _ arguments: CVarArg...) {
        let needed = withVaList(arguments) { vsnprintf(nil, 0, format, $0) }
        var buffer = [CChar](repeating: 0, count: Int(Swift.max(needed, 0)) + 1)
        _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        self = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
