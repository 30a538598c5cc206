/// Which way a label's text runs (a screen file's `direction`): an Arabic sentence that starts
/// with a Latin bike name ("Bike 12 متاح") runs left to right by its first strong letter, unless
/// the label says `rtl`.
enum TextDirectionChoice: String, Sendable, CaseIterable {
    /// By its first strong letter (a text without one: the screen's direction), lined up by the
    /// screen's direction. The default.
    case auto
    /// Left to right, starting at the left edge, whatever its first letter or the screen.
    case ltr
    /// Right to left, starting at the right edge, whatever its first letter or the screen.
    case rtl

    /// The mark that makes a line run this way however it starts (U+200E LEFT-TO-RIGHT MARK,
    /// U+200F RIGHT-TO-LEFT MARK: strong, invisible, left out when shaped); "" for `auto`.
    var mark: String {
        switch self {
        case .auto: return ""
        case .ltr: return "\u{200E}"
        case .rtl: return "\u{200F}"
        }
    }

    /// The direction the text lines up by: its own for `ltr` and `rtl`, else `screen`.
    func layout(_ screen: LayoutDirection) -> LayoutDirection {
        switch self {
        case .auto: return screen
        case .ltr: return .leftToRight
        case .rtl: return .rightToLeft
        }
    }
}
