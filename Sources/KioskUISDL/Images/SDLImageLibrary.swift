import CSDL
import Glibc
import KioskUICore

/// SDL_image, opened with dlopen the first time a PNG is read or written, not linked: loading it
/// with the program also loads libtiff, libwebp, libjpeg, Lerc, jbig and libdeflate, about 2 ms of
/// every start-up and 0.6 MiB of resident memory, for a library most runs never call (only
/// screenshots, golden comparisons and screens with images or icons do). It stays open.
enum SDLImageLibrary {
    /// Debian's name of the run-time library (package libsdl2-image-2.0-0).
    static let soname = "libSDL2_image-2.0.so.0"

    typealias Load = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<SDL_Surface>?
    typealias SavePNG = @convention(c) (UnsafeMutablePointer<SDL_Surface>?, UnsafePointer<CChar>?) -> Int32
    /// IMG_Load_RW(src, freesrc).
    typealias LoadRW = @convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32) -> UnsafeMutablePointer<SDL_Surface>?
    /// IMG_LoadSizedSVG_RW(src, width, height) (SDL_image 2.6): an SVG rasterised at that size.
    typealias LoadSizedSVG = @convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32, Int32) -> UnsafeMutablePointer<SDL_Surface>?

    struct Functions: Sendable {
        let load: Load
        let savePNG: SavePNG
        /// Nil in an SDL_image older than 2.0.0 (never on Debian 12).
        let loadRW: LoadRW?
        /// Nil before SDL_image 2.6: an SVG is then rasterised at its own size and scaled.
        let loadSizedSVG: LoadSizedSVG?
    }

    /// Opened once, on first use, by whichever thread asks first (a static is initialized once).
    private static let opened = open()

    /// IMG_Load and IMG_SavePNG, or why SDL_image cannot be used.
    static func functions() throws(PNGFile.Failure) -> Functions { try opened.get() }

    private static func open() -> Result<Functions, PNGFile.Failure> {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            let why = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(PNGFile.Failure(description: "SDL_image cannot be loaded (\(why)); apt-get install libsdl2-image-2.0-0"))
        }
        guard let load = dlsym(handle, "IMG_Load"), let save = dlsym(handle, "IMG_SavePNG") else {
            return .failure(PNGFile.Failure(description: "\(soname) has no IMG_Load or IMG_SavePNG; install SDL_image 2"))
        }
        return .success(Functions(load: unsafeBitCast(load, to: Load.self), savePNG: unsafeBitCast(save, to: SavePNG.self),
                                  loadRW: dlsym(handle, "IMG_Load_RW").map { unsafeBitCast($0, to: LoadRW.self) },
                                  loadSizedSVG: dlsym(handle, "IMG_LoadSizedSVG_RW").map { unsafeBitCast($0, to: LoadSizedSVG.self) }))
    }
}
