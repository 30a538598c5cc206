/// The scene does not draw its background under a widget that paints its whole frame with
/// opaque colour except, at most, rounded corners (`Widget.opaqueCornerRadius`; a button, the
/// ruler): the same pixels, each painted once instead of twice. That holds for a frame that
/// redraws only a gliding ruler as for a full redraw with thirty chips. It assumes containers draw
/// their children as they are (no container fades or clips inside its own frame; none does today).
extension Scene {
    /// Appends the background fill of the damage `d`: everything but the holes of the visible
    /// opaque painters (`BackgroundPlanner`).
    func appendBackground(_ d: Rect, into list: inout DrawList) {
        background.begin()
        // Under an open overlay (a menu, its scrim) nothing is left out.
        if overlays.isEmpty, !root.isHidden { collectHoles(root, within: d.intersection(root.frame), d) }
        background.appendFills(d, theme.background, into: &list)
    }

    /// Adds the holes of `w` and its visible descendants that intersect `d`. `allowed` is the
    /// intersection of the frames of `w` and its ancestors: a painter's drawing may be clipped to
    /// any of them, so only what lies inside all of them is a hole.
    private func collectHoles(_ w: Widget, within allowed: Rect, _ d: Rect) {
        if let radius = w.opaqueCornerRadius(theme) {
            let f = w.frame.pixelAligned
            // The corners blend over the background: leave squares a little larger than the
            // radius out of the hole (as a cross: a full-height and a full-width band).
            let s = Swift.min((radius.isFinite ? Swift.max(0, radius) : 0).rounded(.up) + 2, Swift.min(f.width, f.height) / 2).rounded(.up)
            if f.width > 2 * s { background.addHole(Rect(x: f.minX + s, y: f.minY, width: f.width - 2 * s, height: f.height).intersection(allowed)) }
            if f.height > 2 * s { background.addHole(Rect(x: f.minX, y: f.minY + s, width: f.width, height: f.height - 2 * s).intersection(allowed)) }
        }
        for c in w.children where !c.isHidden && c.frame.intersects(d) {
            collectHoles(c, within: allowed.intersection(c.frame), d)
        }
    }
}
