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

    /// How something a command changed was before, to put it back.
    struct Override {
        weak var widget: Widget?
        let before: Before

        enum Before {
            /// The text, and the live text it showed if it did.
            case text(String, LiveText.Source?)
            case enabled(Bool)
            case hidden(Bool)
            case options([String])
        }

        var field: String {
            switch before {
            case .text: return "text"
            case .enabled: return "enabled"
            case .hidden: return "hidden"
            case .options: return "options"
            }
        }
    }

    /// Carries out a `set` on `w`, remembering what it changes for a reset. A text set replaces a
    /// live text. Throws (changing nothing) when the field does not apply or the value does not fit.
    func set(_ field: SetField, on w: Widget) throws {
        guard w.takes(field) else { return try w.set(field) }   // throws, naming what applies
        if case .options = field, isLanguagePicker(w) {
            throw ScriptError.message("picker \"\(w.id ?? "?")\" lists the screen's languages; its options are not set by a command (its value is: a language's code)")
        }
        if !overrides.contains(where: { $0.widget === w && $0.field == field.name }), let before = before(field, of: w) {
            overrides.append(Override(widget: w, before: before))
        }
        if case .text = field { liveTexts.removeAll { $0.widget === w } }
        try w.set(field)
    }

    private func before(_ field: SetField, of w: Widget) -> Override.Before? {
        switch field {
        case .value: return nil   // values go back through `fileValues`
        case .text:
            guard let t = w as? TextWidget else { return nil }
            return .text(t.displayText, liveTexts.first { $0.widget === w }?.source)
        case .enabled: return (w as? Button).map { .enabled($0.isEnabled) }
        case .hidden: return .hidden(w.isHidden)
        case .options: return (w as? SegmentedPicker).map { .options($0.optionValues) }
        }
    }

    /// Puts back everything commands changed, then every control's file value, then the screen's
    /// theme and the starting text size (`Scene.restoreDisplaySettings`). The screen stays.
    func reset() {
        for o in overrides.reversed() {
            guard let w = o.widget else { continue }
            switch o.before {
            case let .text(text, source):
                if let source, let t = w as? TextWidget { liveTexts.append(LiveText(widget: t, source: source)) }
                try? w.set(.text(text))
            case let .enabled(b): try? w.set(.enabled(b))
            case let .hidden(h): try? w.set(.hidden(h))
            case let .options(o): try? w.set(.options(o))
            }
        }
        overrides.removeAll()
        for v in fileValues {
            guard let c = v.control, c.valuePosition != v.position else { continue }
            c.moveValue(to: v.position)
        }
        scene?.restoreDisplaySettings()
        resetLanguage()
    }

    /// Closes every open menu and dialog (the idle reset).
    func closeOverlays() {
        deck.forEachDescendant { ($0 as? SegmentedPicker)?.closeMenu() }
        closeLanguageMenu()
        closeDialogs()
    }
}
