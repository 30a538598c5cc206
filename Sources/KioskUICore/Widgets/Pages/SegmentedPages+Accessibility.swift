extension SegmentedPages: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .pages }
}

extension Page: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .page }
    /// Its tab's text, in the language shown.
    var visibleName: String? { (parent as? SegmentedPages)?.shownTitle(of: self) ?? title }
}
