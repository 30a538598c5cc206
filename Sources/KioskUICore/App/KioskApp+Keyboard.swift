/// The on-screen keyboard's ties to the application: when it shows (the file's `keyboard`), how
/// many languages the screen has (a language key with more than one), and what the language key
/// does — the next of the screen's languages, as a language button would (`setLanguage`).
extension KioskApp {
    func attachKeyboard(to scene: Scene) {
        scene.keyboard.mode = keyboardMode
        scene.keyboard.languageCount = languages?.codes.count ?? 0
        scene.keyboard.owner = self
    }
}

extension KioskApp: OnScreenKeyboardOwner {
    /// Shows the language after the one shown, in the screen's order (after the last, the first).
    func showNextLanguage() {
        guard let codes = languages?.codes, !codes.isEmpty else { return }
        let i = language.flatMap { codes.firstIndex(of: $0) } ?? -1
        setLanguage(codes[(i + 1) % codes.count])
    }
}
