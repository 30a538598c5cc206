/// Building a ruler: a range, a step and a starting value (from `--state` when it saved one).
extension ScreenDecoder {
    func ruler(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Ruler.self
        let min = o.read(f.min) ?? 0
        var max = o.read(f.max) ?? min + 100
        var step = o.read(f.step)
        let major = o.read(f.majorEvery)
        let rangeRefused = max < min
        if rangeRefused {
            report(o.line(of: f.max), f.max.name, "\(JSONValue.format(max)) is below min (\(JSONValue.format(min))); max must be at least min")
            max = min
        }
        if (max - min) / step > 1e9 {
            report(o.line(of: f.step), f.step.name, "gives more than 10⁹ steps from min to max; use a larger step")
            step = Swift.max(1, (max - min) / 1e9)
        }
        guard let scale = try? RulerScale(min: min, max: max, step: step, majorEvery: major) else {
            report(o.line, "ruler", "min, max and step do not make a ruler; see docs/screens.md")
            return unbuilt()
        }
        var value = min
        if let v = o.read(f.value) {
            if v < min || v > max {
                // Against a refused range the value says nothing new: the range is the one mistake.
                if !rangeRefused { report(o.line(of: f.value), f.value.name, "must be from min to max (\(JSONValue.format(min))…\(JSONValue.format(max))), found \(JSONValue.format(v))") }
            } else {
                value = v
            }
        }
        let k = start(id, in: .steps(scale), fromFile: scale.index(nearest: value))
        return RulerWheel(id: id, scale: scale, value: scale.value(at: k), tickSpacing: o.read(f.tickSpacing))
    }
}
