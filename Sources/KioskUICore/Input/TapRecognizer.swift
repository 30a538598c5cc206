/// What a contact means to a control that is only tapped.
enum TapOutput: Hashable, Sendable {
    /// A contact came down here: `isPressed` is now true.
    case pressed(Point)
    /// Released within the slop (before any long press), here: activate when it is inside.
    case tap(Point)
    /// Held within the slop for the long-press delay, here (only with a delay). Fires once;
    /// `isPressed` is now false and the release that follows is no tap.
    case longPress(Point)
}

/// Turns the pointer events of one contact into the pressed look, a tap and (optionally) a long
/// press, for the controls that take no drag: a button, a segment, the compact picker button.
///
/// It holds a `GestureTracker` with no drag axis, so a finger that slides beyond the slop gives the
/// contact up (`disposition` is `.yield`: a swipe that starts on a button still reaches the page
/// under it). `isPressed` says when to look pressed: from the down until the contact lifts, slides
/// away, is cancelled or long-presses. Each event gives at most one `TapOutput`.
///
/// With a long press, ask the scene to wake the control at `deadline` after `pressed`, and call
/// `update(now:)` from its `tick`.
struct TapRecognizer: Sendable {
    private var gesture: GestureTracker

    /// `longPressDelay`: seconds a still contact must be held to long-press; nil for none, so a
    /// contact held however long still taps.
    init(longPressDelay: Double? = nil) {
        gesture = GestureTracker(axis: .none, longPressDelay: longPressDelay)
    }

    /// Whether the control should look pressed: a contact is down within the slop and has not
    /// long-pressed.
    var isPressed: Bool { gesture.phase == .possible }

    /// Where the current (or last) contact came down.
    var downLocation: Point { gesture.downLocation }

    /// When the long press fires if the contact stays put; nil when none is pending.
    var deadline: Double? { gesture.deadline }

    /// What the control returns from `pointer(_:)`.
    var disposition: PointerDisposition { gesture.disposition }

    /// Feeds one pointer event.
    mutating func handle(_ e: PointerEvent) -> TapOutput? {
        gesture.handle(e).lazy.compactMap(TapRecognizer.output).first
    }

    /// Fires the long press when `now` reached the deadline. Call from the control's `tick`.
    mutating func update(now: Double) -> TapOutput? {
        gesture.update(now: now).flatMap(TapRecognizer.output)
    }

    /// The tap meaning of what the tracker saw; nil for what only changes `isPressed` (sliding
    /// away, a cancel) or comes after a long press.
    private static func output(_ g: GestureOutput) -> TapOutput? {
        switch g {
        case let .pressed(p): return .pressed(p)
        case let .tap(p): return .tap(p)
        case let .longPress(p): return .longPress(p)
        case .longPressMoved, .longPressEnded, .dragBegan, .dragChanged, .dragEnded, .cancelled, .rejected: return nil
        }
    }
}
