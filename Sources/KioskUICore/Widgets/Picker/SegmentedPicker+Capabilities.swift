/// What callers outside the widgets ask of a picker: its compact form (a pointer target's part),
/// its menu (the idle reset closes it), its options in another language.
extension SegmentedPicker: CompactForm, TransientUI, TranslatedOptions {
    var foldedOptions: (opener: String?, count: Int)? { isCompact ? (id, optionValues.count) : nil }

    func closeTransientUI() { closeMenu() }

    func chooseOption(_ index: Int) { select(index) }
}
