/// A theme's palette (its colours and focus ring) apart from its sizes, so switching to another
/// palette at run time keeps what the screen chose for its customers: its text sizes, touch
/// targets, radii and spacing.
extension Theme {
    /// This theme's sizes with `other`'s colours and focus ring width.
    func withPalette(of other: Theme) -> Theme {
        var t = other
        t.cornerRadius = cornerRadius
        t.bodySize = bodySize
        t.titleSize = titleSize
        t.captionSize = captionSize
        t.minTouchTarget = minTouchTarget
        t.spacing = spacing
        return t
    }
}
