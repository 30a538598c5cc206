import KioskUICore

/// What each buffer of a frame-buffer output is missing, so a frame copies only that.
///
/// With two buffers (a page flip) the back buffer is a frame old: besides this frame's damage it
/// lacks what the previous frame changed in the other buffer. Each buffer keeps the union of the
/// damage it has not had yet; drawing into one copies its union with the new damage and adds the
/// new damage to every other buffer's. One buffer (fbdev without panning) copies just the damage.
/// Pure bookkeeping on logical pixel rects, tested on numbers.
struct FBBufferDamage: Equatable, Sendable {
    private(set) var stale: [FBPixelRect]
    /// The whole logical image.
    let full: FBPixelRect

    /// Every buffer starts stale in full (a fresh buffer holds nothing of the UI).
    init(buffers: Int, full: FBPixelRect) {
        self.full = full
        stale = Array(repeating: full, count: Swift.max(1, buffers))
    }

    /// The rect to copy into buffer `index` for a frame whose damage is `damage`; that buffer is
    /// then up to date, and every other one lacks `damage` as well.
    mutating func region(forDrawingInto index: Int, damage: FBPixelRect) -> FBPixelRect {
        let region = stale[index].union(damage)
        for i in stale.indices where i != index { stale[i] = stale[i].union(damage) }
        stale[index] = .empty
        return region
    }

    /// Every buffer must be copied in full again (after a VT switch back, a mode set).
    mutating func invalidateAll() {
        for i in stale.indices { stale[i] = full }
    }
}
