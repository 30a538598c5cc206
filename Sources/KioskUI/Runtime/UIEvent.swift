/// Something the UI tells the outside world: a tap, a change, a page appearing … written as one
/// JSON line `{"at":ms,"event":name,"id":id, …fields}`.
struct UIEvent: Equatable, Sendable {
    /// Milliseconds on the frame clock.
    var at: Double
    var name: String
    var id: String?
    var fields: [(String, JSONValue)]

    static func == (a: UIEvent, b: UIEvent) -> Bool {
        a.at == b.at && a.name == b.name && a.id == b.id && JSONValue.object(a.fields) == JSONValue.object(b.fields)
    }

    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("at", .number(at.rounded())), ("event", .string(name))]
        if let id { pairs.append(("id", .string(id))) }
        pairs += fields
        return .object(pairs)
    }

    /// A field's value by name.
    subscript(field: String) -> JSONValue? { fields.first { $0.0 == field }?.1 }
}
