/// An on/off control with its label: a `switch` (a track whose thumb slides to the on end) or a
/// `checkbox` (a box that shows a check mark). The label is part of the target: the whole row
/// (at least a touch target high) takes the tap, so "I accept the terms" toggles its box.
///
/// Touch and mouse: a tap anywhere on the row toggles; on a switch, a finger that comes down on
/// the track and slides sideways drags the thumb with it, and on release the thumb settles at the
/// nearer end (or the end it was flung towards). A sideways slide that starts on a switch's label,
/// and any slide on a checkbox, gives the contact up (a page's swipe). Keys and gamepad: Space,
/// Enter or A toggle it while it has focus. The thumb slides with the motion code every sliding
/// part uses (`AnimatedValue`, ease-in-out, like the picker's marker) and asks for frames only
/// until it arrives. Each change sends `change` with `value` true or false.
///
/// On and off differ by more than colour: a switch's thumb sits at the other end, a checkbox
/// shows a check mark. Right to left the row is mirrored (`ToggleGeometry`): the indicator at the
/// right, the label to its left, a switch's on end at the left.
///
/// `required` (a checkbox's) is said by speech and shown by the `layout` query; a button whose
/// `enabled` is `{checked: ID}` follows the box (`KioskApp+EnabledLinks`).
final class Toggle: Widget {
    override var valueControl: ValueControl? { self }
    override var itemTemplateSlot: ItemTemplateSlot? { self }
    override var onOffValue: OnOffValue? { self }

    /// Which of the two controls it is.
    enum Kind: String, Sendable {
        case `switch`
        case checkbox
    }

    let kind: Kind
    /// Whether it is on (a switch) or checked (a checkbox).
    private(set) var isOn: Bool
    /// Whether the screen says it must be checked to go on (speech says "required").
    var isRequired: Bool
    /// The label's text.
    var title: String {
        get { label.text }
        set { label.text = newValue }
    }

    /// The label, drawn and fitted as any wrapped label (it wraps rather than being cut).
    private let label: Label
    /// Where the thumb is from off (0) to on (1); a checkbox's follows its value at once.
    private var position: AnimatedValue
    /// Where the thumb is while a finger drags it; nil when none does.
    private var dragProgress: Double?
    /// The thumb's progress when the drag began.
    private var dragStart: Double = 0
    /// Whether the current contact came down on a switch's track (it may drag the thumb).
    private var downOnTrack = false
    private var gesture: GestureTracker
    private var isPressed = false
    /// The indicator's frame from the last layout.
    private(set) var indicatorFrame: Rect = .zero

    /// How long the thumb slides: two thirds of the picker marker's slide (about 0.22 s), with the
    /// same easing; the thumb travels a few dozen pixels, not a segment's width.
    static let duration = Theme.selectionSlide * 2 / 3

    init(id: String? = nil, kind: Kind, title: String, isOn: Bool = false, isRequired: Bool = false) {
        self.kind = kind
        self.isOn = isOn
        self.isRequired = isRequired
        label = Label(title, style: .body, lines: .wrap(maxLines: nil))
        position = AnimatedValue(isOn ? 1 : 0, motion: .timing(.easeInOut, duration: Toggle.duration))
        // A checkbox takes no drag: any slide is someone else's.
        gesture = GestureTracker(axis: kind == .switch ? .horizontal : .none, longPressDelay: nil)
        super.init(id: id, children: [label])
    }

    // MARK: Layout

    private func indicatorSize(_ ctx: LayoutContext) -> Size {
        ToggleGeometry.indicatorSize(switch: kind == .switch, fontScale: ctx.fontScale)
    }

    private func gap(_ ctx: LayoutContext) -> Double { title.isEmpty ? 0 : (ToggleGeometry.gap * ctx.fontScale).rounded() }

