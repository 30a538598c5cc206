import CSDL
import Glibc
import KioskUICore

/// Images and icons as textures of exactly the size they are drawn at, in a byte-bounded LRU
/// keyed by (file, pixel size, tint), so a screen's pictures are decoded once per size and memory
/// stays within the budget however many are shown.
///
/// An SVG is rasterised by SDL_image at the drawn size (`IMG_LoadSizedSVG_RW`), so it is sharp
/// at every size and font scale, within a time budget (`SVGRaster`). A PNG or JPEG is decoded whole, then scaled to the drawn size in
/// one pass — averaging every source pixel into its target pixel when it shrinks (a box filter,
/// alpha-weighted), SDL's bilinear stretch when it grows — and the full-size pixels are freed at
/// once: a 4000×3000 photo shown at 400×300 keeps 480 KB, not 48 MB. A tint recolours every pixel
/// once at decode (its alpha kept), so drawing is a plain copy.
final class ImageTextures {
    struct Key: Hashable, Sendable {
        var path: String
        var width: Int
        var height: Int
        /// 0xRRGGBB, nil for the file's colours.
        var tint: UInt32?
    }

    /// A texture, or nil for a file that could not be decoded (not tried again while cached).
    private let cache: ByteLRUCache<Key, SDLTexture?>
    /// Files decoded since creation (cache misses), for tests.
    private(set) var decoded = 0
    /// Why the last file failed, for tests and the one warning.
    private(set) var lastFailure: String?
    /// Paths already warned about on standard error (once each).
    private var warned: Set<String> = []

    /// The largest side decoded, in pixels: a larger rect is not drawn (its texture alone would
    /// take more than 64 MB).
    static let maxSide = 4096

    /// Decodes on a thread of their own when set (the live loop after its first frame); nil: on
    /// the loop's thread as they are drawn (replays, screenshots: the same bytes every run).
    var background: PictureDecodes?

    init(budget: Int) { cache = ByteLRUCache(budget: budget) }

    var budget: Int { cache.budget }

    /// Makes room for two pictures as large as a `width`×`height` window at once: a slideshow's
    /// cross-fade draws two in every frame, and two that did not fit would be decoded again in
    /// each (at 3840×2160 one such picture is 33 MB, over the 16 MiB budget alone). Below about
    /// 1920×1080 the budget already holds two; it only grows.
    func makeRoomForTwoPictures(width: Int, height: Int) {
        guard width > 0, height > 0, width <= ImageTextures.maxSide, height <= ImageTextures.maxSide else { return }
        cache.raiseBudget(to: 2 * width * height * 4)
    }
    var totalBytes: Int { cache.totalCost }
    var count: Int { cache.count }

    func removeAll() { cache.removeAll() }

    /// The texture for `drawing` at `width`×`height` pixels, decoded on first use; nil when the
    /// file cannot be read or decoded.
    func texture(_ drawing: ImageDrawing, width: Int, height: Int, renderer: SDLRenderer, makeRoom: () -> Void) -> SDLTexture? {
        guard width > 0, height > 0, width <= ImageTextures.maxSide, height <= ImageTextures.maxSide else { return nil }
        let key = Key(path: drawing.path, width: width, height: height, tint: drawing.tint?.rgb)
        if let hit = cache[key] { return hit }
        let outcome: Result<[UInt32], PNGFile.Failure>
        if let background {
            // Not drawn until its pixels come back from the decode thread (nothing cached meanwhile).
            guard let arrived = background.pixels(key, format: drawing.format, rect: drawing.rect) else { return nil }
            outcome = arrived
        } else {
            outcome = Result { () throws(PNGFile.Failure) in
                try ImageTextures.decode(drawing.path, format: drawing.format, width: width, height: height)
            }
        }
        decoded += 1
        var made: SDLTexture?
        do {
            var pixels = try outcome.get()
            if let t = drawing.tint {
                let rgb = t.rgb & 0xFFFFFF
                for i in pixels.indices { pixels[i] = (pixels[i] & 0xFF00_0000) | rgb }
            }
            made = SDLTexture.from(pixels: pixels, width: width, height: height, renderer: renderer)
            if made == nil {
                makeRoom()
                made = SDLTexture.from(pixels: pixels, width: width, height: height, renderer: renderer)
            }
        } catch {
            lastFailure = error.description
            if warned.insert(drawing.path).inserted {
                OutputFile.standardError.write("kiosk: warning: \(error.description); the image is not drawn\n")
            }
        }
        cache.insert(made, for: key, cost: made?.byteCount ?? 64)
        return made
    }

    /// The file's pixels (0xAARRGGBB) at exactly `width`×`height`. The file is read whole
    /// through `FileSystem.regularFileContents` (a FIFO or device is refused, never waited on)
    /// and its header checked against the picture limits (`ImageHeader.decodable`: a bitmap of
    /// more pixels than a panel, an SVG of too many points) before SDL_image sees a byte: the
    /// bytes decoded are the bytes checked, whatever the path holds by then. `format` is what
    /// layout read; the bytes' own header decides. `work` stops an SVG's rasterising child when
    /// cancelled (`PictureDecodes`).
    static func decode(_ path: String, format: ImageHeader.Format, width: Int, height: Int,
                       work: ForkedWork = ForkedWork()) throws(PNGFile.Failure) -> [UInt32] {
        let lib = try SDLImageLibrary.functions()
        let bytes: [UInt8], header: ImageHeader
        do {
            bytes = try FileSystem.regularFileContents(atPath: path, maxBytes: ImageHeader.maxFileBytes, what: "a picture").get()
            header = try ImageHeader.decodable(bytes)
        } catch {
            throw PNGFile.Failure(description: "the image '\(path)' \(error)")
        }
        let loaded: UnsafeMutablePointer<SDL_Surface>?
        if header.format == .svg, let sized = lib.loadSizedSVG {
            // Within SVGRaster's time budget (in a child process unless it is small).
            loaded = try SVGRaster.surface(bytes, path: path, sized: sized, width: width, height: height, work: work)
        } else {
            loaded = bytes.withUnsafeBytes { raw in
                guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
                // Every SDL_image 2 has IMG_Load_RW; without it the checked bytes cannot be decoded,
                // and the path is not opened again unchecked.
                guard let loadRW = lib.loadRW else { SDL_RWclose(rw); return nil }
                return loadRW(rw, 1)
            }
        }
        guard let source = loaded else { throw failure("cannot decode the image '\(path)'") }
        defer { SDL_FreeSurface(source) }
        let sw = Int(source.pointee.w), sh = Int(source.pointee.h)
        if sw >= width && sh >= height, let pixels = boxScaled(source, width: width, height: height) { return pixels }
        return try stretched(source, width: width, height: height)
    }

