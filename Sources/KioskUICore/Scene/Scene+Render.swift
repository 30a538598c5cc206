/// The layout pass and the frame's draw list: only when asked for, only for the damaged area.
extension Scene {
    /// Runs a layout pass when something asked for one: measure + place from the root, overlays on
    /// top, then pixel rounding as a separate final pass. The model is told first, every time.
    package func layoutIfNeeded() {
        model?.sceneWillLayout()
        keyboard.followFocus(in: self)
        guard takeLayoutRequest() else { return }
        layout.beginPass()
        let b = bounds
        root.place(in: contentBounds(in: b), layout)
        root.roundFrames()
        placeKeyboard()
        for o in overlays {
            o.place(in: b, layout)
            o.roundFrames()
        }
        focus.validate(scene: self)
        setNeedsDisplayAll()
        reviewSeen()
    }

    /// The focused control whose ring this frame shows (none after a touch), and where it lies:
    /// `layer` nil for the root, else the index of the overlay that holds it. The ring is drawn
    /// once, right above that layer.
    private var shownFocus: (widget: Widget, layer: Int?)? {
        guard !focus.hidesRing, let f = focus.focused, f.scene != nil, !f.isHidden else { return nil }
        let layer = overlays.lastIndex { o in sequence(first: f, next: { $0.parent }).contains { $0 === o } }
        return (f, layer)
    }

    /// The draw list for the damaged area, or nil when nothing changed. Clears the damage.
    package func render() -> (list: DrawList, damage: Rect)? {
        layoutIfNeeded()
        let d = takeDamage().pixelAlignedOutward
        guard !d.isEmpty else { return nil }
        // Reuse last frame's command storage (unique again once the backend has drawn it).
        var list = DrawList()
        swap(&list, &spareList)
        list.commands.removeAll(keepingCapacity: true)
        defer { spareList = list }
        let ctx = DrawContext(environment: environment, now: now, damage: d,
                              focused: focus.hidesRing ? nil : focus.focused.map(ObjectIdentifier.init))
        list.append(.pushClip(d))
        appendBackground(d, into: &list)
        let b = bounds
        if b.width < windowSize.width {
            // The rest of a split screen: another app's area, drawn as a neutral pane with a divider.
            let rest = Rect(x: b.maxX, y: 0, width: windowSize.width - b.maxX, height: windowSize.height)
            list.fill(rest, theme.splitPane)
            list.fill(Rect(x: b.maxX, y: 0, width: min(4, rest.width), height: windowSize.height), theme.splitDivider)
        }
        let ring = shownFocus
        list.clipped(to: b) { list in
            if root.frame.intersects(d) { root.draw(&list, ctx) }
            if keyboard.isShown(in: self), keyboard.frame.intersects(d) { keyboard.draw(&list, ctx) }
            if let r = ring, r.layer == nil { list.focusRing(around: r.widget.focusRect, within: b, theme) }
            for (i, o) in overlays.enumerated() {
                o.draw(&list, ctx)
                // A control in an overlay (a dialog's button, a menu's row) shows its ring above
                // the overlay, not under its scrim and card.
                if let r = ring, r.layer == i { list.focusRing(around: r.widget.focusRect, within: b, theme) }
            }
        }
        list.append(.popClip)
        return (list, d)
    }
}