    /// Whether `width` is too narrow for the indicator, the gap and the label's widest word side
    /// by side: then the label stands under the indicator (a narrow split at a large font scale)
    /// rather than getting no width at all.
    private func isStacked(_ width: Double?, _ ctx: LayoutContext) -> Bool {
        guard let width, !title.isEmpty else { return false }
        return ToggleGeometry.isStacked(width: width, wholeWidth: wholeWidth(ctx))
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let ind = indicatorSize(ctx)
        let g = gap(ctx)
        let width = LayoutMath.finite(p.width)
        if isStacked(width, ctx) {
            let text = label.measure(ProposedSize(width: width, height: nil), ctx)
            return Size(max(ind.width, text.width), max(ctx.theme.minTouchTarget, ind.height + g + text.height))
        }
        let room = width.map { max(0, $0 - ind.width - g) }
        let text = title.isEmpty ? .zero : label.measure(ProposedSize(width: room, height: nil), ctx)
        return Size(ind.width + g + text.width, max(ctx.theme.minTouchTarget, ind.height, text.height))
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let ind = indicatorSize(ctx)
        if isStacked(bounds.width, ctx) {
            indicatorFrame = ToggleGeometry.stackedIndicator(ind, in: bounds, direction: ctx.direction)
            label.place(in: ToggleGeometry.stackedLabel(indicatorHeight: ind.height, gap: gap(ctx), in: bounds), ctx)
            return
        }
        indicatorFrame = ToggleGeometry.indicator(ind, in: bounds, direction: ctx.direction)
        label.place(in: ToggleGeometry.label(indicatorWidth: ind.width, gap: gap(ctx), in: bounds, direction: ctx.direction), ctx)
    }

    // MARK: State

    /// Turns it on or off as a user would: the thumb slides (or jumps, `animated` false) and
    /// `change` is sent; nothing when it already is.
    func setOn(_ on: Bool, animated: Bool = true) {
        guard on != isOn else { return }
        isOn = on
        slide(animated: animated)
        send(.change(.flag(on)))
    }

    /// Flips it (a tap, Space, Enter, A).
    func toggle() { setOn(!isOn) }

    /// Moves the thumb to the value from where it is drawn now (mid-drag: from the finger).
    private func slide(animated: Bool) {
        let now = scene?.now ?? 0
        if let d = dragProgress { position.jump(to: d); dragProgress = nil }
        if animated && kind == .switch {
            position.retarget(to: isOn ? 1 : 0, at: now)
            scene?.animate(self)
        } else {
            position.jump(to: isOn ? 1 : 0)
        }
        setNeedsDisplay()
    }

    /// Where the thumb is drawn at `t`: the finger's place while dragged, else the slide's.
    func progress(at t: Double) -> Double { dragProgress ?? position.value(at: t) }

    override func tick(now: Double) -> Bool {
        setNeedsDisplay()
        return !position.isFinished(at: now)
    }

