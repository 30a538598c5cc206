import CSDL
import KioskUICore

/// `DrawCommand.image`: a texture of the drawn size in pixels (`ImageTextures`), copied 1:1 —
/// mirrored with SDL's flip, faded with its alpha modulation. The headless renderer and the fb
/// driver draw through this same executor, so a picture looks the same on both.
extension DrawListExecutor {
    func image(_ drawing: ImageDrawing) {
        let r = drawing.rect.pixelAligned
        guard r.isValid, !r.isEmpty, isVisible(r) else { return }
        let w = Int(Int32(pixel: r.width)), h = Int(Int32(pixel: r.height))
        guard let texture = images.texture(drawing, width: w, height: h, renderer: renderer, makeRoom: { emptyCaches() }) else { return }
        var dst = r.sdlRect
        let alpha = UInt8((opacity * 255).rounded())
        if alpha != 255 { SDL_SetTextureAlphaMod(texture.raw, alpha) }
        SDL_RenderCopyEx(renderer.raw, texture.raw, nil, &dst, 0, nil, drawing.mirrored ? SDL_FLIP_HORIZONTAL : SDL_FLIP_NONE)
        if alpha != 255 { SDL_SetTextureAlphaMod(texture.raw, 255) }
        backdrops.ink(r.intersection(currentClip))
    }

    /// `DrawCommand.prefetch`: the texture of the size it will be drawn at, made now (or its decode
    /// started off the loop), with no pixel drawn.
    func prefetch(_ drawing: ImageDrawing) {
        let r = drawing.rect.pixelAligned
        guard r.isValid, !r.isEmpty else { return }
        let w = Int(Int32(pixel: r.width)), h = Int(Int32(pixel: r.height))
        _ = images.texture(drawing, width: w, height: h, renderer: renderer, makeRoom: { emptyCaches() })
    }
}
