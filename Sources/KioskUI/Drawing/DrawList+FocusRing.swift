extension DrawList {
    /// The keyboard and gamepad focus ring around `rect`, kept inside `bounds` (the UI) so a
    /// control at an edge shows its whole ring. The scene draws it around the focused control; an
    /// overlay whose parts take focus (a dialog's buttons) draws it again above itself. It is never
    /// thinner than `Theme.leastFocusRingWidth`, whatever the theme asks.
    mutating func focusRing(around rect: Rect, within bounds: Rect, _ theme: Theme) {
        let t = max(Theme.leastFocusRingWidth, theme.focusRingWidth)
        stroke(rect.insetBy(-t - 1).intersection(bounds), theme.focusRing, radius: theme.cornerRadius + t, width: t)
    }
}
