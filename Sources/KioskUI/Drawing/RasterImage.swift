/// Pixels in memory, 0xAARRGGBB, row-major: what a screenshot or golden image holds.
struct RasterImage: Equatable {
    let width: Int
    let height: Int
    var pixels: [UInt32]

    init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "RasterImage: \(pixels.count) pixels for \(width)x\(height)")
        self.width = width; self.height = height; self.pixels = pixels
    }

    subscript(x: Int, y: Int) -> Color {
        let p = pixels[y * width + x]
        return Color(r: UInt8((p >> 16) & 0xFF), g: UInt8((p >> 8) & 0xFF), b: UInt8(p & 0xFF), a: UInt8(p >> 24))
    }

    /// The number of distinct colours, up to `limit` (a blank screen has 1).
    func distinctColors(limit: Int = 1000) -> Int {
        var seen = Set<UInt32>()
        for p in pixels { seen.insert(p & 0xFFFFFF); if seen.count >= limit { break } }
        return seen.count
    }

    /// How two images of the same size differ: the share of pixels whose largest channel difference
    /// exceeds `tolerance` (0...255). Images of different sizes differ completely (1.0).
    func difference(from other: RasterImage, tolerance: Int) -> Double {
        guard width == other.width, height == other.height, !pixels.isEmpty else { return 1 }
        var bad = 0
        for i in 0..<pixels.count {
            let a = pixels[i], b = other.pixels[i]
            if a == b { continue }
            var worst = 0
            for shift in [0, 8, 16] {
                worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
            }
            if worst > tolerance { bad += 1 }
        }
        return Double(bad) / Double(pixels.count)
    }
}
