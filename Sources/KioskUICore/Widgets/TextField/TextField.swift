/// A one-line text field: a licence plate, a booking code, a name, a PIN. What it holds and how an
/// edit changes it is its `TextEditModel` (the caret, select-all, the kind's filter, `maxLength`);
/// this is the control around it: a box with the text (dots when `secure`), a placeholder while
/// it is empty, a blinking caret while it has focus, a clear button (×) at its trailing end, and
/// the `patternHint` under it after a `submit` its `pattern` refused.
///
/// Touch and mouse: a tap focuses it and puts the caret where it landed (the nearest place
/// between two characters on screen, measured with the scene's text measurer), a double tap
/// selects all, a tap on × clears it; a slide is the scroll view's. Keys while it has focus: the
/// arrows move the caret visually (`TextEditModel.moveVisually`; at either end they move focus on),
/// Home and End to the start and the end, Backspace and Delete delete, Enter submits; text comes
/// as `InputEvent.text` (a physical keyboard, a barcode scanner, a replay's `type` line) and
/// from the on-screen keyboard through `TextEntryTarget`. Space, + and − are left to the text
/// they type.
///
/// Events: `focus` when it takes focus; `change` after edits, rate-limited (`changeDelay`: a
/// burst of typing or a scanner's code is one event), and at once before a `submit` and when
/// focus leaves; `submit` on Enter when the pattern matches, else `invalid` with the hint. A
/// secure field's text is never in an event unless `reportValue` (a controller that checks a
/// PIN), and never in the state file, the `layout` query, speech or live text (dots there).
///
/// Right to left the box is mirrored (× on the left, the text from the right edge); the text is
/// drawn as every text is (bidi, shaping), so a plate "12 أ ب" shows with its digits read first.
final class TextField: Widget {
    override var keptValue: JSONValue? { savedValue }
    override var liveText: String? { liveValueText }

    private(set) var model: TextEditModel
    /// What the field shows while empty, and what speech calls it (without an accessibilityLabel).
    /// A new one is laid out again: whether it is cut (`placeholderCut`) is decided there.
    var placeholder: String { didSet { if placeholder != oldValue { setNeedsLayout() } } }
    /// The text the file gives: where a reset puts it back.
    let fileText: String
    /// What the value must match before `submit`; nil: anything.
    let pattern: TextPattern?
    /// Why a refused value was refused ("two letters, a space and up to four digits"), shown
    /// under the field and spoken.
    var patternHint: String { didSet { if patternHint != oldValue { hintLabel.text = patternHint } } }
    /// Shows dots; its text appears nowhere but in the field (and, with `reportsValue`, events).
    let isSecure: Bool
    /// A secure field's text goes into `change` and `submit` events (only there).
    let reportsValue: Bool

    /// Whether the hint shows: after a refused `submit`, until the text matches.
    private(set) var showsHint = false
    private let hintLabel: Label
    /// When a `change` is due for edits not yet reported; nil: none pending.
    private var changeDue: Double?
    /// The text the last `change` reported (or the field started with): no event for a no-op.
    private var reportedText: String
    /// When the caret's blink started (an edit or a move restarts it, visible).
    private var blinkStart: Double = 0
    private var gesture = GestureTracker(axis: .none, longPressDelay: nil)
    /// The last tap's time and place, to find a double tap.
    private var lastTap: (time: Double, at: Point)?
    /// Whether it has focus (told by `focusChanged`), shown or not: the caret blinks and the edge
    /// is the accent colour.
    private(set) var isEditing = false
    /// The box (without the hint under it), from the last layout.
    private(set) var boxFrame: Rect = .zero

    /// How long after an edit `change` is sent: edits within it make one event.
    static let changeDelay = 0.25
    /// Half a blink: the caret shows for this long, then hides for as long.
    static let blinkHalf = 0.5
    /// After this long without an edit or a move the caret stops blinking and stays (the loop may
    /// sleep again).
    static let blinkFor = 20.0
    /// Two taps at most this far apart in time (s) and place (px) select all.
    static let doubleTapTime = 0.4, doubleTapSlop = 24.0
    /// What a secure field shows for each character.
    static let dot: Character = "•"

