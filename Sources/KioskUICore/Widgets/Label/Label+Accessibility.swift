extension Label: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .label }
    var visibleName: String? { text }
    var isHeading: Bool { style == .title }
}
