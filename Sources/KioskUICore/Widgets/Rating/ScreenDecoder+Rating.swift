/// Building a rating: how many symbols, which, and the rating at start (from `--state` when it
/// saved one).
extension ScreenDecoder {
    func rating(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Rating.self
        let max = o.read(f.max)
        var value = o.read(f.value)
        if value > max {
            report(o.line(of: f.value), f.value.name, "must be from 0 to max (\(max)), found \(value)")
            value = 0
        }
        let k = start(id, in: .steps(Rating.scale(max: max)), fromFile: value)
        return Rating(id: id, max: max, style: o.read(f.style), value: k)
    }
}
