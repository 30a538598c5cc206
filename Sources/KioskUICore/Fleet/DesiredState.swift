/// What the back office wants a panel to show, from the retained messages on its `state` topics:
/// every panel's (`all`), each of its groups' (in the order `--group` gave them) and its own, each
/// a JSON object
///
///     {"values": {"price": {"text": "€2.50"}, "volume": 3}, "language": "de", "theme": "dark", "screen": "home"}
///
/// merged so that the panel's own beats its groups', a later group beats an earlier one, and any
/// group beats `all`, key by key (a value by its id). A value is a control's value (`set … value`)
/// or an object of `set` fields (`{"text": "€2.50"}`, `{"hidden": true}`).
///
/// The merge is a pure function of the messages; the panel turns what it gives into command lines
/// (`lines(previous:current:)`), which go through the same checks as any command.
struct DesiredState: Equatable {
    var values: [(id: String, value: JSONValue)] = []
    var language: String?
    var theme: String?
    var screen: String?

    static func == (a: DesiredState, b: DesiredState) -> Bool {
        a.language == b.language && a.theme == b.theme && a.screen == b.screen
            && a.values.count == b.values.count && zip(a.values, b.values).allSatisfy { $0.id == $1.id && $0.value == $1.value }
    }

    /// The most bytes one state message may hold.
    static let maxBytes = 1 << 20

    /// The merged state of `messages` (each scope's newest payload; an empty one is a cleared
    /// retained message), in the order `topics.scopes` ranks them, and what was wrong with any
    /// (named by its topic; the rest still counts).
    static func merge(_ messages: [(FleetTopics.Source.Scope, [UInt8])], topics: FleetTopics) -> (state: DesiredState, problems: [String]) {
        var out = DesiredState()
        var problems: [String] = []
        // Where each id is in `out.values` (which keeps the order): a search of the list for each
        // value would take seconds for 10,000 of them.
        var index: [String: Int] = [:]
        for scope in topics.scopes {
            guard let payload = messages.first(where: { $0.0 == scope })?.1, !payload.isEmpty else { continue }
            let topic = topics.topic("state", scope)
            guard payload.count <= maxBytes else {
                problems.append("\(topic): the desired state is \(payload.count) bytes, over the limit of \(maxBytes); it was not applied. Keep large data out of the state (send a list's items as a command)")
                continue
            }
            let example = "Publish e.g. {\"values\":{\"price\":{\"text\":\"2.50\"}},\"language\":\"de\"}"
            guard let text = String(validating: payload, as: UTF8.self) else {
                problems.append("\(topic): the desired state is not UTF-8 text; it was not applied. \(example)")
                continue
            }
            let json: JSONValue
            do {
                json = try JSONParser.parse(text)
            } catch {
                // Where the JSON goes wrong (or a cap it passes, such as 1,000 values in one object).
                problems.append("\(topic): the desired state is not JSON (\(error)); it was not applied. \(example)")
                continue
            }
            guard case let .object(fields) = json else {
                problems.append("\(topic): the desired state is not a JSON object; it was not applied. \(example)")
                continue
            }
            for (key, v) in fields {
                switch (key, v) {
                case ("values", .object(let pairs)):
                    for (id, value) in pairs {
                        if let i = index[id] { out.values[i].value = value } else { index[id] = out.values.count; out.values.append((id, value)) }
                    }
                case ("language", .string(let s)): out.language = s
                case ("theme", .string(let s)): out.theme = s
                case ("screen", .string(let s)): out.screen = s
                default:
                    problems.append("\(topic): \"\(key)\" is not a field of the desired state or has the wrong type; the state takes values (an object by id), language, theme and screen (strings)")
                }
            }
        }
        if out.values.count > StateLimits.maxEntries {
            problems.append("the desired state names \(out.values.count) values, over the limit of \(StateLimits.maxEntries); the first \(StateLimits.maxEntries) are applied")
            out.values.removeLast(out.values.count - StateLimits.maxEntries)
        }
        return (out, problems)
    }

    /// The command lines that bring the panel to this state: for each value, a `set` unless
    /// `current(id)` already holds it (so applying the same state twice changes nothing); the
    /// language, theme and screen when they differ from `previous` (what was applied last: the
    /// customer's own choice of a screen or a language since is left alone until the back
    /// office changes its mind).
    func lines(previous: DesiredState?, current: (String) -> JSONValue?) -> [String] {
        var out: [String] = []
        if let l = language, l != previous?.language { out.append(JSONValue.object([("set", .object([("language", .string(l))]))]).serialized) }
        if let t = theme, t != previous?.theme { out.append(JSONValue.object([("theme", .string(t))]).serialized) }
        var before: [String: JSONValue] = [:]
        for (id, value) in previous?.values ?? [] { before[id] = value }
        for (id, value) in values {
            if case .object(let fields) = value {
                if before[id] == value { continue }
                // A `set` changes one field: a line for each.
                for field in fields { out.append(JSONValue.object([("set", .object([("id", .string(id)), field]))]).serialized) }
            } else if current(id) != value {
                out.append(JSONValue.object([("set", .object([("id", .string(id)), ("value", value)]))]).serialized)
            }
        }
        if let s = screen, s != previous?.screen { out.append(JSONValue.object([("show", .string(s))]).serialized) }
        return out
    }
}
