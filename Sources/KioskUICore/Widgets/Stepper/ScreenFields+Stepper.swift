/// The fields of `stepper`.
extension ScreenFields {
    enum Stepper {
        static let min = ScreenField.number("min", Ruler.values, required: true, "the lowest value")
        static let max = ScreenField.number("max", Ruler.values, required: true, "the highest value, at least min")
        static let step = ScreenField.number("step", 1e-6...1e12, default: 1, "what − and + take away and add")
        static let value = ScreenField.number("value", Ruler.values, shown: "min",
                                              "the value at start, from min to max (it snaps to the nearest step)")
        static let all: [any ScreenFieldInfo] = [min, max, step, value]
    }
}
