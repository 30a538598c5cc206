/// The one place an event becomes text: its name and field names as scripts, tests and operators
/// read them (docs/scripting.md), in a fixed order, so the same run writes the same bytes.
extension KioskEvent {
    /// `{"at":ms,"event":name,"id":id, …fields,"ref":ref}`; `at` in whole milliseconds, no `id`
    /// when nil, `ref` only on an answer to a request that gave one.
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("at", .number(at.rounded())), ("event", .string(kind.name))]
        if let id { pairs.append(("id", .string(id))) }
        pairs += kind.fields
        if let ref = reply?.ref { pairs.append(("ref", ref)) }
        return .object(pairs)
    }
}

extension KioskEvent.Kind {
    /// The event's name in JSON (`"event":…`): "tap", "change", "screen" … (`EventKind`'s raw value).
    public var name: String { eventKind.rawValue }

    /// The fields after `at`, `event` and `id`, in the order they are written.
    var fields: [(String, JSONValue)] {
        switch self {
        case let .ready(size, driver): return [("size", JSONValue(size)), ("driver", .string(driver))]
        case let .tap(title): return [("title", .string(title))]
        case let .change(.option(index, value)): return [("index", .number(Double(index))), ("value", .string(value))]
        case let .change(.number(value)): return [("value", .number(value))]
        case let .change(.flag(on)): return [("value", .bool(on))]
        case let .change(.text(text)), let .submit(text):
            // A secure field's text is left out: only that there was one.
            return text.map { [("value", .string($0))] } ?? [("secure", true)]
        case let .compact(compact): return [("compact", .bool(compact))]
        case let .menu(open): return [("open", .bool(open))]
        case let .appear(page, index), let .disappear(page, index):
            return [("page", .string(page)), ("index", .number(Double(index)))]
        case let .dialog(button, index): return [("button", .string(button)), ("index", .number(Double(index)))]
        case let .tick(value, steps): return [("value", .number(value)), ("steps", .number(Double(steps)))]
        case let .warning(message), let .error(message): return [("message", .string(message))]
        case let .screenshot(path): return [("path", .string(path))]
        case let .layout(answer):
            guard case let .object(pairs) = answer else { return [] }
            return pairs
        case let .screen(name, from): return [("screen", .string(name)), ("from", .string(from))]
        case .idle: return []
        case let .display(state, reason): return [("state", .string(state.rawValue)), ("reason", .string(reason.rawValue))]
        case let .speech(text): return [("text", .string(text))]
        case let .textSize(scale): return [("fontScale", .number(scale))]
        case let .theme(word): return [("theme", .string(word))]
        case let .language(code): return [("language", .string(code.rawValue)), ("direction", .string(code.isRightToLeft ? "rtl" : "ltr"))]
        case let .key(name): return name.map { [("key", .string($0))] } ?? []
        case .focus: return []
        case let .invalid(message): return [("message", .string(message))]
        case let .select(item, selected, selection):
            return [("item", .string(item)), ("selected", .bool(selected)), ("selection", .array(selection.map(JSONValue.string)))]
        case let .itemTap(title, item, button):
            return [("title", .string(title)), ("item", .string(item))] + (button.map { [("button", JSONValue.string($0))] } ?? [])
        case let .itemMenu(item, choice, index):
            return [("item", .string(item)), ("choice", .string(choice)), ("index", .number(Double(index)))]
        }
    }
}
