extension Button: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .button }
    var visibleName: String? { title }
    var isUsable: Bool { isEnabled }
}
