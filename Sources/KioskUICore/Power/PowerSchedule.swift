/// The power rules as pure functions of numbers (docs/power.md), times on the scene's clock in
/// seconds: what the display should be at a moment, whether the attract screen is due, and when
/// the next of these may change.
enum PowerSchedule {
    /// What the rules say of the display: on, or off and why.
    enum Verdict: Equatable, Sendable {
        case on
        /// Off: `idle` (`sleep.after` passed without input inside the hours) or `hours`
        /// (outside them, and no touch for the wake span).
        case off(DisplayReason)
    }

    /// The moment the rules are asked about.
    struct Moment: Equatable, Sendable {
        /// Now, on the scene's clock.
        var now: Double
        /// Since when nobody used the panel: the later of the start, the last input or
        /// activity command, and the time the hours last opened.
        var idleSince: Double
        /// The last input or activity command, if any since the start (a start outside the hours
        /// leaves the display off until someone touches it).
        var lastActivity: Double?
        /// Whether the hours are open now (true without hours).
        var open: Bool
    }

    /// What the display should be at `m`. Inside the hours it is on until `sleep.after` passes
    /// idle; outside them it is on only for the wake span after the last input (someone using it
    /// when the hours end keeps it until they go idle).
    static func verdict(_ s: PowerSettings, _ m: Moment) -> Verdict {
        if m.open {
            if let sleep = s.sleepAfter, SceneClock.isDue(m.idleSince + sleep, at: m.now) { return .off(.idle) }
            return .on
        }
        if let last = m.lastActivity, !SceneClock.isDue(last + s.wakeSpan, at: m.now) { return .on }
        return .off(.hours)
    }

    /// Whether the attract screen is due at `m`: `attract.after` idle.
    static func attractDue(_ s: PowerSettings, _ m: Moment) -> Bool {
        guard let a = s.attract else { return false }
        return SceneClock.isDue(m.idleSince + a.after, at: m.now)
    }

    /// The next time after `m.now` at which `verdict` or `attractDue` may change without input,
    /// given the seconds to the next opening or closing of the hours (nil: never).
    static func nextDeadline(_ s: PowerSettings, _ m: Moment, attractShown: Bool, hoursChangeIn: Double?) -> Double? {
        var times: [Double] = []
        if let a = s.attract, !attractShown { times.append(m.idleSince + a.after) }
        if m.open, let sleep = s.sleepAfter { times.append(m.idleSince + sleep) }
        if !m.open, let last = m.lastActivity { times.append(last + s.wakeSpan) }
        if let d = hoursChangeIn { times.append(m.now + d) }
        return times.filter { !SceneClock.isDue($0, at: m.now) }.min()
    }
}
