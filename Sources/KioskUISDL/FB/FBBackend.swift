import CSDL
import Glibc
import KioskUICore

/// The bare-panel display backend (`--driver fb`): frames drawn by the same draw-list executor
/// and SDL software renderer as headless, into a persistent offscreen surface, then copied —
/// only the damaged part, turned by `--rotate` — into a DRM dumb buffer or /dev/fb0
/// (`FBOutput`) and shown with a page flip. No compositor, no EGL, GBM or Mesa.
///
/// - Damage: the back buffer of a flip is a frame old, so each frame copies its damage united
///   with what that buffer missed (`FBBufferDamage`).
/// - Input: libinput (`FBInput`), gamepads from SDL's joystick subsystem (no SDL video).
/// - The VT (`FBConsole`): graphics mode, keyboard off, switched away and back on request.
/// - Idle: `waitEvents` sleeps in one poll(2) on libinput, the DRM device, the VT signals and
///   the wake pipe; nothing changes, nothing runs.
/// - Screenshots come from the offscreen surface, turned as the panel shows it.
@MainActor
final class FBBackend: DisplayBackend {
    let fonts: FontSet
    let textMeasurer: SDLTextMeasurer
    let executor: DrawListExecutor
    private let renderer: SDLRenderer
    private let surface: SDLSurface
    /// The panel.
    let output: FBOutput
    let rotation: DisplayRotation
    /// The UI's logical size (the output's, turned by `rotation`).
    let size: Size
    /// What each buffer of the output still lacks.
    private(set) var bufferDamage: FBBufferDamage
    let wakePipe: FBWakePipe
    let input: FBInput?
    let console: FBConsole?
    let gamepads: SDLGamepads?
    var gamepadEvents = SDLEventTranslator()
    /// False while the VT is switched away: frames are drawn offscreen only.
    private(set) var active = true
    /// False while the display is off (`FBBackend+Power`): frames are drawn offscreen only.
    var displayOn = true
    /// The panel's backlight, if it has one.
    let backlight: Backlight
    /// Frames presented since opening (for tests and stats).
    private(set) var framesPresented = 0
    private var reportedShowFailure = false

    var measurer: TextMeasuring { textMeasurer }
    var driverName: String { "fb" }
    var hasInput: Bool { true }

    /// A backend on `output`. `input`, `console` and `gamepads` are nil in tests.
    init(output: FBOutput, fonts: FontSet, rotation: DisplayRotation, input: FBInput?, console: FBConsole?,
         gamepads: SDLGamepads?, budgets: SDLBackend.CacheBudgets = .standard, backlight: Backlight = Backlight()) throws {
        self.output = output
        self.backlight = backlight
        self.rotation = rotation
        self.fonts = fonts
        size = rotation.logicalSize(forOutput: output.size)
        (surface, renderer) = try SDLBackend.makeHeadlessTarget(size)
        textMeasurer = SDLTextMeasurer(fonts: fonts)
        executor = DrawListExecutor(renderer: renderer, fonts: fonts, textBudget: budgets.text, shapeBudget: budgets.shapes)
        bufferDamage = FBBufferDamage(buffers: output.buffers.count, full: FBPixelRect(x: 0, y: 0, width: Int(size.width), height: Int(size.height)))
        wakePipe = try FBWakePipe()
        self.input = input
        self.console = console
        self.gamepads = gamepads
    }

    isolated deinit {
        executor.emptyCaches()
    }

    // MARK: Drawing

    func present(_ list: DrawList, damage: Rect) {
        executor.execute(list, damage: damage, bounds: size)
        framesPresented += 1
        guard active && displayOn else { return }
        show(FBPixelRect(damage, clampedTo: (Int(size.width), Int(size.height))))
    }

