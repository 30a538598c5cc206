/// Where bytes stop being UTF-8, for messages that point at the first bad byte.
enum UTF8Check {
    /// The first byte that is not part of valid UTF-8: its offset from 0, and its 1-based line
    /// and column (in characters of the valid text before it). Nil when all of `bytes` are UTF-8.
    /// (One line of a script read as it runs has line 1.)
    static func firstInvalidByte(in bytes: [UInt8]) -> (offset: Int, line: Int, column: Int, byte: UInt8)? {
        var decoder = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, column = 1
        while true {
            switch decoder.parseScalar(from: &iterator) {
            case let .valid(encoded):
                offset += encoded.count
                if encoded.count == 1 && encoded.first == 10 { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return nil
            case .error:
                return (offset, line, column, bytes[offset])
            }
        }
    }
}
