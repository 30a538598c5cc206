/// A font request: a pixel size (already multiplied by the font scale) and a weight.
/// The family is chosen once per run by the text backend (fontconfig, or `--font PATH`).
package struct Font: Hashable, Sendable {
    var size: Double
    package var bold: Bool

    init(size: Double, bold: Bool = false) { self.size = size; self.bold = bold }

    /// The same size in bold.
    var bolded: Font { Font(size: size, bold: true) }

    /// The pixel size the rasterizer uses: whole pixels, at least 1.
    package var pixelSize: Int { Swift.max(1, Int(size.rounded())) }
}

/// The global text size multiplier, like Dynamic Type. Values outside `range` are clamped.
enum FontScale {
    /// The font scales a kiosk accepts; a request outside is clamped with a warning by the caller.
    static let range: ClosedRange<Double> = 0.5...4.0

    /// `value` clamped into `range`; non-finite values give 1.
    static func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return 1 }
        return Swift.min(range.upperBound, Swift.max(range.lowerBound, value))
    }
}
