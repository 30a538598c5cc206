extension AccessibilityRole {
    /// A ruler wheel.
    static let ruler = AccessibilityRole("ruler", SpokenWord("ruler", de: "Skala", ar: "مسطرة", hi: "स्केल"))
}

/// The inertial ruler wheel (`type: ruler`).
struct RulerKind: ScreenWidgetKind {
    var typeName: String { "ruler" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Ruler.all }
    var summary: String { "An inertial ruler wheel that snaps to whole steps. Value for `set` and the state file: a number from min to max (it snaps to the nearest step). Events: `tick`, `change`." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.ruler(o, id: id) }
    var roles: [AccessibilityRole] { [.ruler] }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.textPair("ruler: numbers before the value, dimmed on surface", t.dimmed, t.surface),
            t.partPair("ruler: value marker accent on surface", t.accent, t.surface),
        ]
    }
}
