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
/// killed and the picture refused, naming the file and the budget. A small drawing (an icon)
/// is rasterised in this process instead, where a fork would cost more than the drawing: the
/// worst measured under `inProcessPixels` and `inProcessWork` takes a few tens of ms.
enum SVGRaster {
    /// The most time an SVG may take to rasterise, in seconds: the largest legitimate drawing
    /// measured (19,000 straight lines across a picture drawn 2160 px high, under the point
    /// cap) took about 1 s in a release build.
    static let timeLimit = 2.5
    /// The most pixels a drawing rasterised in this process has (128×128).
    static let inProcessPixels = 128 * 128
    /// The most points × drawn height of a drawing rasterised in this process (500 points at
    /// 128 px, 1,333 at 48 px).
    static let inProcessWork = 64_000

    /// Whether the SVG `bytes` drawn at `width`×`height` is small enough to rasterise here.
    static func inProcess(_ bytes: [UInt8], width: Int, height: Int) -> Bool {
        guard width * height <= inProcessPixels else { return false }
        return !SVGPointBudget.exceeds(inProcessWork / Swift.max(1, height), in: bytes)
    }

    /// The SVG file `bytes` (from `path`, checked by `ImageHeader.decodable`) rasterised to fit
    /// `width`×`height` (SDL_image keeps its aspect ratio), as a surface the caller frees; throws
    /// when it takes more than `timeLimit` or cannot be rasterised.
    static func surface(_ bytes: [UInt8], path: String, sized: SDLImageLibrary.LoadSizedSVG,
                        width: Int, height: Int) throws(PNGFile.Failure) -> UnsafeMutablePointer<SDL_Surface> {
        if inProcess(bytes, width: width, height: height) {
            guard let s = rasterise(bytes, sized, width: width, height: height) else {
                throw PNGFile.Failure(description: "cannot decode the image '\(path)': \(String(cString: SDL_GetError()))")
            }
            return s
        }
        // SDL_image rounds the fitted size up: a pixel more each way at most.
        let maxBytes = 8 + 4 * (width + 1) * (height + 1)
        let result = ForkedWork().run(timeLimit: timeLimit, maxBytes: maxBytes) { fd in
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
