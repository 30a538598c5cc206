/// What drawing needs besides the widget: theme, font scale, text metrics, the time, the damaged
/// rect (widgets outside it are skipped), and the language shown with how it writes numbers.
struct DrawContext {
    var theme: Theme
    var fontScale: Double
    var measurer: TextMeasuring
    /// Seconds on the frame clock.
    var now: Double
    /// The part of the window being redrawn this frame.
    var damage: Rect
    /// The control that has keyboard/gamepad focus, if focus is visible (compare with
    /// `isFocused`; drawing never reaches into it).
    var focused: ObjectIdentifier?
    /// The language shown; nil when the screen lists none (`LayoutContext.language`).
    var language: LanguageCode?
    /// How the numbers the runtime writes look in that language.
    var numbers = NumberFormat.plain

    /// Whether `control` has visible focus.
    func isFocused(_ control: AnyObject) -> Bool { focused == ObjectIdentifier(control) }

    func font(_ style: TextStyle) -> Font { theme.font(style, scale: fontScale) }
    func measure(_ text: String, _ style: TextStyle) -> Size { measurer.measure(text, font: font(style), direction: textDirection) }

    /// The paragraph direction of the language shown: what text is measured and drawn in.
    var textDirection: TextDirection { language?.isRightToLeft == true ? .rtl : .ltr }
}
