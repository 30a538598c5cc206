import Dispatch

/// `kiosk fleet send '{…}' --panel P | --group G | --all`: one command, published with QoS 1 on
/// the target's command topic; returns once the broker has acknowledged it, or, with
/// `--wait-events S`, after printing the targeted panels' events for S seconds.
extension FleetTool {
    package static func send(_ settings: Settings, command text: String, panel: String?, group: String?, all: Bool,
                             waitEvents: Double?, output: (String) -> Void = standardOutput) throws(KioskError) -> Int32 {
        let command: String
        switch FleetCommandText.check(text) {
        case .success(let c): command = c
        case .failure(let e): throw KioskError(e.description)
        }
        let target = try target(panel: panel, group: group, all: all)
        if let w = waitEvents, !(w > 0 && w <= 3600) {
            throw KioskError("--wait-events \(w): give seconds from 0.1 to 3600, e.g. --wait-events 2")
        }
        var roster = FleetRoster(prefix: settings.prefix)
        let subscriptions = waitEvents == nil ? [] : [target.eventsSubscription(prefix: settings.prefix), "\(settings.prefix)/+/status"]
        let session = try connect(settings, subscriptions: subscriptions)
        defer { session.close() }
        // The statuses first: they say which panels a group's events come from.
        if waitEvents != nil { gather(session, into: &roster, wait: 2) }
        let topic = target.topic("cmd", prefix: settings.prefix)
        func show(_ event: FleetToolSession.Event) {
            if case .message(let m) = event { printEvent(m, target: target, roster: &roster, output: output) }
        }
        try session.publishAndWait(MQTTMessage(topic: topic, text: command, qos: 1), other: show)
        note("sent to \(target) on \(topic); the broker acknowledged it")
        if let w = waitEvents {
            let deadline = DispatchTime.now() + w
            while let event = session.next(until: deadline) { show(event) }
        }
        return ExitStatus.ok.rawValue
    }

    /// Prints an event of a targeted panel as `PANEL EVENT` (a status updates who is targeted).
    private static func printEvent(_ m: MQTTMessage, target: FleetTarget, roster: inout FleetRoster, output: (String) -> Void) {
        if roster.take(m) { return }
        guard let (id, kind) = roster.panelTopic(m.topic), kind == "events",
              target.reaches(roster.panel(id) ?? FleetPanel(id: id)) else { return }
        let text = String(decoding: m.payload, as: UTF8.self)
        output(FleetStatusTable.cell(id) + " " + FleetStatusTable.cell(text, limit: nil) + "\n")
    }
}
