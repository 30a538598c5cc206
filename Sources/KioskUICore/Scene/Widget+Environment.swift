/// What a widget reads of its scene's environment outside a layout or drawing pass, where no
/// context is at hand (input handling).
extension Widget {
    /// Which way rows run in the language the scene shows (left to right outside a scene): the
    /// way arrow keys step across a picker's segments and a swipe turns pages.
    var layoutDirection: LayoutDirection { scene?.environment.direction ?? .leftToRight }
}
