extension Dialog: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .dialog }
    var visibleName: String? { titleText }
}
