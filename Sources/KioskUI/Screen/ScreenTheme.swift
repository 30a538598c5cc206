import Foundation

/// The `theme` section of a screen file: colours, corner radius, font family and sizes.
///
/// `fontSize` is the base (body) size; unless given themselves, the title and caption sizes keep
/// their proportion to it (28 and 15 for 20).
extension ScreenDecoder {
    /// The colour fields and where each goes in `Theme`.
    static let themeColors: [(String, WritableKeyPath<Theme, Color>)] = [
        ("background", \.background), ("surface", \.surface), ("surfacePressed", \.surfacePressed),
        ("text", \.text), ("secondaryText", \.secondaryText), ("accent", \.accent), ("accentText", \.accentText),
        ("separator", \.separator), ("focusRing", \.focusRing), ("dimmed", \.dimmed),
    ]

    static let themeFields = themeColors.map(\.0) + ["cornerRadius", "font", "fontSize", "titleSize", "captionSize",
                                                     "minTouchTarget", "focusRingWidth"]

    /// The theme and the font family (with its line), from `standard` with the file's changes.
    func theme(_ node: ScreenNode?) -> (theme: Theme, font: (family: String, line: Int)?) {
        var t = Theme.standard
        guard let node else { return (t, nil) }
        guard let o = ScreenObject(node, what: "the theme", field: "theme", decoder: self,
                                   example: "{accent: \"#1565C0\", cornerRadius: 10}") else { return (t, nil) }
        o.check(allowed: ScreenDecoder.themeFields)
        for (key, path) in ScreenDecoder.themeColors { if let c = o.color(key) { t[keyPath: path] = c } }
        if let r = o.number("cornerRadius", in: 0...200) { t.cornerRadius = r }
        if let s = o.number("fontSize", in: 6...200) {
            let k = s / t.bodySize
            t.bodySize = s
            t.titleSize = (t.titleSize * k).rounded()
            t.captionSize = (t.captionSize * k).rounded()
        }
        if let s = o.number("titleSize", in: 6...400) { t.titleSize = s }
        if let s = o.number("captionSize", in: 6...400) { t.captionSize = s }
        if let s = o.number("minTouchTarget", in: 16...400) { t.minTouchTarget = s }
        if let s = o.number("focusRingWidth", in: 0...20) { t.focusRingWidth = s }
        var font: (String, Int)?
        if let f = o.string("font", example: "DejaVu Sans") {
            if f.trimmingCharacters(in: .whitespaces).isEmpty {
                report(o["font"]!.line, "font", "must name a font family, e.g. font: DejaVu Sans")
            } else {
                font = (f, o["font"]!.line)
            }
        }
        return (t, font)
    }
}
