/// Building a stepper: a range, a step and a starting value (from `--state` when it saved one).
extension ScreenDecoder {
    func stepper(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Stepper.self
        guard let (scale, value) = range(o, min: f.min, max: f.max, step: { [step = o.read(f.step)] _, _ in step }, value: f.value, type: "stepper") else { return unbuilt() }
        let k = start(id, in: .steps(scale), fromFile: scale.index(nearest: value))
        return Stepper(id: id, scale: scale, value: scale.value(at: k))
    }
}
