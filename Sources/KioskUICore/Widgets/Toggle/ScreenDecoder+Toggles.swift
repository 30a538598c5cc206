/// Building switches and checkboxes, and checking that each button's `enabled: {checked: ID}`
/// (Widgets/Button/ScreenDecoder+ButtonEnabled.swift) names a checkbox once every widget is built.
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
