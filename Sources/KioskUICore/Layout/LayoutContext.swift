/// What a layout pass needs besides the tree: text measurement, the theme, the font scale, the
/// language shown and how it writes numbers, and a pass number that scopes the per-pass
/// measurement caches.
@MainActor
package final class LayoutContext {
    let measurer: TextMeasuring
    var theme: Theme
    var fontScale: Double
    /// The language shown (`Scene.setLanguage`); nil when the screen lists no languages. Whether
    /// it is written right to left: `language?.isRightToLeft`.
    var language: LanguageCode? { didSet { direction = LayoutDirection(language) } }
    /// Which way rows run in that language: right to left mirrors every container's placement
    /// (`LayoutDirection`). Kept with the language, as every placement reads it.
    private(set) var direction = LayoutDirection.leftToRight
    /// How the numbers the runtime writes (a ruler's) look in that language.
    var numbers = NumberFormat.plain
    /// Incremented by the scene before every layout pass; widgets drop cached sizes from older passes.
    private(set) var pass: Int = 0
    /// Shared widths of named equal-width groups for the current pass, per tree root.
    private var groupWidths: [ObjectIdentifier: [String: Double]] = [:]
    private var groupWidthsPass = -1

    package init(measurer: TextMeasuring, theme: Theme = .standard, fontScale: Double = 1) {
        self.measurer = measurer; self.theme = theme; self.fontScale = fontScale
    }

    package func beginPass() { pass &+= 1 }

    /// The widths of the named equal-width groups in the tree whose root is `tree` for this pass:
    /// computed by `compute` on the first request of the pass, then served from the cache.
    func groupWidths(tree key: ObjectIdentifier, compute: () -> [String: Double]) -> [String: Double] {
        if groupWidthsPass != pass { groupWidths.removeAll(keepingCapacity: true); groupWidthsPass = pass }
        if let w = groupWidths[key] { return w }
        let w = compute()
        groupWidths[key] = w
        return w
    }

    /// The font for a text style at the current font scale.
    func font(_ style: TextStyle) -> Font { theme.font(style, scale: fontScale) }

    /// The size of one line of text in a style.
    func measure(_ text: String, _ style: TextStyle) -> Size { measurer.measure(text, font: font(style), direction: textDirection) }

    /// The paragraph direction of the language shown: what text is measured and drawn in.
    var textDirection: TextDirection { direction.text }
}
