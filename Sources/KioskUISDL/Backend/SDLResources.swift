import CSDL
import KioskUICore

/// SDL's game-controller subsystem, initialized for as long as this object lives.
///
/// Optional: when it cannot start, `isAvailable` is false and the kiosk runs without gamepads.
/// Joystick events are allowed while the window has no focus (a kiosk may never get focus, and a
/// virtual gamepad only works headless with this hint).
final class SDLControllerSession {
    let isAvailable: Bool

    init() {
        SDL_SetHint(KIOSK_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        isAvailable = SDL_InitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER)) == 0
    }

    deinit { if isAvailable { SDL_QuitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER)) } }
}

/// SDL's video subsystem with one driver, initialized for as long as this object lives, plus the
/// game-controller subsystem. Windows hold it, so SDL shuts down only after the last window.
final class SDLVideoSession {
    let driver: SDLDriver
    let controllers: SDLControllerSession

    init(driver: SDLDriver) throws {
        self.driver = driver
        SDLHints.apply(for: driver)
        try SDLCall.check(SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)),
                          "starting the \(driver.rawValue) display driver (SDL_VideoInit)", fix: driver.fix)
        controllers = SDLControllerSession()
    }

    deinit { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)) }
}

/// An owned `SDL_Window`; destroyed when the last reference goes (after its renderer).
final class SDLWindow {
    let raw: OpaquePointer
    /// Keeps the video subsystem up while the window exists.
    let session: SDLVideoSession

    init(raw: OpaquePointer, session: SDLVideoSession) { self.raw = raw; self.session = session }
    deinit { SDL_DestroyWindow(raw) }

    /// The window's size in screen coordinates (what pointer events use).
    var size: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(raw, &w, &h)
        return Size(Double(w), Double(h))
    }

    /// The window's size in pixels (what the renderer draws on once it follows a resize).
    var pixelSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSizeInPixels(raw, &w, &h)
        return Size(Double(w), Double(h))
    }
}

/// An owned `SDL_Surface`: the headless backend's opaque ARGB8888 frame buffer.
final class SDLSurface {
    let raw: UnsafeMutablePointer<SDL_Surface>

    /// A new surface of `width`×`height`, cleared to opaque black.
    init(width: Int, height: Int) throws {
        raw = try SDLCall.nonNull(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, KIOSK_PIXELFORMAT_ARGB8888),
                                  "SDL_CreateRGBSurfaceWithFormat \(width)x\(height)")
        SDL_FillRect(raw, nil, 0xFF00_0000)
    }
    deinit { SDL_FreeSurface(raw) }
}

/// An owned `SDL_Renderer`. It keeps what it draws on (a window or a surface) alive, and every
/// texture keeps it alive, so destruction always runs textures → renderer → window/surface, even
/// when a release build frees owners early.
final class SDLRenderer {
    let raw: OpaquePointer
    /// The window or surface this renderer draws on.
    private let owner: AnyObject
    /// Whether this is SDL's software renderer (deterministic pixels).
    let isSoftware: Bool
    /// The largest texture side the renderer accepts.
    let maxTextureSide: Int

    init(raw: OpaquePointer, owner: AnyObject) {
        self.raw = raw
        self.owner = owner
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(raw, &info)
        isSoftware = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        let w = Int(info.max_texture_width), h = Int(info.max_texture_height)
        // The software renderer reports 0 (no limit); keep a sane bound anyway.
        maxTextureSide = Swift.min(w > 0 ? w : 16384, h > 0 ? h : 16384, 16384)
        SDL_SetRenderDrawBlendMode(raw, SDL_BLENDMODE_BLEND)
    }

    deinit { SDL_DestroyRenderer(raw) }

    /// The size of the current output (the window's drawable, or the surface).
    var outputSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(raw, &w, &h)
        return Size(Double(w), Double(h))
    }
}

/// An owned `SDL_Texture` that keeps its renderer alive.
final class SDLTexture {
    let raw: OpaquePointer
    let renderer: SDLRenderer
    let width: Int
    let height: Int

    init(raw: OpaquePointer, renderer: SDLRenderer, width: Int, height: Int) {
        self.raw = raw; self.renderer = renderer; self.width = width; self.height = height
        SDL_SetTextureBlendMode(raw, SDL_BLENDMODE_BLEND)
    }

    deinit { SDL_DestroyTexture(raw) }

    /// Bytes of memory the pixels take (4 per pixel).
    var byteCount: Int { width * height * 4 }

    /// A static texture from a surface (the surface stays owned by the caller).
    static func from(surface: UnsafeMutablePointer<SDL_Surface>, renderer: SDLRenderer) -> SDLTexture? {
        guard let t = SDL_CreateTextureFromSurface(renderer.raw, surface) else { return nil }
        return SDLTexture(raw: t, renderer: renderer, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    }

    /// A static ARGB8888 texture from 0xAARRGGBB pixels.
    static func from(pixels: [UInt32], width: Int, height: Int, renderer: SDLRenderer) -> SDLTexture? {
        guard width > 0, height > 0,
              let t = SDL_CreateTexture(renderer.raw, KIOSK_PIXELFORMAT_ARGB8888,
                                        Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height)) else { return nil }
        let status = pixels.withUnsafeBytes { SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(width * 4)) }
        if status != 0 { SDL_DestroyTexture(t); return nil }
        return SDLTexture(raw: t, renderer: renderer, width: width, height: height)
    }

    /// A render-target texture (the windowed backend's persistent frame), cleared to opaque black.
    static func target(width: Int, height: Int, renderer: SDLRenderer) throws -> SDLTexture {
        let t = try SDLCall.nonNull(SDL_CreateTexture(renderer.raw, KIOSK_PIXELFORMAT_ARGB8888,
                                                      Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height)),
                                    "SDL_CreateTexture (render target \(width)x\(height))")
        let texture = SDLTexture(raw: t, renderer: renderer, width: width, height: height)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
        SDL_SetRenderTarget(renderer.raw, t)
        SDL_SetRenderDrawColor(renderer.raw, 0, 0, 0, 255)
        SDL_RenderClear(renderer.raw)
        SDL_SetRenderTarget(renderer.raw, nil)
        return texture
    }
}
