/// The widths a text needs to show whole: the lossless minimum a label or a button asks of a row.
extension TextLayout {
    /// The pieces of `text` between line-break opportunities (`LineBreaks`: UAX #14) and line
    /// breaks, without the spaces they end with: what wrapping never breaks inside while a piece
    /// fits the line.
    static func breakablePieces(_ text: String, language: String? = nil) -> [String] {
        text.split(separator: "\n").flatMap { para in
            LineBreaks.segments(para, language: language).map { String(LineBreaks.withoutTrailingSpaces($0)) }
        }
    }

    /// The widest piece between break opportunities (`breakablePieces`): the least width wrapped
    /// text takes without breaking inside a word.
    static func widestWord(_ text: String, font: Font, measurer: TextMeasuring, direction: TextDirection = .ltr,
                           language: String? = nil) -> Double {
        var widest = 0.0
        for piece in breakablePieces(text, language: language) {
            widest = Swift.max(widest, measurer.measure(piece, font: font, direction: direction).width)
        }
        return widest
    }

    /// The least width at which `text` shows whole on at most two lines broken at one break
    /// opportunity (a button's title, `Button.titleLines`): the one line's width when it has none.
    static func narrowestTwoLines(_ text: String, font: Font, measurer: TextMeasuring, direction: TextDirection = .ltr,
                                  language: String? = nil) -> Double {
        let segments = LineBreaks.segments(Substring(text), language: language)
        func width(_ s: ArraySlice<Substring>) -> Double {
            let joined = s.reduce(into: "") { $0 += $1 }
            return measurer.measure(String(LineBreaks.withoutTrailingSpaces(Substring(joined))), font: font, direction: direction).width
        }
        var best = width(segments[...])
        for k in segments.indices.dropFirst() {
            best = Swift.min(best, Swift.max(width(segments[..<k]), width(segments[k...])))
        }
        return best
    }
}
