/// Where a popup menu goes: below its anchor when it fits, above when it fits there instead, and
/// otherwise on the roomier side with a height that scrolls. Always inside the UI's bounds.
enum MenuPlacement {
    struct Result: Equatable {
        /// The menu's frame on screen.
        var frame: Rect
        /// Whether it opens above the anchor.
        var opensUpward: Bool
        /// The full height of the items; more than `frame.height` means the menu scrolls.
        var contentHeight: Double
    }

    /// - Parameters:
    ///   - anchor: the control the menu belongs to.
    ///   - content: the menu's ideal size (widest item × all items).
    ///   - bounds: the UI's rect (in a split screen, only the UI's part of the window).
    ///   - margin: the gap kept to the bounds' edges and to the anchor.
    ///   - direction: left to right the menu's left edge lines up with the anchor's; right to left
    ///     its right edge does (the placement mirrored: the anchor mirrored in, the frame out).
    static func place(anchor: Rect, content: Size, in bounds: Rect, margin: Double,
                      direction: LayoutDirection = .leftToRight) -> Result {
        var r = leftToRight(anchor: direction.place(anchor, in: bounds), content: content, in: bounds, margin: margin)
        r.frame = direction.place(r.frame, in: bounds)
        return r
    }

    /// The placement left to right.
    private static func leftToRight(anchor: Rect, content: Size, in bounds: Rect, margin: Double) -> Result {
        let maxWidth = max(0, bounds.width - 2 * margin)
        let width = min(max(content.width, anchor.width), maxWidth)
        var x = anchor.minX
        x = min(x, bounds.maxX - margin - width)
        x = max(x, bounds.minX + margin)
        let below = max(0, bounds.maxY - margin - (anchor.maxY + margin))
        let above = max(0, (anchor.minY - margin) - (bounds.minY + margin))
        let upward = content.height > below && above > below
        var height = min(content.height, upward ? above : below)
        var y = upward ? anchor.minY - margin - height : anchor.maxY + margin
        // An anchor partly or wholly off the bounds (scrolled, or the UI shrank under it) must
        // not carry the menu out: the frame is kept inside the bounds, less the margins.
        height = min(height, max(0, bounds.height - 2 * margin))
        y = max(bounds.minY + margin, min(y, bounds.maxY - margin - height))
        return Result(frame: Rect(x: x, y: y, width: width, height: height), opensUpward: upward,
                      contentHeight: content.height)
    }
}
