/// Speech turned on and off while the kiosk runs (`{"speech":true}`, `KioskController.speech`):
/// a controller that sees headphones plugged in, or a key the integrator set aside for it, starts
/// speech without anyone having to see the screen.
extension Runner {
    /// Turns speech on (the next frame says the screen, an open dialog and what has focus) or off
    /// (what is being said stops). Nothing happens when it already is as asked.
    func setSpeech(_ on: Bool) {
        if on {
            guard speech == nil else { return }
            var settings = speechSetup.settings
            settings.isOn = true
            SpeechMonitor.start(settings, runner: self, aloud: speechSetup.aloud)?.announceWhereWeAre()
            scene.setNeedsDisplayAll()
        } else {
            speech?.stop(waiting: false)
            speech = nil
        }
    }
}
