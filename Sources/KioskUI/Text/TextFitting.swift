/// Fits one line of text into a width by cutting it and adding an ellipsis.
enum TextFitting {
    static let ellipsis = "…"

    /// `text` itself when it fits in `width`; otherwise `withEllipsis(text, …)`.
    static func truncated(_ text: String, width: Double, font: Font, measurer: TextMeasuring) -> String {
        guard width.isFinite else { return text }
        if measurer.measure(text, font: font).width <= width + Size.fitTolerance { return text }
        return withEllipsis(text, width: width, font: font, measurer: measurer)
    }

    /// The longest prefix of `line` in whole characters (grapheme clusters, so an emoji or an
    /// accented letter is never split), trailing spaces dropped, followed by "…", that fits in
    /// `width` (nil: no limit); the ellipsis alone when no character fits beside it; "" when not
    /// even the ellipsis fits. For a line that more text follows (the last line of a wrapped
    /// label) as much as for one that was cut. Binary search: O(log n) measurements, so a
    /// 10,000-character label stays cheap.
    static func withEllipsis(_ line: String, width: Double?, font: Font, measurer: TextMeasuring) -> String {
        func fits(_ s: String) -> Bool {
            guard let w = width else { return true }
            return measurer.measure(s, font: font).width <= w + Size.fitTolerance
        }
        func candidate(_ chars: ArraySlice<Character>) -> String {
            var s = String(chars)
            while s.last?.isWhitespace == true { s.removeLast() }
            return s + ellipsis
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
}
