/// Tabs on top, pages below: a segmented picker that switches which child page shows.
///
/// The picker is an ordinary adaptive `SegmentedPicker` (stretched to the width as tabs, compact
/// when the titles don't fit). Pages keep their state while hidden. Lifecycle: the first page
/// appears with the first layout; on every switch the old page gets `disappear` before the new
/// one gets `appear`, each once, also as events (`{"event":"appear","id":CONTAINER,"page":TITLE}`).
/// A horizontal swipe on the content (or one a tab or button gives up) goes to the neighbouring
/// page, the one whose tab lies on the side the content is pulled from (right to left, where the
/// tabs run from the right, a swipe to the right shows the next page); so do the gamepad
/// shoulder buttons and Page Up / Page Down (next and previous in either direction). Escape and
/// gamepad B go back to the previous page. A contact that moves mostly vertically is given up to
/// an ancestor and switches nothing.
final class SegmentedPages: Widget {
    override var valueControl: ValueControl? { self }
    override var pagedContainer: PagedContainer? { self }

    let picker: SegmentedPicker
    private let pages: [Page]
    private(set) var current: Int
    private var appeared = false
    private var gesture = GestureTracker(axis: .horizontal, longPressDelay: nil)
    /// The subscription that follows the tabs, in the scene the container is in.
    private var tabsSubscription: EventBus.Token?

    init(id: String? = nil, pages: [Page], selected: Int = 0) {
        self.pages = pages
        self.current = pages.isEmpty ? -1 : max(0, min(pages.count - 1, selected))
        picker = SegmentedPicker(id: id.map { "\($0).tabs" }, options: pages.map(\.title), selected: max(0, current), fillsWidth: true)
        super.init(id: id, children: [picker] + pages)
        for (i, p) in pages.enumerated() { p.isHidden = i != current }
    }

    /// In a scene, the tabs' `change` switches the pages, after its JSON line (stage `controls`).
    override weak var scene: Scene? {
        didSet {
            guard scene !== oldValue else { return }
            if let t = tabsSubscription { oldValue?.events.unsubscribe(t) }
            tabsSubscription = scene?.events.subscribe(.controls, .init(sender: picker, kinds: [.change])) { [weak self] e, _ in
                if case let .change(.option(i, _)) = e.kind { self?.switchPage(to: i) }
            }
        }
    }

    var pageCount: Int { pages.count }

    /// A page's title as its tab shows it (translated into the language shown); nil for a page
    /// of another container.
    func shownTitle(of page: Page) -> String? {
        pages.firstIndex { $0 === page }.flatMap { picker.options.indices.contains($0) ? picker.options[$0] : nil }
    }

    var currentPage: Page? { pages.indices.contains(current) ? pages[current] : nil }

