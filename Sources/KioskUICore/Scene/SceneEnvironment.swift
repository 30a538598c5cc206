import Synchronization

/// How the scene looks and reads, as every layout and drawing pass sees it: the theme, the font
/// scale, the text measurer, the language shown with how it writes numbers, the direction rows
/// and text run in, and the font of each text style.
///
/// The scene owns one (`Scene.environment`) and replaces it when a setting changes (a theme, a
/// text size, a language): what follows from the settings (the direction, the fonts) is computed
/// there, once per change, not by every reader. The layout context and the draw context hold the
/// current value and forward its fields (`EnvironmentReading`), so a widget reads `ctx.theme` or
/// `ctx.direction` whichever pass it is in.
///
/// Every value made by `init` (each `with`) gets a `stamp` of its own; copies keep it. A widget
/// that keeps a measurement across layout passes keeps the stamp beside it and measures again
/// when the stamp differs (`Button`): any change of theme, font scale, language or measurer is a
/// new stamp, so no setting can be changed without such caches noticing.
package struct SceneEnvironment {
    /// Measures text for layout; drawing measures with the same one.
    let measurer: TextMeasuring
    private(set) var theme: Theme
    /// How much larger than the theme's sizes text is drawn (`FontScale`).
    private(set) var fontScale: Double
    /// The language shown; nil when the screen lists no languages.
    private(set) var language: LanguageCode?
    /// How the numbers the runtime writes (a ruler's) look in that language.
    private(set) var numbers: NumberFormat
    /// Which way rows run in that language: right to left mirrors every container's placement
    /// (`LayoutDirection`).
    private(set) var direction: LayoutDirection
    /// The font of each text style at the font scale.
    private var fonts: StyleFonts
    /// Which environment this is: a number no other `init` in this process gave, kept by copies.
    /// Fields only change by making a new value (`with`), so one stamp means one set of fields.
    let stamp: Int

    /// The last stamp given.
    private static let stamps = Atomic<Int>(0)

    init(measurer: TextMeasuring, theme: Theme = .standard, fontScale: Double = 1, language: LanguageCode? = nil,
         numbers: NumberFormat = .plain) {
        self.measurer = measurer; self.theme = theme; self.fontScale = fontScale
        self.language = language; self.numbers = numbers
        direction = LayoutDirection(language)
        fonts = StyleFonts(theme: theme, scale: fontScale)
        stamp = SceneEnvironment.stamps.add(1, ordering: .relaxed).newValue
    }

    /// The paragraph direction of the language shown: what text is measured and drawn in.
    var textDirection: TextDirection { direction.text }

    /// The font for a text style at the current font scale.
    func font(_ style: TextStyle) -> Font { fonts[style] }

    /// The size of one line of text in a style.
    func measure(_ text: String, _ style: TextStyle) -> Size { measurer.measure(text, font: font(style), direction: textDirection) }

    // MARK: Changes

    /// This environment in `theme` (the fonts follow).
    func with(theme: Theme) -> SceneEnvironment {
        SceneEnvironment(measurer: measurer, theme: theme, fontScale: fontScale, language: language, numbers: numbers)
    }

    /// This environment at font scale `scale` (the fonts follow).
    func with(fontScale scale: Double) -> SceneEnvironment {
        SceneEnvironment(measurer: measurer, theme: theme, fontScale: scale, language: language, numbers: numbers)
    }

    /// This environment in `language`, writing numbers by `numbers` (the direction follows).
    func with(language: LanguageCode?, numbers: NumberFormat) -> SceneEnvironment {
        SceneEnvironment(measurer: measurer, theme: theme, fontScale: fontScale, language: language, numbers: numbers)
    }
}

/// The font of each `TextStyle` for one theme and font scale, worked out once.
private struct StyleFonts {
    private let body, bodyBold, title, caption: Font

    init(theme: Theme, scale: Double) {
        body = theme.font(.body, scale: scale)
        bodyBold = theme.font(.bodyBold, scale: scale)
        title = theme.font(.title, scale: scale)
        caption = theme.font(.caption, scale: scale)
    }

    subscript(style: TextStyle) -> Font {
        switch style {
        case .body: return body
        case .bodyBold: return bodyBold
        case .title: return title
        case .caption: return caption
        }
    }
}
