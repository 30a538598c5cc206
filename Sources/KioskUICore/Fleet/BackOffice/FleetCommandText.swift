/// The command `kiosk fleet send` publishes: the text given on its command line must be one JSON
/// object (the control socket's command lines, docs/scripting.md); it is sent as one compact line
/// (a payload with a line break would be two commands to a panel that reads lines).
enum FleetCommandText {
    /// The most bytes a command may take: a panel's command line limit.
    static let maxBytes = CommandInput.maxLineBytes

    /// The one-line command `text` is, or why it is none, with the fix.
    static func check(_ text: String) -> Result<String, MQTTSettingError> {
        let example = #"e.g. kiosk fleet send '{"show":"home"}' --all"#
        func refuse(_ why: String) -> Result<String, MQTTSettingError> {
            .failure(MQTTSettingError("the command \(why); give one JSON object in single quotes, \(example)"))
        }
        guard text.utf8.count <= maxBytes else { return refuse("is \(text.utf8.count) bytes, more than a panel takes (\(maxBytes))") }
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch let e as JSONParser.Failure {
            return refuse("is not JSON (\(e.description))")
        } catch {
            return refuse("is not JSON (\(error))")
        }
        switch value {
        case .object(let fields) where fields.isEmpty: return refuse("is an empty object")
        case .object: return .success(value.serialized)
        case .array: return refuse("is a JSON array, not an object (send each command on its own)")
        default: return refuse("is a JSON \(kind(of: value)), not an object")
        }
    }

    private static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "true or false"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
