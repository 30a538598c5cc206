import CSDL
import KioskUICore

/// Filled and outlined rects (rounded with cached corner tiles) and lines.
extension DrawListExecutor {
    /// A filled rect: plain rects when square, else four pre-tinted corner quadrants plus three
    /// straight fills that do not overlap (so translucent colours blend once).
    func fill(_ rect: Rect, _ color: Color, radius: Double) {
        let r = rect.pixelAligned
        guard color.a > 0, !r.isEmpty, isVisible(r) else { return }
        let rad = cornerRadius(radius, in: r)
        guard rad > 0 else { fillRect(r, color); return }
        let tile = CornerRaster(radius: rad, stroke: 0)
        guard drawCorners(tile, in: r, color) else { fillRect(r, color); return }
        let c = Double(tile.corner)
        fillRect(Rect(x: r.minX + c, y: r.minY, width: r.width - 2 * c, height: r.height), color)
        fillRect(Rect(x: r.minX, y: r.minY + c, width: c, height: r.height - 2 * c), color)
        fillRect(Rect(x: r.maxX - c, y: r.minY + c, width: c, height: r.height - 2 * c), color)
    }

    /// An outline `width` pixels thick inside the rect (whole pixels, at least 1).
    func stroke(_ rect: Rect, _ color: Color, radius: Double, width: Double) {
        let r = rect.pixelAligned
        guard color.a > 0, !r.isEmpty, width.isFinite, width > 0, isVisible(r) else { return }
        let half = Int((Swift.min(r.width, r.height) / 2).rounded(.down))
        let t = Swift.max(1, Int(width.rounded()))
        if t >= half { fill(r, color, radius: radius); return }
        let rad = cornerRadius(radius, in: r)
        let tw = Double(t)
        if rad <= 0 {
            fillRect(Rect(x: r.minX, y: r.minY, width: r.width, height: tw), color)
            fillRect(Rect(x: r.minX, y: r.maxY - tw, width: r.width, height: tw), color)
            fillRect(Rect(x: r.minX, y: r.minY + tw, width: tw, height: r.height - 2 * tw), color)
            fillRect(Rect(x: r.maxX - tw, y: r.minY + tw, width: tw, height: r.height - 2 * tw), color)
            return
        }
        let tile = CornerRaster(radius: rad, stroke: t)
        guard drawCorners(tile, in: r, color) else { stroke(r, color, radius: 0, width: width); return }
        let c = Double(tile.corner)
        fillRect(Rect(x: r.minX + c, y: r.minY, width: r.width - 2 * c, height: tw), color)
        fillRect(Rect(x: r.minX + c, y: r.maxY - tw, width: r.width - 2 * c, height: tw), color)
        fillRect(Rect(x: r.minX, y: r.minY + c, width: tw, height: r.height - 2 * c), color)
        fillRect(Rect(x: r.maxX - tw, y: r.minY + c, width: tw, height: r.height - 2 * c), color)
    }

