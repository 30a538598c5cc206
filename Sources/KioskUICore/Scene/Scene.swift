/// The application model a scene shows (`KioskApp`): told before every layout check — each frame,
/// each query, each scripted aim — where it brings text that shows controls' values up to date, so
/// it changes in the same frame as the value.
@MainActor
protocol SceneModel: AnyObject {
    /// A layout check is about to run.
    func sceneWillLayout()
}

/// The widget tree and everything it shares: size, split, font scale, focus, overlays, animations,
/// timers, damage and the event sink. The loop drives it in phases, each callable from a test:
/// `handle` (dispatch input, `Scene+Input`) → `advance` (animations, timers) → `layoutIfNeeded`
/// → `render` (`Scene+Render`). Scripts find widgets and ask for the layout through `Scene+Query`.
@MainActor
package final class Scene {
    let root: Widget
    /// The theme, font scale, measurer, language, numbers, direction and fonts every pass reads
    /// (`SceneEnvironment`): replaced as a whole when a setting changes (`setTheme`,
    /// `setFontScale`, `setLanguage`), which hands it to the layout context and lays the tree out
    /// again; drawing gets it with each frame's `DrawContext`.
    var environment: SceneEnvironment {
        didSet {
            layout.environment = environment
            setNeedsLayout()
        }
    }
    /// The layout pass's context: the environment and the pass's own caches.
    let layout: LayoutContext
    /// Pop-ups above the root (menus). The top one is modal: it gets every pointer and navigation.
    private(set) var overlays: [Widget] = []
    /// The window (or output) size in pixels.
    private(set) var windowSize: Size
    /// The fraction of the window width the UI gets (split screen); 1 = all of it.
    private(set) var split: Double = 1
    /// Seconds on the frame clock, as of the last `advance`.
    private(set) var now: Double = 0
    let focus = FocusManager()
    /// The on-screen keyboard, docked along the bottom while a text field has focus
    /// (Scene+Keyboard.swift); not part of the root's tree.
    let keyboard = OnScreenKeyboard()
    /// Every event goes through here to its subscribers: the JSON line, speech, the controls'
    /// behaviour, the Swift app (`EventBus`); the run subscribes them, tests subscribe their own.
    let events = EventBus()
    /// The application model (`KioskApp`) that shows its screens here, told before every layout
    /// check (`SceneModel`). Held for as long as the scene lives.
    var model: (any SceneModel)?

    private(set) var needsLayout = true
    /// The window rect that must be redrawn; empty when nothing changed.
    private(set) var damage: Rect = .zero
    /// The previous frame's draw list, kept for its storage (`Scene+Render`).
    var spareList = DrawList()
    /// Plans the background fill around opaque widgets (`Scene+OpaqueCover.swift`).
    let background = BackgroundPlanner()
    /// Animations and timers, visited in a defined order (`SceneClock`).
    private var clock = SceneClock()
    /// Who holds each pointer contact (`Scene+Input`).
    let pointers = PointerRouter()
    /// Per stick axis, the direction it was last pushed past half way (`Scene+Input`).
    var stickLatch: [GamepadAxis: Int] = [:]

    /// The theme the scene started with (the screen's own), which `{"theme":"screen"}` brings back.
    let screenTheme: Theme
    /// Whether the display shows a picture (`Runner.setDisplay`): a widget that animates by
    /// itself asks for no frame and no wake while it is false; on wake the window is drawn in full.
    var displayIsOn = true
    /// The font scale the run started with, which `{"textSize":"standard"}` brings back.
    var standardFontScale = 1.0
    /// Where pictures set at run time may come from (the screen's folder and `--image-dir`).
    var pictureFolders = PictureFolders()

    package init(root: Widget, measurer: TextMeasuring, size: Size, theme: Theme = .standard, fontScale: Double = 1) {
        self.root = root
        self.screenTheme = theme
        let environment = SceneEnvironment(measurer: measurer, theme: theme, fontScale: FontScale.clamp(fontScale))
        self.environment = environment
        self.layout = LayoutContext(environment)
        self.windowSize = Scene.sanitize(size)
        root.scene = self
        keyboard.scene = self
        setNeedsLayout()
    }

    var theme: Theme { environment.theme }
    var fontScale: Double { environment.fontScale }

    /// The rect the UI occupies: the left `split` of the window.
    var bounds: Rect {
        Rect(x: 0, y: 0, width: (windowSize.width * split).rounded(.down), height: windowSize.height)
    }

    private static func sanitize(_ s: Size) -> Size {
        Size(width: s.width.isFinite ? max(0, s.width) : 0, height: s.height.isFinite ? max(0, s.height) : 0)
    }

    // MARK: Invalidation

    func setNeedsLayout() { needsLayout = true; damage = Rect(origin: .zero, size: windowSize) }
    func setNeedsDisplay(_ rect: Rect) { damage = damage.union(rect.intersection(Rect(origin: .zero, size: windowSize))) }
    package func setNeedsDisplayAll() { damage = Rect(origin: .zero, size: windowSize) }

    /// Whether a layout pass was asked for; the request is taken (the caller runs the pass).
    func takeLayoutRequest() -> Bool {
        defer { needsLayout = false }
        return needsLayout
    }

    /// The damaged window rect, to be drawn now; the scene is clean afterwards.
    func takeDamage() -> Rect {
        defer { damage = .zero }
        return damage.intersection(Rect(origin: .zero, size: windowSize))
    }

    /// Whether a frame must be drawn or an animation is running.
    var hasWork: Bool { needsLayout || !damage.isEmpty || clock.isAnimating }
    package var isAnimating: Bool { clock.isAnimating }
    /// The earliest timer, if any: the loop may sleep until then.
    var nextWakeTime: Double? { clock.nextWakeTime }
    /// Whether a timer is pending that a replay or a headless run must wait for before it ends
    /// (not the application's own timers: a screen's return, the idle reset; see `SceneClock.wake`).
    var awaitsTimer: Bool { clock.holdsRun }

    // MARK: Environment changes

    func resize(_ size: Size) {
        let s = Scene.sanitize(size)
        guard s != windowSize else { return }
        windowSize = s
        setNeedsLayout()
    }

    func setFontScale(_ scale: Double) {
        let s = FontScale.clamp(scale)
        guard s != environment.fontScale else { return }
        environment = environment.with(fontScale: s)
    }

    func setSplit(_ fraction: Double) {
        let f = fraction.isFinite ? min(1, max(0, fraction)) : 1
        guard f != split else { return }
        split = f
        setNeedsLayout()
    }

    /// The fractions F2 cycles through on a desk: the whole width, 2/3, 1/2 and 1/3.
    static let splitSteps: [Double] = [1, 2.0 / 3.0, 0.5, 1.0 / 3.0]

    func cycleSplit() {
        let i = Scene.splitSteps.firstIndex { abs($0 - split) < 0.01 } ?? -1
        setSplit(Scene.splitSteps[(i + 1) % Scene.splitSteps.count])
    }

    // MARK: Overlays

    /// Shows a modal overlay (a menu). Contacts still down on what lies beneath are cancelled:
    /// a second finger resting on another compact picker must not open a second menu on top.
    func present(_ overlay: Widget) {
        overlay.scene = self
        overlays.append(overlay)
        pointers.cancelAll(time: now)
        focus.trap(in: overlay, scene: self)
        setNeedsLayout()
    }

    func dismiss(_ overlay: Widget) {
        guard let i = overlays.firstIndex(where: { $0 === overlay }) else { return }
        overlays.remove(at: i)
        pointers.release(overlay)
        focus.untrap(overlay, scene: self)
        setNeedsLayout()
    }

    // MARK: Events out

    /// The frame clock's time as events carry it: whole milliseconds.
    var eventTime: Double { (now * 1000).rounded() }

    /// Sends one of the runtime's own events (`ready`, `warning`, `layout` …), which name no widget.
    /// Widgets send theirs with `Widget.send`.
    func send(_ kind: KioskEvent.Kind) {
        events.publish(KioskEvent(at: eventTime, kind: kind), from: nil)
    }

    // MARK: Time

    /// Asks for `tick(now:)` every frame until it returns false.
    func animate(_ w: Widget) { clock.animate(w) }
    func stopAnimating(_ w: Widget) { clock.stopAnimating(w) }
    /// Asks for one `tick(now:)` at `time` (a later call replaces the earlier one). `holdsRun`
    /// false: a run with nothing else left ends without waiting for it (`SceneClock.wake`).
    func wake(_ w: Widget, at time: Double, holdsRun: Bool = true) { clock.wake(w, at: time, holdsRun: holdsRun) }
    func cancelWake(_ w: Widget) { clock.cancelWake(w) }

    /// Moves the clock to `time` and runs due timers (earliest first, ties in the order they were
    /// set), then animations (in the order they started). A widget that is no longer on screen
    /// (hidden, on a hidden page, removed) does not move: it is told to finish its motion at once
    /// and leaves the list, so nothing invisible can keep the loop drawing.
    package func advance(to time: Double) {
        now = max(now, time)
        for w in clock.takeDue(at: now) where w.isOnScreen(in: self) && w.tick(now: now) { clock.animate(w) }
        for w in clock.animatingNow {
            if !w.isOnScreen(in: self) {
                clock.stopAnimating(w)
                w.finishMotion()
            } else if !w.tick(now: now) {
                clock.stopAnimating(w)
            }
        }
    }
}

extension Scene {
    /// Brings every animation to its end at once, in the order they started: a ruler lands on
    /// the step it glides to and reports it. The end of a run calls it, so what is saved is where
    /// things were going, not where they were.
    func finishAllMotion() {
        for w in clock.animatingNow {
            clock.stopAnimating(w)
            w.finishMotion()
        }
    }
}

extension Widget {
    /// Whether the widget is part of `scene` and drawn: attached, and neither it nor an ancestor hidden.
    func isOnScreen(in scene: Scene) -> Bool { self.scene === scene && !isHidden && !ancestorHidden }

    /// Whether an ancestor is hidden (so this widget is not on screen either).
    var ancestorHidden: Bool {
        var p = parent
        while let x = p { if x.isHidden { return true }; p = x.parent }
        return false
    }
}
