/// What switches the display for the power rules: the run's `Runner` (`Runner+Display`), or a
/// test's double.
@MainActor
protocol PowerDisplay: AnyObject {
    /// Turns the display on or off for `reason`; nothing when it already is.
    func setDisplay(_ state: DisplayState, reason: DisplayReason)
    /// Sets the brightness in percent.
    func setBrightness(_ percent: Int)
}

/// The state the power rules keep between their moments (docs/power.md): since when the panel
/// is idle, whether the hours were open at the last look, whether the attract screen showed,
/// and what the rules last said, so a rule switches the display only when what it says
/// changes (a `display` command in between is left alone until then).
struct PowerKeeper {
    var settings: PowerSettings
    var clock = PowerClock.system
    /// The scene time the rules started counting at.
    var startedAt: Double = 0
    /// The last input or activity command since the start.
    var lastActivity: Double?
    /// When the hours last opened, seen by the rules.
    var openedAt: Double?
    /// Whether the hours were open at the last look; nil before the first.
    var wasOpen: Bool?
    /// The display as the rules last said it; nil before the first look.
    var lastVerdict: PowerSchedule.Verdict?
    /// Whether the attract screen showed since the last activity.
    var attractShown = false

    init(settings: PowerSettings) { self.settings = settings }

    /// The moment at `now`, with the hours as the clock reads them.
    func moment(at now: Double) -> PowerSchedule.Moment {
        let open = settings.hours?.isOpen(at: clock.weekSecond(at: now)) ?? true
        let since = [startedAt, lastActivity, open ? openedAt : nil].compactMap { $0 }.max() ?? startedAt
        return PowerSchedule.Moment(now: now, idleSince: since, lastActivity: lastActivity, open: open)
    }

    /// On the system's clock the rules look at least this often (seconds) while there are hours,
    /// so a clock that jumps (daylight saving time, a clock set by NTP) is followed soon.
    static let systemClockLook = 300.0

    /// When the rules next want a look.
    func deadline(at now: Double) -> Double? {
        let m = moment(at: now)
        var change = settings.hours?.secondsToNextChange(after: clock.weekSecond(at: now))
        if settings.hours != nil, clock.test == nil { change = min(change ?? .infinity, PowerKeeper.systemClockLook) }
        return PowerSchedule.nextDeadline(settings, m, attractShown: attractShown, hoursChangeIn: change)
    }
}
