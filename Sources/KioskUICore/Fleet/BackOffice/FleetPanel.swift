/// One panel as the back office sees it through the broker's retained messages: its status
/// (`P/<panel>/status`: presence, versions, screen, groups) and its last telemetry
/// (`P/<panel>/telemetry`). The id is the topic's, never the payload's (a broker's ACL confines a
/// panel to its own topics, not what it writes in them).
struct FleetPanel: Equatable, Sendable {
    var id: String
    /// From the status: true online, false offline (its will or a clean stop), nil when there is
    /// no readable status (telemetry alone, or a status that is not the contract's JSON).
    var online: Bool?
    /// The kiosk's version.
    var version: String?
    /// The content bundle's version; nil for none.
    var bundle: String?
    var screen: String?
    var groups: [String] = []
    /// When the status was published (ISO 8601 UTC, as the panel wrote it).
    var since: String?
    /// Why an offline panel is offline ("connection lost", "stopped").
    var reason: String?
    /// The last telemetry's time (ISO 8601 UTC).
    var telemetryTime: String?
    /// Why the status could not be read, for the table's state column.
    var problem: String?

    init(id: String) { self.id = id }

    /// When the panel was last heard of: its telemetry's time, else its status's `since`.
    var lastSeen: String? { telemetryTime ?? since }

    /// Takes a status payload: every field the contract names is read again, so an offline
    /// status (the will: no `version`, `screen` or `since`) does not keep the online one's screen,
    /// but keeps its versions (what ran last) when it names none.
    mutating func takeStatus(_ payload: [UInt8]) {
        guard let object = FleetPanel.object(payload) else {
            online = nil
            problem = payload.isEmpty ? "status removed" : "status is not a JSON object"
            return
        }
        problem = nil
        online = object["online"]?.boolValue
        if online == nil { problem = "status has no online: true or false" }
        if let v = object["version"]?.stringValue { version = v }
        if let b = object["bundle"] { bundle = b.stringValue ?? (b == .null ? nil : bundle) }
        screen = object["screen"]?.stringValue
        if let g = object["groups"]?.arrayValue { groups = g.compactMap(\.stringValue) }
        since = object["since"]?.stringValue ?? since
        reason = online == false ? object["reason"]?.stringValue : nil
    }

    /// Takes a telemetry payload: its time.
    mutating func takeTelemetry(_ payload: [UInt8]) {
        guard let object = FleetPanel.object(payload) else { return }
        telemetryTime = object["time"]?.stringValue ?? telemetryTime
    }

    /// The payload as a JSON object, or nil (not UTF-8, not JSON, not an object; empty: a
    /// retained message removed).
    static func object(_ payload: [UInt8]) -> JSONValue? {
        guard !payload.isEmpty, let text = String(validating: payload, as: UTF8.self),
              let value = try? JSONParser.parse(text), case .object = value else { return nil }
        return value
    }
}
