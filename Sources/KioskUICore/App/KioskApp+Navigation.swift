/// Changing screens: a button's `goto`, Escape / gamepad B (`back`), the `show` command, a
/// screen's `after` and the idle reset all come through `go(to:)`, `back()` or `restart()`, which
/// change the `ScreenNavigator`, show the screen and send one `screen` event.
extension KioskApp {
    /// The name of the screen showing.
    var currentScreen: String { navigator.currentName }

    /// Shows the screen called `name` (the `show` command). Throws naming the screens when there
    /// is none of that name.
    func show(_ name: String) throws {
        guard let i = navigator.index(of: name) else {
            throw ScriptError.message("no screen named \"\(name)\"; screens: \(navigator.names.joined(separator: ", "))")
        }
        if let m = navigator.go(to: i) { perform(m) }
    }

    /// Goes where a `goto` or an `after` leads. A name that is not a screen (the decoder refuses
    /// those) does nothing.
    func go(to target: ScreenTarget) {
        switch target {
        case .back: _ = back()
        case let .screen(name): if let i = navigator.index(of: name), let m = navigator.go(to: i) { perform(m) }
        }
    }

    /// Returns to the previous screen; false when there is none (Escape is then not used).
    func back() -> Bool {
        guard let m = navigator.back() else { return false }
        perform(m)
        return true
    }

    /// Back to the start screen with no history (the idle reset).
    func restart() {
        if let m = navigator.restart() { perform(m) }
    }

    /// Makes `button` go to `target` after its `tap` (the event is written first).
    func follow(_ button: Widget, to target: ScreenTarget, on bus: EventBus) {
        bus.subscribe(.controls, .init(sender: button, kinds: [.tap])) { [weak self] _, _ in self?.go(to: target) }
    }

    /// Shows the screen the navigator moved to: the deck switches, the screen's timer starts, the
    /// `screen` event goes out, and while the focus ring shows (keys, gamepad) focus goes to where
    /// it was when that screen was left, else to its first control.
    private func perform(_ m: ScreenNavigator.Move) {
        guard let scene else { return deck.show(m.to) }
        if let f = scene.focus.focused, screens[m.from].root.isAncestor(of: f) { focusWhenLeft[m.from].widget = f }
        // A finger still down on the screen that goes must not tap it on release.
        scene.pointers.cancelAll(time: scene.now)
        deck.show(m.to)
        shownAt = scene.now
        rearmTimers()
        scene.send(.screen(name: navigator.names[m.to], from: navigator.names[m.from]))
        guard !scene.focus.hidesRing, scene.overlays.isEmpty else { return }   // a dialog keeps the focus
        scene.layoutIfNeeded()
        if let w = focusWhenLeft[m.to].widget, w.isOnScreen(in: scene), w.isFocusable, !w.frame.isEmpty {
            scene.focus.setFocus(w, scene: scene)
        } else {
            scene.focus.focusFirst(scene: scene)
        }
    }
}
