/// The base (paragraph) direction of a line of text: which way it runs and which side it starts on.
///
/// Everything that measures or draws text takes one (default `.ltr`); the Unicode Bidirectional
/// Algorithm (`Bidi`) orders the runs of mixed-direction text from it, and a layout that follows
/// the language (leading edge, alignment) flips with it.
package enum TextDirection: Hashable, Sendable {
    /// Left to right: Latin, Cyrillic, Greek, Devanagari, CJK… The default.
    case ltr
    /// Right to left: Arabic, Hebrew, Persian, Urdu…
    case rtl

    /// The embedding level of a paragraph in this direction (UAX #9: 0 or 1).
    var paragraphLevel: UInt8 { self == .rtl ? 1 : 0 }

    /// The direction of text at an embedding level: odd levels run right to left.
    init(level: UInt8) { self = level & 1 == 1 ? .rtl : .ltr }
}
