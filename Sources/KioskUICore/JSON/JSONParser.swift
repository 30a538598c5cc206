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
    /// The most fields one object may have: a screen's command or item has a handful, a state file
    /// one per control; 100,000 names on one line take 18–30 s to check by a linear search.
    static let maxFields = 1_000

    /// The text's UTF-8 bytes, borrowed from the string for the parse: every character JSON's
    /// grammar names is ASCII, so the parser walks bytes and copies the bytes of a string's other
    /// characters as they are (a controller's 10,000 menu items are half a megabyte on one line;
    /// walking it as Unicode scalars, with an array made for every space test, would take 14 ms of
    /// the list's first frame, and a copied byte array read with bounds checks 4 ms).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0
    /// The field names read so far (up to 16): where their bytes are, and each as a `String`,
    /// which `name` gives again for the same bytes.
    private var nameSpans: [(at: Int, count: Int)] = []
    private var nameStrings: [String] = []
    /// The slot of the last name read.
    private var lastSlot = -1

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Parses `text`, which must hold exactly one JSON value (surrounding whitespace allowed).
    package static func parse(_ text: String) throws -> JSONValue {
        var text = text
        return try text.withUTF8 { buffer in
            var p = JSONParser(buffer)
            p.skipSpace()
            let v = try p.value(depth: 0)
            p.skipSpace()
            if p.i < p.bytes.count { throw p.fail("unexpected text after the JSON value") }
            return v
        }
    }

    /// A failure at the current place; its column counts Unicode scalars, as an editor does (the
    /// bytes before it that do not continue a character).
    private func fail(_ m: String) -> Failure {
        let column = UnsafeBufferPointer(rebasing: bytes[..<min(i, bytes.count)]).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return Failure(column: column + 1, message: m)
    }

    /// The character starting at byte `at`, for a message.
    private func character(at at: Int) -> String {
        var end = at + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<end]), as: UTF8.self)
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
        var pairs: [(String, JSONValue)] = []
        // One allocation for the common object of a few fields (a list item), not three.
        pairs.reserveCapacity(4)
        var index = FieldNameIndex()
        try fields(depth: depth, seen: { key in index.contains(key, count: pairs.count) { pairs[$0].0 } }) { key, p in
            pairs.append((key, try p.value(depth: depth + 1)))
        }
        return .object(pairs)
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        var items: [JSONValue] = []
        try elements { p in items.append(try p.value(depth: depth + 1)) }
        return .array(items)
    }

    /// Walks the object at the current place: for each field, its name and the parser at its
    /// value, which `field` must read. A name `seen` says was given before is refused.
    private mutating func fields(depth: Int, seen: (String) -> Bool, _ field: (String, inout JSONParser) throws -> Void) throws {
        guard depth < JSONParser.maxDepth else { throw fail("nested deeper than \(JSONParser.maxDepth) levels") }
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return }
        // The kept names given so far, by slot: a name given twice is found without asking
        // `seen`, until a name not kept (escaped, or past 16) makes every later name ask it.
        var given: UInt16 = 0
        var askSeen = false
        var count = 0
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == Self.quote else { throw fail("expected a quoted field name") }
            count += 1
            if count > JSONParser.maxFields {
                throw fail("more than \(JSONParser.maxFields) fields in one object; no screen needs that many: send fewer")
            }
            let (key, slot) = try name()
            let twice: Bool
            if let slot, !askSeen {
                twice = given & (1 << slot) != 0
                given |= 1 << slot
            } else {
                askSeen = true
                twice = seen(key)
            }
            if twice { throw fail("field \"\(key)\" appears twice") }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':' after \"\(key)\"") }
            i += 1
            skipSpace()
            try field(key, &self)
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of line; expected ',' or '}'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return }
            throw fail("expected ',' or '}'")
        }
    }

    /// Walks the array at the current place: `element` reads each value.
    private mutating func elements(_ element: (inout JSONParser) throws -> Void) throws {
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return }
        while true {
            skipSpace()
            try element(&self)
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of line; expected ',' or ']'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return }
            throw fail("expected ',' or ']'")
        }
    }

    /// The end of the string whose text starts at `start`: the place of its closing quote, or of
    /// the first byte that is a backslash or a control character, or the end of the text. It
    /// tests eight bytes at a time where eight are left (half a megabyte of items is mostly text).
    private func plainEnd(from start: Int) -> Int {
        var j = start
        let n = bytes.count
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while j + 8 <= n {
                let w = UInt64(littleEndian: UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self))
                // A byte of `w` is zero in `x`: the classic test for a zero byte, on `w` with the
                // quotes and backslashes made zero, and on `w` itself below 0x20.
                let quotes = w ^ (ones &* 0x22), slashes = w ^ (ones &* 0x5C)
                let found = ((quotes &- ones) & ~quotes | (slashes &- ones) & ~slashes | (w &- ones &* 0x20) & ~w) & highs
                // The lowest byte found is exact (a borrow only runs upwards).
                if found != 0 { return j + found.trailingZeroBitCount / 8 }
                j += 8
            }
        }
        while j < n {
            let c = bytes[j]
            if c == Self.quote || c == Self.backslash || c < 0x20 { return j }
            j += 1
        }
        return j
    }

    /// A field name: as `string`, but a name already read in this text (the same fields of every
    /// item of a list) is the same `String` again instead of a new one made from its bytes; with
    /// it, its slot among the names kept (nil for a name not kept: one with escapes, or past the
    /// first 16).
    private mutating func name() throws -> (name: String, slot: Int?) {
        let start = i + 1
        let end = plainEnd(from: start)
        guard end < bytes.count, bytes[end] == Self.quote else { return (try string(), nil) }
        let count = end - start
        // The objects of a list give their names in the same order: the slot after the last
        // name's is tried first.
        let kept = nameSpans.count
        var slot = lastSlot
        for _ in 0..<kept {
            slot = slot + 1 == kept ? 0 : slot + 1
            let span = nameSpans[slot]
            if span.count == count && sameBytes(span.at, start, count) {
                i = end + 1
                lastSlot = slot
                return (nameStrings[slot], slot)
            }
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        i = end + 1
        guard nameSpans.count < 16 else { return (name, nil) }
        nameSpans.append((start, count))
        nameStrings.append(name)
        lastSlot = nameSpans.count - 1
        return (name, lastSlot)
    }

    /// Whether the `count` bytes at `a` and at `b` are the same.
    private func sameBytes(_ a: Int, _ b: Int, _ count: Int) -> Bool {
        if count <= 8, max(a, b) + 8 <= bytes.count, let base = bytes.baseAddress {
            let x = UnsafeRawPointer(base + a).loadUnaligned(as: UInt64.self), y = UnsafeRawPointer(base + b).loadUnaligned(as: UInt64.self)
            let mask: UInt64 = count == 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
            return UInt64(littleEndian: x ^ y) & mask == 0
        }
        var m = 0
        while m < count, bytes[a + m] == bytes[b + m] { m += 1 }
        return m == count
    }

    private mutating func string() throws -> String {
        i += 1
        // A string without escapes (most) is one slice of the text.
        let start = i
        i = plainEnd(from: start)
        if i < bytes.count, bytes[i] == Self.quote {
            i += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(i - 1)]), as: UTF8.self)
        }
        if i < bytes.count, bytes[i] < 0x20 { i += 1; throw fail("control character inside a string") }
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
        guard let v = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)), v.isFinite else { throw fail("number out of range") }
        return v
    }
}

