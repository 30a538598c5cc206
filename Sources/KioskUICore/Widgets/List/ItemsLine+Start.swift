/// Whether a command line starts as a `set` of a list's items, from its first bytes alone: the
/// line splitter asks it of a line that passes 1 MiB, to keep reading it up to the larger limit
/// of item lines (`CommandLineSplitter.itemsLimit`) rather than drop it.
extension ItemsLine {
    /// The fields of `set` that carry items.
    static let itemFields: [String] = ["items", "insert", "update"]

    /// True when `bytes` (a line's start) reads `{"set":{"id":ID,"items":` (or `"insert"`,
    /// `"update"`), with any white space, a `"ref"` of a string or a number before `"set"`, and
    /// `"id"` before the field or after it. It looks at no more than the first `prefixLength`
    /// bytes; whether the rest is well formed is for the reading of the whole line to say.
    static func startsWithItems(_ bytes: ArraySlice<UInt8>) -> Bool {
        var p = Cursor(bytes: bytes.prefix(prefixLength))
        guard p.take(UInt8(ascii: "{")) else { return false }
        while let name = p.string(), p.take(UInt8(ascii: ":")) {
            switch name {
            case "ref":
                guard p.string() != nil || p.number() else { return false }
                guard p.take(UInt8(ascii: ",")) else { return false }
            case "set":
                guard p.take(UInt8(ascii: "{")) else { return false }
                while let field = p.string(), p.take(UInt8(ascii: ":")) {
                    if itemFields.contains(field) { return true }
                    guard field == "id", p.string() != nil, p.take(UInt8(ascii: ",")) else { return false }
                }
                return false
            default:
                return false
            }
        }
        return false
    }

    /// How much of a line `startsWithItems` reads at most.
    static let prefixLength = 4096

    /// A reader of the few tokens a line's start has.
    private struct Cursor {
        var bytes: ArraySlice<UInt8>

        mutating func skipSpace() {
            while let b = bytes.first, b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A { bytes = bytes.dropFirst() }
        }

        /// Takes `b` after any white space.
        mutating func take(_ b: UInt8) -> Bool {
            skipSpace()
            guard bytes.first == b else { return false }
            bytes = bytes.dropFirst()
            return true
        }

        /// A string without escapes (names and ids here), after any white space.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            guard let end = bytes.firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
                  bytes[end] == UInt8(ascii: "\"") else { return nil }
            let s = String(decoding: bytes[..<end], as: UTF8.self)
            bytes = bytes[(end + 1)...]
            return s
        }

        /// A number's characters, after any white space.
        mutating func number() -> Bool {
            skipSpace()
            let n = bytes.prefix { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") || $0 == UInt8(ascii: "+") }
            bytes = bytes.dropFirst(n.count)
            return !n.isEmpty
        }
    }
}
