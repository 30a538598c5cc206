/// The lines that drive the application model rather than the input: `set` (a value, a text, a
/// button's `enabled`, a widget's `hidden`, a picker's `options`; or the language, with no id),
/// `show` (a screen), `reset` and `dialog`. Each is a command on stdin, `--commands` or the control socket, and a replay
/// line with `at` (docs/scripting.md, "Commands").
extension Script {
    /// `{"id":"ID","FIELD":V}` with exactly one of `SetField.names`.
    static func setLine(_ v: JSONValue?) throws -> ScriptAction {
        let allowed = SetField.names.map { "\"\($0)\"" }.joined(separator: ", ")
        let shape = "{\"id\":\"ID\",\"value\":V}, or \"text\", \"enabled\", \"hidden\" or \"options\" instead of \"value\""
        guard let v, case let .object(pairs) = v else {
            throw ScriptError.message("\"set\" must be \(shape)")
        }
        if v["language"] != nil { return try languageLine(pairs) }
        guard let id = v["id"]?.stringValue, !id.isEmpty else {
            throw ScriptError.message("\"set\" needs \"id\", the widget's id as text: \(shape)")
        }
        let fields = pairs.map(\.0).filter { $0 != "id" }
        if let unknown = fields.first(where: { !SetField.names.contains($0) }) {
            throw ScriptError.message("unknown field \"\(unknown)\" in \"set\"; besides \"id\" it takes one of \(allowed)")
        }
        guard fields.count == 1, let name = fields.first, let value = v[name] else {
            let found = fields.isEmpty ? "none" : fields.map { "\"\($0)\"" }.joined(separator: " and ")
            throw ScriptError.message("\"set\" changes exactly one of \(allowed) besides \"id\"; found \(found)")
        }
        return .set(id: id, try setField(name, value))
    }

    /// `{"language":"de"}`: the language is the whole screen's, so it has no id.
    private static func languageLine(_ pairs: [(String, JSONValue)]) throws -> ScriptAction {
        let shape = "{\"set\":{\"language\":\"de\"}}"
        guard pairs.count == 1 else {
            throw ScriptError.message("a \"set\" of \"language\" has nothing else (no \"id\": the language is the whole screen's): \(shape)")
        }
        guard let code = pairs[0].1.stringValue, LanguageCode(code) != nil else {
            throw ScriptError.message("\"language\" must be a language code as text, e.g. \(shape)")
        }
        return .language(code)
    }

    private static func setField(_ name: String, _ value: JSONValue) throws -> SetField {
        switch name {
        case "value":
            return .value(value)
        case "text":
            guard let s = value.stringValue else { throw ScriptError.message("\"text\" must be text, e.g. \"text\":\"€2.50\"") }
            return .text(try limited(s, "\"text\""))
        case "enabled", "hidden":
            guard let b = value.boolValue else { throw ScriptError.message("\"\(name)\" must be true or false") }
            return name == "enabled" ? .enabled(b) : .hidden(b)
        default:
            // A kind's own field (a picker's `options`): its kind reads it. `setLine` took only names
            // of `SetField.names`.
            guard let kind = SetField.owned.first(where: { $0.name == name })?.kind else {
                throw ScriptError.message("unknown field \"\(name)\" in \"set\"")
            }
            return try kind.setField(name, value)
        }
    }

    /// A non-empty list of different, non-empty texts (a picker's options, a dialog's buttons).
    static func texts(_ value: JSONValue, field: String, example: String) throws -> [String] {
        let shape = "\"\(field)\" must be a list of at least one text, all different and none empty, e.g. \"\(field)\":\(example)"
        guard let items = value.arrayValue, !items.isEmpty else { throw ScriptError.message(shape) }
        var out: [String] = []
        for item in items {
            guard let s = item.stringValue, !s.isEmpty, !out.contains(s) else { throw ScriptError.message(shape) }
            out.append(try limited(s, "a text of \"\(field)\""))
        }
        return out
    }

    /// `text`, or the refusal of one longer than a screen file's texts may be
    /// (`ScreenLimits.maxTextLength`): a text a command sets is measured, drawn and answered in
    /// every `layout` as the file's are. `what` names it in the message (`"text"`, a text of
    /// `"options"`, an item's field).
    static func limited(_ text: String, _ what: String) throws(ScriptError) -> String {
        guard let n = ScreenLimits.overlongLength(text) else { return text }
        throw ScriptError.message("\(what) is \(n) characters; a text set by a command is at most \(ScreenLimits.maxTextLength) characters, as in a screen file: shorten it (nothing was changed)")
    }

    /// `{"show":"NAME"}`.
    static func showLine(_ v: JSONValue?) throws -> ScriptAction {
        guard let name = v?.stringValue, !name.isEmpty else {
            throw ScriptError.message("\"show\" must name a screen, e.g. {\"show\":\"thanks\"}")
        }
        return .show(name)
    }

    /// `{"reset":true}`.
    static func resetLine(_ v: JSONValue?) throws -> ScriptAction {
        guard v?.boolValue == true else {
            throw ScriptError.message("\"reset\" must be true: {\"reset\":true} puts every control back as the screen file gives it")
        }
        return .reset
    }

    /// `{"dialog":{"id":ID,"title":T,"buttons":[…]}}` or `{"dialog":{"id":ID,"close":true}}`.
    static func dialogLine(_ v: JSONValue?) throws -> ScriptAction {
        let open = "{\"dialog\":{\"id\":\"pay-ok\",\"title\":\"Pay €2.50?\",\"buttons\":[\"Cancel\",\"Pay\"]}}"
        let close = "{\"dialog\":{\"id\":\"pay-ok\",\"close\":true}}"
        guard let v, case let .object(pairs) = v else {
            throw ScriptError.message("\"dialog\" must be an object: \(open) opens one, \(close) closes it")
        }
        guard let id = v["id"]?.stringValue, ScreenDecoder.isValidID(id) else {
            throw ScriptError.message("\"dialog\" needs \"id\": letters, digits, '-' and '_', e.g. \(open)")
        }
        let keys = pairs.map(\.0)
        if v["close"] != nil {
            guard v["close"]?.boolValue == true, keys.allSatisfy({ $0 == "id" || $0 == "close" }) else {
                throw ScriptError.message("a closing \"dialog\" has only \"id\" and \"close\":true: \(close)")
            }
            return .dialog(.close(id: id))
        }
        if let unknown = keys.first(where: { !["id", "title", "buttons"].contains($0) }) {
            throw ScriptError.message("unknown field \"\(unknown)\" in \"dialog\"; it takes \"id\", \"title\" and \"buttons\" (or \"id\" and \"close\":true)")
        }
        guard let title = v["title"]?.stringValue, !title.isEmpty else {
            throw ScriptError.message("\"dialog\" needs \"title\", the question it asks, as text: \(open)")
        }
        guard let buttons = v["buttons"] else {
            throw ScriptError.message("\"dialog\" needs \"buttons\", the answers (the first is also Escape's): \(open)")
        }
        return .dialog(.open(id: id, title: try limited(title, "\"title\""), buttons: try texts(buttons, field: "buttons", example: "[\"Cancel\",\"Pay\"]")))
    }
}
