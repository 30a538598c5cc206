/// Building a progress bar; its starting value may come from `--state` instead of the file.
extension ScreenDecoder {
    func progress(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Progress.self
        let scale = ProgressBar.scale
        let k = start(id, in: .steps(scale), fromFile: scale.index(nearest: o.read(f.value)))
        return ProgressBar(value: scale.value(at: k), indeterminate: o.read(f.indeterminate), showsValue: o.read(f.showsValue), id: id)
    }
}
