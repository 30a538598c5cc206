import Glibc
import KioskUICore

/// `kiosk run` against its floor: `kiosk-floor` (tools/kiosk-floor/main.c, built by scripts/build-floor.sh) does the C work of a
/// kiosk start and nothing else — TTF_Init, fontconfig's matches, three fonts, the software
/// renderer on a 1280×800 surface, a fill and 10 texts — and exits. Spawned alternately with
/// `kiosk run` in the same rounds (`BenchStartup.measure`), so a load that comes and goes hits
/// both alike; start-up and peak memory are reported as ratios to it.
///
/// Each ratio is taken per round (the kiosk's run over the floor's run of the same round) and
/// reported as the median of the rounds, with the smallest and largest, so one noisy round can
/// neither pass nor fail a goal.
struct BenchFloor: Equatable {
    /// What one run of either program gave.
    struct Sample: Equatable {
        /// Spawn to exit.
        var seconds: Double
        /// VmHWM at the first frame (the kiosk) or at the end of the frame (the floor); nil when not written.
        var peakKiB: Int?
    }

    /// A ratio over the rounds: the median and the spread.
    struct Ratio: Equatable {
        var median: Double
        var min: Double
        var max: Double

        /// Nil without a finite ratio.
        init?(_ ratios: [Double]) {
            let s = ratios.filter { $0.isFinite && $0 > 0 }.sorted()
            guard let first = s.first, let last = s.last else { return nil }
            median = BenchStatistics.median(sorted: s)
            min = first
            max = last
        }
    }

    /// The program's file name; `kiosk bench` looks for it in the folder `kiosk` is in.
    static let programName = "kiosk-floor"
    /// The goals: start-up ≤ 1.3× the floor, peak memory ≤ 1.25× it.
    static let startupGoal = 1.3
    static let peakGoal = 1.25

    /// The floor that was run.
    var path: String
    /// The driver both programs started (`kiosk-floor --driver fb` for fb).
    var driver: BenchStartup.Driver
    /// Rounds that gave both a kiosk and a floor sample.
    var rounds: Int
    var startup: Ratio
    /// Nil when a program did not report its peak in any round.
    var peak: Ratio?
    /// The medians of each side's own runs, so a ratio can be checked.
    var kioskSeconds: Double
    var floorSeconds: Double
    var kioskPeakKiB: Int?
    var floorPeakKiB: Int?

    var startupMet: Bool { startup.median <= BenchFloor.startupGoal }
    var peakMet: Bool? { peak.map { $0.median <= BenchFloor.peakGoal } }

    /// The comparison of paired rounds (`kiosk[i]` with `floor[i]`) of `driver`; nil when there is none.
    init?(path: String, kiosk: [Sample], floor: [Sample], driver: BenchStartup.Driver = .headless) {
        let pairs = Array(zip(kiosk, floor))
        guard let startup = Ratio(pairs.map { $0.0.seconds / $0.1.seconds }) else { return nil }
        self.path = path
        self.driver = driver
        rounds = pairs.count
        self.startup = startup
        peak = Ratio(pairs.compactMap { k, f in
            guard let a = k.peakKiB, let b = f.peakKiB, b > 0 else { return nil }
            return Double(a) / Double(b)
        })
        kioskSeconds = BenchStatistics(kiosk.map(\.seconds)).median
        floorSeconds = BenchStatistics(floor.map(\.seconds)).median
        kioskPeakKiB = BenchFloor.medianKiB(kiosk)
        floorPeakKiB = BenchFloor.medianKiB(floor)
    }

    private static func medianKiB(_ samples: [Sample]) -> Int? {
        let k = samples.compactMap(\.peakKiB).map(Double.init)
        return k.isEmpty ? nil : Int(BenchStatistics(k).median.rounded())
    }

    /// The folder part of `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The floor beside `executable` (scripts/build-floor.sh puts it in `kiosk`'s folder).
    static func path(besideExecutable executable: String) -> String {
        guard let slash = executable.lastIndex(of: "/") else { return programName }
        return String(executable[...slash]) + programName
    }

    /// Why the floor at `path` cannot be run, with how to build it; nil when it can.
    static func unavailable(at path: String) -> String? {
        guard access(path, X_OK) != 0 else { return nil }
        return "no floor program at \(path): build it beside kiosk with `scripts/build-floor.sh \(folder(of: path))` "
            + "(or pass --floor PATH)"
    }
}
