/// Speech for one run of `Kiosk.run`: on when the settings say so, heard where there is a display.
extension SpeechMonitor {
    /// The warning of a run whose speech cannot be heard: what is missing and how to install it.
    static let missingProgramWarning = "speech: \(SpeechProgram.espeak) is not installed (not on PATH), so nothing is heard; the speech events are written all the same. Install the \(SpeechProgram.espeak) package: sudo apt-get install \(SpeechProgram.espeak)"

    /// Starts speech for `runner` when `settings` turn it on (nil when they do not): the runner
    /// calls the monitor after each frame. `aloud`: a display, where espeak-ng speaks (headless
    /// runs write the `speech` events only); without espeak-ng, one warning and the events only.
    @discardableResult
    static func start(_ settings: SpeechSettings, runner: Runner, aloud: Bool) -> SpeechMonitor? {
        guard settings.isOn else { return nil }
        var voice: SpeechWorker?
        if aloud {
            voice = SpeechWorker.espeak(settings)
            if voice == nil { runner.warn(missingProgramWarning) }
        }
        let monitor = SpeechMonitor(scene: runner.scene, app: runner.config.app, voice: voice, settings: settings)
        runner.speech = monitor
        return monitor
    }

    /// The run ends (`waiting` up to 2 s for the program saying something to be reaped), or speech
    /// is turned off (not waiting: the loop goes on, the worker reaps it): what is being said
    /// stops, and the scene's events are no longer watched.
    func stop(waiting: Bool = true) {
        voice?.stop(timeout: waiting ? 2 : 0)
        if let subscription { scene.events.unsubscribe(subscription) }
        subscription = nil
    }
}
