import KioskUICore
import KioskUISDL

/// A scene on the headless software backend with a virtual clock: one frame is
/// `advance(1/60 s) → render → present`, exactly what the runner does, minus input polling.
///
/// Animations are driven by the virtual clock, so every run of the benchmark draws the same frames.
@MainActor
final class BenchStage {
    let backend: SDLBackend
    let scene: Scene
    private(set) var now: Double = 0
    /// Frames that drew something (a frame with nothing changed draws nothing).
    private(set) var framesDrawn = 0
    /// The damage of the last frame drawn.
    private(set) var lastDamage: Rect = .zero
    /// Draw commands of the last frame drawn (what a frame asked the executor to do).
    private(set) var lastCommandCount = 0

    static let frameInterval = 1.0 / 60.0

    init(backend: SDLBackend, root: Widget, measurer: TextMeasuring? = nil) {
        self.backend = backend
        scene = Scene(root: root, measurer: measurer ?? backend.measurer, size: backend.size)
    }

    /// A stage showing the reference scene (`DemoScreen`, the kiosk's own demo).
    static func reference(on backend: SDLBackend) -> BenchStage {
        BenchStage(backend: backend, root: DemoScreen.make())
    }

    /// Moves the clock one frame on and lets animations run (untimed part of a frame, if wanted).
    func advance() {
        now += BenchStage.frameInterval
        scene.advance(to: now)
    }

    /// Renders what changed and presents it. Returns whether anything was drawn.
    @discardableResult
    func draw() -> Bool {
        guard let (list, damage) = scene.render() else { return false }
        backend.present(list, damage: damage)
        framesDrawn += 1
        lastDamage = damage
        lastCommandCount = list.commands.count
        return true
    }

    /// One whole frame: advance, render, present.
    @discardableResult
    func frame() -> Bool {
        advance()
        return draw()
    }

    /// The widget with `id` in the scene, of type `T`.
    func widget<T: Widget>(_ id: String, as: T.Type) -> T? {
        scene.layoutIfNeeded()
        return scene.widget(id: id) as? T
    }

    // MARK: Gestures on the virtual clock

    /// A horizontal fling of `dx` pixels over 0.1 s across the middle of `w`, sampled every 8 ms,
    /// then released. The clock moves on with the finger (frames are not drawn meanwhile).
    func fling(_ w: Widget, dx: Double) {
        let y = w.frame.midY, x = w.frame.midX
        let t0 = now
        scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: Point(x, y), device: .touch, time: t0)))
        let n = 12
        for i in 1...n {
            let f = Double(i) / Double(n)
            now = t0 + 0.1 * f
            scene.advance(to: now)
            scene.handle(.pointer(PointerEvent(phase: .move, id: 1, location: Point(x + dx * f, y), device: .touch, time: now)))
        }
        scene.handle(.pointer(PointerEvent(phase: .up, id: 1, location: Point(x + dx, y), device: .touch, time: now)))
    }
}
