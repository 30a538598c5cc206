/// The run starts the screen's power rules once it announced itself (`announce`, at start and
/// after a content bundle switched the screen): their clock, the system's or `--clock`'s, starts
/// with the first, and the rules switch this run's display.
extension Runner {
    func startPower() {
        config.powerClock.begin(at: scene.now)
        config.app?.startPower(display: self, clock: config.powerClock, at: scene.now)
    }
}

extension Runner {
    /// The `power` command: `block` replaces the screen file's `power` rules, checked as the
    /// file's field is (a refusal names each problem and its fix); `{}` leaves none.
    func setPower(_ block: JSONValue) throws {
        guard let app = config.app else { throw ScriptError.message("\"power\" needs a screen file's application model, which this run has not") }
        let settings = try PowerSettings.decode(block, screens: app.navigator.names)
        app.replacePower(settings, display: self, clock: config.powerClock, at: scene.now)
    }
}

/// The rules switch the display through the seam every other switch uses (`Runner+Display`).
extension Runner: PowerDisplay {}
