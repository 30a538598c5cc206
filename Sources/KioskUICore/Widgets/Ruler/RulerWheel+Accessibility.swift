extension RulerWheel: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .ruler }
}
