import KioskUICore

/// A panel the fb driver draws on: its buffers in memory and how one of them is put on screen.
/// `FBDRMOutput` (DRM dumb buffers, page flip) and `FBDevOutput` (/dev/fb0) implement it; a test
/// implements it over a mapped regular file.
@MainActor
protocol FBOutput: AnyObject {
    /// What the panel is, for `ready` and errors ("/dev/dri/card0 Virtual-1 1280x800").
    var name: String { get }
    /// The panel's size in pixels, as mounted.
    var size: Size { get }
    /// The buffers to draw into (one or two), each `size` big.
    var buffers: [FBBuffer] { get }
    /// A descriptor that becomes readable when the output has events (DRM page flips), or nil.
    var eventDescriptor: Int32? { get }

    /// The buffer to draw the next frame into: not the one on screen, and not one a flip still
    /// shows. Waits (in poll, never spinning) for a pending flip to end.
    func nextBuffer() -> Int
    /// Puts buffer `index` on screen (a flip, a pan, a dirty-rect flush). `region` is the part
    /// that changed, in output pixels.
    func show(_ index: Int, region: FBPixelRect) throws
    /// Reads the output's events (page flips done) after `eventDescriptor` became readable.
    func handleEvents()
    /// The VT is being switched away: stop touching the display (drop DRM master).
    func suspend()
    /// The VT is back: take the display again (DRM master, the mode set again). The caller
    /// then redraws everything.
    func resume() throws
    /// Turns the panel off (DPMS off, blanked) or back on showing the buffer it showed: the
    /// buffers are kept, and the VT stays in graphics mode (the console never shows).
    func setPower(_ on: Bool) throws
}

extension FBOutput {
    var eventDescriptor: Int32? { nil }
    func handleEvents() {}
    func suspend() {}
    func resume() throws {}
    func setPower(_ on: Bool) throws {}
}
