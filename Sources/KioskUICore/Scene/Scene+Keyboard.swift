/// The on-screen keyboard in the scene: where it docks, the height it takes from the UI, the
/// field revealed above it, and the keys and gamepad buttons it takes before navigation does.
extension Scene {
    /// The rect the root is laid out in: the UI's, less the keyboard's height while it is up (or
    /// coming up). The keys are laid out here too, for the UI's size and font scale.
    func contentBounds(in b: Rect) -> Rect {
        let reserved = keyboard.reserve(in: b, layout)
        return Rect(x: b.minX, y: b.minY, width: b.width, height: max(0, b.height - reserved))
    }

    /// Places the keyboard at its slide's place, and, in the pass after it came up (or changed
    /// its keys, or the field grew a hint), scrolls the field it types into above it, its hint
    /// too (the scroll views' `reveal`, as a focus move does: never past the field's top).
    func placeKeyboard() {
        keyboard.place(in: keyboard.slidFrame(at: now), layout)
        keyboard.roundFrames()
        guard keyboard.revealPending else { return }
        keyboard.revealPending = false
        guard let t = keyboard.target else { return }
        var p = t.parent
        while let x = p { x.reveal(t.frame, animated: true); p = x.parent }
    }

    /// Keys and gamepad buttons that mean something to the keyboard while a field has focus:
    /// Start is Done; a physical Escape (or B, except on the keys) puts the keys away, so only a
    /// second Escape leaves the screen; with focus on the keyboard B deletes; with focus on the
    /// field the D-pad or the down arrow walks into the keys, and A brings back keys put away.
    /// Returns whether it took it.
    func keyboardTakes(_ event: InputEvent) -> Bool {
        guard keyboard.target != nil, overlays.isEmpty else { return false }
        let onKeys = focus.focused === keyboard
        let onField = !onKeys && focus.focused.map { OnScreenKeyboard.entryTarget(from: $0) === keyboard.target } == true
        if keyboard.isPutAway {
            guard case .gamepadButton(.a, true) = event, onField else { return false }
            keyboard.bringBack()
            return true
        }
        guard keyboard.isUp, keyboard.isShown(in: self) else { return false }
        switch event {
        case .gamepadButton(.start, true):
            keyboard.perform(.done)
            return true
        case .gamepadButton(.b, true) where onKeys:
            keyboard.perform(.delete)
            return true
        case .key(.escape, true) where keyboard.mode == .auto, .gamepadButton(.b, true) where keyboard.mode == .auto:
            keyboard.putAway()
            return true
        case .gamepadButton(.dpadDown, true) where onField, .key(.down, true) where onField:
            if let f = focus.focused { keyboard.enter(from: f) }
            return true
        default:
            return false
        }
    }
}

extension OnScreenKeyboard {
    /// Whether the keyboard is drawn and takes touches: up, or still sliding.
    func isShown(in scene: Scene) -> Bool { mode != .none && !isHidden && geometry.height > 0 }

    /// Whether the `layout` query lists it and scripts find it by id: while it is up.
    var isListed: Bool { mode != .none && isUp }
}
