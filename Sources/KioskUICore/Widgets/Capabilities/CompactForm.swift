/// A widget that may fold its options into one button that opens a menu (a picker in its compact
/// form, or a page container's tabs): its parts (`ID#N`) are then not shown, the menu's are.
protocol CompactForm: Widget {
    /// While folded: the id of the button that opens the menu (nil: the widget's own) and how many
    /// options the menu holds; nil while its options are shown.
    var foldedOptions: (opener: String?, count: Int)? { get }
}
