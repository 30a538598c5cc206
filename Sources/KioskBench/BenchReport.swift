import KioskUICore

/// Everything one `kiosk bench` run measured, and its text and JSON forms.
struct BenchReport {
    var frames: Int
    var baseline: BenchStatistics
    var rows: [BenchResult]
    var benchPeakKiB: Int
    /// Peak memory of `kiosk run` drawing the demo's first frame (the start-up runs' median).
    var runPeakKiB: Int?
    var footprint: BenchFootprint?
    var allocations: BenchAllocations.Counts
    /// Start-up and peak memory as ratios to the floor program, or why they are not.
    var floor: Floor = .unavailable("no kiosk binary to spawn")
    /// Peak memory with 10,000 list items against 100, or why it was not measured.
    var listMemory: Result<BenchListMemory, KioskError> = .failure(KioskError("no kiosk binary to spawn"))

    /// The budget for `runPeakKiB`: 24 MiB.
    static let runPeakBudgetKiB = 24 * 1024
    var runPeakMet: Bool? { runPeakKiB.map { $0 <= BenchReport.runPeakBudgetKiB } }

    /// The table people read.
    var text: String {
        var out = "kiosk bench: headless software renderer, 1280×800, \(frames) frames per frame scenario in each of \(BenchSuite.rounds) rounds\n"
        out += "baseline: one full-frame fill of the target, median \(BenchFormat.ms(baseline.median)) ms, "
            + "p95 \(BenchFormat.ms(baseline.p95)) ms (the median round's); each ratio is the median of the rounds' ratios, "
            + "each to its own round's baseline, [smallest–largest] beside it\n\n"
        let header = ["scenario", "median ms", "p95 ms", "ratio", "goal", "met", "note"]
        var table: [[String]] = [header]
        for r in rows {
            let met = r.met.map { $0 ? "yes" : "NO" } ?? ""
            let ratio = r.ratio.map(BenchFormat.ratio) ?? "—"
            let shown = (r.checkedText.map { "\(ratio) (\($0))" } ?? ratio) + (r.spreadText.map { " \($0)" } ?? "")
            table.append([r.name, BenchFormat.ms(r.stats.median), BenchFormat.ms(r.stats.p95), shown, r.goal.text, met, r.note])
        }
        let widths = (0..<header.count).map { c in table.map { $0[c].count }.max() ?? 0 }
        for (i, row) in table.enumerated() {
            let cells = row.enumerated().map { c, s in
                c == 0 || c == row.count - 1 ? s + String(repeating: " ", count: widths[c] - s.count)
                    : String(repeating: " ", count: widths[c] - s.count) + s
            }
            out += cells.joined(separator: "  ").trimmingSpaces + "\n"
            if i == 0 { out += String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1)) + "\n" }
        }
        out += "\n" + floorText
        out += "\npeak memory (VmHWM): "
        if let k = runPeakKiB {
            out += "kiosk run drawing the demo's first frame \(mib(k)) (goal ≤ \(mib(BenchReport.runPeakBudgetKiB)): \(runPeakMet! ? "yes" : "NO")); "
        }
        out += "bench process \(mib(benchPeakKiB))\n"
        switch listMemory {
        case let .success(m): out += m.text
        case let .failure(why): out += "list peak memory NOT MEASURED: \(why)\n"
        }
        if let f = footprint { out += footprintText(f) }
        out += "allocations per frame (glibc mtrace, everything incl. SDL): "
        if let why = allocations.unavailable {
            out += "not counted: \(why)\n"
        } else {
            out += allocations.perFrame.map { "\($0.name) \(String(printf: "%.1f", $0.value))" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    /// The same as JSON (seconds as milliseconds).
    var json: JSONValue {
        func stats(_ s: BenchStatistics) -> [(String, JSONValue)] {
            [("median_ms", .number(s.median * 1000)), ("p95_ms", .number(s.p95 * 1000)), ("samples", .number(Double(s.count)))]
        }
        let scenarios: [JSONValue] = rows.map { r in
            var p: [(String, JSONValue)] = [("key", .string(r.key)), ("name", .string(r.name.trimmingSpaces))]
            p += stats(r.stats)
            p.append(("ratio", r.ratio.map(JSONValue.number) ?? .null))
            p.append(("goal", .string(r.goal.text)))
            if r.checkedText != nil { p.append(("checked", r.checked.map(JSONValue.number) ?? .null)) }
            if !r.roundValues.isEmpty { p.append(("rounds", .array(r.roundValues.map(JSONValue.number)))) }
            p.append(("met", r.met.map(JSONValue.bool) ?? .null))
            if !r.note.isEmpty { p.append(("note", .string(r.note))) }
            return .object(p)
        }
        var alloc: [(String, JSONValue)] = allocations.perFrame.map { ($0.key, .number($0.value)) }
        if let why = allocations.unavailable { alloc = [("unavailable", .string(why))] }
        return .object([
            ("renderer", .string("software (headless)")), ("size", .string("1280x800")), ("frames", .number(Double(frames))),
            ("rounds", .number(Double(BenchSuite.rounds))),
            ("baseline", .object(stats(baseline))), ("scenarios", .array(scenarios)),
            ("peak_memory_kib", .object([("bench", .number(Double(benchPeakKiB))),
                                         ("run", runPeakKiB.map { .number(Double($0)) } ?? .null),
                                         ("run_goal", .number(Double(BenchReport.runPeakBudgetKiB))),
                                         ("run_met", runPeakMet.map(JSONValue.bool) ?? .null)])),
            ("floor", floorJSON),
            ("list_memory", { switch listMemory { case let .success(m): return m.json; case let .failure(why): return .object([("unavailable", .string("\(why)"))]) } }()),
            ("footprint", footprint.map(footprintJSON) ?? .null),
            ("allocations_per_frame", .object(alloc)),
        ])
    }

    private func footprintText(_ f: BenchFootprint) -> String {
        var out = "footprint: kiosk binary \(f.binaryBytes.map(mb) ?? "?") (\(f.binaryPath))"
        if let p = f.package {
            out += "; package \(p.path) \(mb(p.bytes))"
            if let k = p.installedKiB {
                out += ", installed \(mb(k * 1024)) (goal ≤ \(mb(BenchFootprint.packageBudgetBytes)): \(f.packageMet! ? "yes" : "NO"))"
            }
        } else {
            out += "; no dist/*.deb (scripts/package.sh makes it)"
        }
        return out + "\n"
    }

    private func footprintJSON(_ f: BenchFootprint) -> JSONValue {
        var package: JSONValue = .null
        if let p = f.package {
            package = .object([("path", .string(p.path)), ("bytes", .number(Double(p.bytes))),
                               ("installed_kib", p.installedKiB.map { .number(Double($0)) } ?? .null),
                               ("goal_bytes", .number(Double(BenchFootprint.packageBudgetBytes))),
                               ("met", f.packageMet.map(JSONValue.bool) ?? .null)])
        }
        return .object([("binary_path", .string(f.binaryPath)),
                        ("binary_bytes", f.binaryBytes.map { .number(Double($0)) } ?? .null), ("package", package)])
    }

    /// KiB as "26.0 MiB".
    func mib(_ kib: Int) -> String { String(printf: "%.1f MiB", Double(kib) / 1024) }
    private func mb(_ bytes: Int) -> String { String(printf: "%.1f MB", Double(bytes) / 1e6) }
}
