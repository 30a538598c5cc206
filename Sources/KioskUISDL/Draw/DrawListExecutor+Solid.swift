import CSDL
import KioskUICore

/// Opaque fills copied from `SolidStrips` (see there for why: SDL's streaming-store fill stalls
/// on narrow rects).
extension DrawListExecutor {
    /// Whether an opaque fill of `r` (whole pixels) should be copied from a strip: rows of 16
    /// pixels or more (narrower rows never take SDL's streaming path) that are not whole rows of
    /// the target.
    func prefersStrip(_ r: SDL_Rect) -> Bool {
        r.w >= 16 && r.w < Int32(targetWidth)
    }

    /// Fills `r` (whole pixels) with the opaque colour `rgb` by copying strips, clipped to the
    /// current clip first so SDL copies exactly the width chosen. False when no strip texture
    /// could be made (the caller fills instead).
    func copySolid(_ r: SDL_Rect, rgb: UInt32) -> Bool {
        let c = currentClip.sdlRect
        let x0 = Swift.max(r.x, c.x), x1 = Swift.min(r.x + r.w, c.x + c.w)
        let y0 = Swift.max(r.y, c.y), y1 = Swift.min(r.y + r.h, c.y + c.h)
        guard x1 > x0, y1 > y0 else { return true }
        let w = x1 - x0
        guard let tex = strips.strip(rgb: rgb, copyWidth: Int(w), targetWidth: targetWidth, renderer: renderer) else { return false }
        let band = Int32(SolidStrips.rows)
        var y = y0
        while y < y1 {
            let h = Swift.min(band, y1 - y)
            var src = SDL_Rect(x: 0, y: 0, w: w, h: h)
            var dst = SDL_Rect(x: x0, y: y, w: w, h: h)
            SDL_RenderCopy(renderer.raw, tex.raw, &src, &dst)
            y += h
        }
        return true
    }
}
