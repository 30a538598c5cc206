import CSDL
import KioskUICore

/// Text as an opaque block: a run blended onto a known opaque colour, cropped to its ink.
///
/// The run is blended by `SDL_BlitSurface`, the blitter the software renderer uses to draw a
/// run, onto a surface filled with the colour: so copying the block gives the pixels blending
/// the run there would give, when the target holds that colour under it (`BackdropTracker`).
/// Rows and columns without ink are left out (blending them changes nothing): fewer pixels to
/// copy, and a smaller box that fits more often (a label near a rounded corner, say).
enum TextBlock {
    /// The opaque block of `run` on `rgb` (`oddWidth(ink width)` wide), the offset of its top-left
    /// pixel in the run's box and the size of the ink to copy; nil when the run has no ink or SDL
    /// fails.
    static func make(_ run: UnsafeMutablePointer<SDL_Surface>, onto rgb: UInt32)
        -> (surface: UnsafeMutablePointer<SDL_Surface>, dx: Int, dy: Int, width: Int, height: Int)? {
        guard let ink = inkBounds(run),
              let block = SDL_CreateRGBSurfaceWithFormat(0, Int32(oddWidth(Int(ink.w))), ink.h, 32, KIOSK_PIXELFORMAT_ARGB8888) else { return nil }
        SDL_FillRect(block, nil, 0xFF00_0000 | rgb)
        SDL_SetSurfaceBlendMode(run, SDL_BLENDMODE_BLEND)
        var src = ink
        var dst = SDL_Rect(x: 0, y: 0, w: ink.w, h: ink.h)
        guard SDL_UpperBlit(run, &src, block, &dst) == 0 else { SDL_FreeSurface(block); return nil }
        return (block, Int(ink.x), Int(ink.y), Int(ink.w), Int(ink.h))
    }

    /// The width of an opaque texture whose copies are `w` wide: `w` rounded up to an odd number.
    ///
    /// SDL 2.26 copies rows with streaming (non-temporal) stores when both pitches are multiples
    /// of 16 bytes and both row starts 16-byte aligned, which stalls on narrow rows (see
    /// `SolidStrips`); with an odd width the source pitch never is, so SDL uses `memcpy`.
    static func oddWidth(_ w: Int) -> Int { w % 2 == 0 ? w + 1 : w }

    /// The smallest rect holding every pixel of an ARGB8888 surface whose alpha is not 0.
    static func inkBounds(_ s: UnsafeMutablePointer<SDL_Surface>) -> SDL_Rect? {
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        guard w > 0, h > 0, s.pointee.format.pointee.format == KIOSK_PIXELFORMAT_ARGB8888 else { return nil }
        if kiosk_must_lock(s) != 0 { SDL_LockSurface(s) }
        defer { if kiosk_must_lock(s) != 0 { SDL_UnlockSurface(s) } }
        guard let base = s.pointee.pixels else { return nil }
        var x0 = w, y0 = h, x1 = -1, y1 = -1
        for y in 0..<h {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where row[x] >> 24 != 0 {
                x0 = Swift.min(x0, x); x1 = Swift.max(x1, x)
                y0 = Swift.min(y0, y); y1 = Swift.max(y1, y)
            }
        }
        guard x1 >= x0, y1 >= y0 else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0 + 1), h: Int32(y1 - y0 + 1))
    }
}
