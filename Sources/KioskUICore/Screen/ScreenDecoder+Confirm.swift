/// Reading a button's `confirm`: the question a dialog asks before the button goes on.
extension ScreenDecoder {
    /// The button's `confirm`, or nil when it has none or it is wrong (after reporting at its
    /// line: not a mapping, no title, fewer than two buttons, an empty or repeated button).
    func confirm(_ button: ScreenObject) -> ConfirmQuestion? {
        let field = ScreenFields.Button.confirm
        guard let n = button[field] else { return nil }
        let F = ScreenFields.Confirm.self
        let example = "{title: \"Buy 2 tickets?\", buttons: [Cancel, Buy]}"
        guard let o = ScreenObject(n, what: "a confirm", field: field.name, decoder: self, example: example) else { return nil }
        o.check(allowed: F.all)
        // Missing is reported by `text`; a `{ID}` in it is checked once every id is known.
        let titleGiven = o[F.title.name] != nil
        let (title, template) = text(o, F.title)
        if let template { confirmTitles.append(template.places) }
        guard let list = o[F.buttons] else {
            report(o.line, F.buttons.name, "missing; a confirm needs its answers, the way out first and the one that goes on last, e.g. buttons: \(F.buttons.kind.example)")
            return nil
        }
        guard let buttons = titles(list, field: F.buttons.name, example: F.buttons.kind.example) else { return nil }
        guard buttons.count >= 2 else {
            report(list.line, F.buttons.name, "needs at least two buttons, one that cancels (first) and one that goes on (last), e.g. buttons: \(F.buttons.kind.example)")
            return nil
        }
        guard titleGiven else { return nil }
        return ConfirmQuestion(title: title, buttons: buttons.map(\.source), template: template?.text)
    }
}
