/// What a screen reader needs of a widget: its role, its name and, for a control with a value, the
/// value in words. A widget says what it is by adopting `AccessibleWidget`; the name given by
/// `accessibilityLabel` (the screen file's field, the Swift modifier) comes before the widget's own.
protocol AccessibleWidget: Widget {
    var accessibilityRole: AccessibilityRole { get }
    /// The name the widget's visible text gives (a button's title, a label's text); nil when its
    /// text names no control (a picker's options, a ruler's numbers): it then needs a label.
    var visibleName: String? { get }
    /// The value in words ("Zone B, 2 of 3"); nil: none.
    var valueText: String? { get }
}

extension AccessibleWidget {
    var visibleName: String? { nil }
    var valueText: String? { (self as? ValueControl)?.valueDescription }
}

extension Widget {
    /// What speech says the widget is; `none` for layout containers.
    var accessibleRole: AccessibilityRole { (self as? AccessibleWidget)?.accessibilityRole ?? .none }

    /// What speech calls the widget: `accessibilityLabel` when given, else its visible text, else "".
    var accessibleName: String {
        if let l = accessibilityLabel, !l.isEmpty { return l }
        return (self as? AccessibleWidget)?.visibleName ?? ""
    }

    /// The value in words ("Zone B, 2 of 3"; "60, from 15 to 240"); nil for widgets without one.
    var accessibleValue: String? { (self as? AccessibleWidget)?.valueText }

    /// Whether focus can reach the widget but speech would have no name to say for it.
    var isUnnamedControl: Bool { isFocusable && accessibleName.isEmpty }

    /// Sets `accessibilityLabel` and returns the widget, for trees built in code: `RulerWheel(…).named("Minutes")`.
    @discardableResult
    func named(_ label: String) -> Self {
        accessibilityLabel = label
        return self
    }
}

extension ValueControl {
    /// The value in words, as shown: an option's title in the language shown and where it stands
    /// ("Zone B, 2 of 3"), a ruler's number and its range ("60, from 15 to 240").
    var valueDescription: String { shownDomain.spoken(at: valuePosition) }
}

extension ValueDomain {
    /// The value at `position` in words; "" when there is none. (The words: `SpeechWording`.)
    func spoken(at position: Int) -> String { spokenValue(at: position).map { SpeechWording.inWords($0) } ?? "" }

    /// The value at `position` in the parts speech orders (`SpokenValue`); nil when there is none.
    func spokenValue(at position: Int) -> SpokenValue? {
        switch self {
        case let .titles(names):
            guard names.indices.contains(position) else { return nil }
            return .option(title: names[position], index: position, count: names.count)
        case let .steps(scale):
            return .number(scale.value(at: position), min: scale.min, max: scale.max)
        }
    }
}

// MARK: What each widget is

extension Button: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .button }
    var visibleName: String? { title }
}

extension Label: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .label }
    var visibleName: String? { text }
}

extension SegmentedPicker: AccessibleWidget {
    /// Whether these are a page container's tabs: each tab is named by its title, as on screen.
    private var isTabs: Bool { parent is SegmentedPages }
    var accessibilityRole: AccessibilityRole { isTabs ? .tab : .picker }
    var visibleName: String? { isTabs ? selectedTitle : nil }
    var valueText: String? { isTabs ? SpeechWording.place(selectedIndex, of: options.count) : valueDescription }
}

extension SegmentedPages: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .pages }
}

extension Page: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .page }
    /// Its tab's text, in the language shown.
    var visibleName: String? { (parent as? SegmentedPages)?.shownTitle(of: self) ?? title }
}

extension RulerWheel: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .ruler }
}

extension Dialog: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .dialog }
    var visibleName: String? { titleText }
}

extension PopupMenu: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .menuItem }
    var visibleName: String? { options.indices.contains(highlighted) ? options[highlighted] : nil }
    var valueText: String? { options.indices.contains(highlighted) ? SpeechWording.place(highlighted, of: options.count) : nil }
}
