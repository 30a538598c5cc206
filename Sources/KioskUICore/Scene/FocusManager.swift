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
            // A list is one stop: its rows come and go as it scrolls, its cursor walks them.
            if w.isFocusStop { return }
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
            if let next = FocusManager.neighbour(of: f, action, among: all.filter { $0 !== f }) { setFocus(next, scene: scene) }
        case .activate, .back, .pageNext, .pagePrevious, .first, .last, .increase, .decrease: break
        }
    }

    /// The control a direction moves focus to from `source`: inside the scroll view `source` is in,
    /// if any lies that way (scrolled out of sight or not: focus scrolls it in), else inside the
    /// next scroll view out, and so on; then anywhere on screen, at the places `visibleRect` gives.
    static func neighbour(of source: Widget, _ direction: NavAction, among others: [Widget]) -> Widget? {
        var scope = source.parent
        while let s = scope {
            if s.isScrollContainer {
                let inside = others.filter { s.isAncestor(of: $0) }
                if let n = nearest(from: source.focusRect, direction: direction, among: inside.map(\.focusRect)) { return inside[n] }
            }
            scope = s.parent
        }
        return nearest(from: source.focusRect, direction: direction, among: others.map { visibleRect(of: $0, from: source) }).map { others[$0] }
    }

    /// Where `w` is for a directional move from `source`: its focus rect, cut to the viewport of
    /// each scroll view it is inside and `source` is not. A control scrolled out of sight is not
    /// where its frame says to someone outside the scroll view (above the tabs, say, when the list
    /// is scrolled down): it is reached from inside, where the geometry holds and focus scrolls it
    /// into view. Empty when it is out of sight.
    static func visibleRect(of w: Widget, from source: Widget) -> Rect {
        var r = w.focusRect
        var p = w.parent
        while let x = p {
            if x.isScrollContainer && !x.isAncestor(of: source) { r = r.intersection(x.frame) }
            p = x.parent
        }
        return r
    }

    /// The index of the rect nearest to `from` in a direction, nil when none lies beyond `from`'s
    /// edge that way (empty rects never count). Rects in the beam (overlapping `from` across the
    /// direction) come first, the nearest along it, then the best centred: the control right
    /// under a full-width tab row is reached before one further down that happens to be centred.
    /// Up or down, a rect outside the beam still wins when all of it is nearer than the best one
    /// in it. Without any in the beam: distance along the direction once, sideways offset twice.
    static func nearest(from: Rect, direction: NavAction, among rects: [Rect]) -> Int? {
        guard let geometry = DirectionalGeometry(direction) else { return nil }
        let ahead = rects.indices.filter { !rects[$0].isEmpty && geometry.along(from, rects[$0]) > 0 }
        func offCentre(_ i: Int) -> Double { geometry.side(from, rects[i]) }
        let beam = ahead.filter { geometry.inBeam(from, rects[$0]) }
        let bestInBeam = beam.min { (geometry.along(from, rects[$0]), offCentre($0)) < (geometry.along(from, rects[$1]), offCentre($1)) }
        let outside = ahead.filter { i in
            guard let b = bestInBeam else { return true }
            return geometry.isVertical && !beam.contains(i) && geometry.farEdge(from, rects[i]) < geometry.along(from, rects[b])
        }
        let score = { (i: Int) in geometry.along(from, rects[i]) + 2 * offCentre(i) }
        return outside.min { score($0) < score($1) } ?? bestInBeam
    }

    /// Focus moves into an overlay when it opens; the old focus is remembered.
    func trap(in overlay: Widget, scene: Scene) {
        saved.append((ObjectIdentifier(overlay), focused))
        focused = overlay.isFocusable ? overlay : nil
    }

    /// Focus returns to where it was when the overlay closes. An overlay closed from under another
    /// (a dialog below the top one) leaves focus in the top one, which inherits what to return to.
    ///
    /// The widget it returns to was never told it lost focus (`trap` keeps it as it was), so it is
    /// not told it takes it again: a text field sends no second `focus` event, which would come
    /// just before the dialog's answer (the answer closes the dialog first) as if the user had
    /// tapped the field (or after each accent chosen from the keyboard's variants menu).
    func untrap(_ overlay: Widget, scene: Scene) {
        guard let i = saved.lastIndex(where: { $0.overlay == ObjectIdentifier(overlay) }) else { return }
        let w = saved[i].widget
        if i < saved.count - 1 {
            saved[i + 1].widget = w
            saved.remove(at: i)
            return
        }
        saved.remove(at: i)
        let inside = focused
        focused = w
        if let o = inside { scene.setNeedsDisplay(o.focusRect.insetBy(-8)) }
        if let n = w { scene.setNeedsDisplay(n.focusRect.insetBy(-8)) }
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
