/// Ties a decoded Swift description to its run: each hook (`BuilderHook`) of a widget — found by
/// its id on any screen — becomes a subscriber of the run's events (`EventBus`, stage `app`), a follower of a
/// `KioskState`, or a computed live text of the application model. The same model and the same
/// paths as the screen file and its commands: a state pushes a value as `set` does, a control's
/// `change` is the event the JSON line is written from.
///
/// Bindings subscribe first (a control's `change` reaches its state before any callback for that
/// event runs), then the widgets' callbacks in tree order; the run's controller adds its
/// observers after. `detach` unties the states and the subscriptions when the run ends, so the
/// states can serve another run.
@MainActor
final class SwiftBindings {
    private var states: [any AnyKioskState] = []
    private var texts: [ComputedText] = []
    private var subscriptions: [EventBus.Token] = []
    private weak var bus: EventBus?

    /// The mistakes decoding cannot see: a hook on a widget that has no such thing (`enabled` on
    /// a label …), at the Swift line of the widget.
    static func problems(_ hooks: [AttachedHook], in app: KioskApp) -> [KUI.App.ValidationError.Issue] {
        hooks.compactMap { h in
            guard let id = h.id, let w = app.widgetsByID[id] else { return nil }
            let fits: Bool
            switch h.hook {
            case .value: fits = w.valueControl != nil || w is TextBinding
            case let .flag(f, _): fits = w.takes(f.field(true))
            case .text: fits = w is TextWidget
            case .events: fits = true
            case .items: fits = w.itemList != nil
            case .selection: fits = w is SelectionValue
            }
            guard !fits else { return nil }
            let takes = w.settableFields.map { "\"\($0)\"" }.joined(separator: ", ")
            return KUI.App.ValidationError.Issue(file: h.source.file, line: h.source.line, field: ScreenFields.id.name,
                                          message: "\(h.hook.what) does not apply to \(w.typeName) \"\(id)\"; it takes \(takes)")
        }
    }

    init(_ hooks: [AttachedHook], app: KioskApp, runner: Runner) {
        bus = runner.scene.events
        for h in hooks {
            guard case let .value(b) = h.hook, let id = h.id else { continue }
            if let c = app.widgetsByID[id]?.valueControl { bind(b, to: c, id: id, runner: runner) }
            if let t = app.widgetsByID[id] as? TextBinding { bind(b, to: t, id: id, runner: runner) }
        }
        for h in hooks {
            guard let id = h.id, let w = app.widgetsByID[id] else { continue }
            switch h.hook {
            case .value: break
            case let .flag(f, state):
                try? w.set(f.field(state.untrackedValue))
                follow(state) { [weak w] in try? w?.set(f.field(state.untrackedValue)) }
            case let .text(source):
                guard let t = w as? TextWidget else { continue }
                let c = ComputedText(source, app: app)
                texts.append(c)
                app.liveTexts.append(LiveText(widget: t, source: .computed(c)))
            case let .events(kinds, callback):
                subscriptions.append(runner.scene.events.subscribe(.app, .init(id: id, kinds: kinds)) { e, _ in callback(e) })
            case let .items(state):
                guard let list = w.itemList else { continue }
                try? list.edit(.replace(ListData(state.untrackedValue.map(\.listItem))))
                follow(state) { [weak list] in try? list?.edit(.replace(ListData(state.untrackedValue.map(\.listItem)))) }
            case let .selection(state):
                guard let list = w as? SelectionValue else { continue }
                if !state.untrackedValue.isEmpty { list.setSelection(state.untrackedValue) } else { state.value = list.selection }
                subscriptions.append(runner.scene.events.subscribe(.app, .init(id: id)) { [weak list] e, _ in
                    if case .select = e.kind, let list { state.value = list.selection }
                })
                follow(state) { [weak list] in
                    guard let list, list.selection != state.untrackedValue else { return }
                    list.setSelection(state.untrackedValue)
                }
            }
        }
    }

    /// A control's value and a state, both ways. The state takes the value the control starts
    /// at (a value restored from `--state` wins), then, at each settled value (a picker's or
    /// ruler's `change`, a page container's `appear`), the control's value *now* — not the event's,
    /// which a later change may have overtaken while it waited for earlier events to be delivered
    /// (taking it would move the control back, and bounce). After the app sets the state, the state takes what the
    /// control really shows: the step a ruler snapped to, or the old value when it was refused.
    private func bind(_ b: any ValueBinding, to c: ValueControl, id: String, runner: Runner) {
        if let v = c.jsonValue { b.take(v) }
        subscriptions.append(runner.scene.events.subscribe(.app, .init(id: id)) { [weak c] e, _ in
            switch e.kind {
            case .change, .appear: if let v = c?.jsonValue { b.take(v) }
            default: break
            }
        })
        follow(b.state) { [weak c, weak runner] in
            guard let c, let runner, c.jsonValue != b.jsonValue else { return }
            do {
                try c.set(.value(b.jsonValue))
            } catch {
                let at = b.state.source
                runner.commandFailed("\(at.file):\(at.line): the KioskState bound to \(c.typeName) \"\(id)\" was set to \(b.jsonValue.serialized): \(error); it keeps \(c.jsonValue?.serialized ?? "its value")",
                                     at: runner.scene.now, source: CommandSource(name: "\(at.file):\(at.line)"))
            }
            if let shown = c.jsonValue, shown != b.jsonValue { b.take(shown) }
        }
    }

    /// A text field's text and a `KioskState<String>`, both ways: each `change` (and `submit`)
    /// puts the text into the state; the app's text goes into the field as `set` does (filtered by
    /// its kind), and the state then takes what the field really holds.
    private func bind(_ b: any ValueBinding, to t: any TextBinding, id: String, runner: Runner) {
        b.take(.string(t.text))
        subscriptions.append(runner.scene.events.subscribe(.app, .init(id: id)) { [weak t] e, _ in
            switch e.kind {
            case .change, .submit: if let t { b.take(.string(t.text)) }
            default: break
            }
        })
        follow(b.state) { [weak t] in
            guard let t, let wanted = b.jsonValue.stringValue, wanted != t.text else { return }
            t.setText(wanted)
            if t.text != wanted { b.take(.string(t.text)) }
        }
    }

    private func follow(_ state: any AnyKioskState, _ changed: @escaping @MainActor () -> Void) {
        state.watch(owner: self, changed)
        if !states.contains(where: { $0 === state }) { states.append(state) }
    }

    /// Unties every state from this run.
    func detach() {
        for s in states { s.unwatch(owner: self) }
        for t in texts { t.stop() }
        for s in subscriptions { bus?.unsubscribe(s) }
        subscriptions.removeAll()
        states.removeAll()
        texts.removeAll()
    }
}
