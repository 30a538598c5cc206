import KioskUICore

/// What `kiosk bench --fleet N` measured, stage by stage: how many panels reached each stage's
/// end (the done-when of a fleet) and how long it took. A stage that could not run says why.
struct FleetBenchFigures {
    /// How many of `of` reached the stage's end, and when the last one did.
    struct Outcome: Equatable {
        var reached: Int
        var of: Int
        /// Seconds from the stage's start to the last panel's arrival; nil when not all arrived.
        var seconds: Double?
        /// Why the stage was not run; nil when it was.
        var unavailable: String?
        /// What else is worth saying (the will's reason, the broker's downtime).
        var note = ""

        static func notRun(of: Int, _ why: String) -> Outcome { Outcome(reached: 0, of: of, seconds: nil, unavailable: why) }
        var allReached: Bool { unavailable == nil && reached == of }
    }

    /// A command published once to the group, in `rounds` rounds: each panel's answer time.
    struct Latency: Equatable {
        /// The fewest panels that answered within the time bound in any round.
        var answered: Int
        var of: Int
        var rounds: Int
        /// Every answer's time from the publish, in seconds.
        var samples: [Double]

        var p50: Double { BenchStatistics.percentile(sorted: samples.sorted(), 0.50) }
        var p99: Double { BenchStatistics.percentile(sorted: samples.sorted(), 0.99) }
        var max: Double { samples.max() ?? 0 }
        var allAnswered: Bool { answered == of && rounds > 0 }
    }

    /// A tampered bundle pushed to all: who refused it, who switched to it.
    struct Refusal: Equatable {
        /// Panels that answered `refused`.
        var refused: Int
        /// Panels whose status or event says they switched to it.
        var switched: Int
        /// Panels whose status still names the good bundle.
        var unchanged: Int
        var of: Int
        /// One panel's reason, as it said it.
        var reason: String?
        var unavailable: String?
    }

    /// The panels left alone for `seconds`: CPU (percent of one core) and resident memory each.
    struct Idle: Equatable {
        var seconds: Double
        var cpuPercent: [Double]
        var residentKiB: [Int]
        var brokerCPUPercent: Double?
        var brokerKiB: Int?
        /// The broker's peak resident set since its restart (a bundle's fan-out raises it).
        var brokerPeakKiB: Int?
        /// Clients of the broker while it was measured (the panels and the bench).
        var brokerClients: Int

        /// The panels' CPU time added up over their count: finer than one panel's, which /proc
        /// counts in whole ticks (10 ms in 10 s is 0.1 %).
        var meanCPUPercent: Double { cpuPercent.isEmpty ? 0 : cpuPercent.reduce(0, +) / Double(cpuPercent.count) }
    }

    var panels: Int
    var executable: String
    var online: Outcome
    var set: Latency
    var query: Latency
    var will: Outcome
    var brokerRestart: Outcome
    var bundle: Outcome
    /// The good bundle's size in bytes (one retained message, delivered to each panel).
    var bundleBytes: Int?
    var tampered: Refusal
    var idle: Idle

    /// Whether every done-when of the fleet held.
    var allDone: Bool {
        online.allReached && set.allAnswered && query.allAnswered && will.allReached && brokerRestart.allReached
            && bundle.allReached && tampered.unavailable == nil && tampered.refused == panels && tampered.switched == 0
    }
}

/// The table people read, and the same as one JSON line.
extension FleetBenchFigures {
    var text: String {
        var out = "kiosk bench --fleet \(panels): \(panels) headless kiosks (480x320, telemetry every \(FleetBenchPanels.telemetrySeconds) s, "
            + "group \(FleetBenchPanels.group)) on one local mosquitto (set_tcp_nodelay true), measured by one back-office MQTT client\nkiosk: \(executable)\n\n"
        var rows: [[String]] = [["stage", "done", "figure"]]
        func outcome(_ name: String, _ o: Outcome) {
            if let why = o.unavailable { rows.append([name, "—", "not available: \(why)"]); return }
            let figure = o.seconds.map { String(printf: "%.3f s", $0) } ?? "NOT all within the time bound"
            rows.append([name, "\(o.reached)/\(o.of)", figure + (o.note.isEmpty ? "" : " (\(o.note))")])
        }
        func latency(_ name: String, _ l: Latency) {
            rows.append([name, "\(l.answered)/\(l.of)",
                         String(printf: "p50 %.1f ms, p99 %.1f ms, max %.1f ms (%ld answers in %ld rounds)",
                                l.p50 * 1000, l.p99 * 1000, l.max * 1000, l.samples.count, l.rounds)])
        }
        outcome("all online (first spawn to the last online status)", online)
        latency("group set → each panel's change event", set)
        latency("group layout query → each panel's answer", query)
        outcome("SIGKILLed panel shown offline by its will", will)
        outcome("broker restarted: every panel online again", brokerRestart)
        outcome("signed bundle pushed to the group: all switched", bundle)
        if let why = tampered.unavailable {
            rows.append(["tampered bundle (one byte flipped): none switched", "—", "not available: \(why)"])
        } else {
            rows.append(["tampered bundle (one byte flipped): none switched", "\(tampered.refused)/\(tampered.of) refused",
                         "\(tampered.switched) switched, \(tampered.unchanged) kept the signed bundle"
                            + (tampered.reason.map { "; reason: \($0)" } ?? "")])
        }
        let widths = (0..<2).map { c in rows.map { $0[c].count }.max() ?? 0 }
        for (i, r) in rows.enumerated() {
            out += r[0] + String(repeating: " ", count: widths[0] - r[0].count) + "  "
                + String(repeating: " ", count: widths[1] - r[1].count) + r[1] + "  " + r[2] + "\n"
            if i == 0 { out += String(repeating: "-", count: widths[0] + widths[1] + 12) + "\n" }
        }
        if let b = bundleBytes { out += "bundle size: \(b) bytes\n" }
        out += idleText
        out += allDone ? "every done-when held\n" : "NOT every done-when held (see the rows above)\n"
        return out
    }

