/// Corner tiles (see `CornerRaster`) as pre-tinted textures, kept in a byte-bounded LRU per
/// (tile, colour), so no shape is re-tessellated frame after frame.
///
/// The coverage of a tile is rasterized once per (radius, stroke) and kept; a texture per colour is
/// that coverage with the colour's red, green and blue filled in. Drawing copies it with no colour
/// modulation, which takes SDL's fast per-pixel-alpha blitter (opaque pixels copied, clear ones
/// skipped) instead of its generic "modulate + blend" one.
final class ShapeTextures {
    /// A tile in one colour (0xRRGGBB; alpha comes from the copy).
    struct Key: Hashable {
        var tile: CornerRaster
        var rgb: UInt32
    }

    private let cache: ByteLRUCache<Key, SDLTexture>
    /// White coverage pixels per tile, a few hundred bytes each (bounded by `coverageLimit`).
    private var coverage: [CornerRaster: [UInt32]] = [:]
    private static let coverageLimit = 64
    /// Tile coverages rasterized since creation (for tests: drawing the same shape twice, in any
    /// colours, rasterizes once).
    private(set) var rasterized = 0

    init(budget: Int) { cache = ByteLRUCache(budget: budget) }

    var totalBytes: Int { cache.totalCost }

    /// The texture of `shape` in `color` (its alpha ignored), created on first use; nil when the
    /// renderer refuses it even after the cache was emptied to make room.
    func texture(_ shape: CornerRaster, color: Color, renderer: SDLRenderer, makeRoom: () -> Void) -> SDLTexture? {
        let key = Key(tile: shape, rgb: color.rgb)
        if let t = cache[key] { return t }
        let px = ShapeTextures.tinted(pixels(of: shape), rgb: key.rgb)
        var t = SDLTexture.from(pixels: px, width: shape.side, height: shape.side, renderer: renderer)
        if t == nil {
            makeRoom()
            t = SDLTexture.from(pixels: px, width: shape.side, height: shape.side, renderer: renderer)
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
