/// What a text field is to scripts, the state file, speech and `set`: its text (never a secure
/// field's), its kind, the caret, and whether its hint shows.
extension TextField: QueryableWidget {
    var layoutState: [(String, JSONValue)] {
        var out: [(String, JSONValue)] = []
        // A secure field's text is in the field only: the query gives how many characters.
        if isSecure { out += [("secure", true), ("length", .number(Double(model.count)))] } else { out.append(("text", .string(text))) }
        out += [("input", .string(inputKind.rawValue)), ("caret", .number(Double(model.caret)))]
        if model.isAllSelected { out.append(("selected", true)) }
        if !placeholder.isEmpty { out.append(("placeholder", .string(placeholder))) }
        if cutText != nil { out.append(("truncated", true)) }
        if let n = model.maxLength { out.append(("maxLength", .number(Double(n)))) }
        if let p = pattern {
            out.append(("pattern", .string(p.source)))
            // Whether a secret fits its pattern is a clue to it: a secure field does not say.
            if !isSecure { out.append(("matches", .bool(p.matches(text)))) }
        }
        if showsHint { out.append(("hint", .string(patternHint))) }
        if !model.isEmpty { out.append(("clear", JSONValue(clearFrame))) }
        return out
    }
}

extension TextField: SettableWidget {
    /// Its text (`{"set":{"id":"plate","text":"AB 123"}}`), filtered by its kind like typing.
    var ownFields: [String] { ["text"] }
    func current(_ name: String) -> SetField? { name == "text" ? .text(text) : nil }
    func apply(_ field: SetField) { if case let .text(s) = field { setText(s) } }
}

extension TextField: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { isSecure ? .passwordField : .textField }
    var visibleName: String? { placeholder }
    var spokenValue: SpokenValue? {
        // The hint is said while it shows: after a refused submit (`invalid`), until the text matches.
        .textEntry(text: isSecure ? nil : text, count: model.count, hint: showsHint && !patternHint.isEmpty ? patternHint : nil)
    }
}

extension TextField {
    /// What the state file keeps: the text of a field that is not secure.
    var savedValue: JSONValue? { isSecure ? nil : .string(text) }
    /// What `{ID}` in another text shows: the text (dots for a secure field).
    var liveValueText: String { shownText }
}
