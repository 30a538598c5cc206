/// The range of a control with a number value (a slider, a stepper), checked as a ruler's is.
extension ScreenDecoder {
    /// The range of a slider or stepper (its step: what `step` gives for the range's min and max,
    /// so a slider without one takes a fine step of the range) and the value in the file; its
    /// mistakes reported at their lines. Nil when no range can be made.
    func range(_ o: ScreenObject, min fMin: ScreenField<Double?>, max fMax: ScreenField<Double?>, step: (Double, Double) -> Double,
                       value fValue: ScreenField<Double?>, type: String) -> (RulerScale, Double)? {
        let min = o.read(fMin) ?? 0
        var max = o.read(fMax) ?? min + 1
        let refused = max < min
        if refused {
            report(o.line(of: fMax), fMax.name, "\(JSONValue.format(max)) is below min (\(JSONValue.format(min))); max must be at least min")
            max = min
        }
        var s = step(min, max)
        if (max - min) / s > 1e9 {
            report(o["step"]?.line ?? o.line, "step", "gives more than 10⁹ steps from min to max; use a larger step")
            s = Swift.max(1, (max - min) / 1e9)
        }
        guard let scale = try? RulerScale(min: min, max: max, step: s, majorEvery: 1) else {
            report(o.line, type, "min, max and step do not make a \(type); see docs/screens.md")
            return nil
        }
        var value = min
        if let v = o.read(fValue) {
            if v < min || v > max {
                if !refused { report(o.line(of: fValue), fValue.name, "must be from min to max (\(JSONValue.format(min))…\(JSONValue.format(max))), found \(JSONValue.format(v))") }
            } else {
                value = v
            }
        }
        return (scale, value)
    }
}
