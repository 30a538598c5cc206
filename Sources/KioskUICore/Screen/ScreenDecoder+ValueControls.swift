/// Building a slider and a stepper: a range, a step and a starting value (from `--state` when it
/// saved one), checked as a ruler's are.
extension ScreenDecoder {
    func slider(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Slider.self
        let given = o.read(f.step)
        guard let (scale, value) = range(o, min: f.min, max: f.max, step: given, value: f.value, type: "slider") else { return Spacer() }
        let k = start(id, in: .steps(scale), fromFile: scale.index(nearest: value))
        return Slider(id: id, scale: scale, isContinuous: given == nil, value: scale.value(at: k))
    }

    func stepper(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Stepper.self
        guard let (scale, value) = range(o, min: f.min, max: f.max, step: o.read(f.step), value: f.value, type: "stepper") else { return Spacer() }
        let k = start(id, in: .steps(scale), fromFile: scale.index(nearest: value))
        return Stepper(id: id, scale: scale, value: scale.value(at: k))
    }

    /// The range of a slider or stepper (`step` nil: a slider's continuous step) and the value in
    /// the file; its mistakes reported at their lines. Nil when no range can be made.
    private func range(_ o: ScreenObject, min fMin: ScreenField<Double?>, max fMax: ScreenField<Double?>, step: Double?,
                       value fValue: ScreenField<Double?>, type: String) -> (RulerScale, Double)? {
        let min = o.read(fMin) ?? 0
        var max = o.read(fMax) ?? min + 1
        let refused = max < min
        if refused {
            report(o.line(of: fMax), fMax.name, "\(JSONValue.format(max)) is below min (\(JSONValue.format(min))); max must be at least min")
            max = min
        }
        var s = step ?? Slider.continuousStep(min: min, max: max)
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