    /// Copies what the next buffer lacks plus `damage` from the offscreen surface into it and
    /// shows it.
    func show(_ damage: FBPixelRect) {
        if bufferDamage.stale.count != output.buffers.count { resetBufferDamage() }
        let index = output.nextBuffer()
        let region = bufferDamage.region(forDrawingInto: index, damage: damage)
        guard !region.isEmpty else { return }
        FBPixelCopy.copy(region, from: source, to: output.buffers[index], rotation: rotation)
        do {
            try output.show(index, region: region.turned(rotation, logicalWidth: Int(size.width), logicalHeight: Int(size.height)))
        } catch {
            if !reportedShowFailure { Runner.say("fb: \(error)") }
            reportedShowFailure = true
        }
        // The output fell back to fewer buffers (a flip or a pan refused): copy it all once more.
        if bufferDamage.stale.count != output.buffers.count {
            resetBufferDamage()
            show(.empty)
        }
    }

    /// Every buffer must be copied in full again (the VT came back, the buffers changed).
    func resetBufferDamage() {
        bufferDamage = FBBufferDamage(buffers: output.buffers.count, full: bufferDamage.full)
    }

    /// The offscreen surface as the copy's source.
    private var source: FBPixelCopy.Source {
        let s = surface.raw.pointee
        return FBPixelCopy.Source(base: UnsafeRawPointer(s.pixels!), width: Int(s.w), height: Int(s.h), pitch: Int(s.pitch))
    }

    /// The output's size is the panel's: a resize command cannot change it.
    func resize(to size: Size) {}

    // MARK: Screenshots

    /// The offscreen surface's pixels (alpha forced opaque): what the scene drew, unrotated.
    func capture() -> RasterImage {
        let src = source
        var px = [UInt32](repeating: 0, count: src.width * src.height)
        for y in 0..<src.height {
            let row = (src.base + y * src.pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<src.width { px[y * src.width + x] = row[x] | 0xFF00_0000 }
        }
        return RasterImage(width: src.width, height: src.height, pixels: px)
    }

    /// Writes what the panel shows as a PNG (turned by `rotation`).
    func decodePictures(inBackground wake: (@Sendable () -> Void)?) { executor.decodePictures(inBackground: wake) }
    func takeDecodedPictures() -> Bool { executor.takeDecodedPictures() }
    var picturesWaiting: Bool { executor.picturesWaiting }

    func screenshot(to path: String) throws {
        let img = capture()
        let out = rotation.outputSize(forLogical: size)
        try PNGFile.write(RasterImage(width: Int(out.width), height: Int(out.height),
                                      pixels: rotation.rotatePixels(img.pixels, width: img.width, height: img.height)), to: path)
    }

    // MARK: VT switches

    /// The VT is being switched away: cancel contacts, let go of the display and the input
    /// devices, and say so to the kernel.
    func releaseDisplay(now: Double) -> [InputEvent] {
        guard active else { return [] }
        active = false
        let cancelled = input?.suspend(now: now) ?? []
        output.suspend()
        console?.acknowledgeRelease()
        return cancelled
    }

    /// The VT is ours again: take the display back, set the mode and draw everything (or, when
    /// the display is off, turn the panel off again: setting the mode lit it).
    func acquireDisplay() -> [InputEvent] {
        console?.acknowledgeAcquire()
        guard !active else { return [] }
        do { try output.resume() } catch { Runner.say("fb: \(error)") }
        input?.resume()
        active = true
        resetBufferDamage()
        if displayOn {
            show(.empty)
        } else {
            do { try output.setPower(false) } catch { Runner.say("warning: fb: \(error)") }
        }
        return [.expose]
    }
}

extension FBPixelRect {
    /// This logical rect where it lands on the output (`DisplayRotation`'s turn), for a logical
    /// image of `logicalWidth`×`logicalHeight`.
    func turned(_ rotation: DisplayRotation, logicalWidth W: Int, logicalHeight H: Int) -> FBPixelRect {
        switch rotation {
        case .none: return self
        case .cw90: return FBPixelRect(x: H - maxY, y: x, width: height, height: width)
        case .cw180: return FBPixelRect(x: W - maxX, y: H - maxY, width: width, height: height)
        case .cw270: return FBPixelRect(x: y, y: W - maxX, width: height, height: width)
        }
    }
}
