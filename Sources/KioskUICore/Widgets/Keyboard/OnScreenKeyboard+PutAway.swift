/// Putting the keyboard away. A kiosk has no hardware key to hide it, and up it covers half a
/// landscape panel (the form's last fields, its Continue button), so it goes away as a phone's
/// does:
///
/// - **a tap outside any text field** (the background, a label, a checkbox, a stepper, a button)
///   ends the editing: the field lets go of focus (its `change` is sent at once) and the keys
///   slide down. The tap then does what it does there as well (the checkbox toggles, the button
///   taps), after the field let go, so a controller sees the field's last text before the tap.
///   A slide (a scroll) that starts outside is no tap: the keys stay while the form scrolls.
///   A tap on another field moves focus (and the keys) there;
/// - **Done** submits the field and puts the keys away while the field keeps focus (when its
///   `pattern` refuses the text they stay, under the hint, to fix it);
/// - **a physical Escape, or B on the field**, puts them away while the field keeps focus; only
///   the next Escape does what Escape does without them (closes a page, goes back a screen).
///
/// A tap on the field, or A on it, brings them back. With `keyboard: fixed` the keys never go
/// away (a tap outside still ends the editing); with `none` nothing here applies.
extension OnScreenKeyboard {
    /// A contact watched for a tap outside the keys: its id, the shared tap recogniser fed its
    /// events, and the text field it came down on (nil: none).
    struct OutsideContact {
        var id: Int
        var taps: TapRecognizer
        weak var field: Widget?
    }

    /// Puts the keys away while the field keeps focus: they slide down and the UI above gets its
    /// height back; focus on the keys goes back to the field. Nothing with `fixed` or `none`.
    func putAway() {
        guard mode == .auto, target != nil, !isPutAway, let scene else { return }
        isPutAway = true
        if scene.focus.focused === self { leave() }
        scene.setNeedsLayout()
    }

    /// Brings the keys back for the field that kept focus (a tap on it, A).
    func bringBack() {
        guard isPutAway, let scene else { return }
        isPutAway = false
        scene.setNeedsLayout()
    }

    /// Follows one pointer event, before the widget under it gets it: a contact that comes down
    /// outside the keys while a field has focus (and nothing is open above the UI) is watched;
    /// when it ends as a tap, outside any field the field lets go of focus, on the field itself
    /// the keys come back.
    func watchForTap(_ e: PointerEvent, downOn hit: Widget?, in scene: Scene) {
        if e.phase == .down {
            outsideContact = nil
            guard mode != .none, target != nil, scene.overlays.isEmpty else { return }
            if let h = hit, h === self || isAncestor(of: h) { return }
            var taps = TapRecognizer()
            _ = taps.handle(e)
            outsideContact = OutsideContact(id: e.id, taps: taps, field: OnScreenKeyboard.entryTarget(from: hit))
            return
        }
        guard var c = outsideContact, c.id == e.id else { return }
        let out = c.taps.handle(e)
        outsideContact = e.phase == .move ? c : nil
        guard case .tap? = out, scene.overlays.isEmpty, let field = target else { return }
        if let tapped = c.field {
            // Another field takes focus on this tap, and the keys stay up for it.
            if tapped === field { bringBack() }
        } else if let f = scene.focus.focused, f === self || OnScreenKeyboard.entryTarget(from: f) === field {
            scene.focus.setFocus(nil, scene: scene)
        }
    }
}
