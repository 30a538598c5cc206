import CSDL
import KioskUICore

/// Rendered text runs as pre-coloured textures, in a byte-bounded LRU keyed by (string, face,
/// pixel size, shaping, colour), so memory does not grow with the number of distinct strings shown.
///
/// A run is rendered by SDL_ttf directly in its colour (red, green, blue; the alpha of the pixels
/// is the glyph coverage). Drawing copies it with no colour modulation, which takes SDL's fast
/// per-pixel-alpha blitter (clear pixels skipped, opaque ones copied) instead of its generic
/// "modulate + blend" one; a translucent colour only adds an alpha modulation.
///
/// Text on a known opaque colour (`BackdropTracker`) has a second kind of texture: the run
/// already blended onto that colour by SDL's own blitter (so the pixels are the ones blending
/// would give), opaque, copied with no blending at all: rows of `memcpy` instead of a per-pixel
/// alpha test (`TextBlock`: cropped to the ink, an odd number of pixels wide).
final class TextTextures {
    struct Key: Hashable {
        var text: String
        var face: FontFace
        var pixelSize: Int
        /// The direction and script the run is shaped with.
        var shaping: TextShaping
        /// 0xRRGGBB.
        var rgb: UInt32
        /// 0xRRGGBB of the opaque colour the run is blended onto; nil for a transparent texture.
        var backdrop: UInt32?
    }

    private let cache: ByteLRUCache<Key, TextTexture>
    /// Runs rendered with SDL_ttf since creation (cache misses).
    private(set) var rendered = 0

    init(budget: Int) { cache = ByteLRUCache(budget: budget) }

    var budget: Int { cache.budget }
    var totalBytes: Int { cache.totalCost }
    var count: Int { cache.count }

    /// The texture of plain-shaped `text` in a face, size and colour when it is cached already
    /// (nil otherwise).
    func cachedTexture(_ text: String, face: FontFace, pixelSize: Int, color: Color, on backdrop: UInt32? = nil) -> TextTexture? {
        cache[Key(text: text, face: face, pixelSize: pixelSize, shaping: .plain, rgb: color.rgb, backdrop: backdrop)]
    }

    /// The texture of `text` in `font`, shaped with `shaping`, in `color` (its alpha ignored),
    /// rendered on first use.
    ///
    /// When the renderer cannot create the texture, `makeRoom` is called (it empties the caches)
    /// and creation is tried once more; nil means the run is skipped this time. A texture larger
    /// than the whole budget is returned but not kept.
    ///
    /// With a `backdrop` colour, the texture is the run blended onto that colour and cropped to
    /// its ink (`TextBlock`): opaque, blend mode none; nil when the run has no ink.
    func texture(_ text: String, font: TTFFont, shaping: TextShaping = .plain, color: Color, on backdrop: UInt32? = nil,
                 renderer: SDLRenderer, makeRoom: () -> Void) -> TextTexture? {
        let key = Key(text: text, face: font.face, pixelSize: font.pixelSize, shaping: shaping, rgb: color.rgb, backdrop: backdrop)
        if let t = cache[key] { return t }
        font.shape(shaping)
        guard let rendered = TTF_RenderUTF8_Blended(font.raw, text, SDL_Color(r: color.r, g: color.g, b: color.b, a: 255)) else { return nil }
        defer { SDL_FreeSurface(rendered) }
        self.rendered += 1
        var surface = rendered, dx = 0, dy = 0, w = Int(rendered.pointee.w), h = Int(rendered.pointee.h)
        if let bg = backdrop {
            guard let block = TextBlock.make(rendered, onto: bg) else { return nil }
            (surface, dx, dy, w, h) = block
        }
        defer { if surface != rendered { SDL_FreeSurface(surface) } }
        var t = SDLTexture.from(surface: surface, renderer: renderer)
        if t == nil {
            makeRoom()
            t = SDLTexture.from(surface: surface, renderer: renderer)
        }
        guard let texture = t else { return nil }
        if backdrop != nil { SDL_SetTextureBlendMode(texture.raw, SDL_BLENDMODE_NONE) }
        let entry = TextTexture(texture: texture, dx: dx, dy: dy, width: w, height: h)
        cache.insert(entry, for: key, cost: texture.byteCount)
        return entry
    }

    func removeAll() { cache.removeAll() }
}

/// A cached text texture and where its pixels go relative to the run's top-left corner.
struct TextTexture {
    let texture: SDLTexture
    /// Offset of the texture's top-left pixel in the run's box (a block is cropped to its ink).
    let dx: Int
    let dy: Int
    /// The pixels to copy from the texture's top-left corner: all of a transparent texture; a
    /// block's ink, without the spare column that makes its width odd (`TextBlock.oddWidth`).
    let width: Int
    let height: Int
}
