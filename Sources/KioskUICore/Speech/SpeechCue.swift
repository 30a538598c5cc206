/// Something speech tells the customer, as a value: what happened, with what it is said about.
/// `SpeechMonitor` finds the cues of a frame; `SpeechWording` turns them into the words spoken.
enum SpeechCue: Equatable, Sendable {
    /// A screen appeared (at start, `goto`, `back`, `show`, the idle reset): its title.
    case screen(title: String)
    /// A dialog opened: its question and its buttons, in order.
    case dialog(title: String, buttons: [String])
    /// A page container showed a page: its title, its index from 0 and how many there are.
    case page(title: String, index: Int, count: Int)
    /// Focus moved to a control (or the control that has it changed what it is: a menu's
    /// highlighted item, a button turned unavailable).
    case focus(SpokenControl)
    /// A control's value changed and settled (a ruler at rest, a picker's new option): the value.
    case value(SpokenControl)
    /// A key of the on-screen keyboard pressed: its name (`KeyboardKey.name`).
    case key(String)
}

/// A control as speech describes it: name, role, value and whether it can be used now.
struct SpokenControl: Equatable, Sendable {
    /// What the control is called: its `accessibilityLabel`, else its visible text; "" for none.
    var name: String
    var role: AccessibilityRole
    var value: SpokenValue?
    /// False for a disabled button: it is drawn dimmed and does nothing.
    var isEnabled = true
    /// The parts of the control that do nothing now (a stepper's − at its minimum), said
    /// "unavailable" after the value.
    var unavailableParts: [ControlPart] = []
}

/// A button inside a control that speech names on its own: a stepper's − and +.
enum ControlPart: Equatable, Sendable {
    case decrease, increase
}

/// A control's value, in the parts speech puts in its own order.
enum SpokenValue: Equatable, Sendable {
    /// One of a list (a picker's option): its title, its index from 0 and how many there are.
    case option(title: String, index: Int, count: Int)
    /// A number of a range (a ruler's value).
    case number(Double, min: Double, max: Double)
    /// A tab's or a menu item's place among its siblings (said "2 of 3" in the language shown).
    case place(index: Int, count: Int)
    /// A count out of a whole, with what is counted, in the language shown: a rating's "3 of 5
    /// stars" (`count` from 1; the unit is the control's own word).
    case counted(Int, of: Int, unit: SpokenWord)
    /// A share of a whole in whole percent (a progress bar's value): "40 percent".
    case percent(Int)
    /// A switch on or off (said "on" / "off" in the language shown).
    case switchState(on: Bool)
    /// A checkbox checked or not, and whether it must be checked to go on.
    case checkState(checked: Bool, required: Bool)
    /// A text field's text (nil for a secure field: only how many characters it holds) and the
    /// hint of its pattern, if it has one.
    case textEntry(text: String?, count: Int, hint: String?)
}
