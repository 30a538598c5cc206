/// Buttons that ask before going on (`confirm`): the tap (after its `tap` event) opens a dialog
/// `ID.confirm` as the `dialog` command would, translated the same way; its answer is a `dialog`
/// event as any dialog's. The last button then carries out the button's display `action` and
/// its `goto`, in that order (as a tap without `confirm` does); any other answer cancels, and so
/// does a dialog closed without an answer (the idle reset, `close`).
extension KioskApp {
    /// Subscribes each confirming button's tap to open its dialog.
    func watchConfirms(on bus: EventBus) {
        for step in confirms {
            bus.subscribe(.controls, .init(sender: step.button, kinds: [.tap])) { [weak self] _, _ in self?.ask(step, on: bus) }
        }
    }

    /// Opens `step`'s dialog and listens for its answer alone (a dialog opened before by the same
    /// button and closed without an answer is no longer listened to).
    private func ask(_ step: ConfirmStep, on bus: EventBus) {
        guard let id = step.button.id else { return }
        let key = ObjectIdentifier(step.button)
        if let old = confirmAnswers.removeValue(forKey: key) { bus.unsubscribe(old) }
        // A title that shows values is filled in now, in the default language for the dialog's
        // `title` (what its event names) and in each language as the dialog shows it.
        let template = step.question.template
        let fill = { [weak self] (t: TextTemplate) in t.text { id in self?.shownValue(of: id) ?? "" } }
        let title = template.map { fill($0.source) } ?? step.question.title
        guard (try? dialog(.open(id: ConfirmStep.dialogID(of: id), title: title, buttons: step.question.buttons))) != nil,
              let d = dialogs.last else { return }
        if let template {
            d.localizedTitle = { fill(template.value(in: $0)) }
            translate(d)
        }
        confirmAnswers[key] = bus.subscribe(.controls, .init(sender: d, kinds: [.dialog])) { [weak self, weak d] e, w in
            guard let self, let d, w === d else { return }
            if let token = confirmAnswers.removeValue(forKey: key) { bus.unsubscribe(token) }
            guard case let .dialog(_, index) = e.kind, index == step.question.buttons.count - 1 else { return }
            if let action = step.action { scene?.perform(action) }
            if let target = step.target { go(to: target) }
        }
    }
}
