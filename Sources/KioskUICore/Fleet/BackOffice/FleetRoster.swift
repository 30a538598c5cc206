/// The panels the retained statuses and telemetry of a fleet describe, gathered message by
/// message (`take`) and listed by id (`panels`), never in the order a dictionary keeps them.
struct FleetRoster: Equatable, Sendable {
    /// The topics' prefix (`--mqtt-prefix`).
    var prefix: String
    private var byID: [String: FleetPanel] = [:]

    init(prefix: String) { self.prefix = prefix }

    /// The topics that fill it.
    var subscriptions: [String] { ["\(prefix)/+/status", "\(prefix)/+/telemetry"] }

    /// The panels, sorted by id (byte order: `p10` after `p1`, before `p2`).
    var panels: [FleetPanel] { byID.values.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) } }

    /// The panel `id`, if a message named it.
    func panel(_ id: String) -> FleetPanel? { byID[id] }

    /// What kind of panel topic `topic` is ("status", "telemetry", "events", …) and the panel's id,
    /// or nil for a topic outside `P/<panel>/<kind>` or an id no panel may have.
    func panelTopic(_ topic: String) -> (panel: String, kind: String)? {
        guard topic.hasPrefix(prefix + "/") else { return nil }
        let parts = topic.dropFirst(prefix.count + 1).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, FleetTopics.problem(with: String(parts[0]), as: "--panel") == nil else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// Takes one message; true when it was a status or telemetry of a panel.
    @discardableResult
    mutating func take(_ message: MQTTMessage) -> Bool {
        guard let (id, kind) = panelTopic(message.topic), kind == "status" || kind == "telemetry" else { return false }
        var panel = byID[id] ?? FleetPanel(id: id)
        if kind == "status" { panel.takeStatus(message.payload) } else { panel.takeTelemetry(message.payload) }
        byID[id] = panel
        return true
    }
}
