import KioskUICore

/// The report's lines about the floor program (`BenchFloor`): text and JSON.
extension BenchReport {
    /// The comparison with `kiosk-floor`: measured, or the reason it was not.
    enum Floor: Equatable {
        case measured(BenchFloor)
        case unavailable(String)
    }

    /// Start-up and peak memory against the floor: each ratio's median over the rounds, its
    /// range, both sides' medians and the goal; or, loudly, why it was not measured.
    var floorText: String { BenchReport.floorText(floor) }

    /// `floorText` of any comparison (`kiosk bench --startup-only` prints it too). A driver other
    /// than headless is named in the heading and on each line.
    static func floorText(_ floor: Floor) -> String {
        switch floor {
        case let .unavailable(why):
            return "against the floor: NOT MEASURED — \(why)\n"
        case let .measured(f):
            let headless = f.driver == .headless
            let run = headless ? "kiosk run" : "kiosk run --driver \(f.driver.rawValue)"
            var out = "against the floor (\(f.path)\(headless ? "" : " --driver \(f.driver.rawValue)"): the C work of a kiosk start"
                + "\(headless ? "" : " on \(f.driver.rawValue)"); \(f.rounds) interleaved rounds, "
                + "median of the rounds' ratios [smallest–largest]):\n"
            out += "  start-up    \(BenchFormat.ratio(f.startup.median)) [\(range(f.startup))]  \(run) "
                + "\(BenchFormat.ms(f.kioskSeconds)) ms, floor \(BenchFormat.ms(f.floorSeconds)) ms  "
                + "goal ≤ \(BenchFormat.ratio(BenchFloor.startupGoal)): \(f.startupMet ? "yes" : "NO")\n"
            if let p = f.peak {
                out += "  peak memory \(BenchFormat.ratio(p.median)) [\(range(p))]  \(run) "
                    + "\(f.kioskPeakKiB.map(mib) ?? "?"), floor \(f.floorPeakKiB.map(mib) ?? "?")  "
                    + "goal ≤ \(BenchFormat.ratio(BenchFloor.peakGoal)): \(f.peakMet! ? "yes" : "NO")\n"
            } else {
                out += "  peak memory NOT MEASURED — a program did not write its peak (VmHWM) to the trace file\n"
            }
            return out
        }
    }

    private static func range(_ r: BenchFloor.Ratio) -> String { "\(BenchFormat.ratio(r.min))–\(BenchFormat.ratio(r.max))" }

    /// KiB as "26.0 MiB".
    private static func mib(_ kib: Int) -> String { String(printf: "%.1f MiB", Double(kib) / 1024) }

    var floorJSON: JSONValue { BenchReport.floorJSON(floor) }

    /// `floorJSON` of any comparison.
    static func floorJSON(_ floor: Floor) -> JSONValue {
        switch floor {
        case let .unavailable(why):
            return .object([("unavailable", .string(why))])
        case let .measured(f):
            func ratio(_ r: BenchFloor.Ratio?, goal: Double, met: Bool?) -> JSONValue {
                guard let r else { return .null }
                return .object([("median", .number(r.median)), ("min", .number(r.min)), ("max", .number(r.max)),
                                ("goal", .number(goal)), ("met", met.map(JSONValue.bool) ?? .null)])
            }
            return .object([
                ("path", .string(f.path)), ("driver", .string(f.driver.rawValue)), ("rounds", .number(Double(f.rounds))),
                ("startup_ratio", ratio(f.startup, goal: BenchFloor.startupGoal, met: f.startupMet)),
                ("peak_ratio", ratio(f.peak, goal: BenchFloor.peakGoal, met: f.peakMet)),
                ("startup_ms", .object([("kiosk", .number(f.kioskSeconds * 1000)), ("floor", .number(f.floorSeconds * 1000))])),
                ("peak_kib", .object([("kiosk", f.kioskPeakKiB.map { .number(Double($0)) } ?? .null),
                                      ("floor", f.floorPeakKiB.map { .number(Double($0)) } ?? .null)])),
            ])
        }
    }
}
