extension AccessibilityRole {
    /// − value + (the platforms' "spin button").
    static let stepper = AccessibilityRole("stepper", SpokenWord("stepper", de: "Zähler", ar: "عداد", hi: "काउंटर"))
}

/// − value + (`type: stepper`).
struct StepperKind: ScreenWidgetKind {
    var typeName: String { "stepper" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Stepper.all }
    var summary: String { "− value + for a small count; a held button repeats faster and faster, a button is unavailable at its end; + is on the left in a right-to-left language. Value for `set` and the state file: a number from min to max (it snaps to the nearest step). Events: `change`." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.stepper(o, id: id) }
    var roles: [AccessibilityRole] { [.stepper] }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.textPair("stepper: − and + on its buttons, text on surface", t.text, t.surface),
            t.textPair("stepper: − and + held, text on surfacePressed", t.text, t.surfacePressed),
        ]
    }
}
