/// What a screen reader needs of a widget: its role, its name and, for a control with a value, the
/// value in words. A widget says what it is by adopting `AccessibleWidget`; the name given by
/// `accessibilityLabel` (the screen file's field, the Swift modifier) comes before the widget's own.
protocol AccessibleWidget: Widget {
    var accessibilityRole: AccessibilityRole { get }
    /// The name the widget's visible text gives (a button's title, a label's text); nil when its
    /// text names no control (a picker's options, a ruler's numbers): it then needs a label.
    var visibleName: String? { get }
    /// The value in the parts speech puts in order (an option as shown and its place, a ruler's
    /// number and range, a tab's or menu item's place); nil: none. The one source of both the
    /// spoken value, in the language shown, and the `layout` query's `accessibleValue`.
    var spokenValue: SpokenValue? { get }
    /// Whether it can be used now (a disabled button cannot): speech says when it cannot.
    var isUsable: Bool { get }
    /// Whether it is a heading (a title-style label): what speech calls a screen by.
    var isHeading: Bool { get }
    /// Its parts that cannot be used now (a stepper's + at its maximum): speech says so.
    var unavailableParts: [ControlPart] { get }
}

extension AccessibleWidget {
    var visibleName: String? { nil }
    var spokenValue: SpokenValue? { valueControl?.shownValue }
    var isUsable: Bool { true }
    var isHeading: Bool { false }
    var unavailableParts: [ControlPart] { [] }
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
    var accessibleValue: String? { (self as? AccessibleWidget)?.spokenValue.map { SpeechWording.inWords($0) } }

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
    /// The value as shown, in parts: an option's title in the language shown and where it stands,
    /// a ruler's number and its range.
    var shownValue: SpokenValue? { shownDomain.spokenValue(at: valuePosition) }
}

extension ValueDomain {
    /// The value at `position` in the parts speech orders (`SpokenValue`); nil when there is none.
    func spokenValue(at position: Int) -> SpokenValue? {
        switch self {
        case let .titles(names):
            guard names.indices.contains(position) else { return nil }
            return .option(title: names[position], index: position, count: names.count)
        case let .steps(scale):
            return .number(scale.value(at: position), min: scale.min, max: scale.max)
        case .flag:
            return .switchState(on: position == 1)
        }
    }
}
