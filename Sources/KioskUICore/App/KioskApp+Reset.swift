/// What commands change and how a reset puts it back. `set` goes through `set(_:on:)`, which
/// remembers what a text, `enabled`, `hidden` or `options` was before the first change; `reset`
/// (the command, and the idle reset) puts those back, newest first, then moves every control with a
/// value to the value its file gives (through `ValueControl`, as a user would: the ruler glides,
/// `change` events follow) — the file's, not a saved one from `--state` — and shows the start
/// language again (`+Language`).
extension KioskApp {
    /// A control and the position its file gives it.
    struct FileValue {
        weak var control: ValueControl?
        let position: Int
    }

    /// How something a command changed was before, to put it back: the field as a `set` would
    /// write it, and for a text the live text it showed, if it did.
    struct Override {
        weak var widget: Widget?
        let before: SetField
        var liveText: LiveText.Source?
    }

    /// Carries out a `set` on `w`, remembering what it changes for a reset. A text set replaces a
    /// live text. Throws (changing nothing) when the field does not apply or the value does not fit.
    func set(_ field: SetField, on w: Widget) throws {
        guard w.takes(field) else { return try w.set(field) }   // throws, naming what applies
        if case .options = field, isLanguagePicker(w) {
            throw ScriptError.message("picker \"\(w.id ?? "?")\" lists the screen's languages; its options are not set by a command (its value is: a language's code)")
        }
        try (w as? SettableWidget)?.check(field)   // a refused text keeps its live text and is no change to undo
        if !overrides.contains(where: { $0.widget === w && $0.before.name == field.name }), let before = w.current(field) {
            overrides.append(Override(widget: w, before: before, liveText: liveTexts.first { $0.widget === w }?.source))
        }
        if case .text = field { liveTexts.removeAll { $0.widget === w } }
        try w.set(field)
    }

    /// Puts back everything commands changed, then every control's file value, then the screen's
    /// theme and the starting text size (`Scene.restoreDisplaySettings`). The screen stays.
    func reset() {
        for o in overrides.reversed() {
            guard let w = o.widget else { continue }
            if case .text = o.before, let source = o.liveText, let t = w as? TextWidget {
                liveTexts.append(LiveText(widget: t, source: source))
            }
            try? w.set(o.before)
        }
        overrides.removeAll()
        for v in fileValues {
            guard let c = v.control, c.valuePosition != v.position else { continue }
            c.moveValue(to: v.position)
        }
        // What a customer left goes with them: a text field's text, a list's selection.
        deck.forEachDescendant { $0.resetForNextCustomer() }
        scene?.restoreDisplaySettings()
        resetLanguage()
    }

    /// Closes every open menu and dialog (the idle reset).
    func closeOverlays() {
        deck.forEachDescendant { $0.transientUI?.closeTransientUI() }
        closeLanguageMenu()
        closeDialogs()
    }
}
