/// Lines of text fitted to a width: what a label measures with and draws.
struct TextLines: Equatable, Sendable {
    /// The lines to draw, top to bottom.
    var lines: [String]
    /// The advance width of each line.
    var widths: [Double]
    /// The distance between baselines.
    var lineHeight: Double
    /// Whether some of the text did not fit and was cut (an ellipsis shows where).
    var truncated = false

    /// The widest line by the lines' total height; an empty text still takes one line's height.
    var size: Size {
        Size(widths.max() ?? 0, lineHeight * Double(Swift.max(1, lines.count)))
    }
}

/// Fits text into a width: single-line truncation with an ellipsis, or word wrapping.
///
/// Both never split a `Character` (grapheme cluster). All measuring goes through the
/// `TextMeasuring` the host provides, in the font already scaled by the font scale.
enum TextLayout {
    static let ellipsis = TextFitting.ellipsis

    /// One line: the text when it fits `width` (nil: no limit), else the longest prefix plus "…",
    /// the ellipsis alone when no character fits beside it, "" when not even that fits. Measured in
    /// the paragraph `direction` the text is drawn in.
    static func singleLine(_ text: String, width: Double?, font: Font, measurer: TextMeasuring,
                           direction: TextDirection = .ltr) -> TextLines {
        let lh = measurer.lineHeight(font: font)
        let full = measurer.measure(text, font: font, direction: direction).width
        guard let w = LayoutMath.finite(width), full > w + LayoutMath.epsilon else {
            return TextLines(lines: [text], widths: [full], lineHeight: lh)
        }
        let shown = TextFitting.truncated(text, width: w, font: font, measurer: measurer, direction: direction)
        return TextLines(lines: [shown], widths: [measurer.measure(shown, font: font, direction: direction).width], lineHeight: lh, truncated: true)
    }

    /// Wrapped lines: breaks where UAX #14 allows (`LineBreaks`: after a space, a hyphen or a
    /// slash, between CJK characters…) and at every "\n"; spaces at the end of a line take no room
    /// and are dropped. A piece between two break opportunities that is wider than the line alone
    /// is broken between characters. With `maxLines`, the last kept line ends with "…". With no
    /// width every paragraph is one line. When the width can't hold even one character, the
    /// result is the single-line truncation (an ellipsis or nothing), so a zero width never
    /// yields a column of letters. `language` tailors the break opportunities (`LineBreaks`).
    static func wrapped(_ text: String, width: Double?, maxLines: Int?, font: Font,
                        measurer: TextMeasuring, direction: TextDirection = .ltr, language: String? = nil) -> TextLines {
        let lh = measurer.lineHeight(font: font)
        let limit = maxLines.map { Swift.max(1, $0) }
        let w = LayoutMath.finite(width)
        func fits(_ s: Substring) -> Bool {
            guard let w = w else { return true }
            return measurer.measure(String(s), font: font, direction: direction).width <= w + LayoutMath.epsilon
        }
        func trimmed(_ s: Substring) -> String { String(LineBreaks.withoutTrailingSpaces(s)) }
        var lines: [String] = []
        var truncatedAway = false
        paragraphs: for para in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // The line so far: a stretch of `para` from `start` to `end`, trailing spaces included.
            var start = para.startIndex, end = para.startIndex
            for segment in LineBreaks.segments(para, language: language) {
                if let l = limit, lines.count >= l { truncatedAway = true; break paragraphs }
                if fits(LineBreaks.withoutTrailingSpaces(para[start..<segment.endIndex])) { end = segment.endIndex; continue }
                if !LineBreaks.withoutTrailingSpaces(para[start..<end]).isEmpty { lines.append(trimmed(para[start..<end])) }
                start = segment.startIndex; end = segment.endIndex
                let piece = LineBreaks.withoutTrailingSpaces(segment)
                if fits(piece) { continue }
                guard var pieces = breakWord(Array(piece), fits: { fits(Substring($0)) }) else {
                    return singleLine(text, width: width, font: font, measurer: measurer, direction: direction)
                }
                // The last piece starts the next line: the rest of the segment (with its spaces)
                // is where that line goes on from.
                let last = pieces.removeLast()
                lines += pieces
                start = segment.index(segment.startIndex, offsetBy: piece.count - last.count)
            }
            if let l = limit, lines.count >= l { truncatedAway = true; break }
            lines.append(trimmed(para[start..<end]))
        }
        if let l = limit, lines.count > l { lines.removeLast(lines.count - l); truncatedAway = true }
        if truncatedAway, let last = lines.popLast() {
            lines.append(TextFitting.withEllipsis(last, width: w, font: font, measurer: measurer, direction: direction))
        }
        let widths = lines.map { measurer.measure($0, font: font, direction: direction).width }
        return TextLines(lines: lines, widths: widths, lineHeight: lh, truncated: truncatedAway)
    }

    /// A title fitted to `width` (nil: no limit): one line when it fits; else wrapped onto at most
    /// two lines when every piece between break opportunities (`LineBreaks`) fits a line (the
    /// second ends in "…" if even two are not enough); else one line cut with "…". A button's
    /// title (`Button`).
    static func title(_ title: String, width: Double?, font: Font, measurer: TextMeasuring,
                      direction: TextDirection = .ltr, language: String? = nil) -> TextLines {
        let one = singleLine(title, width: width, font: font, measurer: measurer, direction: direction)
        guard one.lines.first != title, let width = width else { return one }
        let pieces = breakablePieces(title, language: language)
        guard pieces.count > 1, pieces.allSatisfy({ measurer.measure($0, font: font, direction: direction).width <= width }) else { return one }
        return wrapped(title, width: width, maxLines: 2, font: font, measurer: measurer, direction: direction, language: language)
    }

    /// A word cut into pieces that each fit (binary search for the longest prefix); nil when not even
    /// one character fits.
    private static func breakWord(_ chars: [Character], fits: (String) -> Bool) -> [String]? {
        var pieces: [String] = []
        var start = 0
        while start < chars.count {
            var lo = 0, hi = chars.count - start   // lo characters always fit
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if fits(String(chars[start..<(start + mid)])) { lo = mid } else { hi = mid - 1 }
            }
            if lo == 0 { return nil }
            pieces.append(String(chars[start..<(start + lo)]))
            start += lo
        }
        return pieces
    }
}
