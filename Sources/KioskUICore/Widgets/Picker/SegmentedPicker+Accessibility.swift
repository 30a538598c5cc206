extension SegmentedPicker: AccessibleWidget {
    /// Whether these are a page container's tabs: each tab is named by its title, as on screen.
    private var isTabs: Bool { parent?.pagedContainer != nil }
    var accessibilityRole: AccessibilityRole { isTabs ? .tab : .picker }
    var visibleName: String? { isTabs ? selectedTitle : nil }
    var spokenValue: SpokenValue? { isTabs ? .place(index: selectedIndex, count: options.count) : shownValue }
}
