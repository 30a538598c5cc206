/// What a deck tells the application model that owns it (`KioskApp`).
@MainActor
protocol ScreenDeckOwner: AnyObject {
    /// The deck was attached to `scene` (the scene is made with it as its root).
    func deckJoined(_ scene: Scene)
    /// Escape or gamepad B that nothing under the deck took (no open menu or dialog, no page to go
    /// back to): returns whether it was used.
    func deckBack() -> Bool
    /// The wake-up time asked for with `Scene.wake` has come.
    func deckWoke(at now: Double)
}

/// The screens of a file, one shown at a time: the root of every tree a screen file gives. The
/// others are hidden, so they take no layout, drawing, input or focus, and keep their widgets and
/// state (a ruler stays where it was left); a screen's motion still under way when it is hidden
/// finishes at once (`Scene.advance`).
///
/// It is only the container: which screen shows, the way back, timers and what Escape does are
/// the application model's (`KioskApp`), its `ScreenDeckOwner`, which it tells of Escape, of a
/// wake-up and of joining a scene. With one screen it is invisible: its screen gets the whole
/// frame, exactly as if it were the root.
final class ScreenDeck: Widget {
    /// The index of the screen showing.
    private(set) var shownIndex: Int
    /// The application model: which screen shows, the way back, the timers.
    weak var owner: ScreenDeckOwner?

    init(screens: [Widget], shown: Int = 0) {
        precondition(!screens.isEmpty, "a deck shows at least one screen")
        shownIndex = max(0, min(screens.count - 1, shown))
        super.init(children: screens)
        for (i, s) in screens.enumerated() { s.isHidden = i != shownIndex }
    }

    override weak var scene: Scene? {
        didSet { if let s = scene, s !== oldValue { owner?.deckJoined(s) } }
    }

    /// The screen showing.
    var shown: Widget { children[shownIndex] }

    /// Shows screen `index`, hiding the one shown before.
    func show(_ index: Int) {
        guard children.indices.contains(index), index != shownIndex else { return }
        children[shownIndex].isHidden = true
        shownIndex = index
        children[index].isHidden = false
        setNeedsLayout()
    }

    // MARK: Layout

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { shown.measure(p, ctx) }

    // MARK: Input

    override func navigate(_ action: NavAction) -> Bool {
        action == .back ? owner?.deckBack() ?? false : false
    }

    // MARK: Time

    override func tick(now: Double) -> Bool {
        owner?.deckWoke(at: now)
        return false
    }

    // MARK: Scripting

    override var typeName: String { "screens" }

    /// Which screen shows is the application model's choice, not a `hidden` flag's.
    override func decidesShown(of child: Widget) -> Bool { true }
}
