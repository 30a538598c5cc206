/// The seam between the runtime and a display: SDL with a window, SDL headless, or a test double.
/// Only `SDL/` implements it with SDL calls.
@MainActor
package protocol DisplayBackend: AnyObject, Sendable {
    /// Measures text with the fonts this backend draws with.
    var measurer: TextMeasuring { get }
    /// The drawable size in pixels right now.
    var size: Size { get }
    /// The driver actually in use ("x11", "wayland", "kmsdrm", "headless" …).
    var driverName: String { get }
    /// Whether input comes from a real device (false for headless: scripts and commands only).
    var hasInput: Bool { get }
    /// Waits up to `timeout` seconds for input (0 = just poll; nil = until something arrives) and
    /// returns what arrived, translated, with pointer times on `clock`.
    func waitEvents(timeout: Double?, clock: FrameClock) -> [InputEvent]
    /// Executes a frame's draw list into the persistent target (only `damage` changed) and shows it.
    func present(_ list: DrawList, damage: Rect)
    /// Asks for a new size: headless resizes its target at once; a window asks the window manager
    /// (which may refuse, then `size` stays as it is).
    func resize(to size: Size)
    /// Writes what is on screen now as a PNG.
    func screenshot(to path: String) throws
    /// Ends a `waitEvents` sleep early, from any thread (a command arrived on stdin, a signal).
    /// A backend without an event queue to sleep on (headless) may do nothing.
    nonisolated func wake()
    /// From now on pictures are decoded off the loop's thread, `wake` called when one is ready
    /// (the live loop); nil: on it as they are drawn (replays, screenshots).
    func decodePictures(inBackground wake: (@Sendable () -> Void)?)
    /// Whether a picture decoded in the background came back since the last call (the next frame
    /// must redraw the whole window to show it).
    func takeDecodedPictures() -> Bool
    /// Whether a picture drawn is still being decoded in the background (not drawn yet).
    var picturesWaiting: Bool { get }
    /// Turns the panel's picture off (DPMS off, the backlight off, or a black frame where the
    /// output cannot be powered down) or back on, showing what was presented last.
    func setDisplayPower(_ on: Bool)
    /// Sets the backlight to `percent` (1…100) where the panel has one.
    func setBrightness(_ percent: Int)
}

extension DisplayBackend {
    /// Default: nothing to wake (test doubles, headless backends that never sleep in `waitEvents`).
    nonisolated func wake() {}
    /// Default: pictures (if any) are drawn at once.
    func decodePictures(inBackground wake: (@Sendable () -> Void)?) {}
    func takeDecodedPictures() -> Bool { false }
    var picturesWaiting: Bool { false }
    /// Default: nothing to power (headless, test doubles: the state is the runner's).
    package func setDisplayPower(_ on: Bool) {}
    package func setBrightness(_ percent: Int) {}
}
