import KioskUICore

/// Where, during one `execute`, the target is known to hold a single opaque colour: the last few
/// opaque fills (a chip's body, the ruler's surface, the window background) minus everything
/// drawn over them since.
///
/// Text whose box lies entirely in such an area can be copied as an opaque block already blended
/// onto that colour (`TextTextures`, `DrawListExecutor+Text.swift`): a row copy instead of SDL's
/// per-pixel alpha blend, and the same pixels, because the block was blended by the same SDL
/// blitter onto the same colour.
///
/// Every command reports what it touched: an opaque fill at least `minSide` square `paint`s a new
/// area (and inks the older ones); an outline drawn right after the fill of the same rounded
/// rect only narrows that area (its inside keeps the fill's colour); anything else `ink`s its
/// bounding box. A box is "plain" when one area contains it, inside the area's rounded shape, and
/// no ink since that area was painted touches it. Conservative by design: when unsure (too many
/// rects), it forgets everything and text blends as before.
struct BackdropTracker {
    /// One opaque area.
    struct Area {
        /// The pixels the fill wrote: its rect ∩ the clip it was drawn under.
        var painted: Rect
        /// The filled rect (whole pixels) and its corner radius in whole pixels.
        var shape: Rect
        var radius: Int
        /// The width of an outline drawn over the shape's edge right after the fill.
        var inset: Int
        /// 0xRRGGBB.
        var rgb: UInt32
        /// Index in `inks` of the first rect drawn after this area was painted.
        var firstInk: Int

        /// Whether every pixel of `box` is inside the shape, clear of its corners and outline.
        func shapeContains(_ box: Rect) -> Bool {
            let s = Double(inset)
            let inner = Rect(x: shape.minX + s, y: shape.minY + s, width: shape.width - 2 * s, height: shape.height - 2 * s)
            guard !inner.isEmpty, box.minX >= inner.minX, box.minY >= inner.minY,
                  box.maxX <= inner.maxX, box.maxY <= inner.maxY else { return false }
            guard radius > inset else { return true }
            // The inner corner arcs have their centres where the outer ones do (see `CornerRaster`).
            let r = Double(radius), ir = Double(radius - inset)
            let cx0 = shape.minX + r, cx1 = shape.maxX - r, cy0 = shape.minY + r, cy1 = shape.maxY - r
            // The shape is convex: the box is inside when its four corners are (four calls, not a
            // loop over an array literal: no allocation).
            func inside(_ x: Double, _ y: Double) -> Bool {
                let dx = x < cx0 ? cx0 - x : (x > cx1 ? x - cx1 : 0)
                let dy = y < cy0 ? cy0 - y : (y > cy1 ? y - cy1 : 0)
                return dx * dx + dy * dy <= ir * ir
            }
            return inside(box.minX, box.minY) && inside(box.maxX, box.minY)
                && inside(box.minX, box.maxY) && inside(box.maxX, box.maxY)
        }
    }

    /// Newest last.
    private var areas: [Area] = []
    /// Bounding boxes of what was drawn since the oldest area was painted.
    private var inks: [Rect] = []

    /// Areas kept (the oldest is forgotten first).
    static let maxAreas = 64
    /// Ink rects kept; past this everything is forgotten.
    static let maxInks = 1024
    /// The smallest fill (either side) worth remembering: text needs room.
    static let minSide: Double = 16

    /// Forgets everything (at the start of a frame).
    mutating func reset() {
        areas.removeAll(keepingCapacity: true)
        inks.removeAll(keepingCapacity: true)
    }

    /// An opaque fill of `rect` (whole pixels) with corners of `radius` whole pixels, in `rgb`,
    /// drawn under `clip`.
    mutating func paint(_ rect: Rect, radius: Int, rgb: UInt32, clip: Rect) {
        let p = rect.intersection(clip)
        guard !p.isEmpty else { return }
        ink(p)
        guard rect.width >= BackdropTracker.minSide, rect.height >= BackdropTracker.minSide else { return }
        if areas.count == BackdropTracker.maxAreas { areas.removeFirst() }
        areas.append(Area(painted: p, shape: rect, radius: radius, inset: 0, rgb: rgb, firstInk: inks.count))
    }

    /// An outline `width` pixels thick along the inside of `rect` (whole pixels), corner `radius`.
    /// (An outline as thick as half the shorter side is drawn as a fill of its own colour: ink.)
    mutating func outline(_ rect: Rect, radius: Int, width: Int, clip: Rect) {
        let half = Int((Swift.min(rect.width, rect.height) / 2).rounded(.down))
        if width < half, let a = areas.last, a.firstInk == inks.count, a.shape == rect, a.radius == radius {
            areas[areas.count - 1].inset = Swift.max(a.inset, width)
            return
        }
        ink(rect.intersection(clip))
    }

    /// Something drawn inside `r` (whole pixels, already clipped).
    mutating func ink(_ r: Rect) {
        guard !areas.isEmpty, !r.isEmpty else { return }
        guard inks.count < BackdropTracker.maxInks else { reset(); return }
        inks.append(r)
    }

    /// The colour every pixel of `box` (whole pixels, already clipped, not empty) holds now, when
    /// that is known.
    func colour(under box: Rect) -> UInt32? {
        guard !box.isEmpty else { return nil }
        for a in areas.reversed() where box.minX >= a.painted.minX && box.minY >= a.painted.minY
            && box.maxX <= a.painted.maxX && box.maxY <= a.painted.maxY && a.shapeContains(box) {
            var i = a.firstInk
            while i < inks.count {
                if inks[i].intersects(box) { return nil }
                i += 1
            }
            return a.rgb
        }
        return nil
    }

    /// The colour most likely under `box`: the newest area containing its top-left pixel (for a
    /// cache lookup before the exact box is known).
    func likelyColour(at p: Point) -> UInt32? {
        for a in areas.reversed() where a.painted.contains(p) { return a.rgb }
        return nil
    }
}