/// Reading a JSON text piece by piece, for a reader that makes its own values straight from the
/// bytes instead of a `JSONValue` tree (a list's 10,000 items). The grammar, the limits
/// and the checks are the tree parser's: the same walk of objects and arrays, the same strings.
extension JSONParser {
    /// Reads `text` with `body`, which must read exactly one value; only whitespace may follow.
    package static func read<T>(_ text: String, _ body: (inout JSONParser) throws -> T) throws -> T {
        var text = text
        return try text.withUTF8 { buffer in
            var p = JSONParser(buffer)
            p.skipSpace()
            let out = try body(&p)
            p.skipSpace()
            if p.i < p.bytes.count { throw p.fail("unexpected text after the JSON value") }
            return out
        }
    }

    /// The next byte, nil at the end.
    private var next: UInt8? { i < bytes.count ? bytes[i] : nil }

    /// Whether an object starts here.
    package var atObject: Bool { next == UInt8(ascii: "{") }
    /// Whether an array starts here.
    package var atArray: Bool { next == UInt8(ascii: "[") }
    /// Whether a string starts here.
    package var atString: Bool { next == Self.quote }

    /// Walks the object that starts here (`atObject`): `field` reads each field's value, at
    /// `depth` levels in (the tree parser's limit holds). A name `seen` says was read before is
    /// refused: the reader knows what it kept, so no list of names is made for every object.
    package mutating func readObject(depth: Int, seen: (String) -> Bool, _ field: (String, inout JSONParser) throws -> Void) throws {
        try fields(depth: depth, seen: seen, field)
    }

    /// `readObject` for an object of a few fields, whose names it keeps itself to refuse one given
    /// twice.
    package mutating func readObject(depth: Int, _ field: (String, inout JSONParser) throws -> Void) throws {
        var names: [String] = []
        var index = FieldNameIndex()
        try fields(depth: depth, seen: { index.contains($0, count: names.count) { names[$0] } }) { name, p in
            names.append(name)
            try field(name, &p)
        }
    }

    /// Walks the array that starts here (`atArray`): `element` reads each value.
    package mutating func readArray(_ element: (inout JSONParser) throws -> Void) throws { try elements(element) }

    /// The string that starts here (`atString`).
    package mutating func readString() throws -> String { try string() }

    /// The value that starts here as a tree, at `depth` levels in.
    package mutating func readValue(depth: Int) throws -> JSONValue { try value(depth: depth) }
}
