/// The high-contrast theme (`theme: high-contrast`, `KUI.Theme.highContrast`): white text on
/// black, yellow for what is primary or selected, white borders, and a wide cyan focus ring.
/// Every text/background pair a widget draws meets WCAG AA's 4.5:1, and the focus ring, control
/// boundaries and selection markers its 3:1 (ThemeContrastTests computes them).
extension Theme {
    static let highContrast: Theme = {
        var t = Theme()
        t.background = Color(hex: 0x000000)
        t.surface = Color(hex: 0x000000)
        // A pressed surface, and a popup menu's focused row, show as grey: 3:1 against the black.
        t.surfacePressed = Color(hex: 0x5C5C5C)
        t.text = Color(hex: 0xFFFFFF)
        t.secondaryText = Color(hex: 0xE0E0E0)
        t.accent = Color(hex: 0xFFD400)
        t.accentText = Color(hex: 0x000000)
        // Button edges and the outline of cards (a ruler, a menu, a dialog).
        t.separator = Color(hex: 0xFFFFFF)
        t.focusRing = Color(hex: 0x00E5FF)
        t.dimmed = Color(hex: 0xBDBDBD)
        // What lies under a menu or a dialog fades almost away, so only the open one reads.
        t.scrim = Color(hex: 0x000000, alpha: 200)
        t.dialogScrim = Color(hex: 0x000000, alpha: 220)
        t.focusRingWidth = 4
        return t
    }()

    /// The built-in themes a screen file names (`theme: high-contrast`, or a mapping's `base`), in
    /// the order messages list them.
    static let builtIn: [(word: String, value: Theme)] = [("standard", .standard), ("high-contrast", .highContrast)]
}
