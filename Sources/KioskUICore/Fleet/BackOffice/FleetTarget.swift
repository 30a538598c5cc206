/// Which panels a back-office command is for: one panel (`--panel P`), a group (`--group G`) or
/// every panel (`--all`); the topic it is published on, and which panels of a roster it reaches.
enum FleetTarget: Equatable, Sendable, CustomStringConvertible {
    case panel(String)
    case group(String)
    case all

    /// The one target the three options name, or why they name none (none given, more than one,
    /// an id a topic cannot hold).
    static func from(panel: String?, group: String?, all: Bool) -> Result<FleetTarget, MQTTSettingError> {
        let given = (panel != nil ? 1 : 0) + (group != nil ? 1 : 0) + (all ? 1 : 0)
        guard given == 1 else {
            return .failure(MQTTSettingError(given == 0
                ? "say which panels: --panel ID, --group NAME or --all"
                : "give one of --panel, --group and --all, not \(given) of them"))
        }
        if let panel {
            if let why = FleetTopics.problem(with: panel, as: "--panel") { return .failure(MQTTSettingError(why)) }
            return .success(.panel(panel))
        }
        if let group {
            if let why = FleetTopics.problem(with: group, as: "--group") { return .failure(MQTTSettingError(why)) }
            return .success(.group(group))
        }
        return .success(.all)
    }

    var description: String {
        switch self {
        case .panel(let p): "panel \(p)"
        case .group(let g): "group \(g)"
        case .all: "every panel"
        }
    }

    /// The topic of `kind` ("cmd", "bundle", "state") the target's panels listen on.
    func topic(_ kind: String, prefix: String) -> String {
        switch self {
        case .panel(let p): FleetTopics(prefix: prefix, panel: p, groups: []).topic(kind, .panel)
        case .group(let g): FleetTopics(prefix: prefix, panel: "", groups: []).topic(kind, .group(g))
        case .all: FleetTopics(prefix: prefix, panel: "", groups: []).topic(kind, .all)
        }
    }

    /// Whether the command reaches `panel`: it is the panel, its status lists the group, or it is
    /// for every panel.
    func reaches(_ panel: FleetPanel) -> Bool {
        switch self {
        case .panel(let p): panel.id == p
        case .group(let g): panel.groups.contains(g)
        case .all: true
        }
    }

    /// The panels of `roster` the command reaches, by id; for `--panel P`, P even without a
    /// status (it may never have connected).
    func panels(in roster: FleetRoster) -> [FleetPanel] {
        if case .panel(let p) = self { return [roster.panel(p) ?? FleetPanel(id: p)] }
        return roster.panels.filter(reaches)
    }

    /// The topic of the target's events: one panel's, or every panel's (`P/+/events`, filtered
    /// by `reaches`).
    func eventsSubscription(prefix: String) -> String {
        if case .panel(let p) = self { return FleetTopics(prefix: prefix, panel: p, groups: []).events }
        return "\(prefix)/+/events"
    }
}
