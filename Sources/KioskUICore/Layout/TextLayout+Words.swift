/// The widths a text needs to show whole: the lossless minimum a label or a button asks of a row.
extension TextLayout {
    /// The widest word (words split at spaces and line breaks): the least width wrapped text takes
    /// without breaking inside a word.
    static func widestWord(_ text: String, font: Font, measurer: TextMeasuring, direction: TextDirection = .ltr) -> Double {
        var widest = 0.0
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            widest = Swift.max(widest, measurer.measure(String(word), font: font, direction: direction).width)
        }
        return widest
    }

    /// The least width at which `text` shows whole on at most two lines broken at one space (a
    /// button's title, `Button.titleLines`): the one line's width when it has a single word.
    static func narrowestTwoLines(_ text: String, font: Font, measurer: TextMeasuring, direction: TextDirection = .ltr) -> Double {
        let words = text.split(separator: " ").map(String.init)
        func width(_ s: [String]) -> Double { measurer.measure(s.joined(separator: " "), font: font, direction: direction).width }
        var best = width(words)
        for k in words.indices.dropFirst() {
            best = Swift.min(best, Swift.max(width(Array(words[..<k])), width(Array(words[k...]))))
        }
        return best
    }
}
