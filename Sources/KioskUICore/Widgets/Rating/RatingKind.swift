extension AccessibilityRole {
    /// A rating: its name, then "3 of 5 stars".
    static let rating = AccessibilityRole("rating", SpokenWord("rating", de: "Bewertung", ar: "تقييم", hi: "रेटिंग"))
}

/// A row of stars or faces to rate with (`type: rating`).
struct RatingKind: ScreenWidgetKind {
    var typeName: String { "rating" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Rating.all }
    var summary: String {
        "A row of 1…max stars or faces a customer taps to rate (a visit, a meal), in even rows when one row has no room for them at a touch target each; a finger drawn along it, the arrows, + and − and the wheel move it, mirrored right to left. Value for `set` and the state file: a whole number from 0 (none yet) to max. Events: `change` (1…max)."
    }
    var roles: [AccessibilityRole] { [.rating] }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.rating(o, id: id) }

    /// What is counted: "3 of 5 stars".
    static let stars = SpokenWord("stars", de: "Sternen", ar: "نجوم", hi: "सितारे")
    /// Faces are levels, not a count: "3 of 5" says where the chosen one stands.
    static let faces = SpokenWord("", de: "", ar: "", hi: "")

    /// Stars and faces are what tell the rating: the chosen ones in the accent colour, the others
    /// in the separator's grey, each at 3:1 against the background; a chosen face's eyes and mouth
    /// on its accent fill, an unchosen one's in the text colour.
    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.partPair("rating: chosen stars and face, accent on background", t.accent, t.background),
            t.partPair("rating: other stars and faces, separator on background", t.separator, t.background),
            t.partPair("rating: chosen face's eyes and mouth, accentText on accent", t.accentText, t.accent),
            t.partPair("rating: other faces' eyes and mouth, text on background", t.text, t.background),
        ]
    }
}
