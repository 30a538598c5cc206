/// Where a switch's or a checkbox's parts go, as pure functions of numbers, so the mirroring and
/// the thumb's travel are tested without a scene.
///
/// The row is the indicator (a switch's track or a checkbox's box) then the label, left to
/// right; right to left the whole row is its mirror image: the indicator at the right edge, the
/// label to its left, and a switch's "on" end on the left (the thumb slides towards where a
/// right-to-left reader's line ends, as Android's and iOS's switches do in Arabic).
struct ToggleGeometry: Sendable, Equatable {
    /// The indicator's size at font scale 1: a switch's track, a checkbox's box.
    static let switchTrack = Size(52, 32)
    static let checkbox = Size(30, 30)
    /// Between the indicator and the label, at font scale 1.
    static let gap: Double = 12
    /// Between the thumb and the track's edge.
    static let thumbInset: Double = 3

    /// The indicator's size at `fontScale` (it grows with the text it sits beside).
    static func indicatorSize(switch isSwitch: Bool, fontScale: Double) -> Size {
        let s = isSwitch ? switchTrack : checkbox
        return Size((s.width * fontScale).rounded(), (s.height * fontScale).rounded())
    }

    /// The indicator's frame in `row`, centred vertically: at the leading edge (left, or right
    /// right to left).
    static func indicator(_ size: Size, in row: Rect, direction: LayoutDirection) -> Rect {
        let r = Rect(x: row.minX, y: (row.midY - size.height / 2).rounded(), width: size.width, height: size.height)
        return direction.place(r, in: row)
    }

    /// The label's frame in `row`: after the indicator and the gap, to the trailing edge.
    static func label(indicatorWidth: Double, gap: Double, in row: Rect, direction: LayoutDirection) -> Rect {
        let x = row.minX + indicatorWidth + gap
        let r = Rect(x: x, y: row.minY, width: max(0, row.maxX - x), height: row.height)
        return direction.place(r, in: row)
    }

    /// Whether a row `width` wide is too narrow for the indicator, the gap and the label's widest
    /// word side by side (`wholeWidth`): the label then stands under the indicator.
    static func isStacked(width: Double, wholeWidth: Double) -> Bool { width < wholeWidth }

    /// The indicator of a stacked toggle: at the top, on the leading side.
    static func stackedIndicator(_ size: Size, in row: Rect, direction: LayoutDirection) -> Rect {
        direction.place(Rect(x: row.minX, y: row.minY, width: size.width, height: size.height), in: row)
    }

    /// The label of a stacked toggle: the row's whole width, under the indicator and the gap.
    static func stackedLabel(indicatorHeight: Double, gap: Double, in row: Rect) -> Rect {
        let y = row.minY + indicatorHeight + gap
        return Rect(x: row.minX, y: y, width: row.width, height: max(0, row.maxY - y))
    }

    /// The thumb's diameter in `track`.
    static func thumbDiameter(_ track: Rect) -> Double { max(0, track.height - 2 * thumbInset) }

    /// How far the thumb's centre moves from off to on.
    static func travel(_ track: Rect) -> Double { max(0, track.width - 2 * thumbInset - thumbDiameter(track)) }

    /// The thumb's frame at `progress` (0: off, 1: on; between them mid-slide): off at the
    /// leading end, on at the trailing end (left to right: on at the right; right to left: on at
    /// the left).
    static func thumb(in track: Rect, progress: Double, direction: LayoutDirection) -> Rect {
        let d = thumbDiameter(track)
        let p = min(1, max(0, progress))
        let offset = thumbInset + travel(track) * p
        let x = direction.isRightToLeft ? track.maxX - offset - d : track.minX + offset
        return Rect(x: x, y: track.minY + thumbInset, width: d, height: d)
    }

    /// The progress a drag puts the thumb at: where it was when the drag began (`start`) moved by
    /// `dx` pixels (positive to the right), clamped to 0…1. Right to left, dragging to the left
    /// turns it on.
    static func progress(start: Double, dragged dx: Double, track: Rect, direction: LayoutDirection) -> Double {
        let t = travel(track)
        guard t > 0 else { return start }
        let along = direction.isRightToLeft ? -dx : dx
        return min(1, max(0, start + along / t))
    }

    /// Where a released thumb settles: on when it was flung towards the on end (or the off end:
    /// off), else whichever end is nearer.
    static func settles(progress: Double, velocityX: Double, isFling: Bool, direction: LayoutDirection) -> Bool {
        if isFling {
            let along = direction.isRightToLeft ? -velocityX : velocityX
            if along != 0 { return along > 0 }
        }
        return progress >= 0.5
    }

    /// The check mark's two strokes in `box` (a short one down to the corner, a long one up), as
    /// points: left to right the mark as written in Latin script; it is not mirrored (a check
    /// mark reads the same in Arabic, as on Arabic forms).
    static func checkMark(in box: Rect) -> (Point, Point, Point) {
        let w = box.width, h = box.height
        return (Point(box.minX + w * 0.22, box.minY + h * 0.52),
                Point(box.minX + w * 0.42, box.minY + h * 0.72),
                Point(box.minX + w * 0.78, box.minY + h * 0.30))
    }
}
