/// When a slideshow's pictures change, as a pure function of the seconds it has been shown
/// (`ShownTime`): the cross-fade is numbers, tested as numbers, and a replay gives the same
/// pictures at the same frames in every process.
///
/// Picture 0 shows first. Change k (k ≥ 1) starts after k × `every` seconds shown: for `fade`
/// seconds picture k − 1 gives way to picture k (mod the count), its alpha rising linearly from 0
/// to 1; then picture k stands alone until the next change. `fade` 0 is a cut. A single picture
/// never changes. Between fades nothing moves, so nothing is drawn: `nextRedraw` names the next
/// moment that changes a pixel, `fadeFrameInterval` apart during a fade, else the next change.
struct SlideshowTiming: Equatable, Sendable {
    /// How many pictures, 1 or more.
    let count: Int
    /// Seconds from one change to the next, more than `fade`.
    let every: Double
    /// Seconds a cross-fade takes; 0 cuts.
    let fade: Double

    /// Seconds between the pictures of a fade: 30 a second, as a progress bar runs, is smooth for
    /// a cross-fade and half the display's rate.
    static let fadeFrameInterval = 1.0 / 30

    /// What to draw: `from` under `to` at `alpha` (0…1); standing alone, `from == to` and alpha 1.
    struct Frame: Equatable, Sendable {
        var from: Int
        var to: Int
        var alpha: Double
        /// Whether a fade is under way (two pictures drawn).
        var isFading: Bool { from != to }
    }

    init(count: Int, every: Double, fade: Double) {
        self.count = max(1, count)
        self.every = every.isFinite && every > 0 ? every : 1
        self.fade = fade.isFinite ? min(max(0, fade), self.every) : 0
    }

    /// Time within this much of a boundary counts as on it: seconds shown come from sums and
    /// differences of frame times, which name the same instant in different rounding.
    private static let slack = 1e-9

    /// The change under way or last made at `shown` seconds: its number (0 before the first).
    func change(at shown: Double) -> Int {
        guard shown.isFinite, shown > 0 else { return 0 }
        return Int(((shown + SlideshowTiming.slack) / every).rounded(.down))
    }

    /// What shows after `shown` seconds on screen.
    func frame(at shown: Double) -> Frame {
        let k = change(at: shown)
        let to = k % count
        guard count > 1, k >= 1 else { return Frame(from: 0, to: 0, alpha: 1) }
        let within = shown - Double(k) * every
        guard fade > 0, within + SlideshowTiming.slack < fade else { return Frame(from: to, to: to, alpha: 1) }
        return Frame(from: (k - 1) % count, to: to, alpha: min(1, max(0, within / fade)))
    }

    /// The next seconds shown after `shown` at which a pixel changes: the fade's next picture
    /// (`fadeFrameInterval` on from its start, its last exactly at its end), else the first
    /// picture of the next fade (its start itself looks as before: alpha 0), or the next change
    /// for a cut. Nil for a single picture.
    func nextRedraw(after shown: Double) -> Double? {
        guard count > 1 else { return nil }
        let s = shown.isFinite ? max(0, shown) : 0
        let k = change(at: s)
        let step = SlideshowTiming.fadeFrameInterval
        if k >= 1, fade > 0 {
            let start = Double(k) * every, within = s - start
            if within + SlideshowTiming.slack < fade {
                let j = ((within + SlideshowTiming.slack) / step).rounded(.down) + 1
                return start + min(fade, j * step)
            }
        }
        return Double(k + 1) * every + min(fade, step)
    }
}
