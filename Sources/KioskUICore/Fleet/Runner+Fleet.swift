/// The loop's side of a fleet (`--mqtt`): broker command lines in the per-frame budget beside
/// stdin's and the control clients', then once a turn the presence status, the desired state,
/// bundles and telemetry.
extension Runner {
    /// Carries out the oldest broker command line, if one waits; whether one did.
    func runFleetLine(at t: Double) -> Bool {
        guard let f = config.fleet, let l = f.link.next() else { return false }
        let source = CommandSource(broker: l.message)
        if let why = l.line.notLines {
            commandFailed("\(source.name): \(why); the rest of the message was skipped. Publish one JSON command per message (docs/scripting.md)", at: t, source: source)
        } else {
            runCommand(l.line, at: t, from: source)
        }
        saveStateIfNeeded()
        return true
    }

    /// What the broker brought besides command lines, and what the panel owes it: the status when
    /// it connected or the screen changed, the desired state when it changed, a bundle, telemetry
    /// when due.
    func serveFleet() {
        guard let f = config.fleet else { return }
        let a = f.link.takeArrivals()
        sayConnection(f, justConnected: a.justConnected)
        if a.dropped > 0 {
            f.dropped += a.dropped
            commandFailed("\(a.dropped) command message\(a.dropped == 1 ? " was" : "s were") dropped: over \(f.link.queueLimit) command lines waited for the kiosk. Send a command, read its answer, then the next", at: scene.now, source: CommandSource(broker: "mqtt"))
        }
        for r in a.refusals { commandFailed(r, at: scene.now, source: CommandSource(broker: "mqtt")) }
        if let states = a.states {
            f.stateMessages = states
            applyDesiredState(f)
        }
        takeBundles(a.bundles, afterConnect: a.bundlesAfterConnect)
        for s in a.staged { finishStaging(s) }
        publishStatus(f, force: a.justConnected)
        if a.justConnected {
            for line in f.unsent { f.link.publishEvent(line) }
            f.unsent = []
        }
        if let due = f.telemetryDue, RealClock.monotonic() >= due, let every = f.link.settings.telemetryInterval {
            publishTelemetry(f)
            f.telemetryDue = RealClock.monotonic() + every
        }
    }

    /// Says on stderr, once each, why the broker cannot be reached or refused the panel (it tries
    /// again all the same) and that it joined: else a wrong password or address would leave the
    /// panel off the fleet without a word. The address and user only, never the password.
    private func sayConnection(_ f: FleetMembership, justConnected: Bool) {
        let state = f.link.connectionState
        if justConnected || (state.connected && f.saidProblem != nil) {
            Runner.say("mqtt: connected to \(f.link.settings.address) as panel \(f.topics.panel)")
            f.saidProblem = nil
        } else if !state.connected, let p = state.problem, p != f.saidProblem {
            Runner.say("mqtt: \(p); trying again, waiting longer each time (at most \(JSONValue.format(f.link.connection.options.backoff.cap)) s)")
            f.saidProblem = p
        }
    }

    /// Seconds until the fleet needs the loop (telemetry, the states a connect brought); nil: only
    /// when something arrives.
    var fleetTimeout: Double? {
        guard let f = config.fleet else { return nil }
        let due = [f.telemetryDue, f.link.statesSettleAt].compactMap { $0 }.min()
        return due.map { max(0, $0 - RealClock.monotonic()) }
    }

    /// Publishes the retained status when it changed since it was last published (or `force`:
    /// the broker just accepted the connection, and its retained copy may be the will's).
    func publishStatus(_ f: FleetMembership, force: Bool = false) {
        // Called every turn of the loop: what the status says is compared before it is written.
        let says = FleetStatus.Online(screen: config.app?.currentScreen, bundle: f.bundleVersion, display: power.state,
                                      brightness: power.brightness, driver: backend.driverName, since: f.startedAt)
        guard force || f.publishedStatus == nil || says != f.statusSays else { return }
        let status = FleetStatus.online(f.topics, says).serialized
        if f.link.connectionState.connected {
            f.link.publish(MQTTMessage(topic: f.topics.status, text: status, retain: true))
            f.publishedStatus = status
            f.statusSays = says
        }
    }

    private func publishTelemetry(_ f: FleetMembership) {
        let memory = ProcessStatus.memoryKiB()
        let t = FleetStatus.Telemetry(time: WallClock.now(), uptime: RealClock.monotonic() - f.startedMonotonic,
                                      screen: config.app?.currentScreen, frames: framesDrawn, p95FrameMs: f.frameTimes.p95,
                                      memoryBytes: memory.current.map { $0 * 1024 }, peakMemoryBytes: memory.peak.map { $0 * 1024 },
                                      droppedClients: f.dropped, lastError: f.lastError)
        f.link.publish(MQTTMessage(topic: f.topics.telemetry, text: FleetStatus.telemetry(f.topics, t).serialized, retain: true))
    }

    /// Brings the panel to the merged desired state: its lines run as commands from the broker,
    /// so they are checked and refused (on the events topic) as any command is.
    func applyDesiredState(_ f: FleetMembership) {
        let (state, problems) = DesiredState.merge(f.stateMessages, topics: f.topics)
        let source = CommandSource(broker: "mqtt state")
        for p in problems { commandFailed(p, at: scene.now, source: source) }
        let lines = state.lines(previous: f.appliedState) { [scene] id in scene.widget(id: id)?.keptValue }
        f.appliedState = state
        for (n, line) in lines.enumerated() { runCommand(line, line: n + 1, at: scene.now, from: source) }
        saveStateIfNeeded()
    }
}
