/// A segmented picker that adapts to the space it gets.
///
/// Regular form: the options in a row of touch-sized segments with an underline marker under the
/// selected one; the marker slides and resizes to a new selection (ease-in-out, a third of a
/// second) and retargets from where it is when the selection changes again mid-slide.
/// Compact form: one button with the selected option and a down indicator; a long press (or a
/// tap, or A / Enter when focused) opens a `PopupMenu` of the options.
///
/// The form is chosen inside the layout pass by a `FirstThatFits`: the regular row when its ideal
/// width fits the width proposed, the compact button otherwise. The decision is a pure function
/// of the proposal, so it cannot flicker or oscillate, and it is made again whenever width or
/// font scale changes. Events: `change` (`index`, `value`) and `compact` (`compact`: true/false).
///
/// The picker itself takes focus (not its parts), so focus survives a change of form:
/// left/right move the selection in the regular form to the segment on that side (right to left,
/// Right goes towards the first option); A / Enter open the menu in the compact one.
package final class SegmentedPicker: Widget {
    override var valueControl: ValueControl? { self }
    override var transientUI: TransientUI? { self }

    /// The options as shown: `optionValues`, or their translations into the language shown (`relabel`).
    package private(set) var options: [String]
    /// What `set`, the `change` event, the state file and the `layout` query's `value` call each
    /// option: the file's text in its default language, whatever language shows (a language
    /// picker's: the languages' codes).
    private(set) var optionValues: [String]
    package private(set) var selectedIndex: Int
    /// Whether the regular form stretches its segments to the width proposed (tabs) or keeps
    /// their ideal width (a control among others).
    var fillsWidth: Bool

    private let row: SegmentRow
    private let compactButton: CompactPickerButton
    private let forms: FirstThatFits
    private(set) weak var menu: PopupMenu?

    /// `values`: what scripts and events call the options, one for each (default: the options).
    init(id: String? = nil, options: [String], values: [String]? = nil, selected: Int = 0, fillsWidth: Bool = false) {
        self.options = options
        self.optionValues = values.flatMap { $0.count == options.count ? $0 : nil } ?? options
        self.selectedIndex = options.isEmpty ? -1 : max(0, min(options.count - 1, selected))
        self.fillsWidth = fillsWidth
        row = SegmentRow()
        compactButton = CompactPickerButton()
        forms = FirstThatFits(axis: .horizontal, children: [row, compactButton])
        super.init(id: id, children: [forms])
        row.picker = self
        row.selectionChanged(animated: false)
        compactButton.picker = self
        forms.owner = self
    }

    /// Whether the compact form is showing.
    var isCompact: Bool { forms.chosenIndex == 1 }

    /// The selected option's title as shown, or "" when there are no options.
    var selectedTitle: String { options.indices.contains(selectedIndex) ? options[selectedIndex] : "" }

    /// The selected option's value (`optionValues`), or "" when there are no options.
    var selectedValue: String { optionValues.indices.contains(selectedIndex) ? optionValues[selectedIndex] : "" }

    // MARK: Layout

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { forms.measure(p, ctx) }

    // MARK: State

    /// Selects option `index` (clamped), animating the marker, and sends `change` when it changed.
    package func select(_ index: Int, animated: Bool = true) {
        guard !options.isEmpty else { return }
        let i = max(0, min(options.count - 1, index))
        guard i != selectedIndex else { return }
        selectedIndex = i
        row.selectionChanged(animated: animated)
        compactButton.setNeedsLayout()
        send(.change(.option(index: i, value: optionValues[i])))
    }

    /// Replaces the options (a `set` command): the selection stays on the same title when the new
    /// options have it, else it moves to option 0. Sends `change` when the selected index or
    /// title changed. An open menu closes first: it lists the old options.
    /// They are shown as given, in any language.
    func setOptions(_ new: [String]) {
        guard !new.isEmpty, new != optionValues else { return }
        let old = (index: selectedIndex, title: selectedValue)
        showOptions(new)
        optionValues = new
        selectedIndex = new.firstIndex(of: old.title) ?? 0
        row.selectionChanged(animated: false)
        if selectedIndex != old.index || selectedValue != old.title {
            send(.change(.option(index: selectedIndex, value: selectedValue)))
        }
    }

    /// Shows the options as `shown` (their translations: one for each), the values and the
    /// selection unchanged, with no event. An open menu closes first: it lists the old texts.
    func relabel(_ shown: [String]) {
        guard shown.count == optionValues.count, shown != options else { return }
        showOptions(shown)
        row.selectionChanged(animated: false)
    }

    /// Shows `texts` as the options: closes the menu, lays out again.
    private func showOptions(_ texts: [String]) {
        closeMenu()
        options = texts
        compactButton.setNeedsLayout()
        setNeedsLayout()
    }

    fileprivate func formChanged(compact: Bool) {
        // The menu belongs to the compact form: it closes with it, and says so.
        if !compact { closeMenu() }
        send(.compact(compact))
    }

    /// Opens the options menu under (or above) the compact button.
    func openMenu() {
        // One modal at a time: another menu already open keeps the screen.
        guard menu == nil, let scene, !options.isEmpty, scene.overlays.isEmpty else { return }
        let m = PopupMenu(id: id.map { "\($0).menu" }, options: options, selected: selectedIndex, anchor: compactButton, owner: self)
        menu = m
        scene.present(m)
        send(.menu(open: true))
    }

    func closeMenu() {
        guard let m = menu else { return }
        menu = nil
        scene?.dismiss(m)
        send(.menu(open: false))
    }

    // MARK: Input

    override var isFocusable: Bool { !options.isEmpty }

    override func navigate(_ action: NavAction) -> Bool {
        switch action {
        case .left where !isCompact: return selectNeighbour(layoutDirection.step(rightward: false))
        case .right where !isCompact: return selectNeighbour(layoutDirection.step(rightward: true))
        case .activate where isCompact: openMenu(); return true
        default: return false
        }
    }

    /// Selects the option `step` away (the segment beside the selected one on screen), if there
    /// is one; false at the end, so the focus manager moves on.
    private func selectNeighbour(_ step: Int) -> Bool {
        let i = selectedIndex + step
        guard options.indices.contains(i) else { return false }
        select(i)
        return true
    }

    // MARK: Scripting

    override var typeName: String { "segmentedPicker" }

    /// Segment `n` in the regular form; in the compact form there are no segments on screen.
    override func partFrame(_ n: Int) -> Rect? { isCompact ? nil : row.segmentFrame(n) }
}

