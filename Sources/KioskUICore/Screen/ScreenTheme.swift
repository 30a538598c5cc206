/// The `theme` section of a screen file: a built-in theme's name (`high-contrast`), or a mapping of
/// colours, corner radius, font family and sizes (`ScreenFields.Theme`) changing its `base`.
///
/// `fontSize` is the base (body) size; unless given themselves, the title and caption sizes keep
/// their proportion to it (28 and 15 for 20).
extension ScreenDecoder {
    /// The theme and the font family (with its line), from the base theme with the file's changes.
    func theme(_ node: ScreenNode?) -> (theme: Theme, font: (family: String, line: Int)?) {
        let f = ScreenFields.Theme.self
        guard let node else { return (.standard, nil) }
        if node.entries == nil, let name = node.text {
            if let named = f.base.value(of: name) { return (named, nil) }
            let names = f.base.choices.map(\.word)
            report(node.line, ScreenFields.theme.name,
                   "must be a built-in theme's name (\(ScreenDecoder.list(names))) or a mapping, found \(node.shown)")
            return (.standard, nil)
        }
        guard let o = ScreenObject(node, what: "the theme", field: ScreenFields.theme.name, decoder: self,
                                   example: "{accent: \"#1565C0\", cornerRadius: 10}") else { return (.standard, nil) }
        o.check(allowed: f.all)
        var t = o.read(f.base)
        for (field, path) in f.colours { if let c = o.read(field) { t[keyPath: path] = c } }
        if let r = o.read(f.cornerRadius) { t.cornerRadius = r }
        if let s = o.read(f.fontSize) {
            let k = s / t.bodySize
            t.bodySize = s
            t.titleSize = (t.titleSize * k).rounded()
            t.captionSize = (t.captionSize * k).rounded()
        }
        if let s = o.read(f.titleSize) { t.titleSize = s }
        if let s = o.read(f.captionSize) { t.captionSize = s }
        if let s = o.read(f.minTouchTarget) { t.minTouchTarget = s }
        if let s = o.read(f.focusRingWidth) { t.focusRingWidth = s }
        var font: (String, Int)?
        if let family = o.read(f.font) {
            if family.trimmingSpaces.isEmpty {
                report(o.line(of: f.font), f.font.name, "must name a font family, e.g. font: \(f.font.kind.example)")
            } else {
                font = (family, o.line(of: f.font))
            }
        }
        return (t, font)
    }
}
