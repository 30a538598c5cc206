extension PopupMenu: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .menuItem }
    var visibleName: String? { options.indices.contains(highlighted) ? options[highlighted] : nil }
    var spokenValue: SpokenValue? { options.indices.contains(highlighted) ? .place(index: highlighted, count: options.count) : nil }
}
