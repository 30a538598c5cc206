import KioskUICore

/// The stages of `kiosk bench --fleet`, in order, each timed from its own start on the bench's
/// monotonic clock against the moments the back-office client received the panels' messages.
/// A stage that does not finish within `options.timeout` is reported with how far it got and
/// the next one runs, so one slow stage never hides the others' figures.
struct FleetBenchStages {
    let options: FleetBenchOptions
    let broker: FleetBenchBroker
    let watch: FleetBenchWatch
    let panels: FleetBenchPanels
    let scratch: String
    let say: (String) -> Void

    private var prefix: String { watch.prefix }
    private var groupTopic: String { "\(prefix)/group/\(FleetBenchPanels.group)" }
    /// The panels' ids, in order (looked up, never iterated from a dictionary).
    private var ids: [String] { panels.ids }
    private var n: Int { panels.count }
    /// The version of the signed bundle and of the tampered one.
    static let goodVersion = "fleet-1"
    static let tamperedVersion = "fleet-2"

    func measureAll(keys: Result<FleetBenchBundles.Keys, KioskError>) throws -> FleetBenchFigures {
        let online = try comeOnline()
        say("online: \(online.reached)/\(n)" + (online.seconds.map { String(printf: " in %.2f s", $0) } ?? ""))
        let set = try groupCommand(name: "set") { round in
            let value = FleetBenchScreen.options[1 + round % 2]
            let line = #"{"set":{"id":"\#(FleetBenchScreen.pickerID)","value":"\#(value)"}}"#
            return (line, { $0.text("event") == "change" && $0.text("id") == FleetBenchScreen.pickerID && $0.text("value") == value })
        }
        let query = try groupCommand(name: "query") { round in
            let ref = "fleet-\(round)"
            return (#"{"query":"layout","ref":"\#(ref)"}"#, { $0.text("event") == "layout" && $0.text("ref") == ref })
        }
        let will = try killedPanelGoesOffline()
        say("will: " + (will.seconds.map { String(printf: "%.3f s", $0) } ?? "NOT seen") + " (\(will.note))")
        let restart = try brokerRestart()
        say("broker restart: \(restart.reached)/\(n) back" + (restart.seconds.map { String(printf: " in %.2f s", $0) } ?? ""))
        var bundle = FleetBenchFigures.Outcome.notRun(of: n, "no key")
        var bundleBytes: Int?
        var tampered = FleetBenchFigures.Refusal(refused: 0, switched: 0, unchanged: 0, of: n, reason: nil, unavailable: nil)
        switch keys {
        case let .failure(why):
            bundle = .notRun(of: n, "\(why)")
            tampered.unavailable = "\(why)"
        case let .success(k):
            (bundle, bundleBytes) = try pushBundle(keys: k)
            say("bundle: \(bundle.reached)/\(n) switched" + (bundle.seconds.map { String(printf: " in %.2f s", $0) } ?? "")
                + (bundle.unavailable.map { ": \($0)" } ?? ""))
            tampered = try pushTamperedBundle(keys: k)
            say("tampered bundle: \(tampered.refused)/\(n) refused, \(tampered.switched) switched")
        }
        let idle = try measureIdle()
        return FleetBenchFigures(panels: n, executable: options.executable, online: online, set: set, query: query, will: will,
                                 brokerRestart: restart, bundle: bundle, bundleBytes: bundleBytes, tampered: tampered, idle: idle)
    }

    // MARK: Stages

    /// Starts every panel; seconds from the first spawn until every panel's retained status says
    /// online. Throws when every panel ended (the kiosk cannot run with these options).
    func comeOnline() throws -> FleetBenchFigures.Outcome {
        let t0 = BenchClock.now()
        for i in 0..<n {
            try panels.start(i)
            try FleetBenchInterrupt.check()
        }
        say(String(printf: "started %ld panels in %.2f s", n, BenchClock.now() - t0))
        var outcome = try waitUntilOnline(since: t0)
        let ended = panels.ended()
        if ended.count == n {
            throw KioskError("kiosk bench --fleet: every panel ended at once; \(ended[0].id) said: \(ended[0].said)", status: .runtime)
        }
        if let e = ended.first { outcome.note = "\(ended.count) ended; \(e.id) said: \(e.said)" }
        return outcome
    }

    /// Publishes a command to the group `options.rounds` times (`command(round)` gives the line
    /// and which event answers it) and times each panel's answer.
    func groupCommand(name: String, _ command: (Int) -> (line: String, answers: (FleetBenchWatch.Event) -> Bool)) throws -> FleetBenchFigures.Latency {
        var samples: [Double] = []
        var fewest = n
        for round in 0..<options.rounds {
            let (line, answers) = command(round)
            var seen = watch.eventCount
            var first: [String: Double] = [:]
            let wanted = Set(ids)
            let t = BenchClock.now()
            guard watch.publish(groupTopic + "/cmd", Array(line.utf8)) else {
                fewest = 0
                continue
            }
            _ = try FleetBenchInterrupt.wait(timeout: options.timeout) {
                let new = watch.events(from: seen)
                seen += new.count
                for e in new where first[e.panel] == nil && wanted.contains(e.panel) && answers(e) { first[e.panel] = e.at - t }
                return first.count == n
            }
            fewest = min(fewest, first.count)
            samples += ids.compactMap { first[$0] }
        }
        let l = FleetBenchFigures.Latency(answered: fewest, of: n, rounds: options.rounds, samples: samples)
        say("group \(name): \(l.answered)/\(n) answered every round" + String(printf: ", p50 %.1f ms, p99 %.1f ms", l.p50 * 1000, l.p99 * 1000))
        return l
    }

    /// SIGKILLs the first panel: seconds until its status says offline (its will, published by
    /// the broker). The panel is started again afterwards, so the later stages count all N.
    func killedPanelGoesOffline() throws -> FleetBenchFigures.Outcome {
        let id = ids[0]
        let t = BenchClock.now()
        panels.kill(0)
        var gone: FleetBenchWatch.Status?
        _ = try FleetBenchInterrupt.wait(timeout: options.timeout) {
            gone = watch.statuses[id].flatMap { !$0.online && $0.at >= t ? $0 : nil }
            return gone != nil
        }
        var outcome = FleetBenchFigures.Outcome(reached: gone == nil ? 0 : 1, of: 1, seconds: gone.map { $0.at - t }, unavailable: nil)
        outcome.note = gone.map { "\(id)'s status: offline, reason \"\($0.reason ?? "none")\"" } ?? "\(id)'s status still says online"
        let again = BenchClock.now()
        try panels.start(0)
        let back = try FleetBenchInterrupt.wait(timeout: options.timeout) {
            watch.statuses[id].map { $0.online && $0.at >= again } ?? false
        }
        if !back { outcome.note += "; \(id) did not come back online when started again" }
        return outcome
    }

    /// Stops the broker and starts it again on the same port (without persistence: nothing
    /// retained survives): seconds from the stop until every panel has published online again.
    func brokerRestart() throws -> FleetBenchFigures.Outcome {
        let t = BenchClock.now()
        broker.stop()
        try broker.start()
        let down = BenchClock.now() - t
        var outcome = try waitUntilOnline(since: t)
        outcome.note = String(printf: "the broker stopped and listened again after %.2f s", down)
        return outcome
    }

    /// Pushes a bundle signed with `keys` to the group (retained): seconds until every status
    /// reports its version.
    func pushBundle(keys: FleetBenchBundles.Keys) throws -> (FleetBenchFigures.Outcome, Int?) {
        let bytes: [UInt8]
        switch FleetBenchBundles.make(executable: options.executable, keys: keys, version: Self.goodVersion,
                                       fillerBytes: options.bundleFillerBytes, folder: scratch) {
        case let .failure(why): return (.notRun(of: n, "\(why)"), nil)
        case let .success(b): bytes = b
        }
        let mark = watch.eventCount
        let t = BenchClock.now()
        guard watch.publish(groupTopic + "/bundle", bytes, retain: true) else {
            return (.notRun(of: n, "the back-office client could not hand it to the broker (no connection, or more than 16 MiB waiting)"), bytes.count)
        }
        var last: Double?
        var reached = 0
        _ = try FleetBenchInterrupt.wait(timeout: options.timeout) {
            let s = watch.statuses
            let switched = ids.compactMap { s[$0] }.filter { $0.bundle == Self.goodVersion && $0.at >= t }
            reached = switched.count
            last = switched.map(\.at).max()
            return reached == n
        }
        var outcome = FleetBenchFigures.Outcome(reached: reached, of: n, seconds: reached == n ? last.map { $0 - t } : nil, unavailable: nil)
        if reached < n, let refused = watch.events(from: mark).first(where: { $0.text("event") == "bundle" && $0.text("state") != "switched" }) {
            outcome.note = "\(refused.panel): \(refused.text("state") ?? "?"), \(refused.text("reason") ?? "no reason")"
        }
        return (outcome, bytes.count)
    }

    /// Pushes a bundle with one byte flipped: every panel should answer `refused` and keep the
    /// signed bundle. A second after the last refusal (or the time bound) the statuses are read.
    func pushTamperedBundle(keys: FleetBenchBundles.Keys) throws -> FleetBenchFigures.Refusal {
        var r = FleetBenchFigures.Refusal(refused: 0, switched: 0, unchanged: 0, of: n, reason: nil, unavailable: nil)
        let bytes: [UInt8]
        switch FleetBenchBundles.make(executable: options.executable, keys: keys, version: Self.tamperedVersion,
                                       fillerBytes: options.bundleFillerBytes, folder: scratch) {
        case let .failure(why):
            r.unavailable = "\(why)"
            return r
        case let .success(b): bytes = FleetBenchBundles.tampered(b)
        }
        let mark = watch.eventCount
        guard watch.publish(groupTopic + "/bundle", bytes, retain: true) else {
            r.unavailable = "the back-office client could not hand it to the broker (no connection, or more than 16 MiB waiting)"
            return r
        }
        func bundleEvents(_ state: String) -> [FleetBenchWatch.Event] {
            watch.events(from: mark).filter { $0.text("event") == "bundle" && $0.text("state") == state }
        }
        _ = try FleetBenchInterrupt.wait(timeout: options.timeout) { Set(bundleEvents("refused").map(\.panel)).count >= n }
        try FleetBenchInterrupt.sleep(1)   // a panel that switches after all, late, is counted
        let refused = bundleEvents("refused")
        r.refused = Set(refused.map(\.panel)).intersection(ids).count
        r.reason = refused.first?.text("reason")
        let s = watch.statuses
        let switchedByEvent = Set(bundleEvents("switched").filter { $0.text("version") == Self.tamperedVersion }.map(\.panel))
        r.switched = ids.filter { s[$0]?.bundle == Self.tamperedVersion || switchedByEvent.contains($0) }.count
        r.unchanged = ids.filter { s[$0]?.bundle == Self.goodVersion }.count
        return r
    }

    /// Leaves the fleet alone (after 2 s to settle) for `options.idleSeconds`: each panel's CPU
    /// time in that window as a percent of one core, and its resident memory; the broker's too.
    func measureIdle() throws -> FleetBenchFigures.Idle {
        try FleetBenchInterrupt.sleep(2)
        let pids = panels.pids
        let hz = Double(ProcessStatus.ticksPerSecond)
        let before = pids.map(ProcessStatus.cpuTicks(of:))
        let brokerBefore = broker.pid.flatMap(ProcessStatus.cpuTicks(of:))
        let t = BenchClock.now()
        try FleetBenchInterrupt.sleep(options.idleSeconds)
        let seconds = BenchClock.now() - t
        func percent(_ a: Int?, _ b: Int?) -> Double? {
            guard let a, let b else { return nil }
            return Double(b - a) / hz / seconds * 100
        }
        let cpu = zip(pids, before).compactMap { pid, b in percent(b, ProcessStatus.cpuTicks(of: pid)) }
        let idle = FleetBenchFigures.Idle(seconds: seconds, cpuPercent: cpu, residentKiB: pids.compactMap(ProcessStatus.residentKiB(of:)),
                                          brokerCPUPercent: percent(brokerBefore, broker.pid.flatMap(ProcessStatus.cpuTicks(of:))),
                                          brokerKiB: broker.residentKiB, brokerPeakKiB: broker.pid.flatMap(ProcessStatus.peakKiB(of:)),
                                          brokerClients: pids.count + 1)
        say("idle: measured \(cpu.count) panels over \(Int(seconds.rounded())) s")
        return idle
    }

    // MARK: Helpers

    /// Waits until every panel's status says online, received at or after `since`: how many
    /// did, and the seconds from `since` to the last of them when all did.
    private func waitUntilOnline(since: Double) throws -> FleetBenchFigures.Outcome {
        var reached = 0
        var last: Double?
        _ = try FleetBenchInterrupt.wait(timeout: options.timeout) {
            let s = watch.statuses
            let up = ids.compactMap { s[$0] }.filter { $0.online && $0.at >= since }
            reached = up.count
            last = up.map(\.at).max()
            return reached == n || panels.ended().count == n
        }
        return FleetBenchFigures.Outcome(reached: reached, of: n, seconds: reached == n ? last.map { $0 - since } : nil, unavailable: nil)
    }
}
