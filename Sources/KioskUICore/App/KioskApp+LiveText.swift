/// Text that shows controls' values (`text: "{minutes} min"`): brought up to date before the
/// layout check that follows a change (`SceneModel.sceneWillLayout`), so it changes in the same frame as
/// what the control shows — a ruler's number as it glides past each step (`tick`), a picker's
/// selection (`change`), a page container's page (`appear`) — and after a language switch, in
/// the new language (`+Language`). A `set` of the text replaces it with plain text until a reset.
extension KioskApp {
    /// Fills every live text in with the values now, when one may have changed; a text that did
    /// not change is left alone (no relayout).
    func refreshLiveText() {
        guard liveTextStale else { return }
        liveTextStale = false
        for live in liveTexts {
            guard let w = live.widget else { continue }
            let text: String
            switch live.source {
            case let .template(t): text = t.value(in: language).text(shownValue(of:))
            case let .computed(c): text = c.text()
            }
            if w.displayText != text { w.displayText = text }
        }
    }

    /// What `{id}` shows now: the value of the control with that id, or for `{LIST.FIELD}` the
    /// field of the list's selected item; "" for neither.
    func shownValue(of id: String) -> String {
        if let w = widgetsByID[id] { return w.liveText ?? "" }
        guard let (list, field) = TextTemplate.listField(id), let l = widgetsByID[list]?.itemList else { return "" }
        return l.selectedText(field)
    }
}

extension KioskApp {
    /// Marks the live text stale whenever a control it shows says what it shows changed: its
    /// `tick`, `change` and `appear` events (the controls in the order the templates name them).
    func watchLiveTextSources(on bus: EventBus) {
        var watched: [String] = []
        for live in liveTexts {
            guard case let .template(template) = live.source else { continue }
            let variants = [template.source] + (languages?.translated.compactMap { template.translations[$0] } ?? [])
            for id in variants.flatMap(\.ids) where !watched.contains(id) {
                watched.append(id)
                // A list's selected item follows the selection and the edits of its items.
                if let (list, _) = TextTemplate.listField(id), let l = widgetsByID[list]?.itemList {
                    l.selectedItemWatcher = self
                    continue
                }
                // A text field's text follows its `change` (a burst of typing is one).
                guard let source = widgetsByID[id], source.liveText != nil else { continue }
                bus.subscribe(.controls, .init(sender: source, kinds: [.tick, .change, .appear])) { [weak self] _, _ in
                    self?.liveTextStale = true
                }
            }
        }
    }
}

/// A list's selected item changed: the `{LIST.FIELD}` texts follow it.
extension KioskApp: SelectedItemWatcher {
    func selectedItemMayHaveChanged(in list: ItemList) { liveTextStale = true }
}

/// A label or button whose text shows controls' values, or is computed by a Swift app.
struct LiveText {
    weak var widget: TextWidget?
    let source: Source

    /// Where the text comes from.
    enum Source {
        /// The file's text in each language, `{ID}` in it filled in after the controls it names
        /// send `tick`, `change` or `appear`.
        case template(Localized<TextTemplate>)
        /// A Swift app's closure: filled in after a `KioskState` it read changes.
        case computed(ComputedText)
    }
}
