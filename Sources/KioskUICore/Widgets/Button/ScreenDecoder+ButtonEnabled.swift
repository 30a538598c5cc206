/// A button's `enabled`: true, false, or `{checked: ID}` to follow a checkbox (the checkbox's
/// folder checks the id once every widget is built; the app follows the box, `KioskApp+EnabledLinks`).
extension ScreenDecoder {
    /// A button's `enabled`: true or false as written, or false for now when it is
    /// `{checked: ID}` (the box's state enables it once the screen runs; `KioskApp+EnabledLinks`).
    func enabled(_ o: ScreenObject, button: Button) -> Bool {
        let f = ScreenFields.Button.enabled
        guard let n = o[f.name], let entries = n.entries else { return o.read(f) }
        let example = "enabled: {checked: terms}"
        guard entries.count == 1, let e = entries.first, e.key == "checked", let id = e.value.text else {
            report(n.line, f.name, "must be true, false or {checked: ID} naming a checkbox, found \(n.shown); e.g. \(example)")
            return true
        }
        enabledLinks.append(EnabledLink(button: button, checkboxID: id, line: e.value.line))
        return false
    }
}

/// A button enabled only while a checkbox is checked (`enabled: {checked: ID}`).
struct EnabledLink {
    let button: Button
    let checkboxID: String
    /// The line of the id, for messages.
    let line: Int
}