    override func finishMotion() { position.jump(to: isOn ? 1 : 0) }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        if isPressed { list.fill(frame, th.surfacePressed, radius: th.cornerRadius) }
        let box = indicatorFrame
        switch kind {
        case .switch:
            let p = progress(at: ctx.now)
            let on = p >= 0.5
            let radius = box.height / 2
            if on {
                list.fill(box, th.accent, radius: radius)
            } else {
                list.fill(box, th.surface, radius: radius)
                list.stroke(box, th.separator, radius: radius, width: 2)
            }
            let thumb = ToggleGeometry.thumb(in: box, progress: p, direction: layoutDirection)
            list.fill(thumb, on ? th.accentText : th.separator, radius: thumb.height / 2)
        case .checkbox:
            let radius = (box.height * 0.2).rounded()
            if isOn {
                list.fill(box, th.accent, radius: radius)
                let (a, b, c) = ToggleGeometry.checkMark(in: box)
                let w = max(2, (box.height * 0.12).rounded())
                list.line(a, b, th.accentText, width: w)
                list.line(b, c, th.accentText, width: w)
            } else {
                list.fill(box, th.surface, radius: radius)
                list.stroke(box, th.separator, radius: radius, width: 2)
            }
        }
        drawChildren(&list, ctx)
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }
    override var isFocusable: Bool { true }

    /// The part of the track a finger may grab: the track with a little room around it.
    private var grabArea: Rect { indicatorFrame.inset(by: Insets(horizontal: -8, vertical: -8)) }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        for out in gesture.handle(e) {
            switch out {
            case let .pressed(p):
                downOnTrack = kind == .switch && grabArea.contains(p)
                setPressed(true)
            case let .tap(p):
                setPressed(false)
                if frame.contains(p) { toggle() }
            case .dragBegan:
                setPressed(false)
                // Only the thumb's track drags; a slide from the label is a swipe for what lies under.
                guard downOnTrack else {
                    gesture = GestureTracker(axis: .horizontal, longPressDelay: nil)
                    return .yield
                }
                dragStart = progress(at: scene?.now ?? 0)
                dragProgress = dragStart
            case let .dragChanged(translation, _):
                guard dragProgress != nil else { break }
                dragProgress = ToggleGeometry.progress(start: dragStart, dragged: translation.x, track: indicatorFrame,
                                                       direction: layoutDirection)
                setNeedsDisplay()
            case let .dragEnded(velocity, isFling):
                guard let d = dragProgress else { break }
                let on = ToggleGeometry.settles(progress: d, velocityX: velocity.x, isFling: isFling, direction: layoutDirection)
                if on != isOn { setOn(on) } else { slide(animated: true) }
            case .cancelled, .rejected:
                setPressed(false)
                if dragProgress != nil { slide(animated: true) }
            case .longPress, .longPressMoved, .longPressEnded:
                break
            }
        }
        return gesture.disposition
    }

    private func setPressed(_ p: Bool) {
        guard p != isPressed else { return }
        isPressed = p
        setNeedsDisplay()
    }

    override func navigate(_ action: NavAction) -> Bool {
        guard action == .activate else { return false }
        toggle()
        return true
    }

    // MARK: Scripting

    override var typeName: String { kind.rawValue }

    /// Part 0 is the indicator (a switch's track, a checkbox's box): `"target":"ID#0"`.
    override func partFrame(_ n: Int) -> Rect? { n == 0 ? indicatorFrame : nil }
}

extension Toggle: ValueControl {
    var valueNoun: String { kind.rawValue }
    var valueDomain: ValueDomain { .flag }
    var valuePosition: Int { isOn ? 1 : 0 }
    func moveValue(to position: Int) { setOn(position == 1) }
    /// What live text shows for it: `true` or `false`, as `set` and the events write it.
    var shownValueText: String { isOn ? "true" : "false" }
}

extension Toggle: QueryableWidget {
    var layoutState: [(String, JSONValue)] {
        var out: [(String, JSONValue)] = [("title", .string(title)), (kind == .checkbox ? "checked" : "on", .bool(isOn)),
                                          ("value", .bool(isOn))]
        if isRequired { out.append(("required", true)) }
        out.append(("indicator", JSONValue(indicatorFrame)))
        if kind == .switch {
            let now = scene?.now ?? 0
            out.append(("thumb", JSONValue(ToggleGeometry.thumb(in: indicatorFrame, progress: progress(at: now), direction: layoutDirection))))
        }
        if cutText != nil { out.append(("truncated", true)) }
        return out
    }
}

extension Toggle: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { kind == .switch ? .switchControl : .checkbox }
    var visibleName: String? { title }
    var spokenValue: SpokenValue? { kind == .switch ? .switchState(on: isOn) : .checkState(checked: isOn, required: isRequired) }
}

extension Toggle: TextWidget {
    var displayText: String {
        get { title }
        set { title = newValue }
    }
}

extension Toggle: SettableWidget {
    /// Its label's text (as `text`).
    var ownFields: [String] { ["text"] }
    func current(_ name: String) -> SetField? { name == "text" ? .text(title) : nil }
    func apply(_ field: SetField) { if case let .text(s) = field { title = s } }
}

/// The label wraps at spaces, so only a word wider than the row is cut; its least whole width is
/// the indicator, the gap and the label's widest word. The label reports a cut text itself
/// (`CutTextReporting`).
extension Toggle: WholeWidth {
    func wholeWidth(_ ctx: LayoutContext) -> Double {
        let ind = indicatorSize(ctx).width
        guard !title.isEmpty else { return ind }
        let widest = title.split(separator: " ").map { ctx.measure(String($0), .body).width }.max() ?? 0
        return ind + gap(ctx) + widest
    }

    /// The label's text when it is drawn cut.
    var cutText: String? { isHidden ? nil : label.cutText }
}
