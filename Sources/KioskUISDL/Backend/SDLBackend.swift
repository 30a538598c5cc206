import CSDL
import KioskUICore

/// The SDL display backend: a window (wayland, x11, kmsdrm) or a window-less software target
/// (headless), a `DrawList` executor with cached textures, SDL_ttf text, and SDL input.
///
/// Frames are drawn into a persistent target (the headless surface, or a render-target texture
/// the size of the window) and only the damaged rect is redrawn; a window then gets the whole
/// target copied to it and presented.
///
/// Rotation (`--rotate`): `size` is the UI's logical size (the output's with the sides swapped
/// for 90 and 270), and so is the persistent target. A window gets the target copied turned by
/// the angle (`SDLBackend+Rotation`); pointer input is turned back by the translator; size
/// changes report the logical size. `capture()` reads the logical target (what the scene drew);
/// `screenshot(to:)` writes the output image, what the panel shows.
///
/// Cursor rule: see `SDLCursorRule` (hidden on kmsdrm and full-screen; in a window, hidden by
/// touch and shown again by real mouse motion).
package final class SDLBackend: DisplayBackend {
    /// Byte budgets of the texture caches (tests use tiny ones).
    struct CacheBudgets {
        var text = 24 << 20
        var shapes = 8 << 20
        static let standard = CacheBudgets()
    }

    let driver: SDLDriver
    package let fonts: FontSet
    let textMeasurer: SDLTextMeasurer
    package let executor: DrawListExecutor
    private(set) var renderer: SDLRenderer
    /// Headless: the frame buffer the software renderer draws on.
    private var surface: SDLSurface?
    /// Windowed: the window, the persistent target texture, input state and gamepads.
    private(set) var window: SDLWindow?
    private(set) var target: SDLTexture?
    /// Wayland: the window's surface (`SDLWaylandSurface`), and how its buffers are turned on
    /// top of `rotation` (180° unless `KIOSK_WAYLAND_SCANOUT=1`; see there why).
    private var wayland: SDLWaylandSurface?
    private var bufferTurn = DisplayRotation.none
    var translator: SDLEventTranslator
    /// Whether the cursor shows now (applied in `SDLBackend+Events`).
    var cursor: SDLCursorRule
    /// How the UI is turned on the output.
    let rotation: DisplayRotation
    let gamepads: SDLGamepads?
    /// The UI's logical size (what the scene lays out for; see `rotation`).
    package private(set) var size: Size
    /// Frames presented since opening (for tests and stats).
    private(set) var framesPresented = 0
    /// False while the display is off (`SDLBackend+Power`): the window shows black and frames
    /// are drawn into the target only.
    var displayOn = true
    /// The panel's backlight (window drivers only; `SDLBackend+Power`).
    var backlight = Backlight()

    package var measurer: TextMeasuring { textMeasurer }
    package var driverName: String { driver.rawValue }
    package var hasInput: Bool { driver != .headless }
    /// The output's size: the window (or, headless, the image `screenshot` writes).
    var outputSize: Size { rotation.outputSize(forLogical: size) }

    /// Opens the backend `kiosk run` asks for (see `SDLDriver.plan` for "auto"). `size` is the
    /// output's (the window's) size; the UI gets it turned by `rotation`.
    package static func open(driver: String, size: Size, fontPath: String?, fullscreen: Bool,
                     rotation: DisplayRotation = .none) throws -> SDLBackend {
        try open(driver: driver, size: size, fontPath: fontPath, fullscreen: fullscreen, rotation: rotation,
                 budgets: .standard, environment: ProcessEnvironment.current)
    }

    /// Opens a backend with explicit cache budgets and environment (tests). An SDL backend only:
    /// `--driver fb` opens through `SDLBackend.openDisplay`.
    static func open(driver: String, size: Size, fontPath: String?, fullscreen: Bool, rotation: DisplayRotation = .none,
                     budgets: CacheBudgets, environment: [String: String]) throws -> SDLBackend {
        let b = try openDisplay(driver: driver, size: size, fontPath: fontPath, fullscreen: fullscreen, rotation: rotation,
                                fb: FBRequest(), budgets: budgets, environment: environment)
        guard let sdl = b as? SDLBackend else { throw SDLError("the fb driver started where an SDL backend was asked for") }
        return sdl
    }

    /// Opens the display `kiosk run` asks for: the drivers of the plan in order (see
    /// `SDLDriver.plan` for "auto"), SDL's own or the fb driver's (`FBBackend.open`).
    static func openDisplay(driver: String, size: Size, fontPath: String?, fullscreen: Bool, rotation: DisplayRotation,
                            fb: FBRequest, budgets: CacheBudgets, environment: [String: String]) throws -> any DisplayBackend {
        let plan = try SDLDriver.plan(driver, environment: environment,
                                      fileExists: { FileSystem.exists($0) })
        let fonts = try FontSet(fontPath: fontPath)
        StartupTrace.mark(.fontsOpened)
        let s = SDLBackend.usableSize(size)
        var failures: [String] = []
        for d in plan.candidates {
            if d == .headless { return try headless(fonts: fonts, size: s, rotation: rotation, budgets: budgets) }
            do {
                if d == .fb {
                    return try FBBackend.open(fonts: fonts, size: fb.sizeGiven ? s : nil, device: fb.device,
                                              rotation: rotation, budgets: budgets)
                }
                return try windowed(d, fonts: fonts, size: s, fullscreen: fullscreen, rotation: rotation, budgets: budgets,
                                    environment: environment)
            } catch {
                // An explicit driver reports its own failure, with its fix.
                if plan.candidates.count == 1 && plan.skipped.isEmpty && !plan.fallsBackToHeadless { throw error }
                failures.append("\(d.rawValue): \(error)")
            }
        }
        if plan.fallsBackToHeadless { return try headless(fonts: fonts, size: s, rotation: rotation, budgets: budgets) }
        throw SDLDriver.nothingStarted(plan, failures: failures)
    }

    /// The in-memory target with the software renderer.
    private static func headless(fonts: FontSet, size s: Size, rotation: DisplayRotation, budgets: CacheBudgets) throws -> SDLBackend {
        let logical = rotation.logicalSize(forOutput: s)
        let (surface, renderer) = try SDLBackend.makeHeadlessTarget(logical)
        return SDLBackend(driver: .headless, fonts: fonts, renderer: renderer, surface: surface, window: nil,
                          target: nil, gamepads: nil, size: logical, rotation: rotation,
                          cursor: SDLCursorRule(driver: .headless, fullscreen: false), budgets: budgets)
    }

    /// A window on a display driver; fullscreen always on wayland and kmsdrm (a kiosk's outputs).
    /// On wayland the backend takes the size the compositor gives before it returns
    /// (`settleFirstSize`), so the first layout and `ready` have the output's size.
    private static func windowed(_ d: SDLDriver, fonts: FontSet, size s: Size, fullscreen: Bool, rotation: DisplayRotation,
                                 budgets: CacheBudgets, environment: [String: String]) throws -> SDLBackend {
        let full = fullscreen || d == .wayland || d == .kmsdrm
        let session = try SDLVideoSession(driver: d)
        let (window, renderer) = try SDLBackend.makeWindow(driver: d, session: session, size: s, fullscreen: full)
        let logical = rotation.logicalSize(forOutput: renderer.outputSize)
        let target = try SDLTexture.target(width: Int(logical.width), height: Int(logical.height), renderer: renderer)
        let backend = SDLBackend(driver: d, fonts: fonts, renderer: renderer, surface: nil, window: window, target: target,
                                 gamepads: SDLGamepads(session: session.controllers), size: logical, rotation: rotation,
                                 cursor: SDLCursorRule(driver: d, fullscreen: full), budgets: budgets)
        if d == .wayland, let surface = SDLWaylandSurface(window: window) {
            backend.wayland = surface
            if SDLWaylandSurface.turnsBuffers(environment: environment) {
                surface.turnBuffers()
                backend.bufferTurn = .cw180
            }
            backend.settleFirstSize()
        }
        return backend
    }

    private init(driver: SDLDriver, fonts: FontSet, renderer: SDLRenderer, surface: SDLSurface?, window: SDLWindow?,
                 target: SDLTexture?, gamepads: SDLGamepads?, size: Size, rotation: DisplayRotation,
                 cursor: SDLCursorRule, budgets: CacheBudgets) {
        self.rotation = rotation
        self.cursor = cursor
        var translator = SDLEventTranslator()
        translator.rotation = rotation
        self.translator = translator
        self.driver = driver
        self.fonts = fonts
        self.textMeasurer = SDLTextMeasurer(fonts: fonts)
        self.renderer = renderer
        self.surface = surface
        self.window = window
        self.target = target
        self.gamepads = gamepads
        self.size = size
        self.executor = DrawListExecutor(renderer: renderer, fonts: fonts, textBudget: budgets.text, shapeBudget: budgets.shapes)
    }

    isolated deinit {
        // Textures before the renderer, the renderer before its window or surface (each holds the
        // next, so the order holds even if this object's fields are released in any order).
        executor.emptyCaches()
        target = nil
    }

    /// A size clamped to 1...16384 pixels per side (non-finite sides become 1).
    static func usableSize(_ s: Size) -> Size {
        func side(_ v: Double) -> Double { v.isFinite ? Swift.min(16384, Swift.max(1, v.rounded())) : 1 }
        return Size(side(s.width), side(s.height))
    }

    // MARK: Drawing

    package func present(_ list: DrawList, damage: Rect) {
        if let t = target { SDL_SetRenderTarget(renderer.raw, t.raw) }
        executor.execute(list, damage: damage, bounds: size)
        if let t = target, displayOn {
            showTarget(t)
        }
        framesPresented += 1
    }

    /// Copies the persistent target to the window, turned by `rotation` and the buffer turn, and
    /// presents it.
    func showTarget(_ t: SDLTexture) {
        SDL_SetRenderTarget(renderer.raw, nil)
        SDLBackend.copy(t, toOutputOf: renderer, rotation: rotation.followed(by: bufferTurn))
        SDL_RenderPresent(renderer.raw)
    }

    /// Wayland compositors size a window when they map it, after its first buffer (cage sends
    /// the output's size only then). Shows the blank target once so the window maps, waits for
    /// the compositor's answers (a few roundtrips: the configure may follow the first answer)
    /// and takes the size it gave, before anything is laid out. A compositor that sends its
    /// size later still gets the usual resize.
    private func settleFirstSize() {
        guard let surface = wayland, let t = target else { return }
        showTarget(t)
        for _ in 0..<3 {
            surface.roundtrip()
            SDL_PumpEvents()
            if windowResized() != nil { break }
        }
    }

    /// The logical target's pixels now (alpha forced opaque): what the scene drew, unrotated.
    func capture() throws -> RasterImage {
        let w = Int(size.width), h = Int(size.height)
        if let t = target { SDL_SetRenderTarget(renderer.raw, t.raw) }
        defer { if target != nil { SDL_SetRenderTarget(renderer.raw, nil) } }
        var px = [UInt32](repeating: 0, count: w * h)
        let status = px.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer.raw, nil, KIOSK_PIXELFORMAT_ARGB8888, $0.baseAddress, Int32(w * 4))
        }
        try SDLCall.check(status, "SDL_RenderReadPixels (screenshot)")
        for i in px.indices { px[i] |= 0xFF00_0000 }
        return RasterImage(width: w, height: h, pixels: px)
    }

    /// Writes the output image as a PNG: what the panel shows, turned by `rotation` (for 90 and
    /// 270 it is as wide as the UI is tall).
    package func decodePictures(inBackground wake: (@Sendable () -> Void)?) { executor.decodePictures(inBackground: wake) }
    package func takeDecodedPictures() -> Bool { executor.takeDecodedPictures() }
    package var picturesWaiting: Bool { executor.picturesWaiting }

    package func screenshot(to path: String) throws {
        try PNGFile.write(try outputImage(), to: path)
    }

    /// Asks for a new output size (`resize` command: the window's size, like `--size`); the UI
    /// gets it turned by `rotation`.
    package func resize(to newSize: Size) {
        let s = SDLBackend.usableSize(newSize)
        if let w = window {
            SDL_SetWindowSize(w.raw, Int32(s.width), Int32(s.height))
            _ = windowResized()
            return
        }
        let logical = rotation.logicalSize(forOutput: s)
        guard logical != size, let (surface, renderer) = try? SDLBackend.makeHeadlessTarget(logical) else { return }
        executor.replaceRenderer(renderer)
        self.renderer = renderer
        self.surface = surface
        size = logical
    }

    /// Recreates the window's target when the renderer's output size changed. Returns the new
    /// logical size, or nil when nothing changed (or the target could not be recreated).
    func windowResized() -> Size? {
        // The window's size in pixels: on wayland the renderer's output size can still be the old
        // one when SDL_WINDOWEVENT_SIZE_CHANGED arrives.
        let out = window?.pixelSize ?? renderer.outputSize
        guard out.width >= 1, out.height >= 1 else { return nil }
        let logical = rotation.logicalSize(forOutput: out)
        guard logical != size else { return nil }
        target = nil
        target = try? SDLTexture.target(width: Int(logical.width), height: Int(logical.height), renderer: renderer)
        size = logical
        return logical
    }

    /// Recreates the window's target after the renderer lost it (SDL_RENDER_TARGETS_RESET).
    func recreateTarget() {
        guard window != nil else { return }
        executor.emptyCaches()
        target = nil
        target = try? SDLTexture.target(width: Int(size.width), height: Int(size.height), renderer: renderer)
    }
}
