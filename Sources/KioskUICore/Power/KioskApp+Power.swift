/// The file's `power` rules on the model (docs/power.md): they share the deck's wake-up with
/// the other timers (`rearmTimers`), so replays give the same events at the same times.
///
/// - Activity is input (a touch, a key, a gamepad button …) and a command that changes the
///   screen (`show`, `dialog`); a `set` is not (a controller updating a price every second
///   would keep the panel awake all night).
/// - After `attract.after` idle the attract screen shows; a press there (touch, click, key,
///   gamepad button) goes back to the start screen and does nothing else: it is swallowed
///   through its release.
/// - The display goes off after `sleep.after` idle (reason `idle`) and outside the hours
///   (reason `hours`, once whoever uses it at the end of the hours went idle for the wake
///   span); on at the start of the hours; a touch outside them wakes it for the wake span.
/// - The brightness is `day` inside the hours and `night` outside, set when that changes.
/// - The idle reset (`idleTimeout`) leaves the attract screen showing; the attract screen closes
///   open dialogs and menus.
extension KioskApp {
    /// Starts the rules counting at `now`, switching `display` and reading the time of the week
    /// from `clock`, and takes their first look (the display and brightness as the hours want
    /// them at start). The run does this once it announced itself (`Runner.startPower`).
    func startPower(display: PowerDisplay?, clock: PowerClock, at now: Double) {
        guard power != nil else { return }
        powerDisplay = display
        power!.clock = clock
        power!.startedAt = now
        lookAtPower(at: now)
        rearmTimers()
    }

    /// The `power` command: `settings` replace the rules. What the panel knows goes on (since when
    /// it is idle, whether the attract screen showed), so the new rules apply as if they had
    /// always been: a `sleep.after` shorter than the idle time so far turns the display off now.
    func replacePower(_ settings: PowerSettings, display: PowerDisplay?, clock: PowerClock, at now: Double) {
        var p = power ?? PowerKeeper(settings: settings)
        if power == nil { p.startedAt = now; p.lastActivity = lastInput }
        p.settings = settings
        p.wasOpen = nil   // the brightness is told again, the new night's or day's
        power = p
        powerDisplay = display
        power!.clock = clock
        lookAtPower(at: now, cause: .command)
        rearmTimers()
    }

    /// Whether the attract screen the rules showed is showing.
    var showsAttract: Bool {
        guard let p = power, p.attractShown, let a = p.settings.attract else { return false }
        return a.screen == currentScreen
    }

    /// When the power rules next want a look, if they do.
    var powerDeadline: Double? {
        guard let p = power, let scene else { return nil }
        return p.deadline(at: scene.now)
    }

    /// Activity at `now`: the idle clocks start again. A press (`leavesAttract`) on the attract
    /// screen the rules showed returns to the start screen; returns whether it did (the press is
    /// then to be swallowed). `cause`: `input` or `command`, what the display says if the
    /// activity turns it on.
    @discardableResult
    func notePowerActivity(at now: Double, leavesAttract: Bool, cause: DisplayReason = .input) -> Bool {
        guard var p = power else { return false }
        p.lastActivity = now
        let onAttract = showsAttract
        if leavesAttract || !onAttract { p.attractShown = false }
        power = p
        if leavesAttract && onAttract { restart() }
        lookAtPower(at: now, cause: cause)
        return leavesAttract && onAttract
    }

    /// A command that changed the screen (`show`, `dialog`) at `now`: activity, as input is.
    func noteCommandActivity(at now: Double) {
        guard power != nil else { return }
        notePowerActivity(at: now, leavesAttract: false, cause: .command)
        rearmTimers()
    }

    /// Looks at the rules at `now`: the hours opening resets the idle count, the brightness
    /// follows the hours, the display follows the rules when what they say changed, and the
    /// attract screen shows when due. `cause`: why the display comes on when the rules turn it on
    /// and the hours did not just open (activity: `input` or `command`).
    func lookAtPower(at now: Double, cause: DisplayReason = .hours) {
        guard var p = power else { return }
        let open = p.moment(at: now).open
        let opened = p.wasOpen == false && open
        if p.wasOpen != open {
            if open && p.wasOpen != nil { p.openedAt = now }
            p.wasOpen = open
            powerDisplay?.setBrightness(p.settings.brightness(open: open))
        }
        let m = p.moment(at: now)
        let verdict = PowerSchedule.verdict(p.settings, m)
        let switchDisplay = verdict != p.lastVerdict
        p.lastVerdict = verdict
        let showAttract = !p.attractShown && PowerSchedule.attractDue(p.settings, m)
        if showAttract { p.attractShown = true }
        power = p
        if showAttract, let a = p.settings.attract {
            closeOverlays()   // a dialog left open by whoever walked away goes with them
            try? show(a.screen)
        }
        if switchDisplay {
            switch verdict {
            case .on: powerDisplay?.setDisplay(.on, reason: opened ? .hours : cause)
            case let .off(reason): powerDisplay?.setDisplay(.off, reason: reason)
            }
        }
    }
}
