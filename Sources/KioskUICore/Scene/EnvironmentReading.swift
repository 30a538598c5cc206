/// A pass's context that carries the scene's environment (`SceneEnvironment`) and reads its
/// fields as its own: `ctx.theme`, `ctx.fontScale`, `ctx.measurer`, `ctx.language`,
/// `ctx.numbers`, `ctx.direction`, `ctx.textDirection`, `ctx.font(_:)` and `ctx.measure(_:_:)`
/// work the same in `LayoutContext` and `DrawContext`.
@dynamicMemberLookup
protocol EnvironmentReading {
    var environment: SceneEnvironment { get }
}

extension EnvironmentReading {
    subscript<T>(dynamicMember field: KeyPath<SceneEnvironment, T>) -> T { environment[keyPath: field] }

    /// The font for a text style at the current font scale.
    func font(_ style: TextStyle) -> Font { environment.font(style) }

    /// The size of one line of text in a style.
    func measure(_ text: String, _ style: TextStyle) -> Size { environment.measure(text, style) }
}
