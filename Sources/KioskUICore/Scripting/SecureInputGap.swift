/// Where a recording left out what went into a secure text field (`SecureInputFilter`): the line
/// `{"at":5120,"withheld":{"id":"pin","length":4}}` stands in its place and gives only how many
/// characters the field held after it. A replay says so when it reaches the line (on stderr and
/// as a `warning` event) and goes on without them: nothing is typed for it.
struct SecureInputGap: Equatable, Sendable {
    /// The field's id; nil for a field without one.
    var id: String?
    /// The characters the field held after the last input left out.
    var length: Int

    /// The recording's line at `atMs`.
    func line(atMs: Double) -> String {
        var fields: [(String, JSONValue)] = id.map { [("id", .string($0))] } ?? []
        fields.append(("length", .number(Double(length))))
        return JSONValue.object([("at", .number(atMs)), ("withheld", .object(fields))]).serialized
    }

    /// What a replay says when it reaches the line (`place`: "FILE:LINE").
    func replayMessage(at place: String) -> String {
        let field = id.map { "\"\($0)\"" } ?? "a secure field"
        let held = length == 1 ? "1 character" : "\(length) characters"
        return "\(place): secure input withheld: what went into \(field) here (it then held \(held)) is not in the recording, which never keeps a secure field's input; the replay goes on without it: enter it again (a \"type\" line here) to replay past this point"
    }

    /// `"withheld":{"id":"pin","length":4}`, a replay script's line only: a command cannot stand
    /// for input that was left out.
    static func parse(_ v: JSONValue?, form: Script.LineForm) throws -> SecureInputGap {
        let shape = #"{"withheld":{"id":"pin","length":4}}"#
        guard form == .script else {
            throw ScriptError.message("\"withheld\" marks where a recording left out a secure field's input; it is a replay script's line, not a command")
        }
        guard case let .object(pairs)? = v else {
            throw ScriptError.message("\"withheld\" must be an object like \(shape)")
        }
        if let unknown = pairs.first(where: { $0.0 != "id" && $0.0 != "length" }) {
            throw ScriptError.message("unknown field \"\(unknown.0)\" in \"withheld\"; it takes \"id\" and \"length\": \(shape)")
        }
        guard let n = v?["length"]?.doubleValue, n >= 0, n <= 1_000_000, n == n.rounded() else {
            throw ScriptError.message("\"withheld\" needs \"length\", the characters the field held, a whole number 0…1000000: \(shape)")
        }
        var id: String?
        if let given = v?["id"] {
            guard let s = given.stringValue, !s.isEmpty else { throw ScriptError.message("\"withheld\": \"id\" must be the field's id as text: \(shape)") }
            id = s
        }
        return SecureInputGap(id: id, length: Int(n))
    }
}
