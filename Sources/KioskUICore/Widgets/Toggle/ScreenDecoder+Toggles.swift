/// Building switches and checkboxes, and a button's `enabled: {checked: ID}`, whose id is checked
/// once every widget is built (`checkEnabledLinks`).
extension ScreenDecoder {
    func toggle(_ kind: Toggle.Kind, _ o: ScreenObject, id: String?) -> Widget {
        let isSwitch = kind == .switch
        let titleField = isSwitch ? ScreenFields.Switch.title : ScreenFields.Checkbox.title
        let (title, template) = text(o, titleField)
        let fromFile = o.read(isSwitch ? ScreenFields.Switch.value : ScreenFields.Checkbox.checked)
        let on = start(id, in: .flag, fromFile: fromFile ? 1 : 0) == 1
        let t = Toggle(id: id, kind: kind, title: title, isOn: on, isRequired: !isSwitch && o.read(ScreenFields.Checkbox.required))
        // A translated label (or one showing a value) is live text, as a label's.
        if let template { liveTexts.append((t, template.text, titleField.name, template.places)) }
        return t
    }

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

    /// Reports each `enabled: {checked: ID}` whose id names no checkbox (with the nearest
    /// checkbox id as a suggestion). `roots`: every screen's content.
    func checkEnabledLinks(in roots: [Widget]) {
        guard !enabledLinks.isEmpty else { return }
        let byID = WidgetIndex(roots)
        let boxes = byID.widgets.compactMap { ($0 as? Toggle)?.kind == .checkbox ? $0.id : nil }.filter(ScreenDecoder.isValidID)
        let shown = boxes.isEmpty ? "there are none on this file's screens" : "checkboxes: \(boxes.joined(separator: ", "))"
        for link in enabledLinks where !unbuiltIDs.contains(link.checkboxID) {
            guard let w = byID[link.checkboxID] else {
                let hint = ScreenObject.closest(to: link.checkboxID, in: boxes).map { " (did you mean \"\($0)\"?)" } ?? ""
                report(link.line, ScreenFields.Button.enabled.name, "\"\(ScreenLimits.shortened(link.checkboxID))\" names no checkbox\(hint); \(shown)")
                continue
            }
            if (w as? Toggle)?.kind != .checkbox {
                report(link.line, ScreenFields.Button.enabled.name, "\"\(link.checkboxID)\" is a \(w.typeName), not a checkbox; {checked: ID} follows a checkbox: \(shown)")
            }
        }
    }
}

/// A button enabled only while a checkbox is checked (`enabled: {checked: ID}`).
struct EnabledLink {
    let button: Button
    let checkboxID: String
    /// The line of the id, for messages.
    let line: Int
}
