/// What the on-screen keyboard asks of the application model (`KioskApp`) that attaches it.
@MainActor
protocol OnScreenKeyboardOwner: AnyObject {
    /// The language key was pressed: show the screen's next language (before the key's `key` event).
    func showNextLanguage()
}

/// The on-screen keyboard: the keys of one `KeyboardLayout` page, docked along the bottom of the
/// UI by the scene (Scene+Keyboard.swift), not part of any screen's tree.
///
/// It follows focus: while a `TextEntryTarget` (the text field) or a widget inside one has focus
/// it slides up (`AnimatedValue`, on the scene clock) and the UI above is laid out in the height
/// left, with the field revealed above the keyboard; when focus leaves it slides down (`mode`
/// `fixed`: it stays up; `none`: never). Its layout follows the target's `inputKind` and the
/// language shown, live. Keys are laid out by `KeyboardGeometry` for the UI's size and font scale.
///
/// A tap types a key (`TapRecognizer`: the pressed look, a tap; a long press opens the key's
/// variants in a `PopupMenu`, the compact picker's menu). Shift once upper-cases the next letter,
/// shift tapped twice quickly is caps lock. The D-pad walks the keys once the keyboard has focus
/// (down from the field), A types, B deletes, Start is Done, Tab gives focus back to the field.
/// Every key sends a `key` event, which clicks with `--click` and is said with `--speech`.
///
/// It goes away without focus leaving the screen (OnScreenKeyboard+PutAway.swift): Done, a
/// physical Escape or B on the field put it away while the field keeps focus, and a tap outside
/// any text field takes focus from the field.
final class OnScreenKeyboard: Widget {
    /// When the keyboard shows (the screen file's `keyboard`).
    var mode: KeyboardMode = .auto {
        didSet {
            guard mode != oldValue else { return }
            if mode == .fixed { isUp = true; slide.jump(to: 1); isHidden = false }
            if mode == .none { isUp = false; slide.jump(to: 0); isHidden = true }
            setNeedsLayout()
        }
    }
    /// How many languages the screen has: with more than one the text layouts have a language key.
    var languageCount = 0 { didSet { if languageCount != oldValue { setNeedsLayout() } } }
    /// Shows the screen's next language when the language key is pressed: the application model.
    weak var owner: OnScreenKeyboardOwner?

    /// The field the keys type into: the focused `TextEntryTarget`, kept while focus is on the
    /// keyboard itself (walking its keys) or in its variants menu.
    private(set) weak var target: Widget?
    private(set) var layout = KeyboardLayouts.layout(for: .text, language: nil, languageKey: false)
    /// What `layout` was made for.
    private var layoutChoice: LayoutChoice?
    private struct LayoutChoice: Equatable {
        var kind: TextInputKind
        var language: LanguageCode?
        var languageKey: Bool
    }
    var page = KeyboardPageKind.letters
    var shift = KeyboardShift.off
    /// The keys of the page shown, relative to the keyboard's top-left corner.
    private(set) var geometry = KeyboardGeometry(height: 0, keys: [], rowCount: 0, isCompact: false, labelSize: 20)
    /// Whether it is up (or sliding up); the slide itself is `slide`, 0 down to 1 up.
    private(set) var isUp = false
    var slide = AnimatedValue(0, motion: .timing(.easeOut, duration: 0.22))
    /// The UI's rect the keyboard docks in (the last layout's).
    private var dock: Rect = .zero
    /// The font scale of the last layout.
    private var fontScale = 1.0
    /// The key the D-pad walk is on (index into `geometry.keys`).
    var highlighted: Int?
    /// The key a finger is down on.
    var pressed: Int?
    var taps = TapRecognizer(longPressDelay: GestureConfig.longPress)
    /// When shift was last tapped (the frame clock), for the double tap of caps lock.
    var lastShiftTap = -10.0
    /// Where a variants menu opens: the long-pressed key's frame, as a widget the menu follows.
    let anchor = Widget()
    /// The key whose variants are open.
    var menuKey: Int?
    weak var menu: PopupMenu?
    /// The layout pass after the keyboard came up reveals the field above it.
    var revealPending = false
    /// Put away while its field keeps focus (Done, a physical Escape, gamepad B): down until the
    /// field is tapped again (or A is pressed on it) or focus moves to another field
    /// (OnScreenKeyboard+PutAway.swift).
    var isPutAway = false
    /// A contact that came down outside the keys while a field had focus, watched for a tap.
    var outsideContact: OutsideContact?

    /// Two shift taps closer than this are caps lock.
    static let doubleTap = 0.4

    init() {
        super.init(id: "keyboard")
        isHidden = true
        add(anchor)
    }

    // MARK: Following focus