    /// A line `width` pixels thick: axis-aligned lines are rect fills; others are a quad through
    /// `SDL_RenderGeometry` with a one-pixel feathered edge on each side (anti-aliased sides).
    func line(from a: Point, to b: Point, _ color: Color, width: Double) {
        guard color.a > 0, width.isFinite, width > 0,
              a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        let hw = width / 2
        if abs(a.y - b.y) < 1e-9 {
            let r = Rect(x: Swift.min(a.x, b.x), y: a.y - hw, width: abs(b.x - a.x), height: width)
            fillRect(atLeastOnePixel(r.pixelAligned, r), color)
            return
        }
        if abs(a.x - b.x) < 1e-9 {
            let r = Rect(x: a.x - hw, y: Swift.min(a.y, b.y), width: width, height: abs(b.y - a.y))
            fillRect(atLeastOnePixel(r.pixelAligned, r), color)
            return
        }
        let bounds = Rect(x: Swift.min(a.x, b.x) - hw - 1, y: Swift.min(a.y, b.y) - hw - 1,
                          width: abs(b.x - a.x) + width + 2, height: abs(b.y - a.y) + width + 2)
        guard isVisible(bounds) else { return }
        let len = a.distance(to: b)
        let nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len
        let core = Swift.max(0, hw - 0.5), outer = hw + 0.5
        let solid = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        let clear = SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
        func v(_ p: Point, _ off: Double, _ c: SDL_Color) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(p.x + nx * off), y: Float(p.y + ny * off)), color: c,
                       tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        // 0..3 across the start (outer+, core+, core-, outer-), 4..7 the same across the end.
        let verts = [v(a, outer, clear), v(a, core, solid), v(a, -core, solid), v(a, -outer, clear),
                     v(b, outer, clear), v(b, core, solid), v(b, -core, solid), v(b, -outer, clear)]
        let indices: [Int32] = [0, 4, 1, 4, 5, 1,
                                1, 5, 2, 5, 6, 2,
                                2, 6, 3, 6, 7, 3]
        _ = SDL_RenderGeometry(renderer.raw, nil, verts, Int32(verts.count), indices, Int32(indices.count))
    }

    // MARK: Helpers

    /// A solid rect (no anti-aliasing needed: edges are on whole pixels). Opaque colours skip
    /// blending (the software renderer's plain fill is several times faster), and narrow opaque
    /// ones are copied from a strip (`copySolid`).
    func fillRect(_ r: Rect, _ color: Color) {
        guard !r.isEmpty else { return }
        var rect = r.sdlRect
        if color.a == 255, prefersStrip(rect), copySolid(rect, rgb: color.rgb) { return }
        SDL_SetRenderDrawColor(renderer.raw, color.r, color.g, color.b, color.a)
        if color.a == 255 {
            SDL_SetRenderDrawBlendMode(renderer.raw, SDL_BLENDMODE_NONE)
            SDL_RenderFillRect(renderer.raw, &rect)
            SDL_SetRenderDrawBlendMode(renderer.raw, SDL_BLENDMODE_BLEND)
        } else {
            SDL_RenderFillRect(renderer.raw, &rect)
        }
    }

    /// The corner radius in whole pixels, at most half the shorter side.
    func cornerRadius(_ radius: Double, in r: Rect) -> Int {
        guard radius.isFinite, radius > 0 else { return 0 }
        let half = (Swift.min(r.width, r.height) / 2).rounded(.down)
        return Int(Swift.min(radius.rounded(), half))
    }

    /// Copies the four quadrants of the cached tile, pre-tinted in the colour, to the rect's
    /// corners (alpha-modulated only when the colour is translucent). False when the tile texture
    /// could not be created (the caller draws square corners instead).
    private func drawCorners(_ tile: CornerRaster, in r: Rect, _ color: Color) -> Bool {
        guard let tex = shapes.texture(tile, color: color, renderer: renderer, makeRoom: { emptyCaches() }) else { return false }
        SDL_SetTextureAlphaMod(tex.raw, color.a)
        let c = Int32(tile.corner)
        let x0 = Int32(pixel: r.minX), y0 = Int32(pixel: r.minY)
        let x1 = Int32(pixel: r.maxX) - c, y1 = Int32(pixel: r.maxY) - c
        // Four calls rather than a loop over an array literal: no allocation per rounded rect.
        func quadrant(_ sx: Int32, _ sy: Int32, _ dx: Int32, _ dy: Int32) {
            var src = SDL_Rect(x: sx, y: sy, w: c, h: c)
            var dst = SDL_Rect(x: dx, y: dy, w: c, h: c)
            SDL_RenderCopy(renderer.raw, tex.raw, &src, &dst)
        }
        quadrant(0, 0, x0, y0)
        quadrant(c, 0, x1, y0)
        quadrant(0, c, x0, y1)
        quadrant(c, c, x1, y1)
        return true
    }

    /// `aligned`, grown to one pixel across when rounding made a thin line vanish.
    private func atLeastOnePixel(_ aligned: Rect, _ original: Rect) -> Rect {
        var r = aligned
        if r.width < 1 && original.width > 0 { r.size.width = 1; r.origin.x = original.midX.rounded(.down) }
        if r.height < 1 && original.height > 0 { r.size.height = 1; r.origin.y = original.midY.rounded(.down) }
        return r
    }
}
