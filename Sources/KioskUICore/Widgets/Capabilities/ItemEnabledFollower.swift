/// A widget of a list's item template that is enabled only while the item it shows is (a button).
protocol ItemEnabledFollower: Widget {
    /// Whether it takes touch, keys and gamepad now.
    var isEnabled: Bool { get set }
}
