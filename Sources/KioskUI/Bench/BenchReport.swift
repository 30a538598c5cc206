/// Everything one `kiosk bench` run measured, and its text and JSON forms.
struct BenchReport {
    var frames: Int
    var baseline: BenchStatistics
    var rows: [BenchResult]
    var benchPeakKiB: Int
    var runPeakKiB: Int?
    var allocations: BenchAllocations.Counts

    /// The table people read.
    var text: String {
        var out = "kiosk bench: headless software renderer, 1280×800, \(frames) frames per frame scenario\n"
        out += "baseline: one full-frame fill of the target, median \(BenchFormat.ms(baseline.median)) ms, "
            + "p95 \(BenchFormat.ms(baseline.p95)) ms (ratios below are medians divided by this)\n\n"
        let header = ["scenario", "median ms", "p95 ms", "ratio", "goal", "met", "note"]
        var table: [[String]] = [header]
        for r in rows {
            let met = r.met.map { $0 ? "yes" : "NO" } ?? ""
            let ratio = r.ratio.map(BenchFormat.ratio) ?? "—"
            table.append([r.name, BenchFormat.ms(r.stats.median), BenchFormat.ms(r.stats.p95),
                          r.checkedText.map { "\(ratio) (\($0))" } ?? ratio, r.goal.text, met, r.note])
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
        out += "\npeak memory (VmHWM): bench process \(mib(benchPeakKiB))"
        if let k = runPeakKiB { out += ", a process drawing the first frame \(mib(k))" }
        out += "\nallocations per frame (glibc mtrace, everything incl. SDL): "
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
            p.append(("met", r.met.map(JSONValue.bool) ?? .null))
            if !r.note.isEmpty { p.append(("note", .string(r.note))) }
            return .object(p)
        }
        var alloc: [(String, JSONValue)] = allocations.perFrame.map { ($0.key, .number($0.value)) }
        if let why = allocations.unavailable { alloc = [("unavailable", .string(why))] }
        return .object([
            ("renderer", .string("software (headless)")), ("size", .string("1280x800")), ("frames", .number(Double(frames))),
            ("baseline", .object(stats(baseline))), ("scenarios", .array(scenarios)),
            ("peak_memory_kib", .object([("bench", .number(Double(benchPeakKiB))),
                                         ("run", runPeakKiB.map { .number(Double($0)) } ?? .null)])),
            ("allocations_per_frame", .object(alloc)),
        ])
    }

    private func mib(_ kib: Int) -> String { String(printf: "%.1f MiB", Double(kib) / 1024) }
}
