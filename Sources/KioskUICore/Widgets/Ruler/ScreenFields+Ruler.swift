/// The fields of `ruler`.
extension ScreenFields {
    enum Ruler {
        static let values = -1e12...1e12
        static let min = ScreenField.number("min", values, required: true, "the lowest value")
        static let max = ScreenField.number("max", values, required: true, "the highest value, at least min")
        static let step = ScreenField.number("step", 1e-6...1e12, default: 1,
                                             "the distance between ticks: the value is always min plus a whole number of steps")
        static let majorEvery = ScreenField.wholeNumber("majorEvery", 1...1_000_000, default: 10,
                                                        "a long tick with a number on every multiple of `majorEvery × step`, counted from 0, so 15…240 step 15 every 4 reads 60, 120, 180, 240; a number is highlighted only while the value is on it")
        static let value = ScreenField.number("value", values, shown: "min",
                                              "the value at start, from min to max (it snaps to the nearest step)")
        static let tickSpacing = ScreenField.number("tickSpacing", 2...400, shown: "spread",
                                                    "pixels between two ticks at font scale 1 (grows with the font scale); by default a range of at most 12 steps is spread over the ruler's width (up to 80 px a step) and a longer one has 14 px; wider when the numbers need it")
        static let all: [any ScreenFieldInfo] = [min, max, step, majorEvery, value, tickSpacing]
    }
}
