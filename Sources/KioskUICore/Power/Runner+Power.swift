/// The run starts the screen's power rules once it announced itself (`announce`, at start and
/// after a content bundle switched the screen): their clock, the system's or `--clock`'s, starts
/// with the first, and the rules switch this run's display.
extension Runner {
    func startPower() {
        config.powerClock.begin(at: scene.now)
        config.app?.startPower(display: self, clock: config.powerClock, at: scene.now)
    }
}

/// The rules switch the display through the seam every other switch uses (`Runner+Display`).
extension Runner: PowerDisplay {}
