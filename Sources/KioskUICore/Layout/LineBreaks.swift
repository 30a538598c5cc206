import CUnibreak

/// Where a line of text may break: the Unicode line breaking algorithm (UAX #14), asked of
/// libunibreak (`CUnibreak`). After a space, a hyphen or a slash, between two CJK characters,
/// before an opening bracket…; never inside a `Character` (grapheme cluster), nor where UAX #14
/// forbids it (before a full stop, inside "1.50", between a word and its closing quote).
///
/// A text is cut into segments, each the text up to and including one break opportunity (so a
/// segment keeps the spaces that follow it): wrapping fills a line with whole segments
/// (`TextLayout.wrapped`), and the widest segment is the least width wrapped text takes
/// without breaking inside one (`TextLayout.widestWord`).
enum LineBreaks {
    /// libunibreak's tables set up once (its `init_linebreak`: without it, looking up a CJK
    /// character walks a long table).
    private static let ready: Bool = { init_linebreak(); return true }()

    /// The segments of `paragraph` (a text without "\n"), in order: joined they are the paragraph.
    /// `language` (a BCP 47 code: "ja", "zh-Hant") selects UAX #14's tailorings for it (quotation
    /// marks in Chinese, Japanese and Korean); nil for none.
    static func segments(_ paragraph: Substring, language: String?) -> [Substring] {
        if paragraph.isEmpty { return [] }
        _ = ready
        let scalars = paragraph.unicodeScalars.map { utf32_t(standIn($0.value)) }
        var breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: scalars.count)
        if let language {
            language.withCString { set_linebreaks_utf32(scalars, scalars.count, $0, &breaks) }
        } else {
            set_linebreaks_utf32(scalars, scalars.count, nil, &breaks)
        }
        var segments: [Substring] = []
        var start = paragraph.startIndex
        var scalar = 0
        var i = paragraph.startIndex
        while i < paragraph.endIndex {
            let next = paragraph.index(after: i)
            scalar += paragraph[i].unicodeScalars.count
            // The break after a character is the one after its last scalar.
            let b = breaks[scalar - 1]
            if next < paragraph.endIndex && (b == CChar(LINEBREAK_ALLOWBREAK) || b == CChar(LINEBREAK_MUSTBREAK)) {
                segments.append(paragraph[start..<next])
                start = next
            }
            i = next
        }
        segments.append(paragraph[start...])
        return segments
    }

    /// The character libunibreak is asked about for `scalar`: itself, or an ideograph for a
    /// regional indicator (a flag's halves). libunibreak 1.1 (Debian 12) aborts on an assertion
    /// when it meets one (its class table has RI, its pair table does not); an ideograph breaks
    /// on either side of the flag as UAX #14 does (LB30a–LB31), and the break it allows between a
    /// flag's two halves falls inside a `Character`, where no segment ends.
    @inline(__always)
    static func standIn(_ scalar: UInt32) -> UInt32 {
        (0x1F1E6...0x1F1FF).contains(scalar) ? 0x4E00 : scalar
    }

    /// `segment` without the spaces it ends with: what of it must fit on a line (spaces at the
    /// end of a line take no room).
    static func withoutTrailingSpaces(_ segment: Substring) -> Substring {
        var end = segment.endIndex
        while end > segment.startIndex, segment[segment.index(before: end)] == " " { end = segment.index(before: end) }
        return segment[..<end]
    }
}
