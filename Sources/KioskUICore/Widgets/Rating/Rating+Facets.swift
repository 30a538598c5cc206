/// What a rating is to the `layout` query, to `set` and the state file, and to speech.
extension Rating: QueryableWidget, ValueControl, AccessibleWidget {
    var layoutState: [(String, JSONValue)] {
        [("value", .number(Double(value))), ("max", .number(Double(count))), ("style", .string(style.rawValue))]
    }

    var valueNoun: String { "rating" }
    /// A whole number from 0 (none yet) to `max`.
    var valueDomain: ValueDomain { .steps(scale) }
    var valuePosition: Int { value }
    func moveValue(to position: Int) { choose(position, settled: true) }
    var shownValueText: String { (scene?.layout.numbers ?? .plain).format("\(value)") }

    var accessibilityRole: AccessibilityRole { .rating }
    /// "3 of 5 stars"; nothing before the first rating.
    var spokenValue: SpokenValue? {
        guard value > 0 else { return nil }
        return .counted(value, of: count, unit: style == .stars ? RatingKind.stars : RatingKind.faces)
    }
}

/// A rating needs one touch target across: narrower, its symbols stand in rows.
extension Rating: LeastUsableWidth {
    func leastUsableWidth(_ ctx: LayoutContext) -> Double { ctx.theme.minTouchTarget }
}
