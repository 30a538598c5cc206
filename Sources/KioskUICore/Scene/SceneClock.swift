/// The widgets the scene ticks: those animating every frame and those waiting for a wake-up time.
///
/// Visited in a defined order, never a `Dictionary`'s (Swift randomises that per process, and a
/// replay must give the same bytes in every process): due wake-ups by time, ties in the order they
/// were asked for (as NIO's manual clock does); animations in the order they started.
struct SceneClock {
    private struct Wakeup {
        var widget: Widget
        var time: Double
        var sequence: Int
        /// Whether a replay or a headless run waits for it before it ends (see `wake`).
        var holdsRun: Bool
    }

    private var animating: [Widget] = []
    private var wakeups: [Wakeup] = []
    private var sequence = 0

    var isAnimating: Bool { !animating.isEmpty }
    var nextWakeTime: Double? { wakeups.map(\.time).min() }
    /// Whether a wake-up that a run waits for is pending.
    var holdsRun: Bool { wakeups.contains { $0.holdsRun } }

    /// Asks for a tick every frame (once, however often it is asked).
    mutating func animate(_ w: Widget) {
        if !animating.contains(where: { $0 === w }) { animating.append(w) }
    }

    mutating func stopAnimating(_ w: Widget) { animating.removeAll { $0 === w } }

    /// Asks for one tick at `time`; a later call replaces the earlier one (and its place in line).
    /// `holdsRun` false: a replay or a headless run that has nothing else left ends without
    /// waiting for it (a screen's return timer, the idle reset); it still fires on time while the
    /// run goes on.
    mutating func wake(_ w: Widget, at time: Double, holdsRun: Bool = true) {
        cancelWake(w)
        sequence += 1
        wakeups.append(Wakeup(widget: w, time: time, sequence: sequence, holdsRun: holdsRun))
    }

    mutating func cancelWake(_ w: Widget) { wakeups.removeAll { $0.widget === w } }

    /// How much earlier than its time a wake-up still counts as due: the frame clock's times
    /// (frame × 1/60 s) and the times asked for (milliseconds / 1000) name the same instant in
    /// different rounding, so a deadline that falls on a frame must not slip to the next one.
    static let slack = 1e-9

    /// Whether `time` has come at `now` (within `slack`).
    static func isDue(_ time: Double, at now: Double) -> Bool { time <= now + slack }

    /// Removes and returns the wake-ups due at `now`: earliest first, ties in the order asked.
    mutating func takeDue(at now: Double) -> [Widget] {
        let due = wakeups.filter { SceneClock.isDue($0.time, at: now) }
        guard !due.isEmpty else { return [] }
        wakeups.removeAll { SceneClock.isDue($0.time, at: now) }
        return due.sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) }.map(\.widget)
    }

    /// The animating widgets now, in the order they started animating.
    var animatingNow: [Widget] { animating }
}
