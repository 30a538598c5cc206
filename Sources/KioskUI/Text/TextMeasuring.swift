/// Measures single-line text runs. The layout engine and widgets only see this protocol;
/// the SDL_ttf implementation lives in `SDL/`, and tests use fixed-metric fakes.
protocol TextMeasuring: AnyObject {
    /// The size of one line of `text` drawn in `font` (width of the advance, height of the line).
    func measure(_ text: String, font: Font) -> Size
    /// The distance between two baselines of `font`.
    func lineHeight(font: Font) -> Double
}

/// A measurer with fixed metrics: every character is `advance × font.size` wide and lines are
/// `lineFactor × font.size` tall. Used by layout tests and as a last-resort fallback.
final class FixedTextMeasurer: TextMeasuring {
    let advance: Double
    let lineFactor: Double

    init(advance: Double = 0.5, lineFactor: Double = 1.25) { self.advance = advance; self.lineFactor = lineFactor }

    func measure(_ text: String, font: Font) -> Size {
        Size(width: Double(text.count) * advance * font.size, height: lineHeight(font: font))
    }

    func lineHeight(font: Font) -> Double { (lineFactor * font.size).rounded(.up) }
}