    private var idleText: String {
        let cpu = idle.cpuPercent.sorted()
        let rss = idle.residentKiB.sorted().map(Double.init)
        var out = String(printf: "idle, %.0f s window, per panel (%ld measured): CPU mean %.3f %%, median %.2f %%, max %.2f %% of one core; ",
                         idle.seconds, cpu.count, idle.meanCPUPercent, BenchStatistics.median(sorted: cpu), cpu.last ?? 0)
        out += String(printf: "memory (VmRSS) median %.1f MiB, max %.1f MiB, all panels %.0f MiB\n",
                      BenchStatistics.median(sorted: rss) / 1024, (rss.last ?? 0) / 1024, rss.reduce(0, +) / 1024)
        if let k = idle.brokerKiB {
            out += String(printf: "broker (mosquitto) with %ld clients: VmRSS %.1f MiB (peak since its restart %.1f MiB), CPU %.2f %% of one core\n",
                          idle.brokerClients, Double(k) / 1024, Double(idle.brokerPeakKiB ?? k) / 1024, idle.brokerCPUPercent ?? 0)
        }
        return out
    }

    var json: JSONValue {
        func outcome(_ o: Outcome) -> JSONValue {
            var f: [(String, JSONValue)] = [("reached", .number(Double(o.reached))), ("of", .number(Double(o.of))),
                                             ("seconds", o.seconds.map(JSONValue.number) ?? .null)]
            if let why = o.unavailable { f.append(("unavailable", .string(why))) }
            if !o.note.isEmpty { f.append(("note", .string(o.note))) }
            return .object(f)
        }
        func latency(_ l: Latency) -> JSONValue {
            .object([("answered", .number(Double(l.answered))), ("of", .number(Double(l.of))), ("rounds", .number(Double(l.rounds))),
                     ("answers", .number(Double(l.samples.count))), ("p50_ms", .number(l.p50 * 1000)),
                     ("p99_ms", .number(l.p99 * 1000)), ("max_ms", .number(l.max * 1000))])
        }
        var refusal: [(String, JSONValue)] = [("refused", .number(Double(tampered.refused))), ("switched", .number(Double(tampered.switched))),
                                              ("unchanged", .number(Double(tampered.unchanged))), ("of", .number(Double(tampered.of))),
                                              ("reason", tampered.reason.map(JSONValue.string) ?? .null)]
        if let why = tampered.unavailable { refusal.append(("unavailable", .string(why))) }
        let cpu = idle.cpuPercent.sorted()
        let rss = idle.residentKiB.sorted().map(Double.init)
        return .object([
            ("panels", .number(Double(panels))), ("executable", .string(executable)),
            ("online", outcome(online)), ("group_set", latency(set)), ("group_query", latency(query)),
            ("will", outcome(will)), ("broker_restart", outcome(brokerRestart)), ("bundle", outcome(bundle)),
            ("bundle_bytes", bundleBytes.map { .number(Double($0)) } ?? .null), ("tampered", .object(refusal)),
            ("idle", .object([("seconds", .number(idle.seconds)), ("measured", .number(Double(cpu.count))),
                              ("cpu_percent_mean", .number(idle.meanCPUPercent)),
                              ("cpu_percent_median", .number(BenchStatistics.median(sorted: cpu))), ("cpu_percent_max", .number(cpu.last ?? 0)),
                              ("rss_kib_median", .number(BenchStatistics.median(sorted: rss))), ("rss_kib_max", .number(rss.last ?? 0)),
                              ("broker_rss_kib", idle.brokerKiB.map { .number(Double($0)) } ?? .null),
                              ("broker_peak_kib", idle.brokerPeakKiB.map { .number(Double($0)) } ?? .null),
                              ("broker_cpu_percent", idle.brokerCPUPercent.map(JSONValue.number) ?? .null),
                              ("broker_clients", .number(Double(idle.brokerClients)))])),
            ("all_done", .bool(allDone)),
        ])
    }
}
