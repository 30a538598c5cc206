/// Parses one JSON text into a `JSONValue`, keeping object keys in the order written.
///
/// Strict RFC 8259 JSON (no comments, no trailing commas). Errors name the column and what was
/// expected, so a script or command line can say exactly where it is wrong. Nesting deeper than
/// `maxDepth` is refused instead of overflowing the stack.
package struct JSONParser {
    struct Failure: Error, Equatable, CustomStringConvertible {
        /// 1-based column (in Unicode scalars) where the problem was found.
        var column: Int
        var message: String
        var description: String { "column \(column): \(message)" }
    }

    static let maxDepth = 64

    /// The text's UTF-8 bytes: every character JSON's grammar names is ASCII, so the parser walks
    /// bytes and copies the bytes of a string's other characters as they are (a controller's
    /// 10,000 menu items are half a megabyte on one line; walking it as Unicode scalars, with an
    /// array made for every space test, took 14 ms of the list's first frame, issue 30).
    private let bytes: [UInt8]
    private var i = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// Parses `text`, which must hold exactly one JSON value (surrounding whitespace allowed).
    package static func parse(_ text: String) throws -> JSONValue {
        var p = JSONParser(text)
        p.skipSpace()
        let v = try p.value(depth: 0)
        p.skipSpace()
        if p.i < p.bytes.count { throw p.fail("unexpected text after the JSON value") }
        return v
    }

    /// A failure at the current place; its column counts Unicode scalars, as an editor does (the
    /// bytes before it that do not continue a character).
    private func fail(_ m: String) -> Failure {
        let column = bytes[..<min(i, bytes.count)].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return Failure(column: column + 1, message: m)
    }

    /// The character starting at byte `at`, for a message.
    private func character(at at: Int) -> String {
        var end = at + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[at..<end], as: UTF8.self)
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    private mutating func skipSpace() {
        while i < bytes.count {
            let b = bytes[i]
            guard b == Self.space || b == Self.newline || b == Self.tab || b == Self.cr else { return }
            i += 1
        }
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        guard depth < JSONParser.maxDepth else { throw fail("nested deeper than \(JSONParser.maxDepth) levels") }
        guard i < bytes.count else { throw fail("unexpected end of line; expected a value") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case Self.quote: return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("unexpected '\(character(at: i))'; expected a value")
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for b in w {
            guard i < bytes.count, bytes[i] == b else { throw fail("expected '\(word)'") }
            i += 1
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        i += 1
        var pairs: [(String, JSONValue)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(pairs) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == Self.quote else { throw fail("expected a quoted field name") }
            let key = try string()
            if pairs.contains(where: { $0.0 == key }) { throw fail("field \"\(key)\" appears twice") }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':' after \"\(key)\"") }
            i += 1
            skipSpace()
            pairs.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of line; expected ',' or '}'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(pairs) }
            throw fail("expected ',' or '}'")
        }
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of line; expected ',' or ']'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw fail("expected ',' or ']'")
        }
    }

    private mutating func string() throws -> String {
        i += 1
        // A string without escapes (most) is one slice of the text.
        let start = i
        while i < bytes.count {
            let c = bytes[i]
            if c == Self.quote {
                i += 1
                return String(decoding: bytes[start..<(i - 1)], as: UTF8.self)
            }
            if c == Self.backslash { break }
            i += 1
            if c < 0x20 { throw fail("control character inside a string") }
        }
        var out = Array(bytes[start..<i])
        while i < bytes.count {
            let c = bytes[i]
            i += 1
            switch c {
            case Self.quote: return String(decoding: out, as: UTF8.self)
            case Self.backslash:
                guard i < bytes.count else { break }
                let e = bytes[i]
                i += 1
                switch e {
                case Self.quote: out.append(Self.quote)
                case Self.backslash: out.append(Self.backslash)
                case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(Self.newline)
                case UInt8(ascii: "r"): out.append(Self.cr)
                case UInt8(ascii: "t"): out.append(Self.tab)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), i + 1 < bytes.count, bytes[i] == Self.backslash, bytes[i + 1] == UInt8(ascii: "u") {
                        i += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    out.append(contentsOf: String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
                default:
                    i -= 1
                    let shown = character(at: i)
                    i += 1
                    throw fail("unknown escape '\\\(shown)'")
                }
            default:
                if c < 0x20 { throw fail("control character inside a string") }
                out.append(c)
            }
        }
        throw fail("unterminated string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("expected 4 hex digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let d = hexDigit(bytes[i]) else {
                throw fail("expected 4 hex digits after \\u")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }

    private func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b) - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b) - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b) - 55
        default: return nil
        }
    }

    private mutating func number() throws -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits() -> Int {
            let s = i
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            return i - s
        }
        let first = i
        guard digits() > 0 else { throw fail("expected digits in a number") }
        if bytes[first] == UInt8(ascii: "0"), i - first > 1 { i = first + 1; throw fail("a number may not start with 0") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw fail("expected digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw fail("expected digits in the exponent") }
        }
        guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite else { throw fail("number out of range") }
        return v
    }
}