    /// Checks what has focus (before each layout): takes a text entry target, lets go of one,
    /// slides up or down, picks the layout for the target's kind and the language shown. While an
    /// overlay is open (its own variants menu, a dialog) nothing changes.
    func followFocus(in scene: Scene) {
        guard scene.overlays.isEmpty else { return }
        let f = scene.focus.focused
        var newTarget = f === self ? target : OnScreenKeyboard.entryTarget(from: f)
        // A field on a screen that was just hidden (a `goto`) loses focus in this very pass.
        if let t = newTarget, !t.isOnScreen(in: scene) { newTarget = nil }
        if newTarget !== target {
            target = newTarget
            page = .letters
            shift = .off
            highlighted = nil
            isPutAway = false
            // Focus moved from field to field with the keys up: the new field is revealed above
            // them once they are laid out (its own keys may be taller than the last field's).
            if isUp, newTarget != nil { revealPending = true }
        }
        let kind = (target as? TextEntryTarget)?.inputKind ?? .text
        let choice = LayoutChoice(kind: kind, language: scene.environment.language, languageKey: languageCount > 1)
        if choice != layoutChoice {
            // Made again only when what it depends on changed: this runs before every layout check.
            layoutChoice = choice
            let l = KeyboardLayouts.layout(for: kind, language: choice.language, languageKey: choice.languageKey)
            layout = l
            if l.symbols == nil { page = .letters }
            if !l.hasShift { shift = .off }
            highlighted = nil
            if isUp, target != nil { revealPending = true }
            scene.setNeedsLayout()
        }
        let up = mode == .fixed || (mode == .auto && target != nil && !isPutAway)
        guard up != isUp else { return }
        isUp = up
        isHidden = false
        slide.retarget(to: up ? 1 : 0, at: scene.now)
        revealPending = up
        scene.animate(self)
        scene.setNeedsLayout()
        if !up, scene.focus.focused === self { scene.focus.setFocus(nil, scene: scene) }
    }

    /// The text entry target `w` is or is inside, if any.
    static func entryTarget(from w: Widget?) -> Widget? {
        var p = w
        while let x = p {
            if x is TextEntryTarget { return x }
            p = x.parent
        }
        return nil
    }

    /// The target as the keys type into it.
    var entry: TextEntryTarget? { target as? TextEntryTarget }

    // MARK: Layout

    /// Lays the page out for the UI's rect `bounds` and returns the height the UI above must
    /// leave: the keyboard's while it is up (or coming up), 0 while it is down or going down.
    func reserve(in bounds: Rect, _ ctx: LayoutContext) -> Double {
        dock = bounds
        fontScale = ctx.fontScale
        relayoutKeys()
        return isUp && mode != .none ? geometry.height : 0
    }

    /// The keys of the page shown, for the dock and font scale of the last layout.
    func relayoutKeys() {
        let rows = layout.rows(page, shifted: shift != .off)
        geometry = KeyboardGeometry.layout(rows, in: dock.size, fontScale: fontScale, isPad: layout.isPad, largeLabels: layout.largeLabels)
        if let h = highlighted, !geometry.keys.indices.contains(h) { highlighted = geometry.keys.isEmpty ? nil : geometry.keys.count - 1 }
    }

