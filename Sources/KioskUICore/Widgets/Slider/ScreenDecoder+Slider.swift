/// Building a slider: a range, a step (or none: continuous) and a starting value (from
/// `--state` when it saved one).
extension ScreenDecoder {
    func slider(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Slider.self
        let given = o.read(f.step)
        guard let (scale, value) = range(o, min: f.min, max: f.max, step: { given ?? Slider.continuousStep(min: $0, max: $1) }, value: f.value, type: "slider") else { return unbuilt() }
        let k = start(id, in: .steps(scale), fromFile: scale.index(nearest: value))
        return Slider(id: id, scale: scale, isContinuous: given == nil, value: scale.value(at: k))
    }
}
