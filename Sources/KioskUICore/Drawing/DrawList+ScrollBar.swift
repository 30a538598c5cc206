/// The one scroll bar, drawn by the scroll view and the popup menu alike.
enum ScrollBar {
    /// The thumb of a vertical scroll bar at the right edge of `track` (the visible part of content
    /// `contentHeight` tall, scrolled `offset` up): 4 px wide, 2 px in from the edge, as tall as the
    /// visible share of the content but at least `minLength`, and as far down the track as the
    /// content is scrolled (held at the ends while the content is pulled beyond them). nil when
    /// everything is visible. `atLeft` (a language written right to left) puts it at the left edge
    /// instead, 2 px in: the mirror image.
    static func thumb(track: Rect, contentHeight: Double, offset: Double, minLength: Double, atLeft: Bool = false) -> Rect? {
        let range = max(0, contentHeight - track.height)
        guard range > 0 else { return nil }
        let share = track.height / contentHeight
        let h = max(minLength, track.height * share)
        let y = track.minY + (track.height - h) * min(1, max(0, offset / range))
        return Rect(x: atLeft ? track.minX + 2 : track.maxX - 6, y: y, width: 4, height: h)
    }
}

extension DrawList {
    /// Draws the `ScrollBar.thumb` in `color`, rounded; nothing when everything is visible.
    mutating func scrollBar(track: Rect, contentHeight: Double, offset: Double, minLength: Double, color: Color,
                            atLeft: Bool = false) {
        guard let r = ScrollBar.thumb(track: track, contentHeight: contentHeight, offset: offset, minLength: minLength,
                                      atLeft: atLeft)
        else { return }
        fill(r, color, radius: 2)
    }
}
