/// The fields of `slider`.
extension ScreenFields {
    enum Slider {
        static let min = ScreenField.number("min", Ruler.values, required: true, "the lowest value")
        static let max = ScreenField.number("max", Ruler.values, required: true, "the highest value, at least min")
        static let step = ScreenField.number("step", 1e-6...1e12, shown: "continuous",
                                             "the value is min plus a whole number of steps; left out, it is continuous (rounded to a thousandth of the range's power of ten, 0.001 on 0…1) and keys move 1 %")
        static let value = ScreenField.number("value", Ruler.values, shown: "min",
                                              "the value at start, from min to max (it snaps to the nearest step)")
        static let all: [any ScreenFieldInfo] = [min, max, step, value]
    }
}
