/// A new screen without a restart: the scene is replaced as a whole (a content bundle switched,
/// `Runner+Bundles`), on the same display, with the same text size, split, event outputs,
/// control clients and broker link.
extension Runner {
    /// Shows `screen` in place of the current one. The old scene's subscribers (speech, the app
    /// model's) go with it; the run's output listens to the new one, which announces itself with
    /// `ready` as a start does. Values the new screen's controls keep were given to `Screen.load`;
    /// the language shown and `--language` carry over where the new screen has them.
    func switchScreen(to screen: Screen) {
        closeService()   // the technician's screens first: the new screen replaces the customer's
        let old = scene
        if let app = config.app { screen.app.keepLanguage(of: app) }
        speech?.stop(waiting: false)
        speech = nil
        let new = Scene(root: screen.root, measurer: backend.measurer, size: backend.size, theme: screen.theme, fontScale: old.fontScale)
        new.pictureFolders = old.pictureFolders
        // A panel whose display is off stays dark: what animates by itself on the new screen waits.
        new.displayIsOn = old.displayIsOn
        new.standardFontScale = old.standardFontScale
        new.setSplit(old.split)
        scene = new
        config.app = screen.app
        config.settableIDs = Set(screen.ids)
        if config.stateIDs != nil { config.stateIDs = Set(screen.ids) }
        listen(to: new)
        if speechSetup.settings.isOn { SpeechMonitor.start(speechSetup.settings, runner: self, aloud: speechSetup.aloud) }
        scene.advance(to: old.now)
        announce()
        new.setNeedsDisplayAll()
        drawFrame()
        decodePicturesInBackground()
        stateDirty = true
    }
}
