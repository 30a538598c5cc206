/// Text that shows controls' values (`text: "{minutes} min"`): brought up to date before every
/// layout check (`Scene.beforeLayout`), so it changes in the same frame as what the control shows
/// — a ruler's number as it glides past each step, a picker's selection, a page container's page.
/// A `set` of the text replaces it with plain text until a reset.
extension KioskApp {
    /// Fills every live text in with the values now; a text that did not change is left alone
    /// (no relayout).
    func refreshLiveText() {
        for live in liveTexts {
            guard let w = live.widget else { continue }
            let text = live.template.text { id in (widgetsByID[id] as? LiveValueSource)?.liveText ?? "" }
            if w.displayText != text { w.displayText = text }
        }
    }
}

/// A label or button whose text shows controls' values.
struct LiveText {
    weak var widget: TextWidget?
    let template: TextTemplate
}

/// A control whose value text can show: what it shows now, as it shows it.
protocol LiveValueSource: Widget {
    var liveText: String { get }
}

extension RulerWheel: LiveValueSource {
    /// The number under the centre line, with the ruler's own decimals (its step's).
    var liveText: String { scale.format(shownValue) }
}

extension SegmentedPicker: LiveValueSource {
    /// The selected option's title.
    var liveText: String { selectedTitle }
}

extension SegmentedPages: LiveValueSource {
    /// The title of the page shown.
    var liveText: String { currentPage?.title ?? "" }
}
