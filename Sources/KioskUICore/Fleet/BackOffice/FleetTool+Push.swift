import Dispatch

/// `kiosk fleet push FILE --panel P | --group G | --all`: the bundle, published retained on the
/// target's bundle topic (so a panel that is off now takes it when it connects), then a report of
/// what each targeted panel did with it (`FleetPushReport`).
extension FleetTool {
    package static func push(_ settings: Settings, file: String, panel: String?, group: String?, all: Bool,
                             version given: String?, timeout: Double,
                             output: (String) -> Void = standardOutput) throws(KioskError) -> Int32 {
        let target = try target(panel: panel, group: group, all: all)
        guard timeout > 0, timeout <= 3600 else { throw KioskError("--timeout \(timeout): give seconds from 0.1 to 3600, e.g. --timeout 60") }
        let bytes = try FleetBundleFile.read(file).get()
        let version = try FleetBundleFile.version(of: bytes, path: file, given: given).get()
        var roster = FleetRoster(prefix: settings.prefix)
        let subscriptions = [statusSubscription(target, prefix: settings.prefix), target.eventsSubscription(prefix: settings.prefix)]
        let session = try connect(settings, subscriptions: subscriptions)
        defer { session.close() }
        gather(session, into: &roster, wait: min(timeout, 5))
        var report = FleetPushReport(version: version, target: target, roster: roster)
        let topic = target.topic("bundle", prefix: settings.prefix)
        try session.publishAndWait(MQTTMessage(topic: topic, payload: bytes, retain: true, qos: 1), timeout: max(10, timeout)) { event in
            if case .message(let m) = event { report.take(m) }
        }
        let waiting = report.results.filter { $0.outcome == .noAnswer }.count
        let wait = waiting == 0 ? "" : "; waiting up to \(FleetTool.seconds(timeout)) for \(waiting) online panel\(waiting == 1 ? "" : "s")"
        note("pushed \(version) (\(bytes.count) bytes) retained on \(topic)\(wait)")
        let deadline = DispatchTime.now() + timeout
        let grace = DispatchTime.now() + min(timeout, refusalGrace)
        while !report.isComplete, let event = session.next(until: report.awaitsAnswers ? deadline : min(deadline, grace)) {
            if case .message(let m) = event { report.take(m) }
        }
        output(report.text)
        return report.succeeded ? ExitStatus.ok.rawValue : ExitStatus.runtime.rawValue
    }

    /// How long a push listens to panels already at the version for a refusal (a tampered bundle
    /// of the same version): they check it as any other.
    static let refusalGrace = 5.0

    /// The statuses a push reads: the panel's own, or every panel's (a group's members are
    /// known by what their statuses list).
    static func statusSubscription(_ target: FleetTarget, prefix: String) -> String {
        if case .panel(let p) = target { return FleetTopics(prefix: prefix, panel: p, groups: []).status }
        return "\(prefix)/+/status"
    }

    /// "60 s", "1.5 s".
    static func seconds(_ s: Double) -> String { "\(JSONValue.format(s)) s" }
}
