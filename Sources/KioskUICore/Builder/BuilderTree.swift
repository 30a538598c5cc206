/// Turns a screen description into the `ScreenNode` tree a screen file is parsed into, so the one
/// `ScreenDecoder` checks and builds both.
///
/// A `ScreenNode` carries line numbers; here every mapping gets a line of its own, counted in tree
/// order, and `source(ofLine:)` says which Swift line wrote it. Decoder issues (sorted by line, so in
/// tree order) are turned back into Swift locations by `issues(_:)`.
@MainActor
struct BuilderTree {
    /// The Swift location of each counted line (line n is `sources[n - 1]`).
    private(set) var sources: [BuilderSource] = []
    /// The hooks of the description's widgets, in tree order, with the id each widget has (nil:
    /// none, a mistake `KUI.App` reports).
    private(set) var hooks: [AttachedHook] = []

    /// The screen node for a mapping, counting its line.
    mutating func node(_ mapping: BuilderMapping) -> ScreenNode {
        sources.append(mapping.source)
        if !mapping.hooks.isEmpty {
            let id = mapping.fields.first { $0.key == ScreenFields.id.name }.flatMap { f -> String? in
                if case let .text(s) = f.value { return s }
                return nil
            }
            hooks += mapping.hooks.map { AttachedHook(id: id, hook: $0, source: mapping.source) }
        }
        let line = sources.count
        let entries = mapping.fields.map { ScreenNode.Entry(key: $0.key, line: line, value: node($0.value, line: line)) }
        return ScreenNode(value: .mapping(entries), line: line)
    }

    /// A value, on the line of the mapping that holds it (lists and scalars have no line of their own).
    private mutating func node(_ value: BuilderValue, line: Int) -> ScreenNode {
        switch value {
        case let .text(s): return ScreenNode(value: .scalar(s, .string), line: line)
        case let .number(n): return ScreenNode(value: .scalar(n.isFinite ? JSONValue.format(n) : "\(n)", .number), line: line)
        case let .bool(b): return ScreenNode(value: .scalar(b ? "true" : "false", .bool), line: line)
        case let .list(items): return ScreenNode(value: .sequence(items.map { node($0, line: line) }), line: line)
        case let .mapping(m): return node(m)
        case let .live(v): return node(v.builderValue, line: line)
        }
    }

    /// Where a counted line was written in Swift.
    func source(ofLine line: Int) -> BuilderSource {
        sources.indices.contains(line - 1) ? sources[line - 1] : sources.first ?? BuilderSource(file: "?", line: 0)
    }

    /// The decoder's issues at their Swift locations. Messages that name another line ("the widget
    /// on line 7") name the Swift line instead, with its file when that differs. An issue in a
    /// translation table (a translated `{ID}` that names no control) is at that table.
    func issues(_ issues: [ScreenIssue]) -> [KUI.App.ValidationError.Issue] {
        let described = sources.first?.file
        return issues.map { i in
            guard i.file == described else { return KUI.App.ValidationError.Issue(file: i.file, line: i.line, field: i.field, message: i.message) }
            let at = source(ofLine: i.line)
            return KUI.App.ValidationError.Issue(file: at.file, line: at.line, field: i.field,
                                          message: relined(i.message, from: at.file))
        }
    }

    /// `message` with every "line N" (a counted line) rewritten as the Swift line.
    private func relined(_ message: String, from file: String) -> String {
        var out = ""
        var rest = Substring(message)
        while let r = rest.firstRange(of: "line ") {
            out += rest[..<r.upperBound]
            rest = rest[r.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let n = Int(digits) else { continue }
            let at = source(ofLine: n)
            out += at.file == file ? "\(at.line)" : "\(at.line) of \(at.file)"
            rest = rest.dropFirst(digits.count)
        }
        return out + rest
    }
}

/// A hook and the id of the widget it belongs to.
struct AttachedHook {
    let id: String?
    let hook: BuilderHook
    /// Where the widget was written.
    let source: BuilderSource
}
