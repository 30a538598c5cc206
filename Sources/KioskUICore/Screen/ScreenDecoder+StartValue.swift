/// Where a control with a value starts: the entry its `selected` field names, or its saved value
/// (`--state`).
extension ScreenDecoder {
    /// The index the `selected` field names: an entry's text first (an option written 10 is
    /// selected by `selected: 10`), else a whole-number index; 0 when left out or wrong.
    func selected(_ o: ScreenObject, _ field: ScreenField<ScreenNode?>, names: [String], kind: String) -> Int {
        guard let n = o[field] else { return 0 }
        if let t = n.text, let i = names.firstIndex(of: t) { return i }
        if let v = n.number, let i = ValueDomain.titles(names).position(of: .number(v)) { return i }
        report(n.line, field.name, "must be one of the \(kind) (\(ScreenDecoder.quoted(names))) or an index 0…\(names.count - 1), found \(n.shown)")
        return 0
    }

    /// Where a control with a value starts: at its saved value (`--state`) when that names a
    /// position of `domain`, the way `set` reads a value, else at `fromFile`.
    func start(_ id: String?, in domain: ValueDomain, fromFile: Int) -> Int {
        guard let id, let saved = initialValue(for: id) else { return fromFile }
        if let p = domain.position(of: saved) {
            fileValues[id] = fromFile   // where a reset takes it
            return p
        }
        rejectInitialValue(id: id, "\(ScreenLimits.shortened(saved.serialized)) is not \(domain.accepted)")
        return fromFile
    }
}