    init(id: String? = nil, text: String = "", placeholder: String = "", kind: TextInputKind = .text, maxLength: Int? = nil,
         pattern: TextPattern? = nil, patternHint: String = "", secure: Bool = false, reportsValue: Bool = false) {
        model = TextEditModel(text: text, kind: kind, maxLength: maxLength)
        fileText = model.text
        reportedText = model.text
        self.placeholder = placeholder
        self.pattern = pattern
        self.patternHint = patternHint
        isSecure = secure
        self.reportsValue = reportsValue
        hintLabel = Label(patternHint, style: .caption, lines: .wrap(maxLines: nil))
        super.init(id: id, children: [hintLabel])
        hintLabel.isHidden = true
    }

    var text: String { model.text }
    var inputKind: TextInputKind { model.kind }

    // MARK: Layout

    private func padding(_ fontScale: Double) -> Double { (12 * fontScale).rounded() }

    private func boxHeight(_ ctx: LayoutContext) -> Double {
        let line = ctx.measurer.lineHeight(font: ctx.font(.body))
        return max(ctx.theme.minTouchTarget, (line + padding(ctx.fontScale)).rounded())
    }

    /// The gap between the box and the hint.
    private static let hintGap = 4.0

    /// Its width without a proposal: 320 px, or more when its placeholder needs more to show whole.
    private func idealWidth(_ ctx: LayoutContext) -> Double { max(320, wholeWidth(ctx)) }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let w = p.width.flatMap { $0.isFinite ? $0 : nil } ?? idealWidth(ctx)
        var h = boxHeight(ctx)
        if showsHint { h += TextField.hintGap + hintLabel.measure(ProposedSize(width: w, height: nil), ctx).height }
        return Size(w, h)
    }

    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        let h = boxHeight(ctx)
        boxFrame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: min(h, bounds.height))
        let font = ctx.font(.body)
        placeholderCut = ctx.measurer.measure(placeholder, font: font, direction: ctx.textDirection).width
            > textArea(ctx.fontScale).width + LayoutMath.epsilon
        let hintY = boxFrame.maxY + TextField.hintGap
        hintLabel.place(in: Rect(x: bounds.minX, y: hintY, width: bounds.width, height: max(0, bounds.maxY - hintY)), ctx)
    }

    /// Whether the placeholder, when it shows, is drawn cut ("Tel…"): decided when placed, in the
    /// text area's width (`CutTextReporting`, the `layout` query's `truncated`, `kiosk check --sizes`).
    private(set) var placeholderCut = false

    /// The clear button: a square as high as the box at its trailing end (≥ a touch target).
    var clearFrame: Rect {
        let side = boxFrame.height
        let ltr = Rect(x: boxFrame.maxX - side, y: boxFrame.minY, width: side, height: side)
        return layoutDirection.place(ltr, in: boxFrame)
    }

    /// Where the text goes: the box but its padding and the clear button.
    private func textArea(_ fontScale: Double) -> Rect {
        let pad = padding(fontScale), side = boxFrame.height
        let ltr = Rect(x: boxFrame.minX + pad, y: boxFrame.minY, width: max(0, boxFrame.width - pad - side), height: boxFrame.height)
        return layoutDirection.place(ltr, in: boxFrame)
    }

    // MARK: Text geometry

    /// The direction the field's text runs in. Numbers, PINs, phone numbers and e-mail addresses
    /// are written left to right in every language: "+49 30 1234" has no letter to take a
    /// direction from, so in an Arabic screen it read "1234 30 49+". Other kinds take the
    /// screen's (FriBidi still orders each run by its own letters).
    var textBase: TextDirection {
        switch inputKind {
        case .number, .pin, .phone, .email: return .ltr
        case .text, .name, .plate: return layoutDirection.text
        }
    }

    /// The text as drawn: dots for a secure field.
    var shownText: String { isSecure ? String(repeating: TextField.dot, count: model.count) : model.text }

    /// Where the shown text and its caret places are, in window pixels, for the measurer and font
    /// given: the line's left edge, its width, and the x of each caret place (0…count).
    struct Geometry {
        var origin: Double
        var width: Double
        var caretX: [Double]
    }

    func geometry(measurer: TextMeasuring, font: Font, fontScale: Double) -> Geometry {
        let area = textArea(fontScale)
        let shown = shownText
        let direction = textBase
        let total = measurer.measure(shown, font: font, direction: direction).width
        // The model of what is drawn (dots run left to right) gives the visual order.
        let drawn = isSecure ? TextEditModel(text: shown) : model
        let edges = TextField.edges(of: drawn, total: total, direction: direction) { measurer.measure($0, font: font, direction: direction).width }
        let slots = drawn.caretSlots(base: direction)
        let caretInText = slots.map { edges[$0] }
        // A line wider than its room scrolls so the caret shows.
        var origin: Double
        let caret = caretInText[model.caret]
        let margin = 2.0
        if total <= area.width {
            origin = layoutDirection.isRightToLeft ? area.maxX - total : area.minX
        } else if layoutDirection.isRightToLeft {
            let hidden = min(total - area.width, max(0, (total - caret) - area.width + margin))
            origin = area.maxX - total + hidden
        } else {
            let hidden = min(total - area.width, max(0, caret - area.width + margin))
            origin = area.minX - hidden
        }
        origin = origin.rounded()
        return Geometry(origin: origin, width: total, caretX: caretInText.map { origin + $0 })
    }

    /// The x of each visual slot (0…count) from the line's left edge. A line of one direction is
    /// measured by its prefixes (in logical order, as shaped and kerned: a caret after "AB" is where
    /// "AB" ends); a line of mixed directions by each character's width, scaled to the whole
    /// line's, as a prefix of mixed text is no piece of the line on screen.
    static func edges(of drawn: TextEditModel, total: Double, direction: TextDirection, width: (String) -> Double) -> [Double] {
        let n = drawn.count
        guard n > 0 else { return [0] }
        let levels = drawn.characterLevels(base: direction)
        func prefix(_ k: Int) -> Double { k == 0 ? 0 : width(String(drawn.characters[0..<k])) }
        if levels.allSatisfy({ $0 & 1 == 0 }) {
            return (0...n).map { v in v == n ? total : prefix(v) }
        }
        if levels.allSatisfy({ $0 & 1 == 1 }) {
            // Right to left: visual slot v has the last n − v characters to its right.
            return (0...n).map { v in v == 0 ? 0 : total - prefix(n - v) }
        }
        let widths = drawn.visualOrder(base: direction).map { width(String(drawn.characters[$0])) }
        let sum = widths.reduce(0, +)
        let k = sum > 0 ? total / sum : 0
        var edges = [0.0]
        for w in widths { edges.append(edges[edges.count - 1] + w * k) }
        return edges
    }

    private func geometry() -> Geometry? {
        guard let ctx = scene?.layout else { return nil }
        return geometry(measurer: ctx.measurer, font: ctx.font(.body), fontScale: ctx.fontScale)
    }

    /// The caret place nearest to `x` on screen.
    func caretIndex(nearest x: Double) -> Int {
        guard let g = geometry() else { return model.count }
        var best = model.count, distance = Double.infinity
        for (i, cx) in g.caretX.enumerated() where abs(cx - x) < distance {
            best = i
            distance = abs(cx - x)
        }
        return best
    }

    // MARK: Drawing

    /// Whether the caret shows at `now`: while focused, in the first half of each blink, and for
    /// good once the blink has run `blinkFor`.
    func caretVisible(at now: Double, focused: Bool) -> Bool {
        guard focused else { return false }
        let t = now - blinkStart
        if t >= TextField.blinkFor { return true }
        return (t / TextField.blinkHalf).rounded(.down).truncatingRemainder(dividingBy: 2) == 0
    }

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        // Focus after a tap hides the ring but not the caret: the field says it is being typed into.
        let focused = isEditing
        list.fill(boxFrame, th.surface, radius: th.cornerRadius)
        list.stroke(boxFrame, focused ? th.accent : th.separator, radius: th.cornerRadius, width: focused ? 3 : 2)
        let font = ctx.font(.body)
        let area = textArea(ctx.fontScale)
        let lineHeight = ctx.measurer.lineHeight(font: font)
        let y = (area.midY - lineHeight / 2).rounded()
        if model.isEmpty {
            if !placeholder.isEmpty {
                // A placeholder longer than the box ends with "…", as a label does.
                let shown = TextFitting.truncated(placeholder, width: area.width, font: font, measurer: ctx.measurer, direction: ctx.textDirection)
                let w = ctx.measurer.measure(shown, font: font, direction: ctx.textDirection).width
                let x = ctx.direction.isRightToLeft ? area.maxX - w : area.minX
                list.clipped(to: area) { $0.text(shown, at: Point(x.rounded(), y), font: font, color: th.secondaryText, direction: ctx.textDirection) }
            }
        } else {
            let g = geometry(measurer: ctx.measurer, font: font, fontScale: ctx.fontScale)
            let selected = model.isAllSelected
            list.clipped(to: area) { l in
                if selected { l.fill(Rect(x: g.origin, y: y, width: g.width, height: lineHeight), th.accent) }
                l.text(shownText, at: Point(g.origin, y), font: font, color: selected ? th.accentText : th.text, direction: textBase)
            }
            // The clear button: an × in the text colour.
            let c = clearFrame.center, r = (clearFrame.height * 0.16).rounded()
            let w = max(2, (2 * ctx.fontScale).rounded())
            list.line(Point(c.x - r, c.y - r), Point(c.x + r, c.y + r), th.text, width: w)
            list.line(Point(c.x - r, c.y + r), Point(c.x + r, c.y - r), th.text, width: w)
        }
        if caretVisible(at: ctx.now, focused: focused), !model.isAllSelected {
            let x: Double
            if model.isEmpty {
                x = ctx.direction.isRightToLeft ? area.maxX - 1 : area.minX
            } else {
                x = geometry(measurer: ctx.measurer, font: font, fontScale: ctx.fontScale).caretX[model.caret]
            }
            let cx = min(max(x, area.minX), area.maxX - 2).rounded()
            list.fill(Rect(x: cx, y: y, width: max(2, ctx.fontScale.rounded()), height: lineHeight), th.text)
        }
        drawChildren(&list, ctx)
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }
    override var isFocusable: Bool { true }
    override var focusRect: Rect { boxFrame }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        for out in gesture.handle(e) {
            guard case let .tap(p) = out else { continue }
            tapped(at: p, time: e.time)
        }
        return gesture.disposition
    }

    /// A tap: focus, then clear (on ×), select all (a second tap close by) or place the caret.
    func tapped(at p: Point, time: Double) {
        guard boxFrame.contains(p) else { return }
        if let scene { scene.focus.setFocus(self, scene: scene) }
        if !model.isEmpty, clearFrame.contains(p) {
            lastTap = nil
            model.replaceAll(with: "")
            edited()
            return
        }
        if let last = lastTap, time - last.time <= TextField.doubleTapTime, last.at.distance(to: p) <= TextField.doubleTapSlop {
            lastTap = nil
            model.selectAll()
        } else {
            lastTap = (time, p)
            model.moveCaret(to: caretIndex(nearest: p.x))
        }
        caretMoved()
    }

    /// A key while the field has focus; false for one it leaves to navigation.
    override func typed(_ key: Key) -> Bool {
        switch key {
        case .left, .right:
            let moved = model.moveVisually(key == .right ? 1 : -1, base: isSecure ? .ltr : textBase)
            if moved { caretMoved() }
            return moved
        case .home: model.moveToStart(); caretMoved(); return true
        case .end: model.moveToEnd(); caretMoved(); return true
        case .backspace: apply(.deleteBackward); return true
        case .delete:
            if model.deleteForward() { edited() }
            return true
        case .enter: apply(.submit); return true
        // Typed as text (`InputEvent.text`), not navigation.
        case .space, .plus, .minus: return true
        case .up, .down, .tab, .backtab, .escape, .pageUp, .pageDown, .cycleSplit: return false
        }
    }

    override func focusChanged(_ focused: Bool) {
        isEditing = focused
        super.focusChanged(focused)
        if focused {
            send(.focus)
            caretMoved()
        } else {
            lastTap = nil
            flushChange()
            scheduleWake()
        }
    }

    // MARK: Time

    /// The caret shows again and blinks from now.
    private func caretMoved() {
        blinkStart = scene?.now ?? 0
        setNeedsDisplay()
        scheduleWake()
    }

    /// The text changed: a `change` is due, the hint goes when the text matches.
    private func edited() {
        let now = scene?.now ?? 0
        if changeDue == nil { changeDue = now + TextField.changeDelay }
        if showsHint, pattern?.matches(model.text) ?? true {
            showsHint = false
            hintLabel.isHidden = true
            setNeedsLayout()
        }
        caretMoved()
    }

    private var hasFocus: Bool { isEditing }

    /// One wake-up for the next of: the due `change` (which a replay waits for) and the caret's
    /// next blink (which it does not).
    private func scheduleWake() {
        guard let scene else { return }
        var next = changeDue ?? .infinity
        let t = scene.now - blinkStart
        if hasFocus, t < TextField.blinkFor {
            next = min(next, blinkStart + ((t / TextField.blinkHalf).rounded(.down) + 1) * TextField.blinkHalf)
        }
        if next.isFinite { scene.wake(self, at: next, holdsRun: changeDue != nil) } else { scene.cancelWake(self) }
    }

    override func tick(now: Double) -> Bool {
        if let due = changeDue, SceneClock.isDue(due, at: now) { flushChange() }
        if hasFocus { setNeedsDisplay() }
        scheduleWake()
        return false
    }

    override func finishMotion() { flushChange() }

    /// Sends the `change` for edits not yet reported (nothing when the text is as last reported).
    private func flushChange() {
        guard changeDue != nil else { return }
        changeDue = nil
        guard model.text != reportedText else { return }
        reportedText = model.text
        send(.change(.text(eventText)))
    }

    /// The text as events carry it: nil for a secure field that does not `reportValue`.
    private var eventText: String? { isSecure && !reportsValue ? nil : model.text }

    // MARK: Changes from outside

    /// Replaces the text as `set` does: filtered and cut like typing, `change` at once.
    func setText(_ s: String) {
        model.replaceAll(with: s)
        changeDue = nil
        if showsHint { showsHint = false; hintLabel.isHidden = true; setNeedsLayout() }
        setNeedsDisplay()
        if model.text != reportedText {
            reportedText = model.text
            send(.change(.text(eventText)))
        }
    }

    /// A reset: the file's text, no hint.
    override func resetForNextCustomer() { setText(fileText) }

    // MARK: Scripting

    override var typeName: String { "textField" }

    /// Part 0 is the clear button (`"target":"ID#0"`).
    override func partFrame(_ n: Int) -> Rect? { n == 0 ? clearFrame : nil }
}

