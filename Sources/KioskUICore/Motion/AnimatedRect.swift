/// A rectangle whose edges animate together: four `AnimatedValue`s (x, y, width, height) sharing
/// one motion. For a sliding selection marker or a growing pop-up.
///
/// ```swift
/// var marker = AnimatedRect(segmentFrame(0), motion: .spring(.smooth))
/// marker.retarget(to: segmentFrame(2), at: now)   // then scene.animate(self)
/// let r = marker.rect(at: now)                    // in draw; tick returns !marker.isFinished(at: now)
/// ```
struct AnimatedRect: Hashable, Sendable {
    private(set) var x: AnimatedValue
    private(set) var y: AnimatedValue
    private(set) var width: AnimatedValue
    private(set) var height: AnimatedValue

    init(_ rect: Rect, motion: AnimatedValue.Motion = .standard) {
        x = AnimatedValue(rect.x, motion: motion)
        y = AnimatedValue(rect.y, motion: motion)
        width = AnimatedValue(rect.width, motion: motion)
        height = AnimatedValue(rect.height, motion: motion)
    }

    /// The motion new animations use.
    var motion: AnimatedValue.Motion {
        get { x.motion }
        set { x.motion = newValue; y.motion = newValue; width.motion = newValue; height.motion = newValue }
    }

    /// Where the rect is going (or is).
    var target: Rect { Rect(x: x.target, y: y.target, width: width.target, height: height.target) }

    /// The rect shown at frame-clock time `now` (width and height never negative, even if a bouncy
    /// spring overshoots below zero).
    func rect(at now: Double) -> Rect {
        Rect(x: x.value(at: now), y: y.value(at: now),
             width: max(0, width.value(at: now)), height: max(0, height.value(at: now)))
    }

    func isFinished(at now: Double) -> Bool {
        x.isFinished(at: now) && y.isFinished(at: now) && width.isFinished(at: now) && height.isFinished(at: now)
    }

    /// Animates towards `rect` from what is shown at `now` (see `AnimatedValue.retarget`).
    mutating func retarget(to rect: Rect, at now: Double) {
        x.retarget(to: rect.x, at: now)
        y.retarget(to: rect.y, at: now)
        width.retarget(to: rect.width, at: now)
        height.retarget(to: rect.height, at: now)
    }

    /// Moves to `rect` at once.
    mutating func jump(to rect: Rect) {
        x.jump(to: rect.x); y.jump(to: rect.y); width.jump(to: rect.width); height.jump(to: rect.height)
    }
}
