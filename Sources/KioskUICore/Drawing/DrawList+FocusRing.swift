extension DrawList {
    /// The keyboard and gamepad focus ring around `rect`, kept inside `bounds` (the UI) so a
    /// control at an edge shows its whole ring. The scene draws it once a frame, around the
    /// focused control, right above the layer that holds it (the root, or the dialog or menu
    /// overlay), so an open dialog or menu never hides it. It is never thinner than
    /// `Theme.leastFocusRingWidth`, whatever the theme asks, and lies `Theme.focusRingReach`
    /// beyond `rect`: its width and a 1 px gap.
    mutating func focusRing(around rect: Rect, within bounds: Rect, _ theme: Theme) {
        let t = theme.shownFocusRingWidth
        stroke(rect.insetBy(-theme.focusRingReach).intersection(bounds), theme.focusRing, radius: theme.cornerRadius + t, width: t)
    }
}

extension Theme {
    /// The focus ring's width as drawn: the theme's, at least `leastFocusRingWidth`.
    var shownFocusRingWidth: Double { max(Theme.leastFocusRingWidth, focusRingWidth) }
    /// How far the ring reaches beyond the rect it marks: its width and a 1 px gap. A control
    /// whose focus lies on a part of itself (a popup menu's row) insets that part by this, so
    /// the ring stays inside it.
    var focusRingReach: Double { shownFocusRingWidth + 1 }
}
