extension AccessibilityRole {
    /// A slider.
    static let slider = AccessibilityRole("slider", SpokenWord("slider", de: "Schieberegler", ar: "شريط تمرير", hi: "स्लाइडर"))
}

/// A horizontal slider (`type: slider`).
struct SliderKind: ScreenWidgetKind {
    var typeName: String { "slider" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Slider.all }
    var summary: String { "A horizontal slider with its value above the thumb; a tap on the track puts the thumb there, a drag moves it, keys move a step (1 % without one) or 10 %; min is on the right in a right-to-left language. Value for `set` and the state file: a number from min to max (it snaps to the nearest step). Events: `tick`, `change`." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.slider(o, id: id) }
    var roles: [AccessibilityRole] { [.slider] }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.partPair("slider: thumb and track up to it, accent on background", t.accent, t.background),
            t.partPair("slider: track beyond the thumb, separator on background", t.separator, t.background),
            t.partPair("slider: thumb's accent inside its surface ring", t.accent, t.surface),
            t.textPair("slider's value, stepper's value: text on background", t.text, t.background),
        ]
    }
}
