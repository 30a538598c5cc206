/// An SVG that takes SDL_image's rasteriser (nanosvg) minutes under the point budget: one path
/// of random lines across a 1000×1000 view box, filled and stroked 30 units wide, from a fixed
/// seed (19,000 points: 189 s at 1000×1000). nanosvg re-sorts its crossing edges with a bubble
/// sort on each sub-scanline, so its time grows with the square of the lines.
package enum CrossingStrokesSVG {
    package static func text(points: Int = 19_000, seed: UInt64 = 45) -> String {
        var state = seed
        func coordinate() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % 1000
        }
        var svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><path d="M0 0"#
        for _ in 1..<points { svg += " L\(coordinate()) \(coordinate())" }
        return svg + #"" stroke="black" stroke-width="30" fill="red"/></svg>"#
    }
}
