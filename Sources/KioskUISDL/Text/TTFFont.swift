import CSDL
import KioskUICore

/// SDL_ttf, initialized while any `TTFLibrary` reference lives (TTF_Init/TTF_Quit are counted).
final class TTFLibrary {
    init() throws {
        try SDLCall.check(TTF_Init(), "TTF_Init", fix: "check that libsdl2-ttf is installed")
    }
    deinit { TTF_Quit() }
}

/// An open SDL_ttf font at one pixel size; closed when the last reference goes.
final class TTFFont {
    let raw: OpaquePointer
    let face: FontFace
    let pixelSize: Int
    /// Keeps SDL_ttf initialized until this font is closed.
    private let library: TTFLibrary
    /// The direction and script SDL_ttf shapes this font's text with (it keeps them per font).
    /// A font never told anything uses SDL_ttf's defaults, left to right and no script, which
    /// `.plain` sets explicitly: so plain text is shaped as SDL_ttf shapes it untold.
    private var shaping = TextShaping.plain

    /// Opens `face` at `pixelSize`; nil (with SDL_GetError set) when SDL_ttf cannot.
    /// The file is read through `kiosk_font_stream_open` (CSDL/fontstream.h): `pread` into a
    /// buffer, with no system call for FreeType's seeks.
    init?(face: FontFace, pixelSize: Int, library: TTFLibrary) {
        guard let stream = kiosk_font_stream_open(face.path),
              let f = TTF_OpenFontIndexRW(stream, 1, Int32(pixelSize), Int(face.index)) else { return nil }
        raw = f
        self.face = face
        self.pixelSize = pixelSize
        self.library = library
        if face.syntheticBold { TTF_SetFontStyle(f, TTF_STYLE_BOLD) }
    }

    deinit { TTF_CloseFont(raw) }

    var ascent: Int { Int(TTF_FontAscent(raw)) }
    /// Height of a rendered line of this font.
    var height: Int { Int(TTF_FontHeight(raw)) }
    /// Recommended distance between baselines.
    var lineSkip: Int { Int(TTF_FontLineSkip(raw)) }

    /// Whether the font has a glyph for the scalar.
    func provides(_ scalar: UInt32) -> Bool { TTF_GlyphIsProvided32(raw, scalar) != 0 }

    /// Tells SDL_ttf (HarfBuzz) how to shape what comes next: called before every measurement
    /// and rendering, it calls SDL only when the direction or script changes.
    func shape(_ s: TextShaping) {
        guard s != shaping else { return }
        TTF_SetFontDirection(raw, s.direction == .rtl ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(raw, s.script?.rawValue ?? "Zzzz")   // Zzzz: HarfBuzz's "unknown", SDL_ttf's default
        shaping = s
    }

    /// The width of `text` shaped with `shaping`, in pixels (0 when SDL_ttf fails): the width of
    /// the surface SDL_ttf renders it into, which holds every glyph's ink.
    func width(of text: String, shaping: TextShaping = .plain) -> Int {
        shape(shaping)
        var w: Int32 = 0, h: Int32 = 0
        return TTF_SizeUTF8(raw, text, &w, &h) == 0 ? Int(w) : 0
    }

    /// How many characters of left-to-right `text` fit in `maxWidth` pixels.
    func charactersFitting(_ text: String, maxWidth: Int, shaping: TextShaping = .plain) -> Int {
        shape(shaping)
        var extent: Int32 = 0, count: Int32 = 0
        return TTF_MeasureUTF8(raw, text, Int32(maxWidth), &extent, &count) == 0 ? Int(count) : 0
    }
}
