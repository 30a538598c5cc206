/// Input into the tree: pointers go to the widget under the down and stay with it (`PointerRouter`);
/// keys and gamepad buttons become `NavAction`s for the focused widget, its ancestors and then the
/// focus manager; an open overlay is modal. Window, font-scale and split changes go to the scene.
extension Scene {
    package func handle(_ event: InputEvent) {
        switch event {
        case let .pointer(p): handlePointer(p)
        case let .wheel(dx, dy, at):
            var w = hitTarget(at)
            while let x = w { if x.wheel(dx: dx, dy: dy) { return }; w = x.parentForInput }
        case let .key(k, down):
            guard down, !keyboardTakes(event) else { return }
            // The focused widget takes the keys it edits with first (a text field: Enter submits,
            // the arrows move its caret) and leaves the rest to navigation.
            if overlays.isEmpty, let field = focus.focused, field.isOnScreen(in: self), field.typed(k) {
                showFocusRing()
                return
            }
            if k == .cycleSplit { cycleSplit() } else if let a = NavAction(key: k) { navigate(a) }
        case let .gamepadButton(b, down):
            guard down, !keyboardTakes(event), let a = NavAction(gamepadButton: b) else { return }
            navigate(a)
        case let .gamepadAxis(a, value): handleAxis(a, value)
        case .gamepadConnected: break
        case let .resize(s): resize(s)
        case let .fontScale(f): setFontScale(f)
        case let .split(f): setSplit(f)
        case .quit: break
        case .expose: setNeedsDisplayAll()
        case let .text(s):
            // Typed text goes to the focused text field; with none, nowhere.
            guard let target = focus.focused as? TextEntryTarget, let w = target as? Widget, w.isOnScreen(in: self) else { return }
            target.apply(.insert(s))
        }
    }

    /// Shows the focus ring again after a key (it hides while the user touches).
    private func showFocusRing() {
        guard focus.hidesRing else { return }
        focus.hidesRing = false
        if let f = focus.focused { setNeedsDisplay(f.focusRect.insetBy(-8)) }
    }

    /// The widget a pointer at `p` goes to: the top overlay when there is one, else the tree.
    func hitTarget(_ p: Point) -> Widget? {
        if let top = overlays.last { return top.hitTest(p) ?? top }
        if keyboard.isShown(in: self), keyboard.frame.contains(p) { return keyboard }
        return root.hitTest(p)
    }

    private func handlePointer(_ e: PointerEvent) {
        if e.phase == .down {
            // A touch hides the ring: the pixels it was drawn on must be drawn again without it.
            if !focus.hidesRing, let f = focus.focused { setNeedsDisplay(f.focusRect.insetBy(-8)) }
            focus.hidesRing = true
            let target = hitTarget(e.location)
            keyboard.watchForTap(e, downOn: target, in: self)
            guard let target else { return }
            pointers.begin(e, target: target)
        } else {
            // A tap outside the field puts the keyboard away before the control under it acts.
            keyboard.watchForTap(e, downOn: nil, in: self)
        }
        pointers.deliver(e)
    }

    /// Sends a navigation action to the top overlay, or the focused widget and its ancestors,
    /// and finally to the focus manager to move focus. The innermost taker wins: Escape closes an
    /// open menu or dialog first, then goes back a page in a page container, then back a screen
    /// (the root `ScreenDeck`).
    func navigate(_ action: NavAction) {
        let wasHidden = focus.hidesRing
        focus.hidesRing = false
        if wasHidden, let f = focus.focused { setNeedsDisplay(f.focusRect.insetBy(-8)) }
        if focus.focused == nil || focus.focused?.scene == nil {
            focus.focusFirst(scene: self)
            if action != .pageNext && action != .pagePrevious && action != .back { return }
        }
        // Escape and B reach the top overlay or the root even when nothing has focus (a screen of
        // labels only), so they can always close a menu or go back a screen.
        var w = focus.focused ?? (action == .back ? overlays.last ?? root : nil)
        while let x = w {
            if x.navigate(action) { return }
            if overlays.contains(where: { $0 === x }) { break }
            w = x.parentForInput
        }
        focus.move(action, scene: self)
    }

    /// Stick deflections below this are read as 0: real sticks rest a little off centre (0.1–0.25
    /// is common on worn pads) and must not move anything. Past it the travel is rescaled so
    /// control stays smooth from 0 to 1.
    static let stickDeadZone = 0.25

    /// A raw axis value with the dead zone applied (triggers too: a worn trigger rests above 0).
    static func deadZoned(_ value: Double) -> Double {
        let v = value.isFinite ? max(-1, min(1, value)) : 0
        let m = abs(v)
        guard m > stickDeadZone else { return 0 }
        return (v < 0 ? -1 : 1) * (m - stickDeadZone) / (1 - stickDeadZone)
    }

    private func handleAxis(_ a: GamepadAxis, _ value: Double) {
        let v = Scene.deadZoned(value)
        if let f = focus.focused, f.axis(a, value: v) { return }
        // A stick pushed past half way acts like one D-pad press, until it returns to the middle.
        let dir = v > 0.5 ? 1 : (v < -0.5 ? -1 : 0)
        let old = stickLatch[a] ?? 0
        stickLatch[a] = dir
        guard dir != 0, dir != old else { return }
        switch a {
        case .leftX, .rightX: navigate(dir > 0 ? .right : .left)
        case .leftY, .rightY: navigate(dir > 0 ? .down : .up)
        case .triggerLeft, .triggerRight: break
        }
    }
}

extension Widget {
    /// The parent, for bubbling input. (Overlays have none: they stop the bubbling.)
    var parentForInput: Widget? { parent }
}
