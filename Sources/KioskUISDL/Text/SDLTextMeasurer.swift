import KioskUICore

/// Measures text with SDL_ttf, using the same fonts the SDL backend draws with.
///
/// Widths are the sum of the widths of the runs the line is drawn in (`FontSet.line`: bidi,
/// script and font runs, each shaped by HarfBuzz with its direction and script), so a measured
/// width is the drawn width; the height is the main font's line height. Results are cached per
/// (string, pixel size, weight, direction); the cache is cleared
/// when it reaches `cacheLimit` entries, so its memory stays bounded (32,768 by default: a
/// 10,000-item flow stays cached; a few MB at most).
package final class SDLTextMeasurer: TextMeasuring {
    let fonts: FontSet
    let cacheLimit: Int
    private var cache: [Key: Size] = [:]
    /// Measurements answered from the cache / computed, since creation (for tests and stats).
    private(set) var cacheHits = 0
    private(set) var cacheMisses = 0

    private struct Key: Hashable {
        var text: String
        var pixelSize: Int
        var bold: Bool
        var direction: TextDirection
    }

    package init(fonts: FontSet, cacheLimit: Int = 32768) {
        self.fonts = fonts
        self.cacheLimit = Swift.max(1, cacheLimit)
    }

    /// A measurer with its own fonts (see `FontSet.init`).
    convenience init(fontPath: String?) throws {
        self.init(fonts: try FontSet(fontPath: fontPath))
    }

    package func measure(_ text: String, font: Font, direction: TextDirection) -> Size {
        let key = Key(text: text, pixelSize: font.pixelSize, bold: font.bold, direction: direction)
        if let s = cache[key] { cacheHits += 1; return s }
        cacheMisses += 1
        var width = 0
        if !text.isEmpty {
            for run in fonts.line(text, direction: direction) {
                width += fonts.font(fonts.face(for: run, bold: font.bold), pixelSize: font.pixelSize)?
                    .width(of: run.text, shaping: run.shaping) ?? 0
            }
        }
        let size = Size(Double(width), lineHeight(font: font))
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = size
        return size
    }

    package func lineHeight(font: Font) -> Double {
        guard let f = fonts.mainFont(font) else { return (Double(font.pixelSize) * 1.25).rounded(.up) }
        return Double(Swift.max(f.height, f.lineSkip))
    }
}
