import CSDL
import KioskUICore

/// Text runs: one cached texture per (run, font, colour), copied without colour modulation.
extension DrawListExecutor {
    /// Draws one line of text with its top-left corner at `origin`, in a paragraph of direction
    /// `direction`.
    ///
    /// The string is split into the runs `FontSet.line` gives (bidi levels, scripts, then main
    /// font and fallbacks), each shaped with its direction and script; runs are placed left to
    /// right in visual order on a shared baseline, each as wide as its measured width, so the
    /// line is as wide as `SDLTextMeasurer` says. Runs entirely outside the clip are skipped; a
    /// left-to-right run wider than the largest texture is cut to the part that can show, so a
    /// 10,000-character label clips instead of failing (a right-to-left one is already cut into
    /// short runs by `FontSet.line`).
    func text(_ string: String, at origin: Point, font: Font, _ color: Color, direction: TextDirection = .ltr) {
        guard color.a > 0, !string.isEmpty, origin.x.isFinite, origin.y.isFinite,
              let main = fonts.mainFont(font) else { return }
        let clip = currentClip
        let top = origin.y.rounded()
        guard top < clip.maxY, top + Double(Swift.max(main.height, main.lineSkip)) > clip.minY else { return }
        var x = origin.x.rounded()
        // Fast path, every frame after the first: one run in the main font whose texture is
        // cached. Its width is the texture's, so there is no shaping, no run array, no measuring.
        if direction == .ltr && FontSet.isPlainASCII(string) {
            // On a known opaque colour, the block blended onto it, when cached.
            if color.a == 255, let bg = backdrops.likelyColour(at: Point(Swift.max(x, clip.minX), Swift.max(top, clip.minY))),
               let block = texts.cachedTexture(string, face: main.face, pixelSize: main.pixelSize, color: color, on: bg),
               backdrops.colour(under: box(of: block, x, top)) == bg {
                copyOpaque(block, x: x, y: top)
                return
            }
            if let tex = texts.cachedTexture(string, face: main.face, pixelSize: main.pixelSize, color: color) {
                if x < clip.maxX && x + Double(tex.width) > clip.minX {
                    if !drawOpaque(string, font: main, x: x, y: top, width: tex.width, height: tex.height, color) {
                        copy(tex, x: x, y: top, color)
                    }
                }
                return
            }
        }
        for run in fonts.line(string, direction: direction) {
            if x >= clip.maxX { break }
            guard let ttf = fonts.font(fonts.face(for: run, bold: font.bold), pixelSize: font.pixelSize) else { continue }
            let width = Double(ttf.width(of: run.text, shaping: run.shaping))
            if x + width > clip.minX {
                drawRun(run.text, shaping: run.shaping, font: ttf, x: x, y: top + Double(main.ascent - ttf.ascent), width: width, color)
            }
            x += width
        }
    }

    /// Draws one run, cut to what can show when it is wider than the largest texture.
    private func drawRun(_ text: String, shaping: TextShaping, font: TTFFont, x: Double, y: Double, width: Double, _ color: Color) {
        var text = text, x = x
        let limit = renderer.maxTextureSide
        if width > Double(limit) && shaping.direction == .ltr {
            let clip = currentClip
            // Drop whole characters left of the clip, then keep what fits up to its right edge.
            if x < clip.minX {
                let skip = Swift.max(0, font.charactersFitting(text, maxWidth: Int(clip.minX - x), shaping: shaping) - 1)
                if skip > 0 {
                    let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(skip)))
                    x += Double(font.width(of: head, shaping: shaping))
                    text = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(skip)))
                }
            }
            let room = Swift.min(Double(limit - 2 * font.pixelSize), clip.maxX - x + Double(2 * font.pixelSize))
            let keep = font.charactersFitting(text, maxWidth: Swift.max(1, Int(room)), shaping: shaping)
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(Swift.max(1, keep))))
        }
        // (A run cut to the largest texture is rare: it always blends.)
        if width <= Double(limit), drawOpaque(text, shaping: shaping, font: font, x: x, y: y, width: Int(width), height: font.height, color) { return }
        guard let tex = texts.texture(text, font: font, shaping: shaping, color: color, renderer: renderer, makeRoom: { emptyCaches() }) else { return }
        copy(tex, x: x, y: y, color)
    }

    /// Draws a run as an opaque block blended onto the colour under it (`TextBlock`), when the
    /// colour is opaque and the block's box lies on a known opaque colour (`BackdropTracker`;
    /// the top-left corner of the run's box, `width`×`height` at x, y, inside the clip tells which
    /// colour to try, as on the fast path). False when it does
    /// not (the caller blends the run as usual).
    private func drawOpaque(_ text: String, shaping: TextShaping = .plain, font: TTFFont, x: Double, y: Double,
                            width: Int, height: Int, _ color: Color) -> Bool {
        let b = box(x, y, width, height)
        guard color.a == 255, !b.isEmpty, let bg = backdrops.likelyColour(at: b.origin),
              let block = texts.texture(text, font: font, shaping: shaping, color: color, on: bg, renderer: renderer,
                                        makeRoom: { emptyCaches() }),
              backdrops.colour(under: box(of: block, x, y)) == bg else { return false }
        copyOpaque(block, x: x, y: y)
        return true
    }

    /// The part of a `width`×`height` box at (x, y) (whole pixels) inside the clip.
    private func box(_ x: Double, _ y: Double, _ width: Int, _ height: Int) -> Rect {
        Rect(x: x, y: y, width: Double(width), height: Double(height)).intersection(currentClip)
    }

    /// The part of the pixels of a texture for a run at (x, y) inside the clip.
    private func box(of t: TextTexture, _ x: Double, _ y: Double) -> Rect {
        box(x + Double(t.dx), y + Double(t.dy), t.width, t.height)
    }

    /// Copies an opaque text block (blend mode none) for a run at (x, y).
    private func copyOpaque(_ block: TextTexture, x: Double, y: Double) {
        let w = Int32(block.width), h = Int32(block.height)
        var src = SDL_Rect(x: 0, y: 0, w: w, h: h)
        var dst = SDL_Rect(x: Int32(pixel: x) + Int32(block.dx), y: Int32(pixel: y) + Int32(block.dy), w: w, h: h)
        SDL_RenderCopy(renderer.raw, block.texture.raw, &src, &dst)
        backdrops.ink(box(of: block, x, y))
    }

    /// Copies a text texture already in `color`'s hue, its top-left corner at (x, y); only a
    /// translucent colour modulates (its alpha).
    private func copy(_ tex: TextTexture, x: Double, y: Double, _ color: Color) {
        SDL_SetTextureAlphaMod(tex.texture.raw, color.a)
        var dst = SDL_Rect(x: Int32(pixel: x), y: Int32(pixel: y), w: Int32(tex.width), h: Int32(tex.height))
        SDL_RenderCopy(renderer.raw, tex.texture.raw, nil, &dst)
        backdrops.ink(box(x, y, tex.width, tex.height))
    }
}