    /// Where the keyboard is at `now`: slid up from the bottom of the dock by the slide's share
    /// of its height, on whole pixels.
    func slidFrame(at now: Double) -> Rect {
        let shown = (geometry.height * max(0, min(1, slide.value(at: now)))).rounded()
        return Rect(x: dock.minX, y: dock.maxY - shown, width: dock.width, height: geometry.height)
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { Size(dock.width, geometry.height) }

    /// The variants menu's anchor sits on its key; nothing else is a child.
    override func placeChildren(in bounds: Rect, _ ctx: LayoutContext) {
        anchor.place(in: menuKey.map(keyFrame) ?? .zero, ctx)
    }

    /// Key `i`'s frame in window pixels.
    func keyFrame(_ i: Int) -> Rect {
        guard geometry.keys.indices.contains(i) else { return .zero }
        let f = geometry.keys[i].frame
        return Rect(x: frame.minX + f.minX, y: frame.minY + f.minY, width: f.width, height: f.height)
    }

    /// The key under a window point.
    func keyIndex(at p: Point) -> Int? {
        geometry.keyIndex(at: Point(x: p.x - frame.minX, y: p.y - frame.minY))
    }

    // MARK: Motion

    override func tick(now: Double) -> Bool {
        if taps.deadline != nil, let out = taps.update(now: now) { react(to: out) }
        let old = frame
        frame = slidFrame(at: now)
        if frame != old { scene?.setNeedsDisplay(old.union(frame)) }
        let done = slide.isFinished(at: now)
        if done && !isUp { isHidden = true }
        return !done
    }

    override func finishMotion() {
        slide.jump(to: isUp ? 1 : 0)
        if !isUp { isHidden = true }
    }

    // MARK: Drawing

    /// The direction and shaping of the keys' text: the layout's language's.
    var keyTextDirection: TextDirection { layout.language?.isRightToLeft == true ? .rtl : .ltr }

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        list.fill(frame, th.background)
        list.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), th.separator)
        let words = SpeechVocabulary.of(ctx.language)
        let radius = min(8, th.cornerRadius)
        for (i, placed) in geometry.keys.enumerated() {
            let r = keyFrame(i)
            guard r.intersects(ctx.damage) else { continue }
            // A secure field's key shows no press: a screenshot or a camera would see which it is.
            let (fill, ink) = colors(of: placed.key, pressed: pressed == i && taps.isPressed && !hidesTypedKeys(i), th)
            list.fill(r, fill, radius: radius)
            list.stroke(r, th.separator, radius: radius, width: 1)
            if placed.key.action == .shift && shift == .locked {
                // Caps lock: a bar under the arrow.
                list.fill(Rect(x: r.midX - 10, y: r.maxY - 9, width: 20, height: 3), ink)
            }
            let label = self.label(of: placed.key, words, digits: ctx.numbers.digits)
            guard !label.isEmpty else { continue }
            let isText = placed.key.text != nil
            // Letters (and the space bar's language name) in their layout's direction, shaped as
            // that script is; digits, brackets and "?123" as written, left to right, so no bracket
            // is mirrored; Done in the screen's.
            let dir: TextDirection
            switch placed.key.action {
            case .done: dir = ctx.textDirection
            default: dir = label.unicodeScalars.contains { $0.properties.isAlphabetic } ? keyTextDirection : .ltr
            }
            var font = Font(size: isText ? geometry.labelSize : min(geometry.labelSize, ctx.font(.body).size))
            var size = ctx.measurer.measure(label, font: font, direction: dir)
            if size.width > r.width - 8 {
                font = Font(size: max(10, (font.size * (r.width - 8) / max(1, size.width)).rounded(.down)))
                size = ctx.measurer.measure(label, font: font, direction: dir)
            }
            let shown = TextFitting.truncated(label, width: r.width - 6, font: font, measurer: ctx.measurer, direction: dir)
            if shown != label { size = ctx.measurer.measure(shown, font: font, direction: dir) }
            list.text(shown, at: Point((r.midX - size.width / 2).rounded(), (r.midY - size.height / 2).rounded()),
                      font: font, color: ink, direction: dir)
        }
    }

    /// A key's fill and text colour: letters on the surface, the other keys shaded, Done and an
    /// active shift in the accent.
    private func colors(of key: KeyboardKey, pressed: Bool, _ th: Theme) -> (Color, Color) {
        switch key.action {
        case .done: return (pressed ? th.pressedAccent : th.accent, th.accentText)
        case .shift where shift != .off: return (pressed ? th.pressedAccent : th.accent, th.accentText)
        case .text, .space: return (pressed ? th.surfacePressed : th.surface, th.text)
        case .shift, .delete, .page, .language: return (pressed ? th.surface : th.surfacePressed, th.text)
        }
    }

    /// What a key shows. A pad's keys (PIN, phone, number) show their digits in the screen's
    /// `digits` for the language (٠–٩ with `digits: {ar: arabic-indic}`); they type 0–9 still, and
    /// a script names them so (`keyboard#5`).
    func label(of key: KeyboardKey, _ words: SpeechVocabulary, digits: Digits = .latin) -> String {
        switch key.action {
        case let .text(s): return layout.isPad ? digits.write(s) : s
        case .shift: return shift == .locked ? "⇪" : "⇧"
        case .delete: return "⌫"
        case .space: return layout.isPad ? "␣" : (layout.language?.nativeName ?? "")
        case .done: return words.keys.done
        case .page(.symbols): return layout.isPad ? "123" : "?123"
        case .page(.letters):
            switch KeyboardLayouts.Script(layout.language) {
            case .arabic: return "أبج"
            case .hindi: return "कखग"
            case .english, .german: return "ABC"
            }
        case .language: return (scene?.environment.language?.primary ?? "").uppercased()
        }
    }

    // MARK: Input (OnScreenKeyboard+Input.swift)

    override var acceptsPointer: Bool { true }
    override func pointer(_ e: PointerEvent) -> PointerDisposition { handlePointer(e) }
    /// Focus comes to the keyboard only from its field (the D-pad pressed down there).
    override var isFocusable: Bool { isUp && !isHidden && target != nil }
    /// The highlighted key while the D-pad walks the keys.
    override var focusRect: Rect { highlighted.map(keyFrame) ?? frame }
    override func navigate(_ action: NavAction) -> Bool { handleNavigation(action) }

    // MARK: Scripting

    override var typeName: String { "keyboard" }

    /// The key named `"\(n)"` (the digit keys): the keyboard's parts go by name.
    override func partFrame(_ n: Int) -> Rect? { partFrame(named: String(n)) }

    /// The key a script names (`keyboard#A`, `keyboard#shift`): its name on the page shown, or,
    /// failing that, the same letter in the other case (`keyboard#A` is the a key before shift).
    override func partFrame(named name: String) -> Rect? {
        let names = geometry.keys.map(\.key.name)
        let i = names.firstIndex(of: name) ?? names.firstIndex { $0.lowercased() == name.lowercased() }
        return i.map(keyFrame)
    }
}
