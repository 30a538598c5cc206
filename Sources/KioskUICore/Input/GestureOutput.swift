/// What a `GestureTracker` recognised, for the widget to react to. Locations are window pixels.
enum GestureOutput: Hashable, Sendable {
    /// A contact came down on the widget: show the pressed look.
    case pressed(Point)
    /// Released within the slop before the long press fired: activate.
    case tap(Point)
    /// Held within the slop until the long-press deadline. Fires once per contact.
    case longPress(Point)
    /// The contact moved after a long press (say, over the items of a menu it opened). No slop
    /// applies any more.
    case longPressMoved(Point)
    /// The contact lifted after a long press (choose the item under it, or just un-press).
    case longPressEnded(Point)
    /// The contact moved beyond the slop along the wanted axis: a drag starts here, at `Point`
    /// (the location of the move that crossed the slop). Un-press.
    case dragBegan(Point)
    /// The drag moved: `translation` is from the point the drag began (0 at `dragBegan`, so the
    /// content follows the finger 1:1 from there without a jump); `delta` is since the last
    /// report. Both are projected on the wanted axis.
    case dragChanged(translation: Point, delta: Point)
    /// The drag ended with this release velocity (projected on the wanted axis, px/s);
    /// `isFling` when its speed reaches the fling threshold.
    case dragEnded(velocity: Velocity, isFling: Bool)
    /// The contact was cancelled by the system: drop any press or drag without acting.
    case cancelled
    /// The contact moved beyond the slop on an axis this widget doesn't handle: it is not for
    /// this widget. Un-press and return `.yield` (see `GestureTracker.disposition`) so the
    /// contact goes to an ancestor (a button yields a swipe to its page).
    case rejected
}
