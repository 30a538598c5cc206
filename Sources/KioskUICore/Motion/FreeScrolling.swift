/// Scroll physics for content that may rest anywhere in its range (a menu's list): what
/// `StepSnapping` is for content that rests on steps.
///
/// Offsets live in `minOffset...maxOffset`; velocities are in offset units per second (content that
/// follows the finger moves at `-fingerVelocity`). On release, `settle` gives a `ScrollSimulation`:
/// - **inside the range**, faster than `endVelocity`: friction with `drag` until its speed falls to
///   `endVelocity`, where it stops; a glide that would leave the range is built through the end
///   instead (stronger friction), so it stops exactly there and never leaves the range;
/// - **slower**: at rest where it is;
/// - **overscrolled**: a glide back inwards that friction carries past the edge, else a spring back
///   to the edge (as `StepSnapping` does).
struct FreeScrolling: Hashable, Sendable {
    var minOffset: Double
    var maxOffset: Double
    /// Friction drag coefficient D: the share of the velocity left after one second.
    var drag = FrictionSimulation.defaultDrag
    /// The speed at which a glide stops (px/s): too slow to see (about 0.17 px a frame at 60 fps).
    var endVelocity = 10.0
    /// The spring for overscroll spring-back; keep it critically damped or overdamped.
    var spring = Spring.critical

    init(minOffset: Double = 0, maxOffset: Double) {
        self.minOffset = minOffset
        self.maxOffset = maxOffset
    }

    /// The motion for a release at `offset` with `velocity`, starting at frame-clock `time`.
    func settle(offset x: Double, velocity v: Double, at time: Double) -> ScrollSimulation {
        let lo = minOffset.isFinite ? minOffset : 0
        let hi = maxOffset.isFinite ? max(lo, maxOffset) : lo
        let x0 = x.isFinite ? x : lo, v0 = v.isFinite ? v : 0
        guard x0 < lo || x0 > hi else { return glide(x0, v0, lo, hi, at: time) ?? .rest(x0, at: time) }
        let edge = x0 < lo ? lo : hi
        if let back = glide(x0, v0, lo, hi, at: time), (back.restPosition - edge) * (x0 < lo ? 1 : -1) > 0 {
            return back
        }
        return .springBack(from: x0, to: edge, velocity: v0, spring: spring, at: time)
    }

    /// Friction from `x0` until the speed falls to `endVelocity`, its end clamped into `lo...hi`;
    /// nil when it is already that slow or heads out of the range.
    private func glide(_ x0: Double, _ v0: Double, _ lo: Double, _ hi: Double, at time: Double) -> ScrollSimulation? {
        guard abs(v0) > endVelocity else { return nil }
        let f = FrictionSimulation(drag: drag, position: x0, velocity: v0, velocityTolerance: endVelocity)
        let end = min(hi, max(lo, f.position(at: f.duration)))
        return .friction(from: x0, velocity: v0, through: end, endVelocity: endVelocity, at: time)
    }
}
