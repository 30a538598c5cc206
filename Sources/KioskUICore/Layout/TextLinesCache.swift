/// Text fitted into lines (`TextLines`), kept per request: a widget is measured a few times per
/// layout pass with the same proposal and drawn every frame, and a long text is costly to wrap,
/// so each text, width, rule, font, measurer, direction and language is fitted once. The one cache of the
/// widgets that show text (`Label`, `Button`).
///
/// It holds at most `capacity` results and starts over when full (a label whose text keeps
/// changing does not grow it); `last` is the latest result asked for.
struct TextLinesCache {
    /// How text is fitted into lines.
    enum Rule: Hashable {
        /// One line, cut with "…" when it doesn't fit (`TextLayout.singleLine`).
        case singleLine
        /// Wrapped where a line may break (`LineBreaks`), the last kept line ending in "…" past `maxLines`
        /// (`TextLayout.wrapped`).
        case wrapped(maxLines: Int?)
        /// One line when it fits; else two when every piece between breaks fits a line; else one line cut
        /// (`TextLayout.title`: a button's title).
        case title
    }

    /// What a text is fitted to.
    struct Request: Hashable {
        var text: String
        /// The width the lines must fit (nil: unlimited).
        var width: Double?
        var rule: Rule
        var font: Font
        var measurer: ObjectIdentifier
        var direction: TextDirection
        /// The language code that tailors where lines break (`LineBreaks`); nil for none.
        var language: String?
    }

    private let capacity: Int
    private var results: [Request: TextLines] = [:]
    /// The latest request and its lines.
    private(set) var last: (request: Request, lines: TextLines)?

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The lines of `text` fitted to `width` by `rule` in `font`, measured by `measurer` in
    /// `direction`, broken as in `language`: from the cache when it holds them, else fitted and kept.
    mutating func lines(_ text: String, width: Double?, rule: Rule, font: Font, measurer: TextMeasuring,
                        direction: TextDirection, language: String? = nil) -> TextLines {
        let request = Request(text: text, width: LayoutMath.finite(width), rule: rule, font: font,
                              measurer: ObjectIdentifier(measurer), direction: direction, language: language)
        if let hit = results[request] {
            last = (request, hit)
            return hit
        }
        let fitted: TextLines
        switch rule {
        case .singleLine:
            fitted = TextLayout.singleLine(text, width: request.width, font: font, measurer: measurer, direction: direction)
        case let .wrapped(maxLines):
            fitted = TextLayout.wrapped(text, width: request.width, maxLines: maxLines, font: font, measurer: measurer,
                                        direction: direction, language: language)
        case .title:
            fitted = TextLayout.title(text, width: request.width, font: font, measurer: measurer, direction: direction,
                                      language: language)
        }
        if results.count >= capacity { results.removeAll(keepingCapacity: true) }
        results[request] = fitted
        last = (request, fitted)
        return fitted
    }

    /// Forgets every result (the text changed).
    mutating func removeAll() {
        results.removeAll(keepingCapacity: true)
        last = nil
    }
}