extension SegmentedPicker: QueryableWidget, ValueControl {
    var layoutState: [(String, JSONValue)] {
        [("selected", .number(Double(selectedIndex))), ("value", .string(selectedValue))]
        // In another language than the file's: the option as shown.
        + (selectedTitle != selectedValue ? [("shown", .string(selectedTitle))] : [])
        + [("compact", .bool(isCompact)), ("menuOpen", .bool(menu != nil)),
         ("marker", JSONValue(row.markerRect(at: scene?.now ?? 0))),
         ("segments", .array(isCompact ? [] : options.indices.compactMap { row.segmentFrame($0).map(JSONValue.init) }))]
        + (isTitleTruncated ? [("truncated", true)] : [])
    }

    /// Whether a title is drawn cut: a segment's in the regular form, the selection's in the compact one.
    var isTitleTruncated: Bool {
        guard let ctx = scene?.layout else { return false }
        return isCompact ? compactButton.isTitleTruncated(ctx) : row.hasTruncatedTitle(ctx)
    }

    /// The value is the selected option: its value (the file's text), or its index.
    var valueNoun: String { "picker" }
    var valueDomain: ValueDomain { .titles(optionValues) }
    var shownDomain: ValueDomain { .titles(options) }
    var valuePosition: Int { selectedIndex }
    func moveValue(to position: Int) { select(position) }
    /// The selected option's title.
    var shownValueText: String { selectedTitle }
    /// A page container's tabs show its value; they have none of their own.
    var isValueOfItsOwn: Bool { parent?.pagedContainer == nil }
}

extension SegmentedPicker: SettableWidget {
    /// Its options, unless it is a page container's tabs (the pages decide those).
    var ownFields: [String] { isValueOfItsOwn ? ["options"] : [] }
    func current(_ name: String) -> SetField? { name == "options" && isValueOfItsOwn ? .options(optionValues) : nil }
    func apply(_ field: SetField) { if case let .options(o) = field { setOptions(o) } }
}

/// The options menu: a choice selects the option.
extension SegmentedPicker: PopupMenuOwner {
    func popupMenu(_ menu: PopupMenu, chose index: Int) { select(index) }
    func popupMenuCloses(_ menu: PopupMenu) { closeMenu() }
}

/// The forms: the compact one chosen, or the row again, sends `compact`.
extension SegmentedPicker: FirstThatFitsOwner {
    func firstThatFits(_ f: FirstThatFits, chose index: Int) { formChanged(compact: index == 1) }
}
