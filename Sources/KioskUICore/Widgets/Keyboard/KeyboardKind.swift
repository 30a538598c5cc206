extension AccessibilityRole {
    /// The on-screen keyboard, while the D-pad walks its keys: the highlighted key is its name.
    static let keyboard = AccessibilityRole("keyboard", SpokenWord("keyboard", de: "Tastatur", ar: "لوحة المفاتيح", hi: "कीबोर्ड"))
}

/// The on-screen keyboard the scene shows under a focused text field.
struct KeyboardKind: WidgetKind {
    var roles: [AccessibilityRole] { [.keyboard] }
}
