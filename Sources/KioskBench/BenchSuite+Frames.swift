import KioskUICore
import KioskUISDL

/// Frame scenarios on the reference scene (`DemoScreen`): first frame, full redraw, a gliding
/// ruler, a sliding marker and a frame with nothing changed.
extension BenchSuite {
    /// The scene built, measured, laid out and drawn, with empty text and shape texture caches
    /// and a new text measurer (fonts already open: that part is start-up, measured separately).
    func firstFrame() -> BenchResult {
        let n = Swift.max(10, frames / 10)
        let samples = BenchClock.samples(n, prepare: { backend.executor.emptyCaches() }) {
            let stage = BenchStage(backend: backend, root: DemoScreen.make(), measurer: SDLTextMeasurer(fonts: backend.fonts))
            stage.draw()
        }
        return result("first-frame", "first frame (build, layout, draw; cold text caches)", samples, goal: .atMost(20),
                      note: "\(n) runs; fonts already open")
    }

    /// The whole reference scene redrawn (damage forced to the whole window).
    func fullRedraw() -> BenchResult {
        let stage = BenchStage.reference(on: backend)
        for _ in 0..<10 { stage.scene.setNeedsDisplayAll(); stage.draw() }
        let samples = BenchClock.samples(frames, stage.fullRedrawLoop())
        return result("full-redraw", "full redraw of the reference scene", samples, goal: .atMost(4))
    }

    /// Frames while the ruler glides after a fling; also the same frames with the whole window
    /// redrawn, which is what a frame cost before damage tracking.
    func rulerGlide() -> [BenchResult] {
        let stage = BenchStage.reference(on: backend)
        stage.draw()
        guard let ruler = stage.widget("amount", as: RulerWheel.self) else { return [] }
        let glide = BenchClock.samples(frames, stage.glideLoop(ruler))
        let damage = stage.lastDamage
        let full = BenchClock.samples(frames, stage.glideLoop(ruler, fullDamage: true))
        let inside = ruler.frame.intersection(damage) == damage
        return [
            result("ruler-glide", "ruler gliding after a fling (0…100)", glide, goal: .atMost(0.3),
                   note: "damage \(Int(damage.width))×\(Int(damage.height)) \(inside ? "inside" : "OUTSIDE") the ruler's frame"),
            result("ruler-glide-full-damage", "  same frames, whole window redrawn (no damage tracking)", full),
        ]
    }

    /// Frames while the picker's marker slides between the first and the last segment.
    func markerSlide() -> BenchResult {
        let stage = BenchStage.reference(on: backend)
        stage.draw()
        guard let picker = stage.widget("period", as: SegmentedPicker.self) else {
            return result("marker-slide", "segmented marker sliding", [])
        }
        let samples = BenchClock.samples(frames, stage.slideLoop(picker))
        return result("marker-slide", "segmented marker sliding", samples,
                      note: "damage \(Int(stage.lastDamage.width))×\(Int(stage.lastDamage.height))")
    }

    /// A frame in which nothing changed: render returns nil and nothing is drawn.
    func nothingChanged() -> BenchResult {
        let stage = BenchStage.reference(on: backend)
        stage.draw()
        let before = stage.framesDrawn
        let samples = BenchClock.samples(frames, stage.idleLoop())
        let drawn = stage.framesDrawn - before
        return result("nothing-changed", "frame with nothing changed", samples, goal: .nearZero(0.01),
                      note: "\(drawn) of \(frames) frames drew anything")
    }
}
