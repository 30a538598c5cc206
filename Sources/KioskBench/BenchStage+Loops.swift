import KioskUICore

/// The frame loops the scenarios time (and the allocation probe counts): an untimed `prepare`
/// that keeps the motion going, and the timed `body`, one frame.
extension BenchStage {
    struct Loop {
        /// Untimed: starts a new fling or slide when the last one ended, forces damage, …
        var prepare: () -> Void
        /// Timed: one frame.
        var body: () -> Void
    }

    /// A ruler kept gliding: a fling of `distance` pixels in 0.1 s towards the middle whenever it
    /// comes to rest. With `fullDamage`, every frame redraws the whole window (what a frame cost
    /// without damage tracking).
    func glideLoop(_ ruler: RulerWheel, fullDamage: Bool = false, distance: Double = 140) -> Loop {
        let mid = (ruler.scale.min + ruler.scale.max) / 2
        return Loop(prepare: { [unowned self] in
            if !ruler.isMoving { fling(ruler, dx: ruler.value < mid ? -distance : distance) }
            if fullDamage { scene.setNeedsDisplayAll() }
        }, body: { [unowned self] in frame() })
    }

    /// The picker's marker kept sliding between its first and last segment.
    func slideLoop(_ picker: SegmentedPicker) -> Loop {
        Loop(prepare: { [unowned self] in
            if !scene.isAnimating { picker.select(picker.selectedIndex == 0 ? picker.options.count - 1 : 0) }
        }, body: { [unowned self] in frame() })
    }

    /// Frames in which nothing changes.
    func idleLoop() -> Loop { Loop(prepare: {}, body: { [unowned self] in frame() }) }

    /// The whole window redrawn every frame.
    func fullRedrawLoop() -> Loop {
        Loop(prepare: { [unowned self] in scene.setNeedsDisplayAll() }, body: { [unowned self] in draw() })
    }
}

extension BenchClock {
    /// Timings of `count` runs of a loop's body, each after its untimed prepare.
    static func samples(_ count: Int, _ loop: BenchStage.Loop) -> [Double] {
        samples(count, prepare: loop.prepare, loop.body)
    }
}
