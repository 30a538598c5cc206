import KioskUICore

/// The two rounded ends of a small rounded rect (a chip, a button), its fill and its outline
/// composited into one tile, so drawing the shape takes three copies (left end, straight middle,
/// right end) instead of four fill corners, four outline corners and seven straight fills.
///
/// The tile is `2c`×`height` with `c = max(radius, stroke)`: the left end (columns `0..<c`, the
/// whole height, both corners and the straight edge between them), then the right end, its
/// mirror. Coverage is sampled exactly like `CornerRaster` (4×4 per pixel, same geometry), and
/// the outline is composited over the fill ("over", in straight alpha), so a pixel differs from
/// blending the fill and then the outline only by rounding, and only where the outline's edge is
/// anti-aliased. The straight middle is `middlePixels`: outline rows, fill rows, all opaque.
struct CapRaster: Hashable {
    /// The shape's height in whole pixels.
    var height: Int
    /// Corner radius in whole pixels (≥ 1, at most half the shorter side).
    var radius: Int
    /// Outline width in whole pixels; 0 = no outline.
    var stroke: Int

    /// The width of one end.
    var corner: Int { Swift.max(radius, stroke) }

    /// 0xAARRGGBB pixels, row-major, `2·corner`×`height`: the fill in `fill` (0xRRGGBB, opaque)
    /// with the outline in `outline` (0xRRGGBB, opaque) over it.
    func pixels(fill: UInt32, outline: UInt32) -> [UInt32] {
        let c = corner, w = 2 * c, h = height
        var out = [UInt32](repeating: 0, count: w * h)
        guard c > 0, h > 0 else { return out }
        for y in 0..<h {
            // Rows below the middle mirror the ones above (as `CornerRaster`'s quadrants do).
            let qy = Swift.min(y, h - 1 - y)
            for x in 0..<c {
                let p = CapRaster.composite(fill: coverage(x, qy, stroke: 0), fillRGB: fill,
                                            outline: stroke > 0 ? coverage(x, qy, stroke: stroke) : 0, outlineRGB: outline)
                out[y * w + x] = p
                out[y * w + (w - 1 - x)] = p
            }
        }
        return out
    }

    /// The straight middle, `width`×`height`, opaque: `stroke` outline rows at the top and the
    /// bottom, fill rows between.
    func middlePixels(width: Int, fill: UInt32, outline: UInt32) -> [UInt32] {
        var out = [UInt32](repeating: 0xFF00_0000 | fill, count: Swift.max(0, width) * height)
        guard width > 0, stroke > 0 else { return out }
        for y in 0..<height where y < stroke || y >= height - stroke {
            for x in 0..<width { out[y * width + x] = 0xFF00_0000 | outline }
        }
        return out
    }

    /// Coverage alpha (0…255) of pixel (x, y) of the top-left corner region, 4×4 samples.
    private func coverage(_ x: Int, _ y: Int, stroke s: Int) -> UInt32 {
        var covered = 0
        for sy in 0..<4 {
            for sx in 0..<4 {
                let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                if CornerRaster.inside(px, py, radius: radius, stroke: s) { covered += 1 }
            }
        }
        return UInt32((Double(covered) / 16 * 255).rounded())
    }

    /// The outline (alpha `outline`) over the fill (alpha `fill`), straight alpha, as one pixel.
    static func composite(fill af: UInt32, fillRGB: UInt32, outline ao: UInt32, outlineRGB: UInt32) -> UInt32 {
        let f = Double(af) / 255, o = Double(ao) / 255
        let a = o + f * (1 - o)
        guard a > 0 else { return 0 }
        func channel(_ shift: UInt32) -> UInt32 {
            let fc = Double((fillRGB >> shift) & 0xFF), oc = Double((outlineRGB >> shift) & 0xFF)
            return UInt32(Swift.min(255, ((oc * o + fc * f * (1 - o)) / a).rounded())) << shift
        }
        return UInt32((a * 255).rounded()) << 24 | channel(16) | channel(8) | channel(0)
    }
}
