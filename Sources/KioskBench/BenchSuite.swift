import KioskUICore
import KioskUISDL

/// The in-process scenarios, all on one headless software backend at 1280×800, each reported as
/// a ratio to the baseline measured in the same run: one full-frame fill of the target.
@MainActor
final class BenchSuite {
    let backend: SDLBackend
    /// Timed frames per scenario (fewer for the expensive ones).
    let frames: Int
    /// Median seconds of one full-frame fill; every ratio divides by it.
    private(set) var baseline: Double = 0
    private(set) var baselineStats = BenchStatistics([])

    static let size = Size(1280, 800)

    init(frames: Int, fontPath: String? = nil) throws {
        self.frames = Swift.max(20, frames)
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

    /// Every in-process scenario, in the order of the table.
    func runAll() -> [BenchResult] {
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
        return out
    }
}
