/// What a widget is to a screen reader: the word speech says after the widget's name ("Minutes,
/// ruler") and the `role` the `layout` query reports. Layout containers are `none`: speech passes
/// over them to the controls inside.
enum AccessibilityRole: String, Sendable, CaseIterable {
    case button
    case label
    case picker
    case ruler
    /// A page container: its tabs are `tab`, the page shown `page`.
    case pages
    /// The tabs of a page container; the focused tab's title is its name.
    case tab
    case page
    case dialog
    /// The highlighted entry of an open menu (the menu takes focus, its entry is what is named).
    case menuItem = "menu item"
    /// A layout container or a drawn part: nothing to say of its own.
    case none
    /// A picture with a name (a decorative one is `none`).
    case image
    /// A QR code: said before its name ("QR code, Receipt"), as it has no value to say.
    case qrCode = "QR code"
    /// A progress bar or an indeterminate one: its name and its percentage.
    case progress
    case slider
    /// − value + (the platforms' "spin button").
    case stepper
    /// An on/off switch (`Toggle`).
    case switchControl = "switch"
    /// A checkbox (`Toggle`).
    case checkbox
    /// The on-screen keyboard, while the D-pad walks its keys: the highlighted key is its name.
    case keyboard
    /// A text field (`TextField`), and a secure one (a PIN): its value is never said, only its length.
    case textField = "text field"
    case passwordField = "password field"
    /// The item at a list's cursor (the list takes focus, its item is what is said).
    case listItem = "list item"
}