    private static func failure(_ what: String) -> PNGFile.Failure {
        PNGFile.Failure(description: "\(what): \(String(cString: SDL_GetError()))")
    }

    /// Scaled up (or a format `boxScaled` does not read) with SDL's bilinear stretch, through
    /// ARGB8888 surfaces.
    private static func stretched(_ source: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int) throws(PNGFile.Failure) -> [UInt32] {
        guard let argb = SDL_ConvertSurfaceFormat(source, KIOSK_PIXELFORMAT_ARGB8888, 0) else { throw failure("cannot convert an image") }
        defer { SDL_FreeSurface(argb) }
        var out = [UInt32](repeating: 0, count: width * height)
        let ok = out.withUnsafeMutableBytes { buffer -> Bool in
            guard let target = SDL_CreateRGBSurfaceWithFormatFrom(buffer.baseAddress, Int32(width), Int32(height), 32,
                                                                  Int32(width * 4), KIOSK_PIXELFORMAT_ARGB8888) else { return false }
            defer { SDL_FreeSurface(target) }
            if argb.pointee.w == Int32(width) && argb.pointee.h == Int32(height) {
                SDL_SetSurfaceBlendMode(argb, SDL_BLENDMODE_NONE)
                return SDL_UpperBlit(argb, nil, target, nil) == 0
            }
            return SDL_SoftStretchLinear(argb, nil, target, nil) == 0
        }
        guard ok else { throw failure("cannot scale an image") }
        return out
    }

    /// Shrunk by averaging: every source pixel goes into the target pixel it falls in, its colour
    /// weighted by its alpha (so transparent pixels do not darken edges). Reads 24- and 32-bit
    /// surfaces with 8-bit channels in place (a decoded JPEG is never converted to 32 bits at full
    /// size); nil for other formats.
    static func boxScaled(_ s: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int) -> [UInt32]? {
        guard let f = s.pointee.format?.pointee else { return nil }
        let bpp = Int(f.BytesPerPixel)
        guard bpp == 3 || bpp == 4, f.palette == nil, f.Rloss == 0, f.Gloss == 0, f.Bloss == 0,
              f.Amask == 0 || f.Aloss == 0 else { return nil }
        let sw = Int(s.pointee.w), sh = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        if kiosk_must_lock(s) != 0 { SDL_LockSurface(s) }
        defer { if kiosk_must_lock(s) != 0 { SDL_UnlockSurface(s) } }
        guard let base = s.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let column = (0..<sw).map { $0 * width / sw }
        var sums = [UInt64](repeating: 0, count: width * 5)
        var out = [UInt32](repeating: 0, count: width * height)
        let rs = UInt32(f.Rshift), gs = UInt32(f.Gshift), bs = UInt32(f.Bshift), aShift = UInt32(f.Ashift)
        let rm = f.Rmask, gm = f.Gmask, bm = f.Bmask, am = f.Amask
        // Raw buffers: this loop reads every pixel of a photo (12 M for 4000×3000) once.
        column.withUnsafeBufferPointer { column in
            sums.withUnsafeMutableBufferPointer { sums in
                out.withUnsafeMutableBufferPointer { out in
                    var row = 0
                    for y in 0..<sh {
                        let line = base + y * pitch
                        for x in 0..<sw {
                            let p = line + x * bpp
                            var v = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16
                            if bpp == 4 { v |= UInt32(p[3]) << 24 }
                            let a = am == 0 ? 255 : UInt64((v & am) >> aShift)
                            let c = column[x] &* 5
                            sums[c] &+= UInt64((v & rm) >> rs) &* a
                            sums[c + 1] &+= UInt64((v & gm) >> gs) &* a
                            sums[c + 2] &+= UInt64((v & bm) >> bs) &* a
                            sums[c + 3] &+= a
                            sums[c + 4] &+= 1
                        }
                        // The last source row of target row `row`: write it out.
                        guard y == sh - 1 || (y + 1) * height / sh != row else { continue }
                        for x in 0..<width {
                            let c = x * 5, alpha = sums[c + 3], n = Swift.max(1, sums[c + 4])
                            var px: UInt32 = 0
                            if alpha > 0 {
                                let r = UInt32((sums[c] + alpha / 2) / alpha), g = UInt32((sums[c + 1] + alpha / 2) / alpha)
                                let b = UInt32((sums[c + 2] + alpha / 2) / alpha), a = UInt32((alpha + n / 2) / n)
                                px = a << 24 | r << 16 | g << 8 | b
                            }
                            out[row * width + x] = px
                            for k in 0..<5 { sums[c + k] = 0 }
                        }
                        row = (y + 1) * height / sh
                        if row >= height { break }
                    }
                }
            }
        }
        return out
    }
}
