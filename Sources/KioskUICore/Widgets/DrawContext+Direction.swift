extension DrawContext {
    /// Which way rows run in the language shown (`LayoutContext.direction` while drawing): where a
    /// widget puts the parts it draws itself (a label's lines, a menu's check mark, a scroll bar).
    var direction: LayoutDirection { LayoutDirection(language) }
}
