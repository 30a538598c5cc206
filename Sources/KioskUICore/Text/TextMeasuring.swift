/// Measures single-line text runs. The layout engine and widgets only see this protocol;
/// the SDL_ttf implementation lives in `SDL/`, and tests use fixed-metric fakes.
package protocol TextMeasuring: AnyObject {
    /// The size of one line of `text` drawn in `font` in a paragraph of direction `direction`
    /// (width of the advance, height of the line). The direction decides how mixed-direction
    /// text is cut into runs (`TextItemizer`), so it is the one the text is drawn with.
    func measure(_ text: String, font: Font, direction: TextDirection) -> Size
    /// The distance between two baselines of `font`.
    func lineHeight(font: Font) -> Double
}

extension TextMeasuring {
    /// The size of one line of `text` in a left-to-right paragraph.
    func measure(_ text: String, font: Font) -> Size { measure(text, font: font, direction: .ltr) }
}

/// A measurer with fixed metrics: every character is `advance × font.size` wide and lines are
/// `lineFactor × font.size` tall (bidi formatting characters, which draw nothing, take no room).
/// Used by layout tests and as a last-resort fallback.
final class FixedTextMeasurer: TextMeasuring {
    let advance: Double
    let lineFactor: Double

    init(advance: Double = 0.5, lineFactor: Double = 1.25) { self.advance = advance; self.lineFactor = lineFactor }

    func measure(_ text: String, font: Font, direction: TextDirection) -> Size {
        var count = text.count
        if !text.utf8.allSatisfy({ $0 < 0x80 }) {
            count -= text.unicodeScalars.lazy.filter(TextItemizer.isBidiFormatting).count
        }
        return Size(width: Double(count) * advance * font.size, height: lineHeight(font: font))
    }

    func lineHeight(font: Font) -> Double { (lineFactor * font.size).rounded(.up) }
}
