import Yams

/// A screen file's content as a plain tree with the line of every value: the one shape YAML and
/// JSON files both become, so the rest of `Screen/` never sees the parser.
///
/// Scalars keep their text and say what they look like under YAML 1.2's core rules (unquoted
/// `true`/`false` are booleans, unquoted numbers are numbers, `null`, `~` and nothing are null,
/// anything quoted is a string), so `title: 2024` can still be read as the text "2024" while
/// `spacing: "12"` is refused where a number is wanted.
struct ScreenNode {
    /// What a scalar looks like.
    enum ScalarKind: Equatable {
        case string, number, bool, null
    }

    /// One `key: value` of a mapping, with the key's line.
    struct Entry {
        var key: String
        var line: Int
        var value: ScreenNode
    }

    enum Value {
        case scalar(String, ScalarKind)
        case mapping([Entry])
        case sequence([ScreenNode])
    }

    var value: Value
    /// 1-based line where the value starts.
    var line: Int

    init(value: Value, line: Int) {
        self.value = value
        self.line = line
    }

    /// Converts a Yams node (aliases already resolved by Yams).
    init(_ node: Node) {
        line = node.mark?.line ?? 1
        switch node {
        case let .scalar(s):
            value = .scalar(s.string, s.style == .plain ? ScreenNode.kind(ofPlain: s.string) : .string)
        case let .mapping(m):
            value = .mapping(m.map { pair in
                let key = pair.key.scalar?.string ?? "(a key that is not text)"
                return Entry(key: key, line: pair.key.mark?.line ?? node.mark?.line ?? 1, value: ScreenNode(pair.value))
            })
        case let .sequence(s):
            value = .sequence(s.map { ScreenNode($0) })
        }
    }

    /// The kind of an unquoted scalar under YAML 1.2's core schema.
    static func kind(ofPlain s: String) -> ScalarKind {
        switch s {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE", "false", "False", "FALSE": return .bool
        default: break
        }
        let numeric = s.unicodeScalars.allSatisfy { "0123456789+-.eE".unicodeScalars.contains($0) }
        if numeric, let d = Double(s), d.isFinite { return .number }
        return .string
    }

    // MARK: Reading

    /// The mapping's entries, or nil when this is not a mapping.
    var entries: [Entry]? { if case let .mapping(e) = value { return e }; return nil }
    /// The sequence's items, or nil when this is not a sequence.
    var items: [ScreenNode]? { if case let .sequence(i) = value { return i }; return nil }

    /// Any scalar but null, as text.
    var text: String? {
        if case let .scalar(s, k) = value, k != .null { return s }
        return nil
    }

    var number: Double? {
        if case let .scalar(s, .number) = value { return Double(s) }
        return nil
    }

    var bool: Bool? {
        if case let .scalar(s, .bool) = value { return s.lowercased() == "true" }
        return nil
    }

    /// How the value reads in an error message: `"wide"`, `12`, `a list`, `a mapping`.
    var shown: String {
        switch value {
        case let .scalar(s, .string): return "\"\(s)\""
        case let .scalar(s, .null): return s.isEmpty ? "nothing" : s
        case let .scalar(s, _): return s
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}
