/// Typed, checked access to one mapping of a screen file: a widget, a page, the theme.
///
/// `check(allowed:)` reports unknown and repeated fields; each reader reports a wrong type or an
/// out-of-range value with what is allowed and returns nil, so the caller falls back to its
/// default and decoding goes on.
@MainActor
struct ScreenObject {
    let node: ScreenNode
    let entries: [ScreenNode.Entry]
    /// What this mapping is, for messages: "a button", "the theme".
    let what: String
    let decoder: ScreenDecoder

    /// Nil (after reporting) when `node` is not a mapping.
    init?(_ node: ScreenNode, what: String, field: String, decoder: ScreenDecoder, example: String) {
        guard let e = node.entries else {
            decoder.report(node.line, field, "must be a mapping (\(what)), found \(node.shown); e.g. \(example)")
            return nil
        }
        self.node = node
        self.entries = e
        self.what = what
        self.decoder = decoder
    }

    var line: Int { node.line }

    /// Reports fields that are not in `allowed` and fields given twice.
    func check(allowed fields: [any ScreenFieldInfo]) {
        let allowed = fields.map(\.name)
        var seen: [String: Int] = [:]
        for e in entries {
            if let first = seen[e.key] {
                decoder.report(e.line, ScreenLimits.shortened(e.key), "given twice in \(what) (first on line \(first)); keep one")
                continue
            }
            seen[e.key] = e.line
            if !allowed.contains(e.key) {
                let hint = ScreenObject.closest(to: e.key, in: allowed).map { " (did you mean \"\($0)\"?)" } ?? ""
                decoder.report(e.line, ScreenLimits.shortened(e.key), "unknown field in \(what)\(hint); allowed: \(ScreenDecoder.list(allowed))")
            }
        }
    }

    /// The value of a field, if present.
    subscript(key: String) -> ScreenNode? { entries.first { $0.key == key }?.value }

    /// The node of a field the caller builds further (children, content, options, pages), if present.
    subscript(field: ScreenField<ScreenNode?>) -> ScreenNode? { self[field.name] }

    /// The line of a field, or of this mapping when the field is left out.
    func line(of field: any ScreenFieldInfo) -> Int { self[field.name]?.line ?? line }

    // MARK: Readers

    // Each reports a wrong type or an out-of-range value with what the declaration allows, and a
    // missing required field with `what` needs it; then it returns the declared fallback.

    func read(_ f: ScreenField<String?>) -> String? { string(f.name, required: f.required, example: f.kind.example) }

    func read(_ f: ScreenField<Double>) -> Double { number(f.name, in: f.kind.numberRange) ?? f.fallback }

    func read(_ f: ScreenField<Double?>) -> Double? { number(f.name, in: f.kind.numberRange, required: f.required) }

    func read(_ f: ScreenField<Int>) -> Int { int(f.name, in: f.kind.wholeNumberRange) ?? f.fallback }

    func read(_ f: ScreenField<Int?>) -> Int? { int(f.name, in: f.kind.wholeNumberRange) }

    func read(_ f: ScreenField<Bool>) -> Bool { bool(f.name) ?? f.fallback }

    func read(_ f: ScreenField<Bool?>) -> Bool? { bool(f.name) }

    func read(_ f: ScreenField<Color?>) -> Color? { color(f.name) }

    func read(_ f: ScreenField<Insets>) -> Insets { insets(f.name) ?? f.fallback }

    func read(_ f: ScreenField<Insets?>) -> Insets? { insets(f.name) }

    /// The value the word in the file stands for, or the default's.
    func read<T>(_ f: ScreenChoiceField<T>) -> T {
        choice(f.name, f.choices.map(\.word)).flatMap(f.value(of:)) ?? f.value(of: f.fallback)!
    }

