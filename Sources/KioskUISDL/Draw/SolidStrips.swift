import CSDL
import KioskUICore

/// Opaque one-colour strips that opaque fills are copied from, instead of `SDL_FillRect`.
///
/// SDL 2.26's software fill (and its aligned copies) write rows of 64 bytes or more with
/// non-temporal (streaming) stores, then finish each row with ordinary stores. On the narrow rects
/// of a widget tree (a 62-pixel chip body, the side of a rounded rect) that mix stalls on every
/// row: 30 chip bodies take 0.5 ms that way, twenty times what writing their pixels costs. A copy whose
/// source rows are not 8-byte aligned (source pitch minus copy width an odd number of pixels)
/// takes SDL's plain `memcpy` path instead: the same pixels, ordinary stores.
///
/// So each colour has two strips, `rows` tall, one an odd and one an even number of pixels wide
/// (at least the target's width): a copy `w` wide uses the strip whose width differs from `w` in
/// parity. Whole rows of the target keep SDL's fill, whose streaming stores suit them.
final class SolidStrips {
    struct Key: Hashable {
        /// 0xRRGGBB.
        var rgb: UInt32
        /// The strip's width in pixels.
        var width: Int
    }

    /// Rows per strip: a fill taller than this is copied in bands.
    static let rows = 16
    private let cache: ByteLRUCache<Key, SDLTexture>

    init(budget: Int) { cache = ByteLRUCache(budget: budget) }

    var totalBytes: Int { cache.totalCost }

    /// The strip for copies `copyWidth` wide in `rgb`, for a target `targetWidth` wide; nil when
    /// the renderer refuses the texture (the caller fills instead).
    func strip(rgb: UInt32, copyWidth: Int, targetWidth: Int, renderer: SDLRenderer) -> SDLTexture? {
        let odd = Swift.max(copyWidth, targetWidth) | 1
        let width = (odd - copyWidth) % 2 == 1 ? odd : odd + 1
        let key = Key(rgb: rgb, width: width)
        if let t = cache[key] { return t }
        let px = [UInt32](repeating: 0xFF00_0000 | rgb, count: width * SolidStrips.rows)
        guard let t = SDLTexture.from(pixels: px, width: width, height: SolidStrips.rows, renderer: renderer) else { return nil }
        SDL_SetTextureBlendMode(t.raw, SDL_BLENDMODE_NONE)
        cache.insert(t, for: key, cost: t.byteCount)
        return t
    }

    func removeAll() { cache.removeAll() }
}

extension Color {
    /// 0xRRGGBB: the key the colour caches use (alpha is applied when copying).
    var rgb: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
}
