import KioskUICore
import KioskUISDL

/// The in-process scenarios, all on one headless software backend at 1280×800, each reported as
/// a ratio to the baseline measured in the same round: one full-frame fill of the target. Every
/// scenario runs in `rounds` rounds, one after another, each with its own baseline; a row is the
/// median of its rounds (`BenchResult.merged`), with their spread.
@MainActor
final class BenchSuite {
    /// The backend of the current round: each round opens its own, so no round inherits the
    /// caches (text, shapes, strips) an earlier one filled.
    private(set) var backend: SDLBackend
    private let fontPath: String?
    /// Timed frames per scenario in each round (fewer for the expensive ones).
    let frames: Int
    /// Median seconds of one full-frame fill in the current round (after `runAll`, of the round
    /// with the median baseline); every ratio divides by it.
    private(set) var baseline: Double = 0
    private(set) var baselineStats = BenchStatistics([])

    static let size = Size(1280, 800)
    /// Rounds of every scenario: the frames asked for are shared among them.
    nonisolated static let rounds = 3

    /// `frames`: timed frames per scenario in all rounds together (at least 20 in each round).
    init(frames: Int, fontPath: String? = nil) throws {
        self.frames = Swift.max(20, frames / BenchSuite.rounds)
        self.fontPath = fontPath
        backend = try SDLBackend.open(driver: "headless", size: BenchSuite.size, fontPath: fontPath, fullscreen: false)
    }

    /// One full-frame fill of the 1280×800 target, through the same executor and renderer as
    /// every frame (clip, fill, flush).
    func measureBaseline() {
        var list = DrawList()
        let full = Rect(origin: .zero, size: backend.size)
        list.fill(full, Color(hex: 0x202428))
        for _ in 0..<20 { backend.present(list, damage: full) }
        baselineStats = BenchStatistics(BenchClock.samples(frames) { backend.present(list, damage: full) })
        baseline = baselineStats.median
    }

    /// A result row for samples of this run.
    func result(_ key: String, _ name: String, _ samples: [Double], goal: BenchGoal = .none, note: String = "") -> BenchResult {
        BenchResult(key: key, name: name, stats: BenchStatistics(samples), baseline: baseline, goal: goal, note: note)
    }

    /// Every in-process scenario, in the order of the table: `rounds` rounds of `runRound`, each
    /// row the median of its rounds.
    func runAll() -> [BenchResult] {
        var rounds: [[BenchResult]] = []
        var baselines: [BenchStatistics] = []
        for round in 0..<BenchSuite.rounds {
            if round > 0, let fresh = try? SDLBackend.open(driver: "headless", size: BenchSuite.size, fontPath: fontPath, fullscreen: false) {
                backend = fresh
            }
            rounds.append(runRound())
            baselines.append(baselineStats)
        }
        let middle = baselines.indices.sorted { baselines[$0].median < baselines[$1].median }[(baselines.count - 1) / 2]
        baselineStats = baselines[middle]
        baseline = baselineStats.median
        // Every round makes the same rows in the same order; a row is matched by its key.
        return rounds[0].map { row in BenchResult.merged(rounds.compactMap { $0.first { $0.key == row.key } }) }
    }

    /// Every in-process scenario once, against a baseline measured first.
    func runRound() -> [BenchResult] {
        measureBaseline()
        var out: [BenchResult] = []
        out.append(firstFrame())
        out.append(fullRedraw())
        out += rulerGlide()
        out.append(markerSlide())
        out.append(nothingChanged())
        out.append(flow10k())
        out += rulerRange()
        out += fbCopies()
        out += listScenarios(rulerGlide: out.first { $0.key == "ruler-glide" }?.ratio)
        out += listEditScenarios()
        return out
    }
}
