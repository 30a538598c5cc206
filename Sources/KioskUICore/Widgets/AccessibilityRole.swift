/// What a widget is to a screen reader: the word speech says after the widget's name ("Minutes,
/// ruler", `word` in the language shown) and the `role` the `layout` query reports (`rawValue`).
/// Each control declares its roles in its own folder (`extension AccessibilityRole { static let
/// slider = … }`); layout containers are `none`: speech passes over them to the controls inside.
struct AccessibilityRole: Sendable, Hashable {
    /// The name the `layout` query reports: "button", "menu item".
    let rawValue: String
    /// What speech calls it, in each language.
    let word: SpokenWord

    init(_ rawValue: String, _ word: SpokenWord) {
        self.rawValue = rawValue
        self.word = word
    }

    static func == (a: AccessibilityRole, b: AccessibilityRole) -> Bool { a.rawValue == b.rawValue }
    func hash(into h: inout Hasher) { h.combine(rawValue) }

    /// A layout container or a drawn part: nothing to say of its own.
    static let none = AccessibilityRole("none", SpokenWord("", de: "", ar: "", hi: ""))
}
