/// A JSON value with object keys kept in the order they were written, so event lines read
/// the way the docs show them (`{"at":..,"event":..,"id":..}`).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The value for `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        if case let .object(pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }

    /// The number, when this is one.
    public var doubleValue: Double? { if case let .number(n) = self { return n }; return nil }
    /// A whole number that fits an Int exactly (|n| < 2⁵³); nil for 2.5, 1e300 or a non-number.
    public var intValue: Int? {
        guard case let .number(n) = self, n == n.rounded(), abs(n) < 9_007_199_254_740_992 else { return nil }
        return Int(n)
    }
    /// The text, when this is a string.
    public var stringValue: String? { if case let .string(s) = self { return s }; return nil }
    /// The flag, when this is `true` or `false`.
    public var boolValue: Bool? { if case let .bool(b) = self { return b }; return nil }
    /// The items, when this is an array.
    public var arrayValue: [JSONValue]? { if case let .array(a) = self { return a }; return nil }
    var objectKeys: [String] { if case let .object(p) = self { return p.map(\.0) }; return [] }

    /// Compact one-line JSON text.
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(n): out += JSONValue.format(n)
        case let .string(s): JSONValue.writeString(s, to: &out)
        case let .array(a):
            out += "["
            for (i, v) in a.enumerated() { if i > 0 { out += "," }; v.write(to: &out) }
            out += "]"
        case let .object(pairs):
            out += "{"
            for (i, (k, v)) in pairs.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(k, to: &out); out += ":"; v.write(to: &out)
            }
            out += "}"
        }
    }

    /// Numbers print as integers when whole, otherwise with the shortest round-tripping digits.
    /// Non-finite numbers (never valid JSON) print as null.
    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    private static let hexDigits = Array("0123456789abcdef")

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // `\u00XX` without printf, which cost 60% of saving a state of control characters.
                if u.value < 0x20 { out += u.value < 0x10 ? "\\u000" : "\\u001"; out.append(JSONValue.hexDigits[Int(u.value & 0xF)]) } else { out.unicodeScalars.append(u) }
            }
        }
        out += "\""
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    public init(stringLiteral v: String) { self = .string(v) }
    public init(integerLiteral v: Int) { self = .number(Double(v)) }
    public init(floatLiteral v: Double) { self = .number(v) }
    public init(booleanLiteral v: Bool) { self = .bool(v) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue {
    /// A rect as `[x, y, w, h]`.
    init(_ r: Rect) { self = .array([.number(r.x), .number(r.y), .number(r.width), .number(r.height)]) }
    /// A size as `[w, h]`.
    init(_ s: Size) { self = .array([.number(s.width), .number(s.height)]) }
}
