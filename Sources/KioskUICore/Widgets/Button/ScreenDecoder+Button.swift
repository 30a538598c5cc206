/// Building a button: its title, where a tap goes, what it changes, and what it asks first.
extension ScreenDecoder {
    func button(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Button.self
        let (title, template) = text(o, f.title)
        let b = Button(id: id, title: title, style: o.read(f.style), isEnabled: true)
        b.isEnabled = enabled(o, button: b)
        b.icon = icon(o)
        if o[f.title.name] == nil && o[ScreenFields.Icon.icon.name] == nil {
            report(o.line, f.title.name, "missing; a button needs title (its text), or an icon with an accessibilityLabel for speech, e.g. title: Start")
        }
        if let template { liveTexts.append((b, template.text, f.title.name, template.places)) }
        if let choice = languageChoice(o) { languageButtons.append((b, choice)) }
        let target = o.read(f.goto), action = o.read(f.action)
        if let target { targets.append((target, o.line(of: f.goto))) }
        if let question = confirm(o) {
            // The answer carries out the goto and the action, not the tap.
            confirms.append(ConfirmStep(button: b, question: question, target: target.map(ScreenTarget.init), action: action))
            return b
        }
        if let target { gotos.append((b, target)) }
        if let action { actions.append((b, action)) }
        return b
    }

    /// The `language` of a button: `menu`, or one of the file's languages; nil when not given or
    /// wrong (after reporting).
    func languageChoice(_ o: ScreenObject) -> LanguageChoice? {
        let f = ScreenFields.Button.language
        guard let word = o.read(f) else { return nil }
        guard let languages else {
            if !languagesRefused { report(o.line(of: f), f.name, "needs the file's languages; list them at the top, the default first, e.g. languages: [en, de]") }
            return nil
        }
        if word == LanguageChoice.menuWord { return .menu }
        guard let code = languages.language(word) else {
            report(o.line(of: f), f.name, "must be one of the file's languages (\(languages.listed)) or \(LanguageChoice.menuWord), found \"\(ScreenLimits.shortened(word))\"")
            return nil
        }
        return .language(code)
    }
}
