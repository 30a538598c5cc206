import CSDL
import KioskUICore

/// Corner tiles (see `CornerRaster`) as pre-tinted textures, kept in a byte-bounded LRU per
/// (tile, colour), so no shape is re-tessellated frame after frame.
///
/// The coverage of a tile is rasterized once per (radius, stroke) and kept; a texture per colour is
/// that coverage with the colour's red, green and blue filled in. Drawing copies it with no colour
/// modulation, which takes SDL's fast per-pixel-alpha blitter (opaque pixels copied, clear ones
/// skipped) instead of its generic "modulate + blend" one.
///
/// Small rounded rects also come as blocks (`CapRaster`): their two ends, fill and outline
/// composited, and their straight middle, opaque (copied without blending), per shape and colours.
final class ShapeTextures {
    enum Key: Hashable {
        /// A corner tile in one colour (0xRRGGBB; alpha comes from the copy).
        case corner(CornerRaster, rgb: UInt32)
        /// The ends of a rounded rect in a fill and an outline colour (0xRRGGBB, both opaque).
        case ends(CapRaster, fill: UInt32, outline: UInt32)
        /// Its straight middle for copies `width` wide (see `middle`).
        case middle(CapRaster, width: Int, fill: UInt32, outline: UInt32)
    }

    private let cache: ByteLRUCache<Key, SDLTexture>
    /// White coverage pixels per tile, a few hundred bytes each (bounded by `coverageLimit`).
    private var coverage: [CornerRaster: [UInt32]] = [:]
    private static let coverageLimit = 64
    /// Shapes rasterized since creation: corner tile coverages (drawing the same tile twice, in
    /// any colours, rasterizes once) and block ends (once per shape and colours).
    private(set) var rasterized = 0

    init(budget: Int) { cache = ByteLRUCache(budget: budget) }

    var totalBytes: Int { cache.totalCost }

    /// The texture of `shape` in `color` (its alpha ignored), created on first use; nil when the
    /// renderer refuses it even after the cache was emptied to make room.
    func texture(_ shape: CornerRaster, color: Color, renderer: SDLRenderer, makeRoom: () -> Void) -> SDLTexture? {
        let key = Key.corner(shape, rgb: color.rgb)
        if let t = cache[key] { return t }
        let px = ShapeTextures.tinted(pixels(of: shape), rgb: color.rgb)
        return make(key, px, width: shape.side, height: shape.side, renderer: renderer, makeRoom: makeRoom)
    }

    /// The two ends of a rounded rect, filled in `fill` and outlined in `outline` (0xRRGGBB
    /// each), `2·corner`×`height`, blended when copied.
    func ends(_ shape: CapRaster, fill: UInt32, outline: UInt32, renderer: SDLRenderer, makeRoom: () -> Void) -> SDLTexture? {
        let key = Key.ends(shape, fill: fill, outline: outline)
        if let t = cache[key] { return t }
        let px = shape.pixels(fill: fill, outline: outline)
        rasterized += 1
        return make(key, px, width: 2 * shape.corner, height: shape.height, renderer: renderer, makeRoom: makeRoom)
    }

    /// The straight middle of a rounded rect for copies `width` wide (the texture is
    /// `TextBlock.oddWidth(width)` wide, so SDL copies its rows with `memcpy`), opaque, copied
    /// without blending.
    func middle(_ shape: CapRaster, width: Int, fill: UInt32, outline: UInt32, renderer: SDLRenderer, makeRoom: () -> Void) -> SDLTexture? {
        let key = Key.middle(shape, width: width, fill: fill, outline: outline)
        if let t = cache[key] { return t }
        let w = TextBlock.oddWidth(width)
        let px = shape.middlePixels(width: w, fill: fill, outline: outline)
        guard let t = make(key, px, width: w, height: shape.height, renderer: renderer, makeRoom: makeRoom) else { return nil }
        SDL_SetTextureBlendMode(t.raw, SDL_BLENDMODE_NONE)
        return t
    }

    /// A texture of `px`, kept under `key`; the caches are emptied and creation tried once more
    /// when the renderer refuses it.
    private func make(_ key: Key, _ px: [UInt32], width: Int, height: Int, renderer: SDLRenderer, makeRoom: () -> Void) -> SDLTexture? {
        var t = SDLTexture.from(pixels: px, width: width, height: height, renderer: renderer)
        if t == nil {
            makeRoom()
            t = SDLTexture.from(pixels: px, width: width, height: height, renderer: renderer)
        }
        guard let texture = t else { return nil }
        cache.insert(texture, for: key, cost: texture.byteCount)
        return texture
    }

    /// The tile's white coverage pixels, rasterized on first use.
    private func pixels(of shape: CornerRaster) -> [UInt32] {
        if let px = coverage[shape] { return px }
        let px = shape.pixels()
        rasterized += 1
        if coverage.count >= ShapeTextures.coverageLimit { coverage.removeAll(keepingCapacity: true) }
        coverage[shape] = px
        return px
    }

    /// White coverage pixels recoloured: each keeps its alpha and takes `rgb`.
    static func tinted(_ white: [UInt32], rgb: UInt32) -> [UInt32] {
        white.map { ($0 & 0xFF00_0000) | rgb }
    }

    func removeAll() { cache.removeAll() }
}
