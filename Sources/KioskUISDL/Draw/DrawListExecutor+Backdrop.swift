import KioskUICore

/// What each drawing command tells the backdrop tracker (`BackdropTracker`), and the fused
/// fill-and-outline block that keeps the tracker's view of a chip's inside.
extension DrawListExecutor {
    /// Draws a rounded fill and the outline of the same rect that follows it as one block
    /// (`fillBlock`; colours with the opacity applied); false, having drawn nothing, when they do
    /// not qualify.
    func fillAndOutline(_ r: Rect, _ c: Color, radius: Double, _ outline: Color, width: Double) -> Bool {
        guard fillBlock(r, fill: c, radius: radius, outline: outline, width: width) else { return false }
        let a = r.pixelAligned, rad = cornerRadius(radius, in: a)
        track(fill: a, radius: rad, c)
        backdrops.outline(a, radius: rad, width: Swift.max(1, Int(width.rounded())), clip: currentClip)
        return true
    }

    /// Reports a fill of `a` (whole pixels) to the backdrop tracker: opaque ones paint an area,
    /// translucent ones ink.
    func track(fill a: Rect, radius: Int, _ c: Color) {
        if c.a == 255 { backdrops.paint(a, radius: radius, rgb: c.rgb, clip: currentClip) } else { backdrops.ink(a.intersection(currentClip)) }
    }
}