    /// Text (any non-null scalar). `required` reports a missing field with `example`.
    private func string(_ key: String, required: Bool, example: String) -> String? {
        guard let n = self[key] else {
            if required { decoder.report(line, key, "missing; \(what) needs \(key), e.g. \(key): \(example)") }
            return nil
        }
        guard let s = n.text else {
            decoder.report(n.line, key, "must be text, found \(n.shown); e.g. \(key): \(example.isEmpty ? "Hello" : example)")
            return nil
        }
        return s
    }

    private func number(_ key: String, in range: ClosedRange<Double>, required: Bool = false) -> Double? {
        guard let n = self[key] else {
            if required { decoder.report(line, key, "missing; \(what) needs \(key), a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))") }
            return nil
        }
        guard let v = n.number, range.contains(v) else {
            decoder.report(n.line, key, "must be a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound)), found \(n.shown)")
            return nil
        }
        return v
    }

    private func int(_ key: String, in range: ClosedRange<Int>) -> Int? {
        guard let n = self[key] else { return nil }
        guard let v = n.number, v == v.rounded(), v >= Double(range.lowerBound), v <= Double(range.upperBound) else {
            decoder.report(n.line, key, "must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(n.shown)")
            return nil
        }
        return Int(v)
    }

    private func bool(_ key: String) -> Bool? {
        guard let n = self[key] else { return nil }
        guard let b = n.bool else {
            // YAML 1.1 loaders (PyYAML, many editors' tools) read these words as booleans; a screen
            // file is YAML 1.2, where they are text. Said once here, so both agree on the fix.
            let yaml11 = ["yes", "no", "on", "off", "y", "n"].contains(n.text?.lowercased() ?? "")
            let hint = yaml11 ? "; screen files are YAML 1.2, where \(n.shown) is text (YAML 1.1 read it as a boolean): write \(["yes", "on", "y"].contains(n.text!.lowercased()) ? "true" : "false")" : ""
            decoder.report(n.line, key, "must be true or false, found \(n.shown)\(hint)")
            return nil
        }
        return b
    }

    /// One of `choices` (exact spelling).
    private func choice(_ key: String, _ choices: [String]) -> String? {
        guard let n = self[key] else { return nil }
        guard let s = n.text, choices.contains(s) else {
            decoder.report(n.line, key, "must be one of \(ScreenDecoder.list(choices)), found \(n.shown)")
            return nil
        }
        return s
    }

    /// A colour written "#RRGGBB" or "#RRGGBBAA".
    private func color(_ key: String) -> Color? {
        guard let n = self[key] else { return nil }
        guard let s = n.text, s.hasPrefix("#"), let c = Color(hexString: s) else {
            decoder.report(n.line, key, "must be a colour written \"#RRGGBB\" or \"#RRGGBBAA\" (quoted in YAML: # starts a comment), found \(n.shown)")
            return nil
        }
        return c
    }

    /// Insets: one number for every side, [vertical, horizontal], or [top, right, bottom, left].
    private func insets(_ key: String) -> Insets? {
        guard let n = self[key] else { return nil }
        let limit = ScreenFieldKind.insetsRange
        if let v = n.number, limit.contains(v) { return Insets(all: v) }
        if let items = n.items {
            let vs = items.compactMap(\.number).filter { limit.contains($0) }
            if vs.count == items.count {
                if vs.count == 2 { return Insets(horizontal: vs[1], vertical: vs[0]) }
                if vs.count == 4 { return Insets(top: vs[0], left: vs[3], bottom: vs[2], right: vs[1]) }
            }
        }
        decoder.report(n.line, key, "must be pixels \(JSONValue.format(limit.lowerBound))…\(JSONValue.format(limit.upperBound)): one number for every side, [vertical, horizontal] or [top, right, bottom, left]; found \(n.shown)")
        return nil
    }

    /// The nearest allowed name within two edits, for "did you mean" (none for words much
    /// longer than any name: the edit distance costs the product of the lengths).
    static func closest(to word: String, in names: [String]) -> String? {
        guard word.count <= 64 else { return nil }
        let scored = names.map { ($0, EditDistance.between(word.lowercased(), $0.lowercased())) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }
}
