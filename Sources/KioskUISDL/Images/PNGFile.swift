import CSDL
import Glibc
import KioskUICore

/// Reads and writes PNG files through SDL_image (no hand-written codec), which is loaded on
/// first use (`SDLImageLibrary`).
enum PNGFile {
    struct Failure: Error, CustomStringConvertible, Sendable { let description: String }

    /// Loads a PNG into 0xAARRGGBB pixels.
    static func read(_ path: String) throws -> RasterImage {
        guard let loaded = try SDLImageLibrary.functions().load(path) else {
            throw Failure(description: "cannot read the PNG '\(path)': \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let s = SDL_ConvertSurfaceFormat(loaded, KIOSK_PIXELFORMAT_ARGB8888, 0) else {
            throw Failure(description: "cannot convert '\(path)': \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(s) }
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        var pixels = [UInt32](repeating: 0, count: w * h)
        if kiosk_must_lock(s) != 0 { SDL_LockSurface(s) }
        let base = s.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            let row = UnsafeRawPointer(base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { pixels[y * w + x] = row[x] }
        }
        if kiosk_must_lock(s) != 0 { SDL_UnlockSurface(s) }
        return RasterImage(width: w, height: h, pixels: pixels)
    }

    /// Writes 0xAARRGGBB pixels as a PNG: into a temporary file beside `path`, renamed over it
    /// once whole, so a run that ends or dies while writing never leaves an empty or cut image.
    /// A path that holds anything but a regular file (a device, FIFO, folder, link) is refused and
    /// left as it is (`FileSystem.refusalToReplace`).
    static func write(_ image: RasterImage, to path: String) throws {
        if let refusal = FileSystem.refusalToReplace(path) { throw Failure(description: "cannot write the PNG: \(refusal)") }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let temporary = folder + "." + (slash.map { String(path[path.index(after: $0)...]) } ?? path) + ".tmp-\(getpid())"
        do {
            try writeWhole(image, to: temporary)
        } catch {
            FileSystem.remove(temporary)
            throw Failure(description: "\(error)".replacing(temporary, with: path))
        }
        if let refusal = FileSystem.refusalToReplace(path) {
            FileSystem.remove(temporary)
            throw Failure(description: "cannot write the PNG: \(refusal)")
        }
        if let why = FileSystem.rename(temporary, to: path) {
            FileSystem.remove(temporary)
            throw Failure(description: "cannot write the PNG '\(path)': \(why)")
        }
    }

    private static func writeWhole(_ image: RasterImage, to path: String) throws {
        let savePNG = try SDLImageLibrary.functions().savePNG
        // The surface only lends the pixels to IMG_SavePNG, which reads them: no copy of the image
        // (a 1280x800 frame is 4 MiB; copying it raised a screenshot run's peak by as much).
        let ok: Int32 = image.pixels.withUnsafeBytes { buf in
            guard let s = SDL_CreateRGBSurfaceWithFormatFrom(UnsafeMutableRawPointer(mutating: buf.baseAddress),
                                                             Int32(image.width), Int32(image.height), 32,
                                                             Int32(image.width * 4), KIOSK_PIXELFORMAT_ARGB8888) else { return -1 }
            defer { SDL_FreeSurface(s) }
            return savePNG(s, path)
        }
        if ok != 0 { throw Failure(description: "cannot write the PNG '\(path)': \(String(cString: SDL_GetError()))") }
    }
}
