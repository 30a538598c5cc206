/// Fits one line of text into a width by cutting it and adding an ellipsis.
enum TextFitting {
    static let ellipsis = "…"

    /// `text` itself when it fits in `width`; otherwise the longest prefix of whole characters
    /// (grapheme clusters, so an emoji or accented letter is never split) followed by "…"; the
    /// ellipsis alone when no character fits beside it; "" when not even the ellipsis fits.
    /// Binary search: O(log n) measurements, so a 10,000-character label stays cheap.
    static func truncated(_ text: String, width: Double, font: Font, measurer: TextMeasuring) -> String {
        guard width.isFinite else { return text }
        if measurer.measure(text, font: font).width <= width { return text }
        if measurer.measure(ellipsis, font: font).width > width { return "" }
        let chars = Array(text)
        var lo = 0, hi = chars.count - 1   // the answer keeps lo...hi characters; lo always fits
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measurer.measure(String(chars[0..<mid]) + ellipsis, font: font).width <= width { lo = mid } else { hi = mid - 1 }
        }
        var kept = String(chars[0..<lo])
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept + ellipsis
    }
}
