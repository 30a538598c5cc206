/// Where a scripted pointer goes: a window point, or the centre of a widget or of its Nth part.
enum PointerTarget: Equatable, Sendable {
    case point(Point)
    /// `"target":"ID"` (part nil) or `"target":"ID#N"` (a segment, a menu item, a page tab …).
    case widget(id: String, part: Int?)
}

/// One thing a script (or a command on stdin) asks the UI to do.
enum ScriptAction: Equatable, Sendable {
    case pointer(PointerPhase, id: Int, device: PointerDevice, target: PointerTarget)
    /// A key pressed and released.
    case key(Key)
    case button(GamepadButton, down: Bool)
    case axis(GamepadAxis, value: Double)
    /// A wheel turn in notches (positive = away from the user), over `at` or the UI's centre.
    case wheel(dx: Double, dy: Double, at: PointerTarget?)
    case resize(Size)
    case fontScale(Double)
    case split(Double)
    /// Sets a control's value (`{"set":{"id":..,"value":..}}`).
    case set(id: String, value: JSONValue)
    case screenshot(String)
    /// `"layout"`: answer with a `layout` event listing every widget with an id.
    case query(String)
}

/// One parsed script line: when (ms since start), which line of the file, and what.
struct ScriptLine: Equatable, Sendable {
    var at: Double
    var line: Int
    var action: ScriptAction
}
