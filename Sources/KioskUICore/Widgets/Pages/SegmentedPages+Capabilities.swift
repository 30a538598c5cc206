/// What callers outside the widgets ask of a page container: its pages (the layout check), and
/// whether its tabs are folded into a menu (a pointer target's part).
extension SegmentedPages: PagedContainer, CompactForm {
    var foldedOptions: (opener: String?, count: Int)? { picker.foldedOptions }
}
