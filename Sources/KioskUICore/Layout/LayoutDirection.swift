/// Which way a row runs: left to right, or right to left for a language written that way
/// (`LanguageCode.isRightToLeft`: Arabic, Hebrew, Persian, Urdu …).
///
/// Right to left, a layout is the mirror image of the left-to-right one: a container places its
/// children as it always does, then mirrors each child's x within its own bounds
/// (`x' = bounds.maxX − (x − bounds.minX) − width`). Because every container does that within
/// the bounds its parent mirrored, the whole tree comes out mirrored, and leading/trailing
/// alignment, the order of a row, a flow's rows, a picker's segments and the page tabs all turn
/// around with no widget testing the direction. Left to right, the functions here return their
/// input unchanged, so left-to-right frames stay exactly what they were.
///
/// What does not turn around is decided by the widget that draws it: text itself (its shaping
/// and bidi ordering are the text layer's), and the ruler, whose numbers grow left to right as on
/// a physical ruler (docs/screens.md, "Right to left").
enum LayoutDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft

    /// The direction a language is laid out in; left to right without a language.
    init(_ language: LanguageCode?) {
        self = language?.isRightToLeft == true ? .rightToLeft : .leftToRight
    }

    var isRightToLeft: Bool { self == .rightToLeft }

    /// The paragraph direction text is measured and drawn in (bidi orders mixed text from it).
    var text: TextDirection { isRightToLeft ? .rtl : .ltr }

    /// `rect`, placed left to right inside `bounds`, where it goes in this direction: itself, or
    /// mirrored about the vertical centre line of `bounds` (its height and y untouched).
    func place(_ rect: Rect, in bounds: Rect) -> Rect {
        guard isRightToLeft else { return rect }
        return Rect(x: x(rect.minX, width: rect.width, in: bounds), y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The left edge, in this direction, of something `width` wide whose left edge is `x` when
    /// laid out left to right inside `bounds`: a line of text, an indicator, a check mark.
    func x(_ x: Double, width: Double, in bounds: Rect) -> Double {
        guard isRightToLeft else { return x }
        return bounds.maxX - (x - bounds.minX) - width
    }

    /// The step along a sequence laid out in this direction (a picker's segments, the pages
    /// behind the tabs) that lands on the neighbour to the right (`rightward`) or to the left:
    /// +1 to the right left to right, −1 to the right right to left.
    func step(rightward: Bool) -> Int {
        (rightward != isRightToLeft) ? 1 : -1
    }
}
