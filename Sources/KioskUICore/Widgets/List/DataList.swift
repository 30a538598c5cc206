/// A list (or a grid of tiles) of items the controller supplies (`type: list`): each item shown
/// through an item template whose `{field}` placeholders fill from it.
///
/// - **Virtualised**: only the lines in view plus one each side exist as widgets (`ListRow`),
///   filled again with other items as the list scrolls. Lines are measured when first shown
///   (`ListHeights`); until then they count as the first line's height, so the scroll bar does
///   not move while rows of one height scroll, and a line measured above the view moves the
///   content by what it differed, so nothing in view jumps.
/// - **Scrolling**: the shared `AxisScroller` (drag 1:1, rubber band, fling by friction, as the
///   scroll view and the popup menu); the wheel; keys and gamepad move a cursor row by row (in a
///   grid, left and right tile by tile, mirrored right to left) and focus scrolls it into view.
/// - **Selection** (`none`, `single`, `multiple`): a tap on a row, or A / Enter on the cursor,
///   sends `select` with the item's key; a button inside a row sends its `tap` with the row's
///   key as `item`; a long press opens the row's `rowMenu` (a `PopupMenu`, as the compact
///   picker's) and a choice sends `itemMenu`.
/// - **Edits keep the place**: `insert`, `remove` and `update` keep the first item in view where
///   it is on screen (`ListData`, `ListEdit`).
///
/// The items are the controller's: the state file keeps only the selection, by key.
package final class DataList: Widget {
    override var isFocusStop: Bool { true }
    override var itemList: ItemList? { self }
    override var childEventRelay: ChildEventRelay? { self }
    override var transientUI: TransientUI? { self }
    override var keptValue: JSONValue? { savedSelection }

    /// What a tap on a row keeps.
    enum SelectionMode: String, Sendable, CaseIterable {
        /// Nothing stays selected; a tap still sends `select` (a list of actions).
        case none
        case single
        case multiple
    }

    private(set) var data: ListData
    /// The selected keys, in the order they were selected. A key may name no item now (the
    /// controller has not sent it yet): it stays selected for when it comes.
    private(set) var selection: [String]
    let selectionMode: SelectionMode
    /// A grid's least tile width (nil: one column, a plain list).
    let minItemWidth: Double?
    /// Pixels between lines and between tiles.
    let spacing: Double
    /// The choices of a row's long-press menu (none: no menu).
    let rowMenu: [String]
    /// Builds one copy of the item template, with its texts written in each language.
    let makeContent: @MainActor () -> (Widget, [ListRow.Translation])
    /// The language the rows' own texts show.
    private var rowLanguage: LanguageCode?
    /// The fields the template shows, in order: what speech names an item by.
    private(set) var shownFields: [String] = []
    /// Told when what the selected item shows may have changed (the selection, an edit of the
    /// items): a label's `{LIST.FIELD}` follows it (`DataList+SelectedText`).
    weak var selectedItemWatcher: SelectedItemWatcher?

    /// Shown while there are no items.
    let emptyLabel: Label
    private var rows: [ListRow] = []
    private(set) var scroller = AxisScroller(axis: .vertical)
    private(set) var heights = ListHeights()
    private(set) var columns = 1
    /// Each tile's width.
    private var cellWidth: Double = 0
    /// The width lines were measured at: another width measures them again.
    private var measuredWidth: Double = -1
    private var hasEstimate = false
    /// The list's own layout context for its rows, so that filling a row needs no pass of the
    /// whole screen (and its measurements are of the content just filled).
    private var rowContext: LayoutContext?
    /// The offset the rows were last placed at (whole pixels).
    private var placedOffset: Double = .nan
    /// The keyboard and gamepad cursor: an item's index.
    private(set) var cursor = 0
    /// The row a finger is on (pressed look), the long-press recogniser, and whether the contact
    /// opened the menu (its release is then no tap).
    private var taps = TapRecognizer(longPressDelay: GestureConfig.longPress)
    private var pressedItem: Int?
    private var contactOpenedMenu = false
    private(set) weak var menu: PopupMenu?
    /// The key of the item whose row menu is open (`itemMenu` names it).
    private var menuItem = ""
    /// The whole width last measured and what for (`WholeWidth`).
    var wholeWidthCache: (key: WholeWidthKey, width: Double)?

    /// The strip at the trailing edge kept for the scroll bar, so it never covers a row's button.
    static let gutter: Double = 10
    /// Lines built beyond the view on each side.
    static let margin = 1
    static let wheelStep: Double = 60

    init(id: String? = nil, items: [ListItem], selection: SelectionMode = .single, selected: [String] = [],
         minItemWidth: Double? = nil, spacing: Double = 8, emptyText: String = "", rowMenu: [String] = [],
         template: @escaping @MainActor () -> (Widget, [ListRow.Translation])) {
        data = ListData(items)
        selectionMode = selection
        self.selection = selection == .none ? [] : selection == .single ? Array(selected.prefix(1)) : selected
        self.minItemWidth = minItemWidth
        self.spacing = spacing
        self.rowMenu = rowMenu
        makeContent = template
        emptyLabel = Label(emptyText, style: .body, lines: .wrap(maxLines: nil), color: nil, alignment: .center)
        super.init(id: id, children: [emptyLabel])
        flex = 1
        shownFields = ListRow(content: template().0).shownFields
    }

    var items: [ListItem] { data.items }
    /// How far the content is scrolled up (pixels).
    package var offset: Double { scroller.offset }
    /// The height of every line together.
    package var contentHeight: Double { heights.total }
    /// The rows that show an item now, in item order.
    var shownRows: [ListRow] { rows.filter { $0.itemIndex != nil && !$0.isHidden }.sorted { $0.itemIndex! < $1.itemIndex! } }
    /// How many row widgets exist (shown or put aside).
    package var rowWidgetCount: Int { rows.count }

    // MARK: Layout

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let w = LayoutMath.finite(p.width) ?? 320
        if let h = LayoutMath.finite(p.height) { return Size(w, h) }
        // Ideally two lines, but never more than four touch targets: a list scrolls, and a grid's
        // two lines of tiles at font scale 2 (440 px) asked for more than a 480 px panel has,
        // pushing the controls under it off the screen. It grows with `flex` into the room there
        // is. Or the empty text.
        guard data.count > 0 else {
            return Size(w, max(2 * ctx.theme.minTouchTarget, emptyLabel.measure(ProposedSize(width: max(0, w - 32), height: nil), ctx).height + 32))
        }
        let line = max(ctx.theme.minTouchTarget, heights.estimate)
        let cap = 4 * ctx.theme.minTouchTarget
        return Size(w, max(2 * ctx.theme.minTouchTarget, min(heights.count > 0 ? heights.total : 2 * line, 2 * line, cap)))
    }

    override func placeChildren(in b: Rect, _ ctx: LayoutContext) {
        emptyLabel.isHidden = data.count > 0
        if !emptyLabel.isHidden {
            let s = emptyLabel.measure(ProposedSize(width: b.width - 32, height: nil), ctx)
            emptyLabel.place(in: Rect(x: b.minX + 16, y: b.minY + max(0, (b.height - s.height) / 2), width: max(0, b.width - 32), height: s.height), ctx)
        }
        let rc = rowContext ?? LayoutContext(ctx.environment)
        rc.environment = ctx.environment
        rowContext = rc
        if ctx.environment.language != rowLanguage {
            // Another language: the rows' own texts change, so every line is measured again.
            rowLanguage = ctx.environment.language
            for r in rows { r.show(language: rowLanguage) }
            measuredWidth = -1
        }
        let inner = rowArea(b)
        let cols = ListGeometry.columns(width: inner.width, minItemWidth: scaledMinItemWidth(ctx.environment), spacing: spacing)
        let lineCount = ListGeometry.lines(items: data.count, columns: cols)
        if cols != columns || b.width != measuredWidth || heights.count != lineCount || !hasEstimate {
            columns = cols
            cellWidth = max(0, (inner.width - Double(cols - 1) * spacing) / Double(cols))
            if b.width != measuredWidth || !hasEstimate {
                measuredWidth = b.width
                hasEstimate = false
                heights = ListHeights(count: lineCount, estimate: estimate(rc))
            } else if heights.count != lineCount {
                heights.reshape(count: lineCount) { _ in nil }
            }
        }
        placedOffset = .nan
        // A layout pass of the screen: every row is measured again in the scene's environment.
        for r in rows { rowContext(of: r, ctx.environment).beginPass() }
        placeRows(in: b)
    }

    /// The row's own layout context, in `environment` (made the first time).
    @discardableResult
    private func rowContext(of r: ListRow, _ environment: SceneEnvironment) -> LayoutContext {
        if let c = r.context {
            c.environment = environment
            return c
        }
        let c = LayoutContext(environment)
        c.beginPass()
        r.context = c
        return c
    }

    /// A line's height from the first item (the template's ideal height when there is none yet).
    private func estimate(_ rc: LayoutContext) -> Double {
        let row = freeRow()
        if let first = data.items.first { row.fill(first, index: 0) }
        row.isHidden = false
        let own = rowContext(of: row, rc.environment)
        own.beginPass()
        let h = row.measure(ProposedSize(width: cellWidth, height: nil), own).height
        row.clear()
        row.isHidden = true
        hasEstimate = data.count > 0
        return h + spacing
    }

    /// Where rows go in `b`: all but the scroll bar's strip at the trailing edge.
    private func rowArea(_ b: Rect) -> Rect {
        let w = max(0, b.width - DataList.gutter)
        return Rect(x: layoutDirection.isRightToLeft ? b.maxX - w : b.minX, y: b.minY, width: w, height: b.height)
    }

    /// The visible height: the frame as rounded after layout.
    private var viewport: Double { frame.pixelAligned.height }

    /// Fills and places the rows for the lines in view at the scroller's offset: rows whose item is
    /// still in view keep it, the others take the items that came into view. Lines seen for the
    /// first time are measured; one above the view that measured differently moves the offset by
    /// as much, so what is in view stays put.
    private func placeRows(in b: Rect) {
        guard let rc = rowContext else { return }
        let visible = b.pixelAligned.height
        var shift = 0.0
        for _ in 0..<3 {
            let shown = scroller.offset.rounded()
            let window = ListGeometry.window(heights, offset: shown, viewport: visible, margin: DataList.margin)
            let firstItem = window.lowerBound * columns, endItem = min(data.count, window.upperBound * columns)
            // Rows that keep their item, then the freed ones for the rest.
            var covered = [Bool](repeating: false, count: max(0, endItem - firstItem))
            for r in rows {
                if let i = r.itemIndex, i >= firstItem, i < endItem, data.items[i] == r.shown, !covered[i - firstItem] {
                    covered[i - firstItem] = true
                } else {
                    r.clear()
                    r.isHidden = true
                }
            }
            for i in firstItem..<max(firstItem, endItem) where !covered[i - firstItem] {
                let r = freeRow()
                r.fill(data.items[i], index: i)
                r.isHidden = false
            }
            let topLine = heights.line(at: shown)
            var changed = false
            var lineHeights = [Double](repeating: 0, count: window.count)
            for r in rows where !r.isHidden {
                guard let i = r.itemIndex, window.contains(i / columns) else { continue }
                let h = r.measure(ProposedSize(width: cellWidth, height: nil), rowContext(of: r, rc.environment)).height
                lineHeights[i / columns - window.lowerBound] = max(lineHeights[i / columns - window.lowerBound], h)
            }
            for line in window {
                let h = lineHeights[line - window.lowerBound]
                let d = heights.setMeasured(line, h + spacing)
                if d != 0 {
                    changed = true
                    if line < topLine { shift += d }
                }
            }
            if shift != 0 { scroller.shift(by: shift, at: scene?.now ?? 0); shift = 0 }
            scroller.setBounds(max: heights.total - visible, viewport: visible)
            if !changed { break }
        }
        placedOffset = scroller.offset.rounded()
        let rtl = layoutDirection.isRightToLeft
        let area = rowArea(b)
        for r in rows where !r.isHidden {
            guard let i = r.itemIndex else { continue }
            let line = i / columns, col = i % columns
            let x = rtl ? area.maxX - Double(col + 1) * cellWidth - Double(col) * spacing : area.minX + Double(col) * (cellWidth + spacing)
            let y = b.minY + heights.offset(of: line) - placedOffset
            r.isSelected = selectionMode != .none && selection.contains(data.items[i].key)
            r.isPressed = pressedItem == i
            let target = Rect(x: x, y: y, width: cellWidth, height: heights.height(of: line) - spacing)
            let context = rowContext(of: r, rc.environment)
            if !r.move(to: target, context) {
                r.place(in: target, context)
                r.roundFrames()
            }
        }
    }

    /// The least tile width at the environment's font scale: a tile holds text, so it grows with
    /// it (a 150 px tile at scale 2 is 300 px, and "Cappuccino" at scale 2 fits its tile rather
    /// than two tiles of "Cappu…"). Nil for a list.
    func scaledMinItemWidth(_ environment: SceneEnvironment) -> Double? { minItemWidth.map { $0 * environment.fontScale } }

    /// A row put aside, or a new one.
    private func freeRow() -> ListRow {
        if let r = rows.first(where: { $0.itemIndex == nil }) { return r }
        let (content, translations) = makeContent()
        let r = ListRow(content: content, translations: translations)
        r.show(language: rowLanguage)
        r.isHidden = true
        add(r)
        rows.append(r)
        return r
    }

    /// Places the rows at the scroller's offset when it moved by a whole pixel, then redraws.
    private func scrolled() {
        guard scroller.offset.rounded() != placedOffset else { return }
        placeRows(in: frame)
        setNeedsDisplay()
    }

    /// The frame of item `i`'s tile where it is now, on screen or not; nil when it has none.
    func itemFrame(_ i: Int) -> Rect? {
        guard data.items.indices.contains(i), columns > 0 else { return nil }
        let line = i / columns, col = i % columns
        let rtl = layoutDirection.isRightToLeft
        let area = rowArea(frame)
        let x = rtl ? area.maxX - Double(col + 1) * cellWidth - Double(col) * spacing : area.minX + Double(col) * (cellWidth + spacing)
        return Rect(x: x, y: frame.minY + heights.offset(of: line) - scroller.offset.rounded(), width: cellWidth,
                    height: heights.height(of: line) - spacing).pixelAligned
    }

    /// The item whose tile is under `p`, if any.
    func item(at p: Point) -> Int? {
        guard frame.contains(p), data.count > 0 else { return nil }
        let line = heights.line(at: p.y - frame.minY + scroller.offset.rounded())
        for col in 0..<columns {
            let i = line * columns + col
            if let f = itemFrame(i), f.contains(p) { return i }
        }
        return nil
    }

    /// The first item at least partly in view.
    var firstVisibleItem: Int? {
        guard data.count > 0 else { return nil }
        let i = min(data.count - 1, heights.line(at: scroller.offset.rounded()) * columns)
        // Only the gap under its line in view: the next line is the first shown.
        if let f = itemFrame(i), f.maxY <= frame.minY, i + columns < data.count { return i + columns }
        return i
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        list.clipped(to: frame) { drawChildren(&$0, ctx) }
        list.scrollBar(track: frame, contentHeight: heights.total, offset: scroller.offset, minLength: 32, color: ctx.theme.dimmed,
                       atLeft: ctx.direction.isRightToLeft)
    }

    // MARK: Motion

    override func tick(now: Double) -> Bool {
        react(to: taps.update(now: now))
        let going = scroller.advance(to: now)
        scrolled()
        return going
    }

    override func finishMotion() {
        scroller.finish()
        scrolled()
    }

    func glide(to target: Double) {
        scroller.glide(to: target, at: scene?.now ?? 0)
        scene?.animate(self)
    }

    // MARK: Changes

    /// Makes an edit of the items (checked whole first: a refused one changes nothing). The first
    /// item in view stays where it is on screen; when it went, the one that took its place.
    func edit(_ e: ListEdit) throws(ScriptError) {
        if case let .scrollTo(key) = e {
            try data.apply(e)
            if let i = data.position(of: key) { scrollTo(item: i, animated: false) }
            return
        }
        // The first item in view and where its line starts in the content: the edit moves the
        // content under the view by what that start moves, so the item stays on screen.
        let anchor = firstVisibleItem.map { (index: $0, key: data.items[$0].key, top: heights.offset(of: $0 / columns)) }
        let change = try data.apply(e)
        closeMenu()
        // What moved, not the whole list: an edit's cost follows what it names.
        switch change {
        case .unmoved:
            // The same items in the same places (`update`): every line keeps its measured height
            // (a line in view is measured again as it is placed), so a status push moves nothing.
            break
        case let .inserted(at, n) where columns == 1 && heights.count == data.count - n:
            // A plain list keeps each other row's measured height through the edit.
            heights.insert(n, at: at)
        case let .removed(gone) where columns == 1 && heights.count == data.count + gone.count:
            heights.remove(gone)
        default:
            heights.reshape(count: ListGeometry.lines(items: data.count, columns: columns)) { _ in nil }
        }
        let isReplace = change == .replaced
        if data.count == 0 { hasEstimate = false }
        cursor = min(cursor, max(0, data.count - 1))
        if isReplace {
            scroller.jump(to: 0)
        } else {
            scroller.setBounds(max: heights.total - viewport, viewport: viewport)
            // A shift, not a jump: a fling or a drag under way goes on from the moved place (a
            // jump would stop a fling dead at an update of an item out of view); by 0 it still settles a
            // motion heading past the new end.
            var d = 0.0
            if let a = anchor, data.count > 0 {
                let i = data.position(of: a.key) ?? min(a.index, data.count - 1)
                d = heights.offset(of: i / columns) - a.top
            }
            scroller.shift(by: d, at: scene?.now ?? 0)
        }
        setNeedsLayout()
        setNeedsDisplay()
        selectedItemWatcher?.selectedItemMayHaveChanged(in: self)
    }

    /// Scrolls the least that shows item `i` whole (gliding, or at once).
    /// At once, lines measured on the way in (taller than counted) move it again, until it shows.
    func scrollTo(item i: Int, animated: Bool) {
        guard data.items.indices.contains(i) else { return }
        func target() -> Double {
            let line = i / columns
            let top = heights.offset(of: line), bottom = top + heights.height(of: line) - spacing
            var target = scroller.restOffset
            if top < target { target = top } else if bottom > target + viewport { target = bottom - viewport }
            return min(max(0, heights.total - viewport), max(0, target))
        }
        if animated { return glide(to: target()) }
        for _ in 0..<3 {
            let t = target()
            guard t != scroller.offset || placedOffset.isNaN else { break }
            scroller.jump(to: t)
            placedOffset = .nan
            guard frame.width > 0 else { break }
            placeRows(in: frame)
        }
        setNeedsDisplay()
    }

    // MARK: Selection

    /// A tap (or A / Enter) on item `i`: in `single`, it becomes the selection; in `multiple` it
    /// is added or taken out; in `none` nothing stays. Sends `select` either way.
    func activate(item i: Int) {
        guard data.items.indices.contains(i), data.items[i].isEnabled else { return }
        let key = data.items[i].key
        var selected = true
        switch selectionMode {
        case .none: break
        case .single: selection = [key]
        case .multiple:
            if let k = selection.firstIndex(of: key) { selection.remove(at: k); selected = false } else { selection.append(key) }
        }
        cursor = i
        refreshSelection()
        send(.select(item: key, selected: selected, selection: selection))
    }

    /// A reset: the file gives no selection, so nothing stays selected for the next customer
    /// (the items are the controller's and stay).
    override func resetForNextCustomer() { setSelection([]) }

    /// Sets the selection to `keys` (a command, a saved state), with no event.
    func setSelection(_ keys: [String]) {
        // Repeats dropped in one pass (the set only answers "seen"; the order is the keys').
        var out: [String] = []
        var seen: Set<String> = []
        for k in keys where seen.insert(k).inserted { out.append(k) }
        selection = selectionMode == .none ? [] : selectionMode == .single ? Array(out.prefix(1)) : out
        refreshSelection()
    }

    private func refreshSelection() {
        for r in rows { if let i = r.itemIndex { r.isSelected = selectionMode != .none && selection.contains(data.items[i].key) } }
        setNeedsDisplay()
        selectedItemWatcher?.selectedItemMayHaveChanged(in: self)
    }

    // MARK: Row menu

    func openMenu(item i: Int) {
        guard !rowMenu.isEmpty, menu == nil, let scene, scene.overlays.isEmpty, data.items.indices.contains(i),
              let anchor = rows.first(where: { $0.itemIndex == i }) else { return }
        menuItem = data.items[i].key
        let m = PopupMenu(id: id.map { "\($0).menu" }, options: rowMenu, selected: -1, anchor: anchor, owner: self)
        menu = m
        scene.present(m)
    }

    func closeMenu() {
        guard let m = menu else { return }
        menu = nil
        scene?.dismiss(m)
    }

    // MARK: Events of the rows' widgets

    /// A button in a row was tapped: its `tap` says which item's row it is in.
    func relay(_ kind: KioskEvent.Kind, from w: Widget) -> Bool {
        guard case let .tap(title) = kind else { return false }
        var p: Widget? = w
        while let x = p, !(x is ListRow) { p = x.parent }
        guard let row = p as? ListRow, let i = row.itemIndex, data.items.indices.contains(i) else { return false }
        send(.itemTap(title: title, item: data.items[i].key, button: row.templateID(of: w)))
        return true
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        let wasSettling = scroller.isSettling
        if e.phase == .down { contactOpenedMenu = false }
        for case let .tap(p) in scroller.handle(e) where !scroller.caughtMotion && !contactOpenedMenu {
            if let i = item(at: p) { activate(item: i) }
        }
        react(to: taps.handle(e))
        if scroller.isDragging { setPressed(nil) }
        scrolled()
        if scroller.isSettling { scene?.animate(self) } else if wasSettling { scene?.stopAnimating(self) }
        return scroller.disposition
    }

    private func react(to out: TapOutput?) {
        if taps.deadline == nil { scene?.cancelWake(self) }
        if !taps.isPressed { setPressed(nil) }
        switch out {
        case let .pressed(p)?:
            if !scroller.caughtMotion { setPressed(item(at: p)) }
            if let deadline = taps.deadline, !rowMenu.isEmpty { scene?.wake(self, at: deadline) }
        case let .longPress(p)?:
            guard !scroller.isDragging, !scroller.caughtMotion, let i = item(at: p) else { return }
            setPressed(nil)
            contactOpenedMenu = true
            openMenu(item: i)
        default:
            break
        }
    }

    private func setPressed(_ i: Int?) {
        let i = i.flatMap { data.items.indices.contains($0) && data.items[$0].isEnabled ? $0 : nil }
        guard i != pressedItem else { return }
        pressedItem = i
        for r in rows { r.isPressed = r.itemIndex != nil && r.itemIndex == i }
    }

    override func wheel(dx: Double, dy: Double) -> Bool {
        guard scroller.maxOffset > 0, dy != 0 else { return false }
        glide(to: scroller.restOffset - dy * DataList.wheelStep)
        return true
    }

    override var isFocusable: Bool { data.count > 0 }

    override var focusRect: Rect {
        guard let f = itemFrame(cursor) else { return frame }
        let r = f.intersection(frame)
        return r.isEmpty ? frame : r
    }

    override func focusChanged(_ focused: Bool) {
        if focused { scrollTo(item: cursor, animated: true) }
        setNeedsDisplay()
    }

    override func navigate(_ action: NavAction) -> Bool {
        guard data.count > 0 else { return false }
        let rtl = layoutDirection.isRightToLeft
        let lastLine = (data.count - 1) / columns
        let page = max(1, Int((viewport / max(1, heights.estimate)).rounded(.down)) - 1) * columns
        switch action {
        case .up: return cursor / columns > 0 ? moveCursor(to: cursor - columns) : false
        case .down:
            guard cursor / columns < lastLine else { return false }
            return moveCursor(to: min(data.count - 1, cursor + columns))
        case .left, .right:
            guard columns > 1 else { return false }
            let step = (action == .right) != rtl ? 1 : -1
            let col = cursor % columns + step
            guard col >= 0, col < columns, cursor + step < data.count else { return false }
            return moveCursor(to: cursor + step)
        case .pageNext: return moveCursor(to: min(data.count - 1, cursor + page))
        case .pagePrevious: return moveCursor(to: max(0, cursor - page))
        case .first: return moveCursor(to: 0)
        case .last: return moveCursor(to: data.count - 1)
        case .activate: activate(item: cursor); return true
        case .next, .previous, .back, .increase, .decrease: return false
        }
    }

    private func moveCursor(to i: Int) -> Bool {
        let old = focusRect
        cursor = max(0, min(data.count - 1, i))
        scrollTo(item: cursor, animated: true)
        scene?.setNeedsDisplay(old.insetBy(-8))
        setNeedsDisplay()
        return true
    }

    // MARK: Scripting

    override var typeName: String { "list" }

    /// Item `n`'s tile, scrolled into view first so a scripted tap on it lands on it.
    override func partFrame(_ n: Int) -> Rect? {
        guard data.items.indices.contains(n) else { return nil }
        scrollTo(item: n, animated: false)
        return itemFrame(n)?.intersection(frame)
    }
}

/// A row's long-press menu: a choice sends `itemMenu` for the row's item.
extension DataList: PopupMenuOwner {
    func popupMenu(_ menu: PopupMenu, chose index: Int) { send(.itemMenu(item: menuItem, choice: rowMenu[index], index: index)) }
    func popupMenuCloses(_ menu: PopupMenu) { closeMenu() }
}
