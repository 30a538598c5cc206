import CSDL

/// Rendered text runs as pre-coloured textures, in a byte-bounded LRU keyed by (string, face,
/// pixel size, colour), so memory does not grow with the number of distinct strings shown.
///
/// A run is rendered by SDL_ttf directly in its colour (red, green, blue; the alpha of the pixels
/// is the glyph coverage). Drawing copies it with no colour modulation, which takes SDL's fast
/// per-pixel-alpha blitter (clear pixels skipped, opaque ones copied) instead of its generic
/// "modulate + blend" one; a translucent colour only adds an alpha modulation.
final class TextTextures {
    struct Key: Hashable {
        var text: String
        var face: FontFace
        var pixelSize: Int
        /// 0xRRGGBB.
        var rgb: UInt32
    }

    private let cache: ByteLRUCache<Key, SDLTexture>
    /// Runs rendered with SDL_ttf since creation (cache misses).
    private(set) var rendered = 0

    init(budget: Int) { cache = ByteLRUCache(budget: budget) }

    var budget: Int { cache.budget }
    var totalBytes: Int { cache.totalCost }
    var count: Int { cache.count }

    /// The texture of `text` in a face, size and colour when it is cached already (nil otherwise).
    func cachedTexture(_ text: String, face: FontFace, pixelSize: Int, color: Color) -> SDLTexture? {
        cache[Key(text: text, face: face, pixelSize: pixelSize, rgb: color.rgb)]
    }

    /// The texture of `text` in `font` and `color` (its alpha ignored), rendered on first use.
    ///
    /// When the renderer cannot create the texture, `makeRoom` is called (it empties the caches)
    /// and creation is tried once more; nil means the run is skipped this time. A texture larger
    /// than the whole budget is returned but not kept.
    func texture(_ text: String, font: TTFFont, color: Color, renderer: SDLRenderer, makeRoom: () -> Void) -> SDLTexture? {
        let key = Key(text: text, face: font.face, pixelSize: font.pixelSize, rgb: color.rgb)
        if let t = cache[key] { return t }
        guard let surface = TTF_RenderUTF8_Blended(font.raw, text, SDL_Color(r: color.r, g: color.g, b: color.b, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        rendered += 1
        var t = SDLTexture.from(surface: surface, renderer: renderer)
        if t == nil {
            makeRoom()
            t = SDLTexture.from(surface: surface, renderer: renderer)
        }
        guard let texture = t else { return nil }
        cache.insert(texture, for: key, cost: texture.byteCount)
        return texture
    }

    func removeAll() { cache.removeAll() }
}
