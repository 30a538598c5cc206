/// Pixels in memory, 0xAARRGGBB, row-major: what a screenshot or golden image holds.
package struct RasterImage: Equatable {
    package let width: Int
    package let height: Int
    package var pixels: [UInt32]

    package init(width: Int, height: Int, pixels: [UInt32]) {
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
}
