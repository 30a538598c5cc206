import CSDL
import KioskUICore

/// Small rounded rects (chips, buttons, the marker) drawn as blocks: both rounded ends from one
/// cached tile (`CapRaster`: fill and outline composited, blended when copied) and the straight
/// middle from an opaque texture copied without blending. Three copies instead of the fifteen
/// calls of corner tiles plus straight fills for a filled and outlined shape.
extension DrawListExecutor {
    /// The tallest shape drawn as a block; taller ones (the ruler's body) keep corner tiles and
    /// straight fills, whose cost does not grow with the height.
    static let blockMaxHeight = 128
    /// The widest shape drawn as a block (its middle texture is as wide).
    static let blockMaxWidth = 1024

    /// Draws `rect` filled in `fill` with corners of `radius` and, when `outline` is given, an
    /// outline `width` pixels thick inside its edge, as a block. Both colours must be opaque.
    /// False when the shape does not qualify or a texture could not be made, having drawn
    /// nothing (the caller draws the shape the usual way).
    func fillBlock(_ rect: Rect, fill: Color, radius: Double, outline: Color?, width: Double) -> Bool {
        let r = rect.pixelAligned
        guard fill.a == 255, !r.isEmpty, isVisible(r), r.height <= Double(DrawListExecutor.blockMaxHeight),
              r.width <= Double(DrawListExecutor.blockMaxWidth) else { return false }
        let rad = cornerRadius(radius, in: r)
        guard rad > 0 else { return false }
        var t = 0
        if let o = outline {
            guard o.a == 255, width.isFinite, width > 0 else { return false }
            t = Swift.max(1, Int(width.rounded()))
            guard t < Int((Swift.min(r.width, r.height) / 2).rounded(.down)) else { return false }
        }
        let shape = CapRaster(height: Int(r.height), radius: rad, stroke: t)
        let c = shape.corner, w = Int(r.width), m = w - 2 * c
        guard m >= 0 else { return false }
        // Without an outline its colour does not matter: use the fill's, so the tiles are shared.
        let rgb = fill.rgb, orgb = outline?.rgb ?? rgb
        guard let ends = shapes.ends(shape, fill: rgb, outline: orgb, renderer: renderer, makeRoom: { emptyCaches() }) else { return false }
        var middle: SDLTexture?
        if m > 0 {
            middle = shapes.middle(shape, width: m, fill: rgb, outline: orgb, renderer: renderer, makeRoom: { emptyCaches() })
            if middle == nil { return false }
        }
        let x0 = Int32(pixel: r.minX), y0 = Int32(pixel: r.minY), h = Int32(shape.height), cc = Int32(c), mm = Int32(m)
        SDL_SetTextureAlphaMod(ends.raw, 255)
        var src = SDL_Rect(x: 0, y: 0, w: cc, h: h)
        var dst = SDL_Rect(x: x0, y: y0, w: cc, h: h)
        SDL_RenderCopy(renderer.raw, ends.raw, &src, &dst)
        src.x = cc
        dst.x = x0 + cc + mm
        SDL_RenderCopy(renderer.raw, ends.raw, &src, &dst)
        if let mid = middle {
            var msrc = SDL_Rect(x: 0, y: 0, w: mm, h: h)
            var mdst = SDL_Rect(x: x0 + cc, y: y0, w: mm, h: h)
            SDL_RenderCopy(renderer.raw, mid.raw, &msrc, &mdst)
        }
        return true
    }
}
