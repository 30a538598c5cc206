/// Switching the theme at run time (`{"theme":"high-contrast"}`, `ThemeChoice`).
extension Scene {
    /// Shows every widget in `theme` from the next frame: a new layout (its sizes may differ) and a
    /// full redraw. The font scale stays.
    func setTheme(_ theme: Theme) {
        guard theme != environment.theme else { return }
        environment = environment.with(theme: theme)
    }
}
