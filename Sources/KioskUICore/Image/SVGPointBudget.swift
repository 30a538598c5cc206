/// A bound on the work an SVG asks of its rasteriser (SDL_image's nanosvg), counted in Swift
/// before it is decoded: one path of 300,000 points held the loop 8.5 s, one of 2 M points 362 s.
///
/// A "point" here is a pair of numbers in a `d` (path) or `points` (polyline, polygon)
/// attribute, plus one for each element (a `<rect>`, `<circle>`, …), plus `curveWeight` for each
/// curve or arc in a path (nanosvg flattens a curve into many lines: 3,300 curves each across
/// the picture take 0.8 s where 10,000 straight lines take 0.2 s). The count stops, and the file
/// is refused, as soon as it passes `maxPoints`, so a huge file costs no more than the budget
/// to refuse. The count is a little generous on purpose (an exponent's digits count as a number
/// of their own): it bounds cost, it does not render.
package enum SVGPointBudget {
    /// The most points an SVG may have: a detailed logo or icon has a few thousand. Under the
    /// limit, the worst shape measured (19,000 lines each across the picture, drawn 480 px high)
    /// costs about 0.5 s to rasterise; the cost grows with the drawn height.
    static let maxPoints = 20_000
    /// What a curve or arc adds: nanosvg cuts one into up to a few dozen lines.
    static let curveWeight = 16

    /// Throws when `bytes` (a whole SVG file) has more than `maxPoints` points.
    static func check(_ bytes: [UInt8]) throws(ImageHeader.Failure) {
        let over = bytes.withUnsafeBufferPointer { exceeds(maxPoints, $0) }
        if over {
            throw ImageHeader.Failure(description: "is an SVG of more than \(maxPoints) points in its paths and shapes (a curve counts \(curveWeight))",
                                      fix: "simplify its paths (fewer nodes), or save it as a PNG")
        }
    }

    /// Whether the SVG file `bytes` has more than `limit` points (stops counting past it, so a
    /// small limit is a cheap question).
    package static func exceeds(_ limit: Int, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { exceeds(limit, $0) }
    }

    /// Whether the document `b` has more than `limit` points (stops counting past it).
    static func exceeds(_ limit: Int, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = b.count
        var elements = 0, numbers = 0, curves = 0, i = 0
        func over() -> Bool { elements + (numbers + 1) / 2 + curves * curveWeight > limit }
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
                    // The path command the numbers belong to (its arity when it is a curve) and
                    // how many it has had: a curve's numbers may repeat without its letter.
                    var arity = 0, arguments = 0
                    func number() -> Bool {
                        numbers += 1
                        if arity > 0 { arguments += 1; if arguments == arity { curves += 1; arguments = 0 } }
                        return over()
                    }
                    while j < n, b[j] != c {
                        if counted {
                            let d = b[j]
                            if isDigit(d) {
                                if !inNumber { inNumber = true; dot = false; if number() { return true } }
                            } else if d == UInt8(ascii: ".") {
                                // `1.5.5` is 1.5 then .5: a second point starts a number.
                                if !inNumber || dot { inNumber = true; if number() { return true } }
                                dot = true
                            } else {
                                if isLetter(d), d | 0x20 != UInt8(ascii: "e") { arity = curveArity(d); arguments = 0 }
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

    /// The numbers of one curve or arc of a path's command letter, 0 for a line or move.
    private static func curveArity(_ letter: UInt8) -> Int {
        switch letter | 0x20 {
        case UInt8(ascii: "c"): return 6
        case UInt8(ascii: "s"), UInt8(ascii: "q"): return 4
        case UInt8(ascii: "t"): return 2
        case UInt8(ascii: "a"): return 7
        default: return 0
        }
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
