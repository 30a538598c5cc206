import CSDL
import KioskUICore

/// Finds font files through fontconfig: a family by name, or any font covering a character.
enum FontLocator {
    /// The regular or bold file of `family`, or nil when fontconfig has no font of that family
    /// (fontconfig always returns *some* font; a different family counts as not found).
    /// For bold, a family without a bold file gives its regular file with `syntheticBold` set.
    static func face(family: String, bold: Bool) -> FontFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        family.withFcString { _ = FcPatternAddString(pattern, KIOSK_FC_FAMILY, $0) }
        FcPatternAddInteger(pattern, KIOSK_FC_WEIGHT, bold ? Int32(FC_WEIGHT_BOLD) : Int32(FC_WEIGHT_REGULAR))
        FcPatternAddInteger(pattern, KIOSK_FC_SLANT, Int32(FC_SLANT_ROMAN))
        FcPatternAddBool(pattern, KIOSK_FC_SCALABLE, 1)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(match) }
        guard families(of: match).contains(where: { $0.lowercased() == family.lowercased() }),
              var face = fileFace(of: match) else { return nil }
        if bold {
            var weight: Int32 = 0
            if FcPatternGetInteger(match, KIOSK_FC_WEIGHT, 0, &weight) == FcResultMatch, weight < Int32(FC_WEIGHT_DEMIBOLD) {
                face.syntheticBold = true
            }
        }
        return face
    }

    /// A scalable font that has a glyph for `scalar`, or nil when no installed font has one.
    ///
    /// Of the fonts fontconfig sorts for the request (its sans-serif preferences first), the
    /// first that has the glyph and whose family is a sans one ("Noto Sans Arabic" rather than
    /// "Noto Kufi Arabic" or "Noto Naskh Arabic", which fontconfig may sort first), to go with
    /// the main sans font; else the first that has it.
    static func face(covering scalar: UInt32) -> FontFace? {
        guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer { FcPatternDestroy(pattern); FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar)
        FcPatternAddCharSet(pattern, KIOSK_FC_CHARSET, charset)
        FcPatternAddBool(pattern, KIOSK_FC_SCALABLE, 1)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(nil, pattern, 1, nil, &result) else { return nil }
        defer { FcFontSetDestroy(set) }
        let n = Int(set.pointee.nfont)
        var first: FontFace?
        for i in 0..<n {
            guard let font = set.pointee.fonts[i] else { continue }
            var cs: OpaquePointer?
            guard FcPatternGetCharSet(font, KIOSK_FC_CHARSET, 0, &cs) == FcResultMatch, let c = cs,
                  FcCharSetHasChar(c, scalar) != 0,
                  // FcFontSort's patterns lack the file until rendered with the request; read it directly.
                  let face = fileFace(of: font) else { continue }
            if families(of: font).contains(where: isSans) { return face }
            if first == nil { first = face }
        }
        return first
    }

    /// Whether a family name says it is a sans-serif design ("DejaVu Sans", "Noto Sans Devanagari").
    private static func isSans(_ family: String) -> Bool {
        family.split(separator: " ").contains { $0 == "Sans" } && !family.contains("Mono")
    }

    private static func families(of pattern: OpaquePointer) -> [String] {
        var names: [String] = []
        var i: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, KIOSK_FC_FAMILY, i, &value) == FcResultMatch, let v = value {
            names.append(String(cString: v))
            i += 1
        }
        return names
    }

    private static func fileFace(of pattern: OpaquePointer) -> FontFace? {
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, KIOSK_FC_FILE, 0, &file) == FcResultMatch, let f = file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(pattern, KIOSK_FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return FontFace(path: String(cString: f), index: Int(index))
    }
}

private extension String {
    /// Calls `body` with the string as fontconfig's `const FcChar8 *`.
    func withFcString<R>(_ body: (UnsafePointer<FcChar8>) -> R) -> R {
        withCString { $0.withMemoryRebound(to: FcChar8.self, capacity: utf8.count + 1, body) }
    }
}
