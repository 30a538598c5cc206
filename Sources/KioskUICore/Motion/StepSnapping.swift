/// Scroll physics for content that must rest on whole steps: a ruler, a wheel, pages
/// (after Flutter's `FixedExtentScrollPhysics`).
///
/// Offsets live in `minOffset...maxOffset`; the rest positions are `minOffset + k·step` for
/// k in `0...lastIndex`, where `lastIndex = ⌊(maxOffset − minOffset)/step⌋` (when the range is not a
/// whole number of steps, the highest rest position is the last whole step, `upperOffset`, not
/// `maxOffset`). Velocities are in offset units per second: when content follows the finger
/// (offset = start − translation) pass `-fingerVelocity`.
///
/// On release, `settle` picks the rest step and a `ScrollSimulation` that ends exactly on it:
/// - **fling** (|v| ≥ `flingThreshold`): the friction rest x₀ − v/ln D is rounded to the nearest
///   step and clamped into range; a friction simulation built *through* that step (arriving at
///   `endVelocity`, then cut) lands on it with no overshoot and no correction;
/// - **slow release**, or a fling whose rounded target is not ahead of it (unreachable by
///   friction): an eased move (`EaseSimulation`) to the step nearest the current offset (slow) or
///   to the rounded target (fling), keeping the release velocity when it points there;
/// - **overscrolled** (offset outside the rest range): a fling back inwards whose friction rest
///   lies inside the range is treated as a fling; otherwise a critically damped spring pulls it
///   back to the edge step, its inward velocity capped at ω·distance so it cannot cross the edge.
///
/// While dragging, `dragOffset(raw:viewport:)` applies the rubber band beyond the edges.
struct StepSnapping: Hashable, Sendable {
    /// Pixels between rest positions (> 0).
    var step: Double
    var minOffset: Double
    var maxOffset: Double
    /// Friction drag coefficient D for predicting where a fling stops.
    var drag = FrictionSimulation.defaultDrag
    /// Release speeds at or above this are flings (px/s).
    var flingThreshold = 50.0
    /// The speed at which a fling arrives on its step (px/s); it stops there. Small enough to be
    /// invisible (10 px/s ≈ 0.17 px per frame at 60 fps) and below `flingThreshold`.
    var endVelocity = 10.0
    /// The spring for overscroll spring-back; keep it critically damped or overdamped.
    var spring = Spring.critical

    init(step: Double, minOffset: Double = 0, maxOffset: Double) {
        self.step = step
        self.minOffset = minOffset
        self.maxOffset = maxOffset
    }

    /// What `settle` decided.
    struct Result: Hashable, Sendable {
        /// The step the motion ends on (0...lastIndex).
        var index: Int
        /// `minOffset + index·step`, exactly: the simulation's rest position.
        var offset: Double
        var simulation: ScrollSimulation
    }

    private var isValid: Bool {
        step.isFinite && step > 0 && minOffset.isFinite && maxOffset.isFinite
    }

    /// The highest step index (0 when the range is shorter than one step or invalid).
    var lastIndex: Int {
        guard isValid, maxOffset > minOffset else { return 0 }
        let n = ((maxOffset - minOffset) / step + 1e-9).rounded(.down)
        return Int(min(n, Double(Int32.max)))
    }

    /// The highest rest offset: `minOffset + lastIndex·step`.
    var upperOffset: Double { offset(ofIndex: lastIndex) }

    /// The rest offset of step `index` (clamped into 0...lastIndex): `minOffset + index·step`.
    func offset(ofIndex index: Int) -> Double {
        guard isValid else { return minOffset.isFinite ? minOffset : 0 }
        return minOffset + Double(min(max(0, index), lastIndex)) * step
    }

    /// The step nearest `offset`, clamped into 0...lastIndex.
    func nearestIndex(to offset: Double) -> Int {
        guard isValid, offset.isFinite else { return 0 }
        let k = ((offset - minOffset) / step).rounded()
        return Int(min(Double(lastIndex), max(0, k)))
    }

    /// Where friction alone would stop a release at `offset` with `velocity` (not rounded or clamped).
    func predictedRest(offset: Double, velocity: Double) -> Double {
        FrictionSimulation(drag: drag, position: offset, velocity: velocity).finalPosition
    }

    /// The shown offset for a finger-driven raw offset: 1:1 inside the range, rubber band outside
    /// (`viewport` is the widget's length along the scroll axis).
    func dragOffset(raw: Double, viewport: Double) -> Double {
        RubberBand.offset(raw, lower: minOffset, upper: upperOffset, viewport: viewport)
    }

    /// The raw offset that shows `shown`: where a new drag starts when it catches moving content.
    func rawOffset(shown: Double, viewport: Double) -> Double {
        RubberBand.rawOffset(shown, lower: minOffset, upper: upperOffset, viewport: viewport)
    }

    /// The rest step and the motion to it for a release at `offset` with `velocity` (offset units
    /// per second), starting at frame-clock `time`.
    func settle(offset x: Double, velocity v: Double, at time: Double) -> Result {
        let x0 = x.isFinite ? x : minOffset
        let v0 = v.isFinite ? v : 0
        guard isValid else {
            let o = minOffset.isFinite ? minOffset : 0
            return Result(index: 0, offset: o, simulation: .rest(o, at: time))
        }
        let lo = minOffset, hi = upperOffset
        if x0 < lo || x0 > hi {
            return settleOverscrolled(x0, v0, edgeIndex: x0 < lo ? 0 : lastIndex, at: time)
        }
        if abs(v0) >= flingThreshold {
            let k = nearestIndex(to: predictedRest(offset: x0, velocity: v0))
            if let r = fling(x0, v0, to: k, at: time) { return r }
            return ease(x0, v0, to: k, at: time)
        }
        return ease(x0, v0, to: nearestIndex(to: x0), at: time)
    }

    /// A friction simulation through step `k`, or nil when friction can't get there.
    private func fling(_ x0: Double, _ v0: Double, to k: Int, at time: Double) -> Result? {
        let target = offset(ofIndex: k)
        guard let s = ScrollSimulation.friction(from: x0, velocity: v0, through: target, endVelocity: endVelocity, at: time)
        else { return nil }
        return Result(index: k, offset: target, simulation: s)
    }

    /// An eased move to step `k`: 0.15 s plus up to 0.25 s for a whole step of distance.
    private func ease(_ x0: Double, _ v0: Double, to k: Int, at time: Double) -> Result {
        let target = offset(ofIndex: k)
        if target == x0 { return Result(index: k, offset: target, simulation: .rest(target, at: time)) }
        let duration = 0.15 + 0.25 * min(1, abs(target - x0) / step)
        return Result(index: k, offset: target,
                      simulation: .ease(from: x0, to: target, velocity: v0, duration: duration, at: time))
    }

    /// Beyond an edge: a fling back inwards that friction carries past the edge, else a spring.
    private func settleOverscrolled(_ x0: Double, _ v0: Double, edgeIndex: Int, at time: Double) -> Result {
        let edge = offset(ofIndex: edgeIndex)
        let inward: Double = x0 < edge ? 1 : -1
        if v0 * inward >= flingThreshold {
            let predicted = predictedRest(offset: x0, velocity: v0)
            if (predicted - edge) * inward > 0,
               let r = fling(x0, v0, to: nearestIndex(to: predicted), at: time) { return r }
        }
        return Result(index: edgeIndex, offset: edge,
                      simulation: .springBack(from: x0, to: edge, velocity: v0, spring: spring, at: time))
    }
}
