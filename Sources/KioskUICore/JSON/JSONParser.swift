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

    private let scalars: [Unicode.Scalar]
    private var i = 0

    private init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// Parses `text`, which must hold exactly one JSON value (surrounding whitespace allowed).
    package static func parse(_ text: String) throws -> JSONValue {
        var p = JSONParser(text)
        p.skipSpace()
        let v = try p.value(depth: 0)
        p.skipSpace()
        if p.i < p.scalars.count { throw p.fail("unexpected text after the JSON value") }
        return v
    }

    private func fail(_ m: String) -> Failure { Failure(column: i + 1, message: m) }

    private mutating func skipSpace() {
        while i < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[i]) { i += 1 }
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        guard depth < JSONParser.maxDepth else { throw fail("nested deeper than \(JSONParser.maxDepth) levels") }
        guard i < scalars.count else { throw fail("unexpected end of line; expected a value") }
        switch scalars[i] {
        case "{": return try object(depth: depth)
        case "[": return try array(depth: depth)
        case "\"": return .string(try string())
        case "t": try literal("true"); return .bool(true)
        case "f": try literal("false"); return .bool(false)
        case "n": try literal("null"); return .null
        case "-", "0"..."9": return .number(try number())
        default: throw fail("unexpected '\(scalars[i])'; expected a value")
        }
    }

    private mutating func literal(_ word: String) throws {
        for s in word.unicodeScalars {
            guard i < scalars.count, scalars[i] == s else { throw fail("expected '\(word)'") }
            i += 1
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        i += 1
        var pairs: [(String, JSONValue)] = []
        skipSpace()
        if i < scalars.count, scalars[i] == "}" { i += 1; return .object(pairs) }
        while true {
            skipSpace()
            guard i < scalars.count, scalars[i] == "\"" else { throw fail("expected a quoted field name") }
            let key = try string()
            if pairs.contains(where: { $0.0 == key }) { throw fail("field \"\(key)\" appears twice") }
            skipSpace()
            guard i < scalars.count, scalars[i] == ":" else { throw fail("expected ':' after \"\(key)\"") }
            i += 1
            skipSpace()
            pairs.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard i < scalars.count else { throw fail("unexpected end of line; expected ',' or '}'") }
            if scalars[i] == "," { i += 1; continue }
            if scalars[i] == "}" { i += 1; return .object(pairs) }
            throw fail("expected ',' or '}'")
        }
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < scalars.count, scalars[i] == "]" { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard i < scalars.count else { throw fail("unexpected end of line; expected ',' or ']'") }
            if scalars[i] == "," { i += 1; continue }
            if scalars[i] == "]" { i += 1; return .array(items) }
            throw fail("expected ',' or ']'")
        }
    }

    private mutating func string() throws -> String {
        i += 1
        var out = String.UnicodeScalarView()
        while i < scalars.count {
            let c = scalars[i]
            i += 1
            switch c {
            case "\"": return String(out)
            case "\\":
                guard i < scalars.count else { break }
                let e = scalars[i]
                i += 1
                switch e {
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                case "/": out.append("/")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u":
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), i + 1 < scalars.count, scalars[i] == "\\", scalars[i + 1] == "u" {
                        i += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    out.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: throw fail("unknown escape '\\\(e)'")
                }
            default:
                if c.value < 0x20 { throw fail("control character inside a string") }
                out.append(c)
            }
        }
        throw fail("unterminated string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard i + 4 <= scalars.count else { throw fail("expected 4 hex digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let d = hexDigit(scalars[i]) else {
                throw fail("expected 4 hex digits after \\u")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }

    private func hexDigit(_ s: Unicode.Scalar) -> UInt32? {
        switch s {
        case "0"..."9": return s.value - 48
        case "a"..."f": return s.value - 87
        case "A"..."F": return s.value - 55
        default: return nil
        }
    }

    private mutating func number() throws -> Double {
        let start = i
        if scalars[i] == "-" { i += 1 }
        func digits() -> Int {
            let s = i
            while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
            return i - s
        }
        let first = i
        guard digits() > 0 else { throw fail("expected digits in a number") }
        if scalars[first] == "0", i - first > 1 { i = first + 1; throw fail("a number may not start with 0") }
        if i < scalars.count, scalars[i] == "." {
            i += 1
            guard digits() > 0 else { throw fail("expected digits after '.'") }
        }
        if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
            i += 1
            if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { i += 1 }
            guard digits() > 0 else { throw fail("expected digits in the exponent") }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<i])
        guard let v = Double(String(text)), v.isFinite else { throw fail("number out of range") }
        return v
    }
}
