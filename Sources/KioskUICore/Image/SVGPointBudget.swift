/// A bound on the work an SVG asks of its rasteriser (SDL_image's nanosvg), counted in Swift
/// before it is decoded: one path of 300,000 points held the loop 8.5 s, one of 2 M points 362 s.
///
/// A "point" here is a pair of numbers in a `d` (path) or `points` (polyline, polygon)
/// attribute, plus one for each element (a `<rect>`, `<circle>`, …); the count stops, and the
/// file is refused, as soon as it passes `maxPoints`, so a huge file costs no more than the
/// budget to refuse. The count is a little generous on purpose (an exponent's digits count as a
/// number of their own): it bounds cost, it does not render.
enum SVGPointBudget {
    /// The most points an SVG may have: a detailed map or logo has a few thousand.
    static let maxPoints = 100_000

    /// Throws when `bytes` (a whole SVG file) has more than `maxPoints` points.
    static func check(_ bytes: [UInt8]) throws(ImageHeader.Failure) {
        let over = bytes.withUnsafeBufferPointer { exceeds(maxPoints, $0) }
        if over {
            throw ImageHeader.Failure(description: "is an SVG of more than \(maxPoints) points in its paths and shapes",
                                      fix: "simplify its paths (fewer nodes), or save it as a PNG")
        }
    }

    /// Whether the document `b` has more than `limit` points (stops counting past it).
    static func exceeds(_ limit: Int, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = b.count
        var elements = 0, numbers = 0, i = 0
        func over() -> Bool { elements + (numbers + 1) / 2 > limit }
        while i < n {
            guard b[i] == UInt8(ascii: "<") else { i += 1; continue }
            i += 1
            guard i < n, isLetter(b[i]) else { continue }    // a closing tag, comment, `<?xml`
            elements += 1
            if over() { return true }
            // The element's attributes, to its `>`: remember each name; count the numbers in
            // the quoted value of a `d` or a `points`.
            var counted = false
            while i < n, b[i] != UInt8(ascii: ">") {
                let c = b[i]
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    var j = i + 1
                    var inNumber = false, dot = false
                    while j < n, b[j] != c {
                        if counted {
                            let d = b[j]
                            if isDigit(d) {
                                if !inNumber { numbers += 1; inNumber = true; dot = false; if over() { return true } }
                            } else if d == UInt8(ascii: ".") {
                                // `1.5.5` is 1.5 then .5: a second point starts a number.
                                if !inNumber || dot { numbers += 1; inNumber = true; if over() { return true } }
                                dot = true
                            } else {
                                inNumber = false; dot = false
                            }
                        }
                        j += 1
                    }
                    counted = false
                    i = j + 1
                } else if isLetter(c) {
                    let start = i
                    while i < n, isNameByte(b[i]) { i += 1 }
                    counted = isCounted(b, start, i)
                } else {
                    i += 1
                }
            }
        }
        return false
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    private static func isNameByte(_ c: UInt8) -> Bool {
        isLetter(c) || isDigit(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: ":") || c == UInt8(ascii: "_")
    }

    /// Whether the name `b[from..<to]` is `d` or `points`.
    private static func isCounted(_ b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Bool {
        if to - from == 1 { return b[from] == UInt8(ascii: "d") }
        guard to - from == 6 else { return false }
        return Array(b[from..<to]) == Array("points".utf8)
    }
}
