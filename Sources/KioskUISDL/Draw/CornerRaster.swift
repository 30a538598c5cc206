import KioskUICore

/// Rasterizes the four anti-aliased corners of a rounded rect (filled or outlined) once, as white
/// pixels whose alpha is the coverage (`ShapeTextures` recolours them once per colour).
///
/// The tile is `2c`×`2c` with `c = max(radius, stroke)`: each quadrant is one corner of a rounded
/// rect of outer radius `radius`; an outline also cuts out the inner rounded rect (inset by
/// `stroke`, radius `radius - stroke`). The straight parts between corners are plain rect fills.
/// Coverage is 4×4 supersampled.
struct CornerRaster: Hashable {
    /// Outer corner radius in whole pixels (≥ 1).
    var radius: Int
    /// Outline width in whole pixels; 0 = filled.
    var stroke: Int

    /// The side of one corner quadrant.
    var corner: Int { Swift.max(radius, stroke) }
    /// The side of the whole tile.
    var side: Int { 2 * corner }

    /// 0xAARRGGBB pixels, white with coverage alpha, row-major, `side`×`side`.
    func pixels() -> [UInt32] {
        let n = side
        var out = [UInt32](repeating: 0, count: n * n)
        let half = Double(corner)
        let samples = 4
        let step = 1.0 / Double(samples)
        // One quadrant is computed and mirrored into the other three.
        for y in 0..<corner {
            for x in 0..<corner {
                var covered = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let px = Double(x) + (Double(sx) + 0.5) * step
                        let py = Double(y) + (Double(sy) + 0.5) * step
                        if inside(px, py, half: half) { covered += 1 }
                    }
                }
                let a = UInt32((Double(covered) / Double(samples * samples) * 255).rounded())
                let p = (a << 24) | 0x00FF_FFFF
                out[y * n + x] = p
                out[y * n + (n - 1 - x)] = p
                out[(n - 1 - y) * n + x] = p
                out[(n - 1 - y) * n + (n - 1 - x)] = p
            }
        }
        return out
    }

    /// Whether a point of the top-left quadrant (0...half) is inside the shape.
    private func inside(_ px: Double, _ py: Double, half: Double) -> Bool {
        CornerRaster.inside(px, py, radius: radius, stroke: stroke)
    }

    /// Whether a point, measured from the top-left corner of a rounded rect of corner `radius`
    /// (towards its inside, any distance), is inside its fill (`stroke` 0) or its outline
    /// `stroke` pixels wide. (`CapRaster` samples the same geometry.)
    static func inside(_ px: Double, _ py: Double, radius: Int, stroke: Int) -> Bool {
        guard inRounded(px, py, inset: 0, radius: Double(radius)) else { return false }
        if stroke == 0 { return true }
        let innerRadius = Double(Swift.max(0, radius - stroke))
        return !inRounded(px, py, inset: Double(stroke), radius: innerRadius)
    }

    /// Whether (px, py) is inside the top-left corner of a rounded rect whose edges are `inset`
    /// from the tile's top and left and whose corner radius is `radius`.
    private static func inRounded(_ px: Double, _ py: Double, inset: Double, radius: Double) -> Bool {
        if px < inset || py < inset { return false }
        let cx = inset + radius, cy = inset + radius
        if px >= cx || py >= cy { return true }
        let dx = cx - px, dy = cy - py
        return dx * dx + dy * dy <= radius * radius
    }
}
