/// A progress bar (`type: progress`): how far something the customer waits for has come (a card
/// being read, a ticket printing), or, `indeterminate`, that it is under way.
///
/// Determinate: the accent colour fills the track from the leading edge (the right in a language
/// written right to left) to the value, 0…1; a new value slides there (`AnimatedValue`, 0.25 s).
/// Indeterminate: a third of the track runs along it, leading edge to trailing, every 1.5 s, 30
/// pictures a second. It animates only while it is drawn: each picture asks for a wake-up for the
/// next one, which the scene drops when the bar is no longer on screen (`Scene.advance`), so a bar
/// on a hidden page or screen asks for no frame. Those wake-ups do not hold a replay or headless
/// run open: a screen with a running bar still ends.
///
/// With `showsValue` the percentage stands at the bar's trailing end, in the language's digits.
/// It takes no input and no focus; speech says its percentage as it changes, at most every few
/// seconds (`SpeechMonitor`). Its value goes where every control's does (`ValueControl`: `set`,
/// the state file, `{ID}` live text as the percentage), in steps of 0.001.
final class ProgressBar: Widget {
    override var valueControl: ValueControl? { self }

    /// Its values: 0…1 in thousandths.
    static let scale = try! RulerScale(min: 0, max: 1, step: 0.001, majorEvery: 100)

    /// The step of `scale` it shows (or slides to).
    private(set) var position: Int
    let isIndeterminate: Bool
    let showsValue: Bool
    /// The fill as drawn, sliding to `value`.
    private var fill: AnimatedValue

    /// Seconds a running segment takes from one end to the other.
    static let period = 1.5
    /// Seconds between the pictures of a running segment: 30 a second is smooth for a bar and
    /// half the frames of the display's rate.
    static let frameInterval = 1.0 / 30

    init(value: Double = 0, indeterminate: Bool = false, showsValue: Bool = false, id: String? = nil) {
        position = ProgressBar.scale.index(nearest: value)
        isIndeterminate = indeterminate
        self.showsValue = showsValue
        fill = AnimatedValue(ProgressBar.scale.value(at: position))
        super.init(id: id)
    }

    /// The value, 0…1.
    var value: Double { ProgressBar.scale.value(at: position) }
    /// The value in whole percent.
    var percent: Int { Int((value * 100).rounded()) }
    /// Whether its fill slides now (it asked the scene for frames and was not stopped).
    private(set) var isSliding = false
    /// Whether it moves now: a fill sliding, or an indeterminate bar on screen.
    var isMoving: Bool { isSliding || (isIndeterminate && scene.map { isOnScreen(in: $0) } == true) }

    /// Asks the scene for a tick every frame.
    private func run() {
        guard let scene, !isSliding else { return }
        isSliding = true
        scene.animate(self)
    }

    // MARK: Layout

    /// The bar's thickness at a font scale.
    private func barHeight(_ fontScale: Double) -> Double { max(8, (10 * fontScale).rounded()) }

    /// Room for the widest percentage ("100%") and the space before it.
    private func valueWidth(_ ctx: some EnvironmentReading) -> Double {
        showsValue ? ctx.measure(percentText(100, ctx.numbers), .body).width + ctx.theme.spacing : 0
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let w = LayoutMath.finite(p.width) ?? 320
        let line = showsValue ? ctx.measurer.lineHeight(font: ctx.font(.body)) : 0
        return Size(max(w, valueWidth(ctx) + 48), max(24, barHeight(ctx.fontScale), line))
    }

    // MARK: Drawing

    /// "40%" in the language's digits.
    func percentText(_ p: Int, _ numbers: NumberFormat) -> String { numbers.format("\(p)") + "%" }

    /// The track, in the frame's middle, leaving the percentage its room at the trailing end.
    private func track(_ ctx: some EnvironmentReading) -> Rect {
        let h = barHeight(ctx.fontScale)
        let r = Rect(x: frame.minX, y: (frame.midY - h / 2).rounded(), width: max(0, frame.width - valueWidth(ctx)), height: h)
        return ctx.direction.place(r, in: frame)
    }

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let t = track(ctx), theme = ctx.theme
        let radius = t.height / 2
        list.fill(t, theme.surfacePressed, radius: radius)
        if isIndeterminate {
            // A third of the track, entering at the leading edge and leaving at the trailing one.
            let phase = (ctx.now / ProgressBar.period).truncatingRemainder(dividingBy: 1)
            let segment = t.width / 3
            let x = t.minX - segment + phase * (t.width + segment)
            let ltr = Rect(x: x, y: t.minY, width: segment, height: t.height)
            list.clipped(to: t) { $0.fill(ctx.direction.place(ltr, in: t), theme.accent, radius: radius) }
            // Drawn, so it runs: the next picture at the next wake-up. A wake-up the scene drops
            // when the bar is off screen, and one no replay waits for (the bar would never end).
            scene?.wake(self, at: ctx.now + ProgressBar.frameInterval, holdsRun: false)
        } else {
            let shown = min(1, max(0, fill.value(at: ctx.now)))
            let w = (t.width * shown).rounded()
            if w > 0 {
                let ltr = Rect(x: t.minX, y: t.minY, width: max(w, min(t.width, t.height)), height: t.height)
                list.fill(ctx.direction.place(ltr, in: t), theme.accent, radius: radius)
            }
        }
        list.stroke(t, theme.separator, radius: radius, width: 1)
        if showsValue {
            let text = percentText(percent, ctx.numbers)
            let size = ctx.measure(text, .body)
            let ltrX = frame.maxX - size.width
            let x = ctx.direction.x(ltrX, width: size.width, in: frame)
            list.text(text, at: Point(x.rounded(), (frame.midY - size.height / 2).rounded()), font: ctx.font(.body),
                      color: theme.text, direction: ctx.textDirection)
        }
    }

    // MARK: Time

    /// A sliding fill every frame; a running segment at its wake-up (drawing asks for the next).
    override func tick(now: Double) -> Bool {
        setNeedsDisplay()
        isSliding = !isIndeterminate && !fill.isFinished(at: now)
        return isSliding
    }

    override func finishMotion() {
        isSliding = false
        fill.jump(to: value)
        setNeedsDisplay()
    }

    /// Goes to step `k`: the fill slides there, and a `change` says the new value at once (the
    /// value is the one a controller gave; the slide only shows it).
    func go(to k: Int) {
        let kk = min(ProgressBar.scale.lastIndex, max(0, k))
        guard kk != position else { return }
        position = kk
        fill.retarget(to: value, at: scene?.now ?? 0)
        if showsValue { setNeedsDisplay() }
        run()
        send(.change(.number(value)))
    }

    // MARK: Scripting

    override var typeName: String { "progress" }
}

extension ProgressBar: QueryableWidget, ValueControl {
    var layoutState: [(String, JSONValue)] {
        [("value", .number(value)), ("percent", .number(Double(percent))), ("indeterminate", .bool(isIndeterminate)),
         ("moving", .bool(isMoving))]
    }

    var valueNoun: String { "progress" }
    var valueDomain: ValueDomain { .steps(ProgressBar.scale) }
    var valuePosition: Int { position }
    func moveValue(to position: Int) { go(to: position) }
    /// The percentage as the bar shows it: "40%".
    var shownValueText: String { percentText(percent, scene?.layout.numbers ?? .plain) }
}

extension ProgressBar: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .progress }
    /// Its percentage; none while indeterminate.
    var spokenValue: SpokenValue? { isIndeterminate ? nil : .percent(percent) }
}
