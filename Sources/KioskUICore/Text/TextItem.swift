/// What the shaper is told about a piece of text: the direction it lays the glyphs out in and
/// the script. `.plain` (left to right, no script) is how every piece was shaped before bidi.
package struct TextShaping: Hashable, Sendable {
    /// Right to left for the odd bidi levels.
    package var direction: TextDirection = .ltr
    /// The script; nil for scripts shaped without one (Latin, CJK…).
    package var script: TextScript?

    package static let plain = TextShaping()
}

/// A stretch of one line that is shaped as one piece: one direction, one script.
package struct TextItem: Equatable, Sendable {
    /// The characters in logical order (bidi formatting characters left out: they have done
    /// their work when the item was cut).
    package var text: String
    package var shaping: TextShaping

    package init(_ text: String, _ direction: TextDirection = .ltr, _ script: TextScript? = nil) {
        self.text = text; shaping = TextShaping(direction: direction, script: script)
    }
}

/// Cuts a line of text into the items it is shaped in, in visual order: by bidi level (`Bidi`),
/// then by script. The font split (fallback fonts) comes after, in `SDL/`.
package enum TextItemizer {
    /// The items of `text` left to right on screen. Its paragraph runs in the direction of its
    /// first strong character (`Bidi.paragraphDirection`: an English label in an Arabic screen
    /// runs left to right, an Arabic one in an English screen right to left), in `base` (the
    /// screen's) when it has none (digits, punctuation).
    ///
    /// Fast path: a line with no character that can run right to left and none of a script the
    /// shaper must be told (`isPlain`), in a left-to-right paragraph, is one plain item, as before
    /// bidi.
    package static func items(_ text: String, base: TextDirection) -> [TextItem] {
        if text.isEmpty { return [] }
        if isPlain(text) && (base == .ltr || Bidi.paragraphDirection(text, fallback: base) == .ltr) { return [TextItem(text)] }
        let scalars = Array(text.unicodeScalars)
        var items: [TextItem] = []
        for run in Bidi.visualRuns(scalars, base: base, fromText: true) {
            let pieces = byScript(scalars[run.range].filter { !isBidiFormatting($0) }, run.direction)
            items += run.direction == .rtl ? pieces.reversed() : pieces
        }
        return items
    }

    /// Whether `text` in a left-to-right paragraph is one plain item: no character that can run
    /// right to left (`Bidi.canRunRightToLeft`) and none of a `TextScript`. Below U+0590 (all of
    /// Latin, Greek, Cyrillic) nothing is looked up.
    static func isPlain(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy {
            $0.value < 0x0590 || TextScript($0) == nil && !Bidi.canRunRightToLeft($0) && !isBidiFormatting($0)
        }
    }

    /// A run cut where its script changes, in logical order. Spaces, digits, punctuation and
    /// marks (no script of their own) go with the script before them, or the one after at the start.
    private static func byScript(_ scalars: [Unicode.Scalar], _ direction: TextDirection) -> [TextItem] {
        var items: [TextItem] = []
        var current = String.UnicodeScalarView()
        var script: TextScript?
        var decided = false
        func cut(to next: TextScript?) {
            if decided && next != script && !current.isEmpty {
                items.append(TextItem(String(current), direction, script))
                current = String.UnicodeScalarView()
            }
            script = next
            decided = true
        }
        for s in scalars {
            switch Role(s) {
            case let .script(x): cut(to: x)
            case .other: cut(to: nil)
            case .common: break
            }
            current.append(s)
        }
        if !current.isEmpty { items.append(TextItem(String(current), direction, script)) }
        return items
    }

    /// What a character does to the script of its item.
    private enum Role {
        /// It belongs to a script the shaper must be told.
        case script(TextScript)
        /// It is a letter of another script (Latin, CJK…).
        case other
        /// No script of its own: space, digit, punctuation, symbol, mark.
        case common

        init(_ s: Unicode.Scalar) {
            if let x = TextScript(s) { self = .script(x) }
            else if s.properties.isAlphabetic && !s.properties.generalCategory.isMark { self = .other }
            else { self = .common }
        }
    }

    /// Embeddings, overrides, isolates and the direction marks: they order text but draw nothing.
    static func isBidiFormatting(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

private extension Unicode.GeneralCategory {
    var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}
