/// The keyboard's input: taps and long presses on keys, the D-pad walk, and what each key does
/// to the target.
extension OnScreenKeyboard {
    // MARK: Touch and mouse

    /// Only a contact on a key counts; a slide off the key cancels it. Always `.handled`: the
    /// keyboard lies over the UI, so nothing under it takes a contact that starts on it.
    func handlePointer(_ e: PointerEvent) -> PointerDisposition {
        if e.phase == .down { pressed = keyIndex(at: e.location) }
        react(to: taps.handle(e))
        return .handled
    }

    func react(to out: TapOutput?) {
        if taps.deadline == nil { scene?.cancelWake(self) }
        if let p = pressed { scene?.setNeedsDisplay(keyFrame(p)) }
        switch out {
        case .pressed?:
            if let deadline = taps.deadline { scene?.wake(self, at: deadline) }
        case let .tap(p)?:
            if let i = pressed, keyFrame(i).contains(p) { press(i) }
        case .longPress?:
            if let i = pressed { openVariants(i) }
        case nil:
            break
        }
    }

    /// Opens key `i`'s variants (é è ê ë … for e) in the compact picker's menu, the key's own
    /// character first; choosing one types it.
    func openVariants(_ i: Int) {
        guard let scene, menu == nil, geometry.keys.indices.contains(i), let text = geometry.keys[i].key.text,
              !geometry.keys[i].key.variants.isEmpty else { return }
        let options = [text] + geometry.keys[i].key.variants
        menuKey = i
        anchor.frame = keyFrame(i)
        let m = PopupMenu(id: "keyboard.variants", options: options, selected: -1, anchor: anchor, owner: self)
        menu = m
        scene.present(m)
    }

    func closeVariants() {
        guard let m = menu else { return }
        menu = nil
        menuKey = nil
        scene?.dismiss(m)
    }

    // MARK: Keys and gamepad

    /// With focus on the keyboard: the arrows and D-pad walk the keys by their frames (up from
    /// the top row goes back to the field), A and Enter type the highlighted key, Tab gives focus
    /// back to the field (Escape puts the keys away first: Scene+Keyboard.swift; with `fixed`
    /// keys it gives focus back too).
    func handleNavigation(_ action: NavAction) -> Bool {
        switch action {
        case .left, .right, .up, .down:
            guard let h = highlighted, geometry.keys.indices.contains(h) else { highlight(0); return true }
            let frames = geometry.keys.indices.map { $0 == h ? Rect.zero : keyFrame($0) }
            if let n = FocusManager.nearest(from: keyFrame(h), direction: action, among: frames) {
                highlight(n)
            } else if action == .up {
                leave()
            } else if action == .down {
                leaveDownwards()
            }
        case .activate:
            if let h = highlighted { press(h) }
        case .back, .next, .previous:
            leave()
        case .pageNext, .pagePrevious, .first, .last, .increase, .decrease:
            break
        }
        return true
    }

    /// Moves the D-pad highlight to key `i`.
    func highlight(_ i: Int) {
        guard geometry.keys.indices.contains(i) else { return }
        if let h = highlighted { scene?.setNeedsDisplay(keyFrame(h).insetBy(-8)) }
        highlighted = i
        scene?.setNeedsDisplay(keyFrame(i).insetBy(-8))
    }

    /// Focus comes to the keyboard from the field (the D-pad pressed down): the key in the top
    /// row nearest below the field is highlighted.
    func enter(from field: Widget) {
        guard let scene, !geometry.keys.isEmpty else { return }
        let top = geometry.keys.indices.filter { geometry.keys[$0].frame.minY == geometry.keys[0].frame.minY }
        let x = field.focusRect.midX
        highlighted = top.min { abs(keyFrame($0).midX - x) < abs(keyFrame($1).midX - x) } ?? 0
        scene.focus.hidesRing = false
        scene.focus.setFocus(self, scene: scene)
    }

    /// Down from the bottom row: focus goes on to the control below the field, as if the keys
    /// sat between the two (up from the top row goes back to the field). So the D-pad alone walks
    /// a form — field, its keys, the next field — and reaches every control on it.
    func leaveDownwards() {
        guard let scene, let field = target as? Widget else { return }
        let others = scene.focus.candidates(scene: scene).filter { $0 !== self && $0 !== field && !field.isAncestor(of: $0) }
        guard let next = FocusManager.neighbour(of: field, .down, among: others) else { return }
        if let h = highlighted { scene.setNeedsDisplay(keyFrame(h).insetBy(-8)) }
        scene.focus.setFocus(next, scene: scene)
    }

    /// Gives focus back to the field.
    func leave() {
        guard let scene else { return }
        if let h = highlighted { scene.setNeedsDisplay(keyFrame(h).insetBy(-8)) }
        scene.focus.setFocus(target, scene: scene)
    }

    // MARK: What keys do

    /// Presses key `i` of the page shown.
    func press(_ i: Int) {
        guard geometry.keys.indices.contains(i) else { return }
        perform(geometry.keys[i].key)
    }

    /// Presses the first key that does `action` (B's backspace, Start's Done).
    func perform(_ action: KeyboardKeyAction) {
        perform(geometry.keys.first { $0.key.action == action }?.key ?? KeyboardKey(action))
    }

    /// What a key does: types into the target, changes shift or the page, asks for the next
    /// language; then the `key` event (the click, speech).
    func perform(_ key: KeyboardKey) {
        guard let scene else { return }
        var name = key.name
        var away = false
        switch key.action {
        case let .text(s):
            type(s)
            return
        case .space: entry?.apply(.insert(" "))
        case .delete: entry?.apply(.deleteBackward)
        case .done:
            // Done puts the keys away, unless the field refused the text: its hint then shows
            // above the keys that fix it.
            away = entry?.apply(.submit) != false
        case .shift:
            let quick = scene.now - lastShiftTap < OnScreenKeyboard.doubleTap
            lastShiftTap = scene.now
            switch shift {
            case .off: shift = .once
            case .once: shift = quick ? .locked : .off
            case .locked: shift = .off
            }
            if shift == .locked { name = "capsLock" }
            relabel()
        case let .page(p):
            page = p
            shift = .off
            relabel()
        case .language:
            owner?.showNextLanguage()
        }
        send(.key(name))
        if away { putAway() }
    }

    /// Types `text` (a key, or a variant from the menu): one upper-case letter ends a single shift.
    func type(_ text: String) {
        entry?.apply(.insert(text))
        if shift == .once {
            shift = .off
            relabel()
        }
        // A PIN's digits and a secure field's characters are never written out or said.
        send(.key(hidesTyping ? nil : text))
    }

    /// The page or shift changed: the keys again; a new height lays the UI out again.
    func relabel() {
        let height = geometry.height
        relayoutKeys()
        if geometry.height != height { setNeedsLayout() }
        if isUp { scene?.setNeedsDisplay(frame) }
    }
}

/// A key's variants menu: choosing one types it.
extension OnScreenKeyboard: PopupMenuOwner {
    func popupMenu(_ menu: PopupMenu, chose index: Int) { type(menu.options[index]) }
    func popupMenuCloses(_ menu: PopupMenu) { closeVariants() }
}
