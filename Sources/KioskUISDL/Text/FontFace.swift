import KioskUICore

/// A font file (and face index inside a collection such as a .ttc) that SDL_ttf can open.
struct FontFace: Hashable, Sendable {
    var path: String
    var index: Int
    /// Draw with SDL_ttf's synthetic bold (the family has no bold file, or `--font` was given).
    var syntheticBold: Bool

    init(path: String, index: Int = 0, syntheticBold: Bool = false) {
        self.path = path; self.index = index; self.syntheticBold = syntheticBold
    }

    /// The same face drawn with synthetic bold.
    var emboldened: FontFace { FontFace(path: path, index: index, syntheticBold: true) }
}
