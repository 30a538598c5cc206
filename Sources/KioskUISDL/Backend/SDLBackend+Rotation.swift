import CSDL
import KioskUICore

/// Showing the logical target on the output turned by `rotation` (`--rotate`).
extension SDLBackend {
    /// Copies `target` (the logical frame) onto the renderer's current output, turned clockwise by
    /// `rotation`: upright it is a plain full copy; otherwise `SDL_RenderCopyExF` turns a
    /// logical-size rect about the output's centre, which lands it exactly on the output (for 90
    /// and 270 the rect is as wide as the output is tall). The same mapping as
    /// `DisplayRotation.rotatePixels`, which a test checks pixel for pixel on the software
    /// renderer. Caveat: when the output's sides differ in parity (say 801×600) the turned rect
    /// sits on half pixels, and SDL 2.26's software renderer truncates them (one row or column
    /// off, input then misses by a pixel); GPU renderers and panels (even sides) are exact.
    static func copy(_ target: SDLTexture, toOutputOf renderer: SDLRenderer, rotation: DisplayRotation) {
        guard rotation != .none else {
            SDL_RenderCopy(renderer.raw, target.raw, nil, nil)
            return
        }
        let out = renderer.outputSize
        let w = Float(target.width), h = Float(target.height)
        var dst = SDL_FRect(x: (Float(out.width) - w) / 2, y: (Float(out.height) - h) / 2, w: w, h: h)
        SDL_RenderCopyExF(renderer.raw, target.raw, nil, &dst, Double(rotation.degrees), nil, SDL_FLIP_NONE)
    }

    /// The output image: the logical capture turned by `rotation`, as the panel shows it.
    func outputImage() throws -> RasterImage {
        let img = try capture()
        guard rotation != .none else { return img }
        let out = rotation.outputSize(forLogical: Size(Double(img.width), Double(img.height)))
        return RasterImage(width: Int(out.width), height: Int(out.height),
                           pixels: rotation.rotatePixels(img.pixels, width: img.width, height: img.height))
    }
}
