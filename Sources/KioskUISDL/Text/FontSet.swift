import Glibc
import KioskUICore

/// The fonts of one run: the main family (regular and bold), fallback fonts for characters it
/// lacks, and the open SDL_ttf fonts, cached per (face, pixel size).
///
/// Shared by the text measurer and the draw-list executor, so both see the same fonts.
package final class FontSet {
    /// A stretch of a string drawn with one font and shaped as one piece.
    struct Run: Equatable {
        var text: String
        /// The fallback face that draws this run; nil for the main family.
        var fallback: FontFace?
        /// The direction and script it is shaped with.
        var shaping: TextShaping = .plain
    }

    let regular: FontFace
    let bold: FontFace
    private let library: TTFLibrary
    /// Open fonts; a count bound (each entry costs 1), least recently used closed first.
    private let fonts: ByteLRUCache<FontKey, TTFFont>
    /// Fallback face per scalar the main font lacks (nil: no installed font has it).
    private var fallbackFaces: [UInt32: FontFace?] = [:]
    /// Runs per line in a direction (`line`); cleared when full.
    private var lineCache: [LineKey: [Run]] = [:]
    private static let lineCacheLimit = 2048
    /// A right-to-left run longer than this many characters is cut at spaces into runs this
    /// long at most, so none is wider than the largest texture (`line`).
    static let longRunCharacters = 200

    private struct LineKey: Hashable { var text: String; var direction: TextDirection }
    /// The main regular font at a fixed size, used to ask which glyphs it provides.
    private var probe: TTFFont?

    private struct FontKey: Hashable { var face: FontFace; var pixelSize: Int }

    /// Fonts from `fontPath` (synthetic bold) or from fontconfig's `family`. Fontconfig's answer
    /// is kept between runs (`FontPathCache`: used only while fontconfig's configuration, caches
    /// and font folders are unchanged), so a start need not load fontconfig at all.
    ///
    /// Throws an error naming the path when the file is missing, unreadable or not a font, and
    /// naming the family and the fix when fontconfig has no font of it.
    init(fontPath: String?, family: String = "DejaVu Sans", maxOpenFonts: Int = 24) throws {
        library = try TTFLibrary()
        fonts = ByteLRUCache(budget: Swift.max(2, maxOpenFonts))
        if let path = fontPath {
            guard let f = fopen(path, "rb") else {
                let reason = String(cString: strerror(errno))
                throw SDLError("cannot read the font file '\(path)': \(reason); pass --font with the path of a readable .ttf or .otf file")
            }
            fclose(f)
            regular = FontFace(path: path)
            bold = regular.emboldened
        } else {
            let cache = FontPathCache(family: family, environment: ProcessEnvironment.current)
            if let known = cache?.faces() {
                (regular, bold) = known
            } else {
                guard let r = FontLocator.face(family: family, bold: false) else {
                    throw SDLError("the font family \"\(family)\" is not installed; apt-get install fonts-dejavu-core, or pass --font /path/to/font.ttf")
                }
                regular = r
                bold = FontLocator.face(family: family, bold: true) ?? r.emboldened
                cache?.store(regular: regular, bold: bold)
            }
        }
        guard let p = TTFFont(face: regular, pixelSize: 16, library: library) else {
            throw SDLError("cannot open the font file '\(regular.path)': \(SDLCall.lastError); pass --font with a .ttf or .otf file SDL_ttf can open")
        }
        probe = p
    }

    /// The main face for a weight.
    func mainFace(bold isBold: Bool) -> FontFace { isBold ? bold : regular }

    /// The face that draws `run` at a weight.
    func face(for run: Run, bold isBold: Bool) -> FontFace {
        guard let f = run.fallback else { return mainFace(bold: isBold) }
        return isBold ? f.emboldened : f
    }

    /// The open font for a face and pixel size (opened on first use); nil when it cannot be opened.
    func font(_ face: FontFace, pixelSize: Int) -> TTFFont? {
        let key = FontKey(face: face, pixelSize: pixelSize)
        if let f = fonts[key] { return f }
        guard let f = TTFFont(face: face, pixelSize: pixelSize, library: library) else { return nil }
        fonts.insert(f, for: key, cost: 1)
        return f
    }

    /// The main font for a `Font` request.
    func mainFont(_ font: Font) -> TTFFont? { self.font(mainFace(bold: font.bold), pixelSize: font.pixelSize) }

    /// Splits `text` into runs by which font provides each character.
    ///
    /// Characters the main font has stay in main runs; others go to a fallback font found through
    /// fontconfig; when none has them, the main font draws its missing-glyph box. Joiners,
    /// variation selectors and combining marks stay with the run before them. Every run is
    /// shaped plain (left to right, no script); what is measured and drawn is `line`.
    func runs(_ text: String) -> [Run] {
        FontSet.isPlainASCII(text) ? [Run(text: text, fallback: nil)] : fontRuns(TextItem(text))
    }

    /// The runs a line of text is drawn in, left to right on screen, in a paragraph of direction
    /// `direction`: its bidi and script items (`TextItemizer`), each split by font (`runs`' rules,
    /// and in a script the shaper must be told, a word the main font lacks a letter of is drawn
    /// whole by one fallback font that has them all, so its letters still join). The runs of a
    /// right-to-left item go right to left. Measuring and drawing both use this, so the measured
    /// width is the drawn one. Cached per (text, direction); printable ASCII left to right is
    /// one main run at once.
    func line(_ text: String, direction: TextDirection) -> [Run] {
        if direction == .ltr && FontSet.isPlainASCII(text) { return [Run(text: text, fallback: nil)] }
        let key = LineKey(text: text, direction: direction)
        if let r = lineCache[key] { return r }
        var runs: [Run] = []
        for item in TextItemizer.items(text, base: direction) {
            let pieces = fontRuns(item)
            runs += item.shaping.direction == .rtl ? pieces.flatMap(FontSet.cutLong).reversed() : pieces
        }
        if lineCache.count >= FontSet.lineCacheLimit { lineCache.removeAll(keepingCapacity: true) }
        lineCache[key] = runs
        return runs
    }

    /// The font runs of one item, in logical order, shaped as the item says.
    private func fontRuns(_ item: TextItem) -> [Run] {
        let scalars = Array(item.text.unicodeScalars)
        var faces: [FontFace?] = []
        faces.reserveCapacity(scalars.count)
        for (i, s) in scalars.enumerated() {
            faces.append(i > 0 && FontSet.attachesToPrevious(s) ? faces[i - 1] : fallback(for: s.value))
        }
        if item.shaping.script != nil { keepWordsInOneFont(scalars, &faces) }
        var runs: [Run] = []
        var start = 0
        for i in scalars.indices.dropFirst() where faces[i] != faces[start] {
            runs.append(Run(text: String(String.UnicodeScalarView(scalars[start..<i])), fallback: faces[start], shaping: item.shaping))
            start = i
        }
        if !scalars.isEmpty {
            runs.append(Run(text: String(String.UnicodeScalarView(scalars[start...])), fallback: faces[start], shaping: item.shaping))
        }
        return runs
    }

    /// A word (between spaces) whose letters come from several fonts is given the fallback font
    /// of its first letter the main font lacks, when that font has every letter of the word: a
    /// joining or cluster-forming script is shaped across the word only within one font.
    private func keepWordsInOneFont(_ scalars: [Unicode.Scalar], _ faces: inout [FontFace?]) {
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count && !scalars[end].properties.isWhitespace { end += 1 }
            if end > start, let f = faces[start..<end].first(where: { $0 != nil }) ?? nil,
               faces[start..<end].contains(where: { $0 != f }),
               let opened = font(f, pixelSize: 16), scalars[start..<end].allSatisfy({ opened.provides($0.value) }) {
                for i in start..<end { faces[i] = f }
            }
            start = end + 1
        }
    }

    /// A right-to-left run cut into pieces of at most `longRunCharacters` characters, at the
    /// last space before the limit when there is one (never before a mark or joiner), in
    /// logical order.
    private static func cutLong(_ run: Run) -> [Run] {
        let scalars = Array(run.text.unicodeScalars)
        guard scalars.count > longRunCharacters else { return [run] }
        var pieces: [Run] = []
        var start = 0
        while start < scalars.count {
            var end = Swift.min(scalars.count, start + longRunCharacters)
            if end < scalars.count {
                if let space = scalars[start..<end].lastIndex(where: { $0.properties.isWhitespace }), space > start { end = space + 1 }
                while end < scalars.count && attachesToPrevious(scalars[end]) { end += 1 }
            }
            var piece = run
            piece.text = String(String.UnicodeScalarView(scalars[start..<end]))
            pieces.append(piece)
            start = end
        }
        return pieces
    }

    /// Whether `text` is printable ASCII only: one run in the main font.
    @inline(__always)
    static func isPlainASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }

    /// The fallback face for a scalar, or nil when the main font has it or no font does.
    private func fallback(for scalar: UInt32) -> FontFace? {
        if scalar < 0x80 || probe?.provides(scalar) ?? true { return nil }
        if let known = fallbackFaces[scalar] { return known }
        var found = FontLocator.face(covering: scalar)
        if let f = found, f.path == regular.path && f.index == regular.index { found = nil }
        // Only keep a fallback SDL_ttf can open and that really has the glyph.
        if let f = found, let opened = font(f, pixelSize: 16), !opened.provides(scalar) { found = nil }
        if let f = found, font(f, pixelSize: 16) == nil { found = nil }
        fallbackFaces[scalar] = .some(found)
        return found
    }

    /// Zero-width joiners, variation selectors and combining marks belong to the character before.
    private static func attachesToPrevious(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x1F3FB...0x1F3FF: return true
        default:
            switch s.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark: return true
            default: return false
            }
        }
    }
}
