/// The display settings a person changes on the panel: the text size along its ladder and the
/// theme (the `textSize` and `theme` commands, buttons with an `action`, `KioskController`). Each
/// change relayouts in the same frame and sends an event saying where it landed.
extension Scene {
    /// Steps the font scale (`TextSizeLadder`) and sends `textSize` with the scale now, also when
    /// it was already at the end of the ladder.
    func stepTextSize(_ step: TextSizeStep) {
        setFontScale(TextSizeLadder.scale(after: step, from: fontScale, standard: standardFontScale))
        send(.textSize(fontScale: fontScale))
    }

    /// Shows every screen in `choice` and sends `theme` with the word for it.
    func switchTheme(_ choice: ThemeChoice) {
        setTheme(choice.theme(screen: screenTheme))
        send(.theme(choice.word))
    }

    /// A reset (the command, the idle reset): the next customer starts with the screen's own theme
    /// and the run's starting text size, not the last customer's choice. A `theme` or `textSize`
    /// event says so only for what was changed.
    func restoreDisplaySettings() {
        if theme != screenTheme { switchTheme(.screen) }
        if fontScale != standardFontScale { stepTextSize(.standard) }
    }

    /// What a button's `action` asks for.
    func perform(_ action: ButtonAction) {
        switch action {
        case .largerText: stepTextSize(.larger)
        case .smallerText: stepTextSize(.smaller)
        case .standardText: stepTextSize(.standard)
        case .highContrast:
            let contrast = ThemeChoice.builtIn(.highContrast)
            switchTheme(theme == contrast.theme(screen: screenTheme) ? .screen : contrast)
        }
    }
}
