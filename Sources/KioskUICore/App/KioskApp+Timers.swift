/// The model's two clocks, both on the scene's frame clock (`Scene.wake` on the deck), so a
/// replay gives the same events at the same times in every process:
///
/// - a screen's `after`: it returns by itself `seconds` after it was shown or after the last
///   input, whichever is later;
/// - `idleTimeout`: that long after the last input the kiosk goes idle (`goIdle`). Only input
///   counts — a finger, a key, a gamepad button, a stick pushed past its dead zone, the wheel —
///   never a command; and a kiosk nobody has touched since it started, or since it last went
///   idle, does not go idle again (there is no customer to forget).
///
/// Neither keeps a replay or a headless run going once it has nothing else to do (`holdsRun`).
extension KioskApp {
    /// When the idle reset comes, if it is due to.
    var idleDeadline: Double? {
        guard let timeout = idleTimeout, let last = lastInput else { return nil }
        return last + timeout
    }

    /// When the screen showing returns by itself, if it does.
    var returnDeadline: Double? {
        guard let after = screens[navigator.current].after else { return nil }
        return max(shownAt, lastInput ?? shownAt) + after.seconds
    }

    /// Notes input from the user (not a command): both clocks start again from `now`.
    /// Returns whether `e`, a press, left the attract screen of the power rules: it is then to
    /// reach nothing else (`Runner.dispatch` swallows it through its release).
    @discardableResult
    func noteInput(_ e: InputEvent, at now: Double) -> Bool {
        guard e.isUserInput else { return false }
        lastInput = now
        let leftAttract = notePowerActivity(at: now, leavesAttract: e.isPress)
        rearmTimers()
        return leftAttract
    }

    /// Asks the scene to wake the deck at the earlier deadline (or at none).
    func rearmTimers() {
        guard let scene else { return }
        if let t = [idleDeadline, returnDeadline, powerDeadline].compactMap({ $0 }).min() {
            scene.wake(deck, at: t, holdsRun: false)
        } else {
            scene.cancelWake(deck)
        }
    }

    /// The deck's wake-up came: go idle, or return from the screen, whichever is due (idle first:
    /// it restarts everything anyway); then the power rules take their look.
    func timerFired(at now: Double) {
        defer { lookAtPower(at: now); rearmTimers() }
        if let d = idleDeadline, SceneClock.isDue(d, at: now) {
            goIdle()
        } else if let d = returnDeadline, SceneClock.isDue(d, at: now), let after = screens[navigator.current].after {
            go(to: after.target)
        }
    }

    /// The idle reset: the `idle` event, then open menus and dialogs close, the start screen shows
    /// (a `screen` event) and every control goes back to its file value (`reset`, with its
    /// `change` events). It waits for the next input before it counts again. The attract screen
    /// the power rules showed stays (`KioskApp+Power`).
    func goIdle() {
        lastInput = nil   // nobody to forget until someone touches it again
        scene?.send(.idle)
        closeOverlays()
        if !showsAttract { restart() }
        reset()
    }
}

@MainActor
extension InputEvent {
    /// Whether a person did this (a touch, a click, a key, a gamepad button, a stick past its dead
    /// zone, the wheel), as opposed to the display changing (resize, expose, a pad plugged in).
    var isUserInput: Bool {
        switch self {
        case .pointer, .wheel, .text: return true
        case let .key(_, down), let .gamepadButton(_, down): return down
        case let .gamepadAxis(_, value): return Scene.deadZoned(value) != 0
        case .gamepadConnected, .resize, .fontScale, .split, .quit, .expose: return false
        }
    }

    /// Whether this starts a press: a finger or button down, a key or gamepad button down.
    var isPress: Bool {
        switch self {
        case let .pointer(p): return p.phase == .down
        case let .key(_, down), let .gamepadButton(_, down): return down
        default: return false
        }
    }
}
