/// A widget that paints its whole frame with opaque colour except, at most, rounded corners of
/// `opaqueCornerRadius`, where it blends over the scene background (containers in this toolkit
/// draw no background of their own, so the background is what is under it).
///
/// When a frame's damage lies inside such a widget (a gliding ruler redrawing itself), the scene
/// fills only the corner squares with the background instead of the whole damage: the same
/// pixels, each painted once instead of twice.
protocol OpaquePainter: Widget {
    /// The corner radius the widget leaves to the background, or nil when it does not paint
    /// its frame opaquely now (a translucent colour, say).
    func opaqueCornerRadius(_ theme: Theme) -> Double?
}

extension Scene {
    /// The frame and corner radius of the visible opaque painter that contains `d`, if any. Only
    /// widgets whose every ancestor's frame also contains `d` count (so no ancestor clip cuts
    /// into the painter's drawing inside `d`), and never under an open overlay.
    func opaqueCover(for d: Rect) -> (frame: Rect, radius: Double)? {
        guard overlays.isEmpty else { return nil }
        var w: Widget = root
        while !w.isHidden, w.frame.intersection(d) == d {
            if let p = w as? OpaquePainter, let r = p.opaqueCornerRadius(theme) { return (w.frame, r) }
            guard let next = w.children.first(where: { !$0.isHidden && $0.frame.intersects(d) }) else { return nil }
            w = next
        }
        return nil
    }

    /// Fills what of `d` the scene background must show under an opaque painter: the squares at
    /// its corners (a little larger than the radius; the painter covers any excess).
    static func fillCorners(of cover: (frame: Rect, radius: Double), within d: Rect, _ color: Color, into list: inout DrawList) {
        guard cover.radius > 0 else { return }
        let f = cover.frame, s = min(cover.radius.rounded(.up) + 2, min(f.width, f.height) / 2)
        for (x, y) in [(f.minX, f.minY), (f.maxX - s, f.minY), (f.minX, f.maxY - s), (f.maxX - s, f.maxY - s)] {
            let r = Rect(x: x, y: y, width: s, height: s).intersection(d)
            if !r.isEmpty { list.fill(r, color) }
        }
    }
}
