extension AccessibilityRole {
    /// The highlighted entry of an open menu (the menu takes focus, its entry is what is named).
    static let menuItem = AccessibilityRole("menu item", SpokenWord("menu item", de: "Menüeintrag", ar: "عنصر قائمة", hi: "मेनू आइटम"))
}

/// The popup menu a compact picker, a list's item and the keyboard's language key open.
struct MenuKind: WidgetKind {
    var roles: [AccessibilityRole] { [.menuItem] }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.textPair("menu: focused option on surfacePressed", t.text, t.surfacePressed),
            t.textPair("menu: focused selected option accent on surfacePressed", t.accent, t.surfacePressed),
            t.edge("menu: card against the UI under its scrim", outline: t.surfaceOutline, around: t.underScrim(t.scrim)),
        ]
    }
}