extension TextField: TextEntryTarget {
    func apply(_ edit: TextEdit) -> Bool {
        switch edit {
        case let .insert(s):
            let before = model
            let tookAll = model.insert(s)
            if model != before { edited() }
            return tookAll
        case .deleteBackward:
            guard model.deleteBackward() else { return false }
            edited()
            return true
        case .submit:
            return submit()
        }
    }

    /// Enter: `submit` when the pattern takes the text (the pending `change` first), else the
    /// hint shows and `invalid` says why.
    @discardableResult
    func submit() -> Bool {
        // The text being submitted (or refused) is reported first.
        if changeDue == nil { changeDue = scene?.now }
        flushChange()
        scheduleWake()
        if let pattern, !pattern.matches(model.text) {
            if !showsHint {
                showsHint = true
                hintLabel.isHidden = patternHint.isEmpty
                setNeedsLayout()
                // The hint grows the field under the keys: it is revealed with the field above them.
                if let k = scene?.keyboard, k.isUp, k.target === self { k.revealPending = true }
            }
            send(.invalid(message: patternHint))
            return false
        }
        send(.submit(text: eventText))
        return true
    }
}

/// A field is usable with room for its padding, three touch targets of text and its clear button
/// (`LeastUsableWidth`); it shows whole with room for its placeholder too. Narrower than that, a
/// row stands it under its label before the placeholder is cut ("Tel…").
extension TextField: LeastUsableWidth {
    func leastUsableWidth(_ ctx: LayoutContext) -> Double {
        padding(ctx.fontScale) + LeastUsable.touchTargets * ctx.theme.minTouchTarget + boxHeight(ctx)
    }

    func wholeWidth(_ ctx: LayoutContext) -> Double {
        let text = placeholder.isEmpty ? 0 : ctx.measurer.measure(placeholder, font: ctx.font(.body), direction: ctx.textDirection).width
        return max(leastUsableWidth(ctx), padding(ctx.fontScale) + text.rounded(.up) + boxHeight(ctx))
    }
}

/// An empty field's placeholder drawn cut ("4-st…") is a cut text like a label's.
extension TextField: CutTextReporting {
    var wholeText: String { model.isEmpty ? placeholder : "" }
    var cutText: String? { model.isEmpty && placeholderCut && !isHidden ? placeholder : nil }
    var cutTextName: String { "textField placeholder" }
    var cutTextFix: String { "shorten the placeholder, or give the field room (a row of its own)" }
}