    // MARK: Layout

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let tabs = picker.measure(ProposedSize(width: p.width, height: nil), ctx)
        let rest = p.height.map { max(0, $0 - tabs.height) }
        let content = currentPage?.measure(ProposedSize(width: p.width, height: rest), ctx) ?? .zero
        return Size(max(tabs.width, content.width), tabs.height + content.height)
    }

    override func placeChildren(in b: Rect, _ ctx: LayoutContext) {
        let tabs = picker.measure(ProposedSize(width: b.width, height: nil), ctx)
        picker.place(in: Rect(x: b.minX, y: b.minY, width: b.width, height: min(b.height, tabs.height)), ctx)
        let content = contentRect(b, tabsHeight: tabs.height)
        for p in pages where !p.isHidden { p.place(in: content, ctx) }
        if !appeared, let p = currentPage {
            appeared = true
            lifecycle(p, appear: true)
        }
    }

    private func contentRect(_ b: Rect, tabsHeight: Double) -> Rect {
        Rect(x: b.minX, y: b.minY + tabsHeight, width: b.width, height: max(0, b.height - tabsHeight))
    }

    // MARK: Switching

    /// Shows page `index`, in one order whatever asked for it (a tab, a swipe, a key, a command):
    /// the tabs' `change`, then the old page's `disappear`, then the new page's `appear`.
    func show(_ index: Int) {
        guard pages.indices.contains(index), index != current else { return }
        // In a scene the tabs' `change` switches the pages as it is delivered; the call after it
        // switches them when that waits behind the event in hand, or outside a scene (a no-op when
        // they switched already). Either way `change` is sent before `disappear` and `appear`.
        if picker.selectedIndex != index { picker.select(index) }
        switchPage(to: index)
    }

    /// The old page disappears, then the new one appears.
    private func switchPage(to index: Int) {
        guard pages.indices.contains(index), index != current else { return }
        let old = currentPage
        current = index
        if let o = old {
            o.isHidden = true
            lifecycle(o, appear: false)
        }
        pages[index].isHidden = false
        lifecycle(pages[index], appear: true)
        setNeedsLayout()
    }

    private func lifecycle(_ p: Page, appear: Bool) {
        let i = pages.firstIndex { $0 === p } ?? -1
        send(appear ? .appear(page: p.title, index: i) : .disappear(page: p.title, index: i))
    }

    // MARK: Input

    /// Contacts on the content that no control keeps (or that a control gives up as a swipe).
    override var acceptsPointer: Bool { true }

    /// The share of the width a slow swipe must travel to switch pages.
    static let swipeDistanceShare = 0.2
    /// A fling at this release speed (px/s) or more switches after a shorter travel…
    static let flickVelocity = 500.0
    /// …of more than this many pixels.
    static let flickMinTravel = 40.0

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        for case let .dragEnded(velocity, isFling) in gesture.handle(e) {
            // The travel since the finger came down: the slop it crossed before the drag was
            // recognised counts too.
            if let step = swipeStep(travel: gesture.dragTranslation.x, velocity: velocity.x, isFling: isFling) {
                show(current + step)
            }
        }
        return gesture.disposition
    }

    /// The page step a finished swipe asks for (+1 next, −1 previous), or nil: far enough (a share
    /// of the width), or a quick fling in the direction of travel that went far enough for a flick.
    /// A swipe to the left brings in the page whose tab is to the right of the current one: the
    /// next left to right, the previous right to left, where the tabs run from the right.
    private func swipeStep(travel: Double, velocity: Double, isFling: Bool) -> Int? {
        let far = abs(travel) >= frame.width * SegmentedPages.swipeDistanceShare
        let flick = isFling && abs(velocity) >= SegmentedPages.flickVelocity
            && abs(travel) > SegmentedPages.flickMinTravel && (velocity < 0) == (travel < 0)
        guard far || flick else { return nil }
        return layoutDirection.step(rightward: travel < 0)
    }

    override func navigate(_ action: NavAction) -> Bool {
        switch action {
        case .pageNext where current < pages.count - 1: show(current + 1); return true
        case .pagePrevious where current > 0, .back where current > 0: show(current - 1); return true
        default: return false
        }
    }

    // MARK: Scripting

    override var typeName: String { "segmentedPages" }

    /// Tab `n` (the picker's segment), when the tabs are in their regular form.
    override func partFrame(_ n: Int) -> Rect? { picker.partFrame(n) }

    /// Which page shows is the container's choice (its tabs may be hidden).
    override func decidesShown(of child: Widget) -> Bool { child !== picker }
}

extension SegmentedPages: QueryableWidget, ValueControl {
    var layoutState: [(String, JSONValue)] {
        [("selected", .number(Double(current))), ("page", .string(currentPage?.title ?? ""))]
    }

    /// The value is the page shown: its title, or its index.
    var valueNoun: String { "page container" }
    var valueDomain: ValueDomain { .titles(pages.map(\.title)) }
    var shownDomain: ValueDomain { picker.shownDomain }
    var valuePosition: Int { current }
    func moveValue(to position: Int) { show(position) }
    /// The title of the page shown, as its tab shows it (in the language shown).
    var shownValueText: String { picker.selectedTitle }
}
