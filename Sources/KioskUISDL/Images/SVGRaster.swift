import CSDL
import Glibc
import KioskUICore

/// An SVG rasterised by SDL_image (nanosvg's `IMG_LoadSizedSVG_RW`) within a time budget, on
/// every path a picture is decoded on (the screen file's pictures at start, the decode thread,
/// replays, screenshots).
///
/// nanosvg cannot be stopped once started, and its time is not bounded by the points counted
/// before (`SVGPointBudget`): it re-sorts its active edges with a bubble sort on each
/// sub-scanline, so many crossing strokes cost quadratically (19,000 random lines 30 px wide
/// across a 1000×1000 picture: 189 s). So an SVG is rasterised in a forked child
/// (`ForkedWork`) that writes its pixels to a pipe; a child still working after `timeLimit` is
/// killed and the picture refused, naming the file and the budget. A small drawing (an icon, a
/// list item's picture) is rasterised in this process instead, where a fork would cost more
/// than the drawing (a 48 px icon: 0.35 ms here, 3–4 ms forked, in a debug build).
enum SVGRaster {
    /// The most time an SVG may take to rasterise, in seconds. Real drawings take far less: the
    /// heaviest measured under the point cap, 1,900 filled and stroked polygons (19,000 points),
    /// took 1.3 s drawn 2160 px high on a loaded machine (0.09 s at 480 px); crossing strokes
    /// are what takes minutes.
    static let timeLimit = 2.5
    /// The most pixels a drawing rasterised in this process has (256×256).
    static let inProcessPixels = 256 * 256
    /// The most points (`SVGPointBudget`'s count) a drawing rasterised in this process has: the
    /// shipped icons have at most 62, the café pictures 153. Crossing strokes cost nanosvg
    /// quadratically in their number, so the count is kept low: the worst measured under both
    /// limits (250 points of crossing strokes 1000 units wide, drawn 256 px) took 27 ms on a
    /// loaded machine, where 1,332 points drawn only 48 px high took 118 ms.
    static let inProcessPoints = 250

    /// Whether the SVG `bytes` drawn at `width`×`height` is small enough to rasterise here.
    static func inProcess(_ bytes: [UInt8], width: Int, height: Int) -> Bool {
        width * height <= inProcessPixels && !SVGPointBudget.exceeds(inProcessPoints, in: bytes)
    }

    /// The SVG file `bytes` (from `path`, checked by `ImageHeader.decodable`) rasterised to fit
    /// `width`×`height` (SDL_image keeps its aspect ratio), as a surface the caller frees; throws
    /// when it takes more than `timeLimit` or cannot be rasterised, or `work` is cancelled.
    static func surface(_ bytes: [UInt8], path: String, sized: SDLImageLibrary.LoadSizedSVG,
                        width: Int, height: Int, work: ForkedWork) throws(PNGFile.Failure) -> UnsafeMutablePointer<SDL_Surface> {
        if inProcess(bytes, width: width, height: height) {
            guard let s = rasterise(bytes, sized, width: width, height: height) else {
                throw PNGFile.Failure(description: "cannot decode the image '\(path)': \(String(cString: SDL_GetError()))")
            }
            return s
        }
        // SDL_image rounds the fitted size up: a pixel more each way at most.
        let maxBytes = 8 + 4 * (width + 1) * (height + 1)
        let result = work.run(timeLimit: timeLimit, maxBytes: maxBytes) { fd in
            // The child: C calls and raw pointers only (see ForkedWork).
            guard let s = rasterise(bytes, sized, width: width, height: height) else { return false }
            guard let argb = SDL_ConvertSurfaceFormat(s, KIOSK_PIXELFORMAT_ARGB8888, 0) else { return false }
            var size: (UInt32, UInt32) = (UInt32(argb.pointee.w), UInt32(argb.pointee.h))
            if withUnsafeBytes(of: &size, { POSIXCall.writeAll(fd, $0) }) != nil { return false }
            guard let base = argb.pointee.pixels else { return false }
            let row = Int(argb.pointee.w) * 4, pitch = Int(argb.pointee.pitch)
            for y in 0..<Int(argb.pointee.h) {
                if POSIXCall.writeAll(fd, UnsafeRawBufferPointer(start: base + y * pitch, count: row)) != nil { return false }
            }
            return true
        }
        switch result {
        case .success(let b):
            if let s = surface(b) { return s }
            throw PNGFile.Failure(description: "cannot decode the image '\(path)': its pixels came back incomplete")
        case .failure(.timedOut):
            throw PNGFile.Failure(description: "the image '\(path)' took more than \(timeLimit) s to rasterise (the time budget of an SVG) and was stopped; simplify it (fewer or thinner crossing strokes) or save it as a PNG")
        case .failure(.cannotStart(let code)):
            throw PNGFile.Failure(description: "cannot decode the image '\(path)': no process to rasterise it in (\(POSIXCall.Errno(code)))")
        case .failure(.cancelled), .failure(.tooLong), .failure(.failed):
            throw PNGFile.Failure(description: "cannot decode the image '\(path)': SDL_image could not rasterise it")
        }
    }

    /// Rasterised here, by SDL_image.
    private static func rasterise(_ bytes: [UInt8], _ sized: SDLImageLibrary.LoadSizedSVG,
                                  width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        bytes.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            return sized(rw, Int32(width), Int32(height))
        }
    }

    /// The child's output (width, height, then the ARGB8888 rows) as a surface; nil when short.
    private static func surface(_ b: [UInt8]) -> UnsafeMutablePointer<SDL_Surface>? {
        guard b.count >= 8 else { return nil }
        let w = b.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: 0, as: UInt32.self)) }
        let h = b.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: 4, as: UInt32.self)) }
        guard w > 0, h > 0, b.count == 8 + 4 * w * h,
              let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, KIOSK_PIXELFORMAT_ARGB8888) else { return nil }
        guard let base = s.pointee.pixels else { SDL_FreeSurface(s); return nil }
        let pitch = Int(s.pointee.pitch)
        b.withUnsafeBytes { raw in
            for y in 0..<h { (base + y * pitch).copyMemory(from: raw.baseAddress! + 8 + y * w * 4, byteCount: w * 4) }
        }
        return s
    }
}
