/// Where bytes stop being UTF-8, for messages that point at the first bad byte.
enum UTF8Check {
    /// The first byte that is not part of valid UTF-8 in some bytes.
    struct BadByte: Equatable, Sendable {
        /// Its offset from 0 in the bytes checked.
        var offset: Int
        /// Its 1-based line and column (in characters of the valid text before it) in the bytes
        /// checked. (One line of a script or command input, checked alone, has line 1.)
        var line: Int
        var column: Int
        var byte: UInt8

        /// The byte as a message shows it: "0xE9".
        var hex: String {
            let h = String(byte, radix: 16, uppercase: true)
            return "0x" + (h.count < 2 ? "0" + h : h)
        }

        /// Where it is, as a replay script and the command input say it: "the first bad byte
        /// (0xE9) is at line 3, column 12 (byte 40)", for bad bytes found in one line checked
        /// alone that is line `line` of its input and starts at byte `lineStart` (from 0) of it.
        func located(line: Int, lineStart: Int) -> String {
            "the first bad byte (\(hex)) is at line \(line), column \(column) (byte \(lineStart + offset))"
        }
    }

    /// The first byte of `bytes` that is not part of valid UTF-8; nil when all of them are UTF-8.
    static func firstInvalidByte(in bytes: [UInt8]) -> BadByte? {
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
                return BadByte(offset: offset, line: line, column: column, byte: bytes[offset])
            }
        }
    }
}
