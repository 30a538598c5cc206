/// Keyboard and gamepad focus: which widget has it, moving it by direction or in order, trapping it
/// inside a modal overlay, and whether the ring shows (hidden after touch, shown after a key).
@MainActor
final class FocusManager {
    private(set) weak var focused: Widget?
    /// The ring hides while the user touches and comes back with the first key or button.
    var hidesRing = true
    private var saved: [(overlay: ObjectIdentifier, widget: Widget?)] = []

    /// The focusable widgets in tree order, inside the top overlay when one is open.
    func candidates(scene: Scene) -> [Widget] {
        var out: [Widget] = []
        let top = scene.overlays.last ?? scene.root
        func walk(_ w: Widget) {
            guard !w.isHidden else { return }
            if w.isFocusable && !w.frame.isEmpty { out.append(w) }
            for c in w.children { walk(c) }
        }
        walk(top)
        return out
    }

    func setFocus(_ w: Widget?, scene: Scene) {
        guard w !== focused else { return }
        let old = focused
        focused = w
        old?.focusChanged(false)
        w?.focusChanged(true)
        if let o = old { scene.setNeedsDisplay(o.focusRect.insetBy(-8)) }
        if let n = w {
            scene.setNeedsDisplay(n.focusRect.insetBy(-8))
            var p = n.parent
            while let x = p { x.reveal(n.focusRect, animated: true); p = x.parent }
        }
    }

    func focusFirst(scene: Scene) { setFocus(candidates(scene: scene).first, scene: scene) }

    /// Moves focus for an action the focused widget did not use.
    func move(_ action: NavAction, scene: Scene) {
        let all = candidates(scene: scene)
        guard !all.isEmpty else { return }
        let i = all.firstIndex { $0 === focused }
        switch action {
        case .next: setFocus(all[((i ?? -1) + 1) % all.count], scene: scene)
        case .previous: setFocus(all[((i ?? 0) - 1 + all.count) % all.count], scene: scene)
        case .left, .right, .up, .down:
            guard let f = focused else { setFocus(all.first, scene: scene); return }
            if let n = FocusManager.nearest(from: f.focusRect, direction: action, among: all.filter { $0 !== f }.map(\.focusRect)) {
                setFocus(all.filter { $0 !== f }[n], scene: scene)
            }
        case .activate, .back, .pageNext, .pagePrevious, .first, .last: break
        }
    }

    /// The index of the rect nearest to `from` in a direction: candidates must lie beyond `from`'s
    /// edge in that direction; distance along the direction counts once, sideways offset twice.
    static func nearest(from: Rect, direction: NavAction, among rects: [Rect]) -> Int? {
        var best: (Int, Double)?
        for (i, r) in rects.enumerated() {
            let along: Double, side: Double
            switch direction {
            case .right: along = r.minX - from.maxX + 1; side = abs(r.midY - from.midY)
            case .left: along = from.minX - r.maxX + 1; side = abs(r.midY - from.midY)
            case .down: along = r.minY - from.maxY + 1; side = abs(r.midX - from.midX)
            case .up: along = from.minY - r.maxY + 1; side = abs(r.midX - from.midX)
            default: return nil
            }
            guard along > 0 else { continue }
            let score = along + 2 * side
            if best == nil || score < best!.1 { best = (i, score) }
        }
        return best?.0
    }

    /// Focus moves into an overlay when it opens; the old focus is remembered.
    func trap(in overlay: Widget, scene: Scene) {
        saved.append((ObjectIdentifier(overlay), focused))
        focused = overlay.isFocusable ? overlay : nil
    }

    /// Focus returns to where it was when the overlay closes. An overlay closed from under another
    /// (a dialog below the top one) leaves focus in the top one, which inherits what to return to.
    func untrap(_ overlay: Widget, scene: Scene) {
        guard let i = saved.lastIndex(where: { $0.overlay == ObjectIdentifier(overlay) }) else { return }
        let w = saved[i].widget
        if i < saved.count - 1 {
            saved[i + 1].widget = w
            saved.remove(at: i)
            return
        }
        saved.remove(at: i)
        focused = nil
        setFocus(w, scene: scene)
    }

    /// Drops focus from a widget that left the tree, was hidden (its screen too) or can no longer
    /// take it (a disabled button), telling it (a ruler held by the stick lets go).
    func validate(scene: Scene) {
        if let f = focused, f.scene == nil || f.isHidden || f.ancestorHidden || f.frame.isEmpty || !f.isFocusable {
            focused = nil
            f.focusChanged(false)
        }
    }
}
