/// What became of a bundle pushed to panels, panel by panel, from the messages the broker brings
/// while `kiosk fleet push` waits: the panels' statuses (who is targeted, who is online, which
/// bundle each runs) and their `bundle` events (switched, refused, rolled back).
///
/// The panels targeted are those the retained statuses name (`FleetTarget.reaches`), and any that
/// comes online while the push waits. An offline panel does not hold the wait: the bundle is
/// retained, and it takes it when it connects.
struct FleetPushReport: Equatable, Sendable {
    enum Outcome: Equatable, Sendable {
        /// Online, no answer yet.
        case waiting
        case switched
        /// Its status named the version before the push. A panel says nothing of a bundle it
        /// shows already, but refuses one of the same version that is not the same (tampered): so
        /// the push still listens to it a while (`awaitsAnswers`).
        case alreadyAt
        case refused(String)
        /// It switched, its screens failed to start, and it went back to `version`.
        case rolledBack(version: String?, reason: String)
        /// It switched to another version (a bundle on its own topic wins over its group's).
        case switchedToOther(String)
        case offline(String?)
        /// No status on the broker: it never connected (or its status was removed).
        case neverSeen
        /// Still waiting when the time was up.
        case noAnswer

        /// Whether the panel runs the version pushed.
        var runsVersion: Bool { self == .switched || self == .alreadyAt }

        /// Whether the panel was not there to answer.
        var isAbsent: Bool {
            switch self {
            case .offline, .neverSeen: true
            default: false
            }
        }

        /// Whether it is an answer the push waits for no more.
        var isAnswer: Bool {
            switch self {
            case .switched, .refused, .rolledBack, .switchedToOther: true
            default: false
            }
        }
    }

    let version: String
    let target: FleetTarget
    private(set) var roster: FleetRoster
    private var outcomes: [String: Outcome] = [:]

    /// The report before the push: `roster` holds the retained statuses.
    init(version: String, target: FleetTarget, roster: FleetRoster) {
        self.version = version
        self.target = target
        self.roster = roster
        for panel in target.panels(in: roster) {
            outcomes[panel.id] = switch panel.online {
            case true?: panel.bundle == version ? .alreadyAt : .waiting
            case false?: .offline(panel.reason)
            case nil: .neverSeen
            }
        }
    }

    /// Takes a message that came after the push: a status (retained ones are from before it) or
    /// a panel's event.
    mutating func take(_ message: MQTTMessage) {
        guard let (id, kind) = roster.panelTopic(message.topic) else { return }
        if kind == "status" {
            roster.take(message)
            guard let panel = roster.panel(id), target.reaches(panel) else { return }
            let now = outcomes[id]
            if now?.isAnswer == true { return }
            switch panel.online {
            case true?: outcomes[id] = !message.retain && panel.bundle == version ? .switched : .waiting
            case false?: outcomes[id] = .offline(panel.reason)
            case nil: break
            }
        } else if kind == "events" {
            guard outcomes[id] != nil || (roster.panel(id).map(target.reaches) ?? (target == .all)),
                  let event = FleetPanel.object(message.payload), event["event"]?.stringValue == "bundle" else { return }
            let v = event["version"]?.stringValue
            let reason = event["reason"]?.stringValue ?? "no reason given"
            switch event["state"]?.stringValue {
            case "switched": outcomes[id] = v == version || v == nil ? .switched : .switchedToOther(v!)
            case "refused" where v == nil || v == version: outcomes[id] = .refused(reason)
            case "rolled-back": outcomes[id] = .rolledBack(version: v, reason: reason)
            default: break
            }
        }
    }

    /// Whether every targeted panel that is online has answered (one already at the version
    /// too: it answers only a refusal).
    var isComplete: Bool { !outcomes.values.contains { $0 == .waiting || $0 == .alreadyAt } }

    /// Whether a panel that does not run the version yet is still to answer; when only panels
    /// already at it are, the push listens for a refusal a short while, not its whole timeout.
    var awaitsAnswers: Bool { outcomes.values.contains(.waiting) }

    /// Each targeted panel and what became of it, by id; a panel still waiting has not answered.
    var results: [(panel: String, outcome: Outcome)] {
        outcomes.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { id in
            (id, outcomes[id] == .waiting ? .noAnswer : outcomes[id]!)
        }
    }

    /// True when some panel runs the version and every other targeted panel that was online
    /// switched to it too (offline ones take it when they connect).
    var succeeded: Bool {
        let all = results.map(\.outcome)
        return all.contains(where: \.runsVersion) && all.allSatisfy { $0.runsVersion || $0.isAbsent }
    }

    /// One line per panel ("lobby-1  switched to 2026-11-29"), then a count of each outcome.
    var text: String {
        let rows = results
        guard !rows.isEmpty else {
            let whose = if case .group(let g) = target { "no panel's retained status lists group \(g)" } else { "no panel has a retained status" }
            return "\(whose): nobody to wait for (the bundle stays retained for panels that connect)\n"
        }
        let width = rows.map { FleetStatusTable.cell($0.panel).count }.max() ?? 0
        var counts: [(String, Int)] = []
        var out = ""
        for (panel, outcome) in rows {
            let name = FleetStatusTable.cell(panel)
            out += name + String(repeating: " ", count: width - name.count + 2) + describe(outcome) + "\n"
            let word = summaryWord(outcome)
            if let i = counts.firstIndex(where: { $0.0 == word }) { counts[i].1 += 1 } else { counts.append((word, 1)) }
        }
        let of = if case .group(let g) = target { " of group \(g)" } else { "" }
        out += "\(rows.count) panel\(rows.count == 1 ? "" : "s")\(of): " + counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ") + "\n"
        return out
    }

    func describe(_ outcome: Outcome) -> String {
        let cell = { (s: String) in FleetStatusTable.cell(s) }
        // A panel's reason names the fix: kept whole, up to a few lines' worth.
        let reason = { (s: String) in FleetStatusTable.cell(s, limit: 400) }
        return switch outcome {
        case .waiting, .noAnswer: "no answer"
        case .switched: "switched to \(cell(version))"
        case .alreadyAt: "already at \(cell(version))"
        case .refused(let why): "refused: \(reason(why))"
        case .rolledBack(let old, let why): "rolled back\(old.map { " to \(cell($0))" } ?? ""): \(reason(why))"
        case .switchedToOther(let v): "switched to \(cell(v)), not \(cell(version)) (a bundle on a narrower topic wins)"
        case .offline(let why): "offline\(why.map { " (\(cell($0)))" } ?? ""): takes the bundle when it connects"
        case .neverSeen: "no status: it never connected to this broker"
        }
    }

    private func summaryWord(_ outcome: Outcome) -> String {
        switch outcome {
        case .waiting, .noAnswer: "no answer"
        case .switched: "switched"
        case .alreadyAt: "already at it"
        case .refused: "refused"
        case .rolledBack: "rolled back"
        case .switchedToOther: "on another version"
        case .offline: "offline"
        case .neverSeen: "never seen"
        }
    }
}
