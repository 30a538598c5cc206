/// How far a contact may wander before it stops being a tap and becomes a drag.
enum TouchSlop {
    /// 18 px for a finger (Flutter's kTouchSlop), 4 px for a mouse, which does not jitter.
    static func distance(for device: PointerDevice) -> Double { device == .touch ? 18 : 4 }
}
