/// Builders that wrap a widget in a layout modifier, for compact tree construction:
/// `Label("Name").flexible()`, `button.widthGroup("actions")`, `chip.padded(Insets(all: 8))`.
extension Widget {
    /// Sets `flex` (share of leftover space in a stack) and returns the widget.
    @discardableResult
    func flexible(_ flex: Double = 1) -> Self {
        self.flex = flex
        return self
    }

    /// The widget inside a `Frame` with fixed lengths or bounds.
    func framed(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
               minHeight: Double? = nil, maxHeight: Double? = nil) -> Frame {
        Frame(width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
              maxHeight: maxHeight, self)
    }

    /// The widget inside `Padding`.
    func padded(_ insets: Insets) -> Padding { Padding(insets, self) }

    /// The widget as a member of the named equal-width group (the column form).
    func widthGroup(_ name: String) -> EqualWidthMember { EqualWidthMember(group: name, self) }
}
