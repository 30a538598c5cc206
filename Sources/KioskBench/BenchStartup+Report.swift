import KioskUICore
import KioskUISDL

/// `kiosk bench --startup-only --driver D`: only the start-up comparison, for any driver the
/// floor knows (`BenchStartup.Driver`) — `kiosk run --driver D` to its first frame, whole and by
/// phase, its peak memory, and both as ratios to `kiosk-floor --driver D` in the same
/// interleaved rounds, with the medians and spreads of the full bench. A driver this machine
/// cannot start (fb without a DRM card) is reported NOT MEASURED with the reason, never skipped.
extension Bench {
    /// Measures `driver`'s start against its floor and returns the report (a table, or JSON).
    /// Throws for a driver the floor does not know, or a run that fails.
    public static func startupOnly(_ options: BenchOptions, driver name: String) throws -> String {
        guard let driver = BenchStartup.Driver(name: name) else {
            throw KioskError("--driver \(name): the start-up comparison knows \(BenchStartup.Driver.names); e.g. --driver fb")
        }
        let report = try BenchStartupReport.measure(driver: driver, executable: options.executablePath,
                                                    floorPath: options.floorPath, cards: FBCards.list())
        return options.json ? report.json.serialized + "\n" : report.text
    }
}

/// What `kiosk bench --startup-only` found: the runs, or why there were none, and the floor.
struct BenchStartupReport {
    enum Runs {
        case measured(BenchStartup)
        case unavailable(String)
    }

    /// Rounds of the comparison, as in the full bench.
    static let rounds = 10

    var driver: BenchStartup.Driver
    var runs: Runs
    var floor: BenchReport.Floor

    /// Runs `executable` (with the floor beside it, or `floorPath`) for `driver`, unless the
    /// driver cannot start here (`cards`: this machine's DRM cards) or a program is missing.
    static func measure(driver: BenchStartup.Driver, executable: String?, floorPath: String?,
                        cards: [String]) throws -> BenchStartupReport {
        guard let exe = executable else {
            let why = "no kiosk binary to spawn"
            return BenchStartupReport(driver: driver, runs: .unavailable(why), floor: .unavailable(why))
        }
        if let why = driver.unavailable(cards: cards) {
            return BenchStartupReport(driver: driver, runs: .unavailable(why), floor: .unavailable(why))
        }
        let (startup, floor) = try againstFloor(executable: exe, floorPath: floorPath, driver: driver)
        return BenchStartupReport(driver: driver, runs: .measured(startup), floor: floor)
    }

    /// `executable`'s start for `driver` in `rounds` rounds alternating with the floor (beside it,
    /// or `floorPath`), and the floor's verdict: measured, or loudly why not (a missing floor is
    /// said in the report, never skipped in silence). The full bench and `--startup-only` both.
    static func againstFloor(executable: String, floorPath: String?, driver: BenchStartup.Driver = .headless)
        throws -> (BenchStartup, BenchReport.Floor) {
        let path = floorPath ?? BenchFloor.path(besideExecutable: executable)
        let missing = BenchFloor.unavailable(at: path)
        let startup = try BenchStartup.measure(executable: executable, runs: rounds, floor: missing == nil ? path : nil, driver: driver)
        if let why = missing { return (startup, .unavailable(why)) }
        if let f = startup.floor { return (startup, .measured(f)) }
        return (startup, .unavailable("\(path) ran but gave no comparable round"))
    }

    /// The phases' names for this driver (the display's phase says what it opens).
    private func phaseName(_ p: BenchStartup.Phase) -> String {
        p.end == .displayReady ? driver.displayPhaseName : p.name
    }

    /// The table people read.
    var text: String {
        let d = driver.rawValue
        var out = "kiosk bench --startup-only: kiosk run --driver \(d) replaying an empty script, exec to exit\n"
        switch runs {
        case let .unavailable(why):
            out += "start-up to the first frame with --driver \(d): NOT MEASURED — \(why)\n"
        case let .measured(s):
            out += "start-up to the first frame with --driver \(d) (whole process): median \(BenchFormat.ms(s.total.median)) ms, "
                + "p95 \(BenchFormat.ms(s.total.p95)) ms, \(s.total.count) runs\n"
            let named = zip(BenchStartup.phases, s.byPhase).filter { $0.1.count > 0 }.map { (phaseName($0.0), $0.1) }
            let width = named.map(\.0.count).max() ?? 0
            for (name, stats) in named {
                out += "  \(name)\(String(repeating: " ", count: width - name.count))  \(BenchFormat.ms(stats.median)) ms\n"
            }
            out += "peak memory at the first frame (VmHWM): "
                + (s.peakKiB.map { String(printf: "%.1f MiB", Double($0) / 1024) } ?? "not written by the runs") + "\n"
        }
        return out + BenchReport.floorText(floor)
    }

    /// The same as JSON (seconds as milliseconds).
    var json: JSONValue {
        var fields: [(String, JSONValue)] = [("driver", .string(driver.rawValue))]
        switch runs {
        case let .unavailable(why):
            fields.append(("unavailable", .string(why)))
        case let .measured(s):
            fields.append(("startup", .object([("median_ms", .number(s.total.median * 1000)), ("p95_ms", .number(s.total.p95 * 1000)),
                                               ("runs", .number(Double(s.total.count)))])))
            fields.append(("phases", .array(zip(BenchStartup.phases, s.byPhase).filter { $0.1.count > 0 }.map { p, stats in
                .object([("key", .string(p.key)), ("name", .string(phaseName(p).trimmingSpaces)),
                         ("median_ms", .number(stats.median * 1000))])
            })))
            fields.append(("peak_kib", s.peakKiB.map { .number(Double($0)) } ?? .null))
        }
        fields.append(("floor", BenchReport.floorJSON(floor)))
        return .object(fields)
    }
}
