extension AccessibilityRole {
    /// A dialog.
    static let dialog = AccessibilityRole("dialog", SpokenWord("dialog", de: "Dialog", ar: "مربع حوار", hi: "संवाद"))
}

/// A dialog the app opens over the screen (no `type`: a button's `confirm`, a `dialog` command).
struct DialogKind: WidgetKind {
    var roles: [AccessibilityRole] { [.dialog] }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.edge("a dialog's buttons: edge against the dialog's card (surface)", outline: t.separator, around: [t.surface]),
            t.edge("dialog: card against the UI under its scrim", outline: t.surfaceOutline, around: t.underScrim(t.dialogScrim)),
        ]
    }
}
