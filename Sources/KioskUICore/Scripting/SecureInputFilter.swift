/// What a recording (`--record`) leaves out: every input that goes into a secure text field
/// (`secure: true`, whatever its `input`), in any form a PIN could be read back from —
/// typed text, the keys that edit it, taps on the on-screen keyboard's keys (their
/// points give the digits) and a mouse wheel turned over them, the D-pad and stick walking those
/// keys, a `set` of its `text`.
///
/// Asked before an input is carried out, as the input still finds the scene the way it went in.
/// What finishes or leaves the entry stays in the recording, so a replay still follows the
/// session: Enter on the field, a tap on the keyboard's Done or language key, Tab, Escape, Start.
/// A contact that began on a key is withheld to its end (its moves and its lift), and so is a
/// gamepad button's release after its withheld press.
@MainActor
struct SecureInputFilter {
    /// Contacts that began on the keys of a secure field's keyboard, by pointer id.
    private var heldPointers: [Int: any SecureInput] = [:]
    /// Gamepad buttons pressed into a secure field's keys, until released.
    private var heldButtons: [GamepadButton: any SecureInput] = [:]
    /// The gap not written yet: what the field held after the last input left out of it, when
    /// (ms), and which field, so input into another one starts a gap of its own.
    var pending: (gap: SecureInputGap, atMs: Double, field: ObjectIdentifier)?

    /// The secure field `e` goes into, or nil when it may be recorded. Notes the contacts and
    /// buttons whose rest it will withhold.
    mutating func field(for e: InputEvent, in scene: Scene) -> (any SecureInput)? {
        switch e {
        case let .pointer(p):
            if p.phase != .down {
                let held = heldPointers[p.id]
                if p.phase == .up || p.phase == .cancel { heldPointers[p.id] = nil }
                return held
            }
            guard let field = Self.keyboardTarget(in: scene), Self.typesIntoField(at: p.location, in: scene) else { return nil }
            heldPointers[p.id] = field
            return field
        case let .text(s):
            return s.isEmpty ? nil : Self.entry(in: scene)
        case let .key(k, down):
            guard down, let field = Self.entry(in: scene) else { return nil }
            // A variants menu takes every key (Escape closes it): its opening was left out.
            return Self.variantsOpen(scene) || Self.isEditing(k, onKeys: Self.isOnKeys(scene)) ? field : nil
        case let .gamepadButton(b, down):
            guard down else { return heldButtons.removeValue(forKey: b) }
            guard let field = Self.entry(in: scene), Self.variantsOpen(scene) || (Self.isOnKeys(scene) && Self.isEditing(b)) else { return nil }
            heldButtons[b] = field
            return field
        case .gamepadAxis:
            return Self.isOnKeys(scene) || Self.variantsOpen(scene) ? Self.entry(in: scene) : nil
        case let .wheel(_, _, at):
            // A mouse's wheel over the keys says where the mouse is: on the key it just pressed.
            guard let field = Self.keyboardTarget(in: scene), Self.typesIntoField(at: at, in: scene) else { return nil }
            return field
        case .resize, .fontScale, .split, .gamepadConnected, .quit, .expose:
            return nil
        }
    }

    /// The secure field a `set` goes into: one of its `text`.
    static func field(for set: ScriptAction, in scene: Scene) -> (any SecureInput)? {
        guard case let .set(id, .text) = set, let f = scene.widget(id: id) as? SecureInput, f.isSecure else { return nil }
        return f
    }

    // MARK: Where typing goes

    /// The secure field typed input goes into now: the focused one on screen, or the one the
    /// keyboard types into while focus is on its keys or its variants menu is open.
    static func entry(in scene: Scene) -> (any SecureInput)? {
        if variantsOpen(scene) { return keyboardTarget(in: scene) }
        if let f = scene.focus.focused as? SecureInput {
            return f.isSecure && f.isOnScreen(in: scene) ? f : nil
        }
        return isOnKeys(scene) ? keyboardTarget(in: scene) : nil
    }

    /// The secure field the on-screen keyboard types into, while it is shown.
    static func keyboardTarget(in scene: Scene) -> (any SecureInput)? {
        guard scene.keyboard.isShown(in: scene), let f = scene.keyboard.target as? SecureInput, f.isSecure else { return nil }
        return f
    }

    /// Whether keys and buttons go to the keyboard rather than the field: focus walks its keys.
    static func isOnKeys(_ scene: Scene) -> Bool { scene.focus.focused === scene.keyboard }

    /// Whether a key's variants menu (é è ê for e) is open, on top: it takes every key and touch.
    static func variantsOpen(_ scene: Scene) -> Bool {
        guard let m = scene.keyboard.menu else { return false }
        return scene.overlays.last === m
    }

    /// Whether a contact at `p` works the keyboard's keys or its variants menu: anything on the
    /// keyboard but its Done and language keys (which finish or leave the entry, and give nothing
    /// of it away).
    static func typesIntoField(at p: Point, in scene: Scene) -> Bool {
        let k = scene.keyboard
        guard let hit = scene.hitTarget(p) else { return false }
        if let m = k.menu, hit === m || m.isAncestor(of: hit) { return true }
        guard hit === k else { return false }
        guard let i = k.keyIndex(at: p) else { return true }
        return !k.isLeaving(k.geometry.keys[i].key)
    }

    /// Whether a key edits the entry: on the field its caret, deletion and typed characters
    /// (Enter submits, the rest navigates); on the keys every walk and press, Done's too (where
    /// the walk was left out, a replay's Enter would press another key), but the keys that give
    /// focus back.
    static func isEditing(_ k: Key, onKeys: Bool) -> Bool {
        switch k {
        case .tab, .backtab, .escape, .pageUp, .pageDown, .cycleSplit: return false
        case .enter, .up, .down: return onKeys
        case .left, .right, .home, .end, .backspace, .delete, .space, .plus, .minus: return true
        }
    }

    /// Whether a gamepad button, with focus on the keys, works them: the D-pad walks them, A
    /// presses one, B deletes. Start (Done, wherever the walk is), the shoulders, Back and Guide
    /// give nothing away.
    static func isEditing(_ b: GamepadButton) -> Bool {
        switch b {
        case .dpadUp, .dpadDown, .dpadLeft, .dpadRight, .a, .b: return true
        case .x, .y, .back, .guide, .start, .leftShoulder, .rightShoulder: return false
        }
    }
}

extension OnScreenKeyboard {
    /// Whether a key finishes or leaves the entry rather than editing it: Done, the language key.
    func isLeaving(_ key: KeyboardKey) -> Bool {
        switch key.action {
        case .done, .language: return true
        case .text, .shift, .delete, .space, .page: return false
        }
    }
}
