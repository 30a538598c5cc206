/// A screen file's content as a plain tree with the line of every value: the one shape YAML and
/// JSON files both become, so the rest of `Screen/` never sees the parser.
///
/// Scalars keep their text and say what they look like under YAML 1.2's core rules (unquoted
/// `true`/`false` are booleans, unquoted numbers are numbers, `null`, `~` and nothing are null,
/// anything quoted is a string), so `title: 2024` can still be read as the text "2024" while
/// `spacing: "12"` is refused where a number is wanted.
struct ScreenNode: Sendable {
    /// What a scalar looks like.
    enum ScalarKind: Equatable, Sendable {
        case string, number, bool, null
    }

    /// One `key: value` of a mapping, with the key's line.
    struct Entry: Sendable {
        var key: String
        var line: Int
        var value: ScreenNode
    }

    enum Value: Sendable {
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

    /// Refuses more nesting than `ScreenLimits.maxDepth` and more values than
    /// `ScreenLimits.maxValues` once aliases are expanded (they can repeat a subtree exponentially
    /// often), with a `ScreenError` naming `file` and the line. Walks depth first, keys not counted.
    func checkLimits(file: String) throws {
        var count = 0
        try checkLimits(file: file, depth: 1, count: &count, key: nil)
    }

    /// `key`: the field the value is in (a list's items are in their list's), for messages.
    private func checkLimits(file: String, depth: Int, count: inout Int, key: String?) throws {
        count += 1
        if count > ScreenLimits.maxValues {
            throw ScreenError(issues: [ScreenIssue(file: file, line: line, field: "file",
                message: "holds more than \(ScreenLimits.maxValues) values (counting every repeat of an alias *name); a screen needs far fewer, check for aliases that repeat themselves")])
        }
        switch value {
        case let .scalar(text, _):
            if let n = ScreenLimits.overlongLength(text) {
                throw ScreenError(issues: [ScreenIssue(file: file, line: line, field: key ?? "file",
                    message: "is a text of \(n) characters; a text in a screen file is at most \(ScreenLimits.maxTextLength) characters (a label of 10,000 fills a panel several times over): shorten it, or split it over several labels")])
            }
        case let .mapping(entries):
            try tooDeep(file: file, depth: depth)
            for e in entries { try e.value.checkLimits(file: file, depth: depth + 1, count: &count, key: e.key) }
        case let .sequence(items):
            try tooDeep(file: file, depth: depth)
            for item in items { try item.checkLimits(file: file, depth: depth + 1, count: &count, key: key) }
        }
    }

    private func tooDeep(file: String, depth: Int) throws {
        if depth > ScreenLimits.maxDepth {
            throw ScreenError(issues: [ScreenIssue(file: file, line: line, field: "file",
                message: "nests deeper than \(ScreenLimits.maxDepth) levels here; a screen needs far fewer (the demo nests 19)")])
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
        case let .scalar(s, .string): return "\"\(ScreenLimits.shortened(s))\""
        case let .scalar(s, .null): return s.isEmpty ? "nothing" : s
        case let .scalar(s, _): return ScreenLimits.shortened(s)
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}
