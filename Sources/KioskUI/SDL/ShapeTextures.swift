/// Corner tiles (see `CornerRaster`) as textures, rasterized once per (radius, stroke) and
/// kept in a byte-bounded LRU, so no shape is re-tessellated frame after frame.
final class ShapeTextures {
    private let cache: ByteLRUCache<CornerRaster, SDLTexture>
    /// Tiles rasterized since creation (for tests: drawing the same shape twice rasterizes once).
    private(set) var rasterized = 0

    init(budget: Int) { cache = ByteLRUCache(budget: budget) }

    var totalBytes: Int { cache.totalCost }

    /// The tile texture for `shape`, created on first use; nil when the renderer refuses it even
    /// after the cache was emptied to make room.
    func texture(_ shape: CornerRaster, renderer: SDLRenderer, makeRoom: () -> Void) -> SDLTexture? {
        if let t = cache[shape] { return t }
        let px = shape.pixels()
        rasterized += 1
        var t = SDLTexture.from(pixels: px, width: shape.side, height: shape.side, renderer: renderer)
        if t == nil {
            makeRoom()
            t = SDLTexture.from(pixels: px, width: shape.side, height: shape.side, renderer: renderer)
        }
        guard let texture = t else { return nil }
        cache.insert(texture, for: shape, cost: texture.byteCount)
        return texture
    }

    func removeAll() { cache.removeAll() }
}
