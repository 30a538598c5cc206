import CSDL
import KioskUICore

/// Creating the two kinds of target: a window with its renderer, or a window-less surface.
extension SDLBackend {
    /// An opaque ARGB8888 surface and a software renderer on it: no video driver at all, so the
    /// pixels are the same on every machine.
    static func makeHeadlessTarget(_ size: Size) throws -> (SDLSurface, SDLRenderer) {
        let surface = try SDLSurface(width: Int(size.width), height: Int(size.height))
        let r = try SDLCall.nonNull(SDL_CreateSoftwareRenderer(surface.raw), "SDL_CreateSoftwareRenderer (headless)")
        return (surface, SDLRenderer(raw: r, owner: surface))
    }

    /// A resizable window (full-screen desktop when asked) and an accelerated renderer, falling
    /// back to the software renderer. Errors name the driver, SDL's reason and the fix.
    /// The window is placed by `WindowPlacement` on the first display: inside its usable area,
    /// or over all of it when full-screen (borderless, so it covers the display even where no
    /// window manager carries out the full-screen request).
    static func makeWindow(driver: SDLDriver, session: SDLVideoSession, size: Size,
                           fullscreen: Bool) throws -> (SDLWindow, SDLRenderer) {
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue | SDL_WINDOW_BORDERLESS.rawValue }
        let frame = WindowPlacement.frame(requested: size, usable: displayRect(usable: true),
                                          bounds: displayRect(usable: false), fullscreen: fullscreen)
        let raw = try SDLCall.nonNull(
            SDL_CreateWindow("KioskUI", Int32(frame.minX), Int32(frame.minY),
                             Int32(frame.width), Int32(frame.height), flags),
            "opening a window with the \(driver.rawValue) driver (SDL_CreateWindow)", fix: driver.fix)
        let window = SDLWindow(raw: raw, session: session)
        let target = SDL_RENDERER_TARGETTEXTURE.rawValue
        guard let r = SDL_CreateRenderer(raw, -1, SDL_RENDERER_ACCELERATED.rawValue | target)
            ?? SDL_CreateRenderer(raw, -1, SDL_RENDERER_SOFTWARE.rawValue | target) else {
            throw SDLCall.failure("creating a renderer with the \(driver.rawValue) driver (SDL_CreateRenderer)", fix: driver.fix)
        }
        if driver == .kmsdrm || fullscreen { SDL_ShowCursor(SDL_DISABLE) }
        return (window, SDLRenderer(raw: r, owner: window))
    }

    /// The first display's bounds (or its usable area: without panels and docks), empty when
    /// the driver cannot tell.
    private static func displayRect(usable: Bool) -> Rect {
        var r = SDL_Rect()
        let status = usable ? SDL_GetDisplayUsableBounds(0, &r) : SDL_GetDisplayBounds(0, &r)
        guard status == 0 else { return .zero }
        return Rect(x: Double(r.x), y: Double(r.y), width: Double(r.w), height: Double(r.h))
    }
}
