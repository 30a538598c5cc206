/// Fits one line of text into a width by cutting it and adding an ellipsis.
enum TextFitting {
    static let ellipsis = "…"

    /// `text` itself when it fits in `width`; otherwise `withEllipsis(text, …)`.
    static func truncated(_ text: String, width: Double, font: Font, measurer: TextMeasuring,
                          direction: TextDirection = .ltr) -> String {
        guard width.isFinite else { return text }
        if measurer.measure(text, font: font, direction: direction).width <= width + Size.fitTolerance { return text }
        return withEllipsis(text, width: width, font: font, measurer: measurer, direction: direction)
    }

    /// The longest prefix of `line` in whole characters (grapheme clusters, so an emoji or an
    /// accented letter is never split), trailing spaces dropped, followed by "…", that fits in
    /// `width` (nil: no limit); the ellipsis alone when no character fits beside it; "" when not
    /// even the ellipsis fits. For a line that more text follows (the last line of a wrapped
    /// label) as much as for one that was cut. Binary search: O(log n) measurements, so a
    /// 10,000-character label stays cheap.
    ///
    /// The ellipsis goes where the cut text ends when read: after the last word, on its left
    /// for Arabic or Hebrew, on its right for Latin, in either paragraph direction. When the
    /// last strong character's direction is not the paragraph's (the text's own, `direction` when
    /// it has no strong character: `Bidi.paragraphDirection`), a direction
    /// mark after the ellipsis (U+200F RLM or U+200E LRM, which draw nothing) keeps it there;
    /// otherwise the string gets nothing more than the ellipsis.
    static func withEllipsis(_ line: String, width: Double?, font: Font, measurer: TextMeasuring,
                             direction: TextDirection = .ltr) -> String {
        func fits(_ s: String) -> Bool {
            guard let w = width else { return true }
            return measurer.measure(s, font: font, direction: direction).width <= w + Size.fitTolerance
        }
        func candidate(_ chars: ArraySlice<Character>) -> String {
            var s = String(chars)
            while s.last?.isWhitespace == true { s.removeLast() }
            return s + ellipsis + mark(after: s, in: direction)
        }
        let chars = Array(line)
        if fits(candidate(chars[...])) { return candidate(chars[...]) }
        if !fits(ellipsis) { return "" }
        var lo = 0, hi = chars.count   // the answer keeps lo...hi characters; lo always fits
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if fits(candidate(chars[0..<mid])) { lo = mid } else { hi = mid - 1 }
        }
        return candidate(chars[0..<lo])
    }

    /// The direction mark that keeps an ellipsis after `text` on the side where `text` ends,
    /// or "" when the paragraph's direction already puts it there.
    private static func mark(after text: String, in direction: TextDirection) -> String {
        guard let last = Bidi.lastStrongDirection(text), last != Bidi.paragraphDirection(text, fallback: direction) else {
            return ""
        }
        return last == .rtl ? "\u{200F}" : "\u{200E}"
    }
}
