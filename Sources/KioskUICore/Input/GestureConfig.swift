/// Which drag direction a widget wants from a contact.
enum DragAxis: String, Hashable, Sendable {
    /// Left-right only (a horizontal ruler, a page swipe): the translation's y is always 0.
    case horizontal
    /// Up-down only: the translation's x is always 0.
    case vertical
    /// Any direction (a 2-D pan).
    case any
    /// No drag at all (a button): moving beyond the slop gives the contact away.
    case none
}

/// The thresholds a `GestureTracker` works with (Flutter's defaults).
struct GestureConfig: Hashable, Sendable {
    /// How far (px) a finger may wander and still tap or long-press: 18 px, as Flutter's
    /// `kTouchSlop`. Fingers are imprecise and jitter on a panel.
    var touchSlop = 18.0
    /// The slop for a mouse: 4 px. A mouse does not jitter, and a smaller slop makes dragging
    /// with it feel direct.
    var mouseSlop = 4.0
    /// Seconds a contact must be held (within slop) for a long press; nil disables long press,
    /// so a held contact still taps on release.
    var longPressDelay: Double? = GestureConfig.longPress

    /// Seconds a finger holds before a press is a long press, as every control counts it
    /// (Flutter's `kLongPressTimeout`).
    static let longPress = 0.5
    /// The drag direction the widget handles.
    var axis: DragAxis = .none
    /// Release speeds (px/s along the wanted axis; overall speed for `.any`) at or above this are
    /// flings.
    var flingThreshold = 50.0

    init(axis: DragAxis = .none, longPressDelay: Double? = GestureConfig.longPress) {
        self.axis = axis
        self.longPressDelay = longPressDelay
    }

    /// The slop for a device.
    func slop(for device: PointerDevice) -> Double { device == .mouse ? mouseSlop : touchSlop }
}
