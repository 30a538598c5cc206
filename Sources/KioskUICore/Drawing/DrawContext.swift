/// What drawing needs besides the widget: the scene's environment (theme, font scale, text
/// metrics, the language shown with how it writes numbers, the direction; read as `ctx.theme`
/// and so on through `EnvironmentReading`), and the frame's own state: the time, the damaged rect
/// (widgets outside it are skipped) and the control with visible focus.
struct DrawContext: EnvironmentReading {
    let environment: SceneEnvironment
    /// Seconds on the frame clock.
    var now: Double
    /// The part of the window being redrawn this frame.
    var damage: Rect
    /// The control that has keyboard/gamepad focus, if focus is visible (compare with
    /// `isFocused`; drawing never reaches into it).
    var focused: ObjectIdentifier?

    /// Whether `control` has visible focus.
    func isFocused(_ control: AnyObject) -> Bool { focused == ObjectIdentifier(control) }
}
