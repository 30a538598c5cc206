import Glibc

/// What an image file is and its size in pixels, read from its header in Swift (no SDL), so
/// layout and `kiosk check` know an image's intrinsic size without decoding it.
///
/// PNG: the IHDR chunk; JPEG: the first start-of-frame marker (SOF0…SOF15 but DHT, JPG and
/// DAC); SVG: the root element's `width` and `height` (in px or unitless), else its `viewBox`.
package struct ImageHeader: Equatable, Sendable {
    package enum Format: String, Sendable {
        case png, jpeg, svg

        /// Whether it is drawn from vector paths (rasterised at the size it is drawn at).
        package var isVector: Bool { self == .svg }
    }

    package var format: Format
    package var width: Double
    package var height: Double

    package var size: Size { Size(width, height) }

    /// The most bytes read from a file to find its size: a JPEG's EXIF block (a camera's
    /// thumbnail) may come before its frame header.
    static let maxHeaderBytes = 512 << 10

    /// Why a file's size cannot be known.
    package struct Failure: Error, Equatable, CustomStringConvertible, Sendable {
        package let description: String
        /// How to fix it, when the reason alone does not say (a picture too large: scale it down).
        package let fix: String?

        package init(description: String, fix: String? = nil) { self.description = description; self.fix = fix }

        /// What a file that is not there is: `"logo.svg" does not exist …` (as `FileSystem.openRegularFile` says it).
        package static let missing = "does not exist"
    }

    /// The header of `bytes` (the start of a file), or why it is not one we read.
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> ImageHeader {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return try jpeg(bytes) }
        if let svg = try svg(bytes) { return svg }
        throw Failure(description: "is not a PNG, JPEG or SVG image")
    }

    /// The most bytes a picture's file may have: read whole to be decoded.
    package static let maxFileBytes = 64 << 20
    /// The most bytes an SVG's file may have: its XML is parsed whole each time it is drawn.
    package static let maxSVGBytes = 4 << 20
    /// The most pixels a PNG or JPEG may have, as many as the largest panel (`PanelLimits`):
    /// 2²⁵, 8192×4096, decoded at 4 bytes a pixel 128 MiB. SDL_image decodes a bitmap whole (a
    /// JPEG cannot be decoded at a reduced scale through it), so a larger one is refused from
    /// its header before any decoding: a 60000×60000 PNG of 437 KB crashed inside libpng.
    package static let maxPixels = PanelLimits.maxPixels

    /// The header of the file at `path`, or why it cannot be shown: missing, unreadable, not a
    /// regular file (`FileSystem.openRegularFile`: a FIFO never blocks), another format, or over
    /// a limit (`checkLimits`). An SVG is read whole to count its points.
    package static func read(path: String) throws(Failure) -> ImageHeader {
        let opened: (fd: Int32, size: Int)
        switch FileSystem.openRegularFile(atPath: path, maxBytes: maxFileBytes, what: "a picture") {
        case .success(let o): opened = o
        case .failure(let f): throw Failure(description: f.description)
        }
        defer { FileDescriptor(rawValue: opened.fd).close() }
        var out: [UInt8] = []
        var header: ImageHeader?
        while header == nil, out.count < maxHeaderBytes {
            let chunk: [UInt8]
            switch POSIXCall.readChunk(opened.fd, upTo: 65536) {
            case .success(let c): chunk = c
            case .failure(let e): throw Failure(description: "cannot be read (\(e))")
            }
            if chunk.isEmpty { break }
            out += chunk
            // A PNG's or SVG's size is in its first bytes; only a JPEG may need more.
            header = try? parse(out)
        }
        let found: ImageHeader
        if let header { found = header } else { found = try parse(out) }
        if found.format == .svg {
            guard opened.size <= maxSVGBytes else {
                throw Failure(description: "is an SVG of \(opened.size) bytes; an SVG may be at most \(maxSVGBytes >> 20) MiB",
                              fix: "simplify it, or save it as a PNG")
            }
            switch POSIXCall.readToEnd(opened.fd, limit: maxSVGBytes - out.count) {
            case .success(let rest): out += rest
            case .failure(let e): throw Failure(description: "cannot be read (\(e))")
            }
        }
        try found.checkLimits(out)
        return found
    }

    /// The header of a whole file's `bytes`, checked against the limits (`checkLimits`), as the
    /// decoder reads it: what is decoded is what was checked, whatever the path held before.
    package static func decodable(_ bytes: [UInt8]) throws(Failure) -> ImageHeader {
        let header = try parse(bytes)
        try header.checkLimits(bytes)
        return header
    }

    /// Refuses a PNG or JPEG of more than `maxPixels`, and an SVG (`bytes`, the whole file) of
    /// more than `SVGPointBudget.maxPoints` points or `maxSVGBytes`.
    func checkLimits(_ bytes: [UInt8]) throws(Failure) {
        if format == .svg {
            guard bytes.count <= ImageHeader.maxSVGBytes else {
                throw Failure(description: "is an SVG of more than \(ImageHeader.maxSVGBytes >> 20) MiB", fix: "simplify it, or save it as a PNG")
            }
            try SVGPointBudget.check(bytes)
            return
        }
        // In Double: a PNG's sides are 32 bits each, and their product may not fit an Int.
        guard width * height <= Double(ImageHeader.maxPixels) else {
            throw Failure(description: "is \(Int(width))×\(Int(height)) pixels; a picture may have at most \(ImageHeader.maxPixels) pixels (8192×4096, 128 MiB decoded)",
                          fix: "scale it down (a full-screen 4K photo, 3840×2160, is 8294400 pixels)")
        }
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    private static func be32(_ b: [UInt8], _ i: Int) -> Int { be16(b, i) << 16 | be16(b, i + 2) }

    private static func png(_ b: [UInt8]) throws(Failure) -> ImageHeader {
        // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { throw Failure(description: "is a PNG without its IHDR header") }
        let w = be32(b, 16), h = be32(b, 20)
        guard w > 0, h > 0 else { throw Failure(description: "is a PNG of no pixels") }
        return ImageHeader(format: .png, width: Double(w), height: Double(h))
    }

    private static func jpeg(_ b: [UInt8]) throws(Failure) -> ImageHeader {
        var i = 2
        while i + 4 <= b.count {
            guard b[i] == 0xFF else { throw Failure(description: "is a JPEG with a broken marker") }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }          // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            if marker == 0xD9 || marker == 0xDA { break }      // end of image, start of scan: no frame before it
            let length = be16(b, i + 2)
            guard length >= 2 else { throw Failure(description: "is a JPEG with a broken marker") }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                // Length (2), precision (1), height (2), width (2).
                guard i + 9 <= b.count else { break }
                let h = be16(b, i + 5), w = be16(b, i + 7)
                guard w > 0, h > 0 else { throw Failure(description: "is a JPEG of no pixels") }
                return ImageHeader(format: .jpeg, width: Double(w), height: Double(h))
            }
            i += 2 + length
        }
        throw Failure(description: "is a JPEG without a frame header in its first \(maxHeaderBytes >> 10) KiB")
    }

    /// An SVG's size, nil when the bytes are not an SVG.
    private static func svg(_ b: [UInt8]) throws(Failure) -> ImageHeader? {
        // An SVG is XML: it starts with `<` (after a byte-order mark or blanks), so a bitmap of
        // another format that holds the text `<svg` is not taken for one.
        guard let first = b.firstIndex(where: { ![0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }), b[first] == UInt8(ascii: "<"),
              let text = String(validating: b.prefix(maxHeaderBytes), as: UTF8.self) ?? String(validating: b.prefix(4096), as: UTF8.self),
              let start = firstRange(of: "<svg", in: text[...]) else { return nil }
        guard let end = text.utf8[start.upperBound...].firstIndex(of: UInt8(ascii: ">")) else {
            if b.count < maxHeaderBytes { throw Failure(description: "is an SVG whose <svg> element does not end") }
            return nil
        }
        let tag = text[start.upperBound..<end]
        let w = attribute("width", in: tag).flatMap(length), h = attribute("height", in: tag).flatMap(length)
        if let w, let h, w > 0, h > 0 { return ImageHeader(format: .svg, width: w, height: h) }
        if let box = attribute("viewBox", in: tag) {
            let parts = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if parts.count == 4, parts[2] > 0, parts[3] > 0 {
                // One side given: the other follows the viewBox's proportions.
                if let w, w > 0 { return ImageHeader(format: .svg, width: w, height: w * parts[3] / parts[2]) }
                if let h, h > 0 { return ImageHeader(format: .svg, width: h * parts[2] / parts[3], height: h) }
                return ImageHeader(format: .svg, width: parts[2], height: parts[3])
            }
        }
        throw Failure(description: "is an SVG without a size: give its <svg> element width and height in px, or a viewBox")
    }

    /// The value of `name="…"` (or `'…'`) in a tag's attributes.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        var rest = tag
        while let r = firstRange(of: name, in: rest) {
            let before = r.lowerBound == rest.startIndex ? " " : rest[rest.index(before: r.lowerBound)]
            var i = r.upperBound
            rest = rest[r.upperBound...]
            guard before == " " || before == "\n" || before == "\t" || before == "\r" else { continue }
            while i < tag.endIndex, tag[i] == " " { i = tag.index(after: i) }
            guard i < tag.endIndex, tag[i] == "=" else { continue }
            i = tag.index(after: i)
            while i < tag.endIndex, tag[i] == " " { i = tag.index(after: i) }
            guard i < tag.endIndex, tag[i] == "\"" || tag[i] == "'" else { continue }
            let quote = tag[i]
            let from = tag.index(after: i)
            guard let to = tag[from...].firstIndex(of: quote) else { return nil }
            return String(tag[from..<to])
        }
        return nil
    }

    /// Where `needle` first occurs in `hay`, compared byte by byte: an SVG's header is searched
    /// from start to end for `<svg` and its attributes' names, and a search by Character (the
    /// standard library's `firstRange(of:)`) costs 0.4 M instructions of the demo's start for its
    /// three small SVGs. The needles here are ASCII, so a match starts and ends on a scalar.
    static func firstRange(of needle: String, in hay: Substring) -> Range<String.Index>? {
        let n = Array(needle.utf8), u = hay.utf8
        guard let first = n.first else { return nil }
        var from = u.startIndex
        while let at = u[from...].firstIndex(of: first) {
            var j = at, k = 0
            while k < n.count, j < u.endIndex, u[j] == n[k] { j = u.index(after: j); k += 1 }
            if k == n.count { return at..<j }
            from = u.index(after: at)
        }
        return nil
    }

    /// A length in pixels: a number, optionally with `px`; nil for percentages and other units.
    static func length(_ s: String) -> Double? {
        let t = s.trimmingSpaces
        let number = t.hasSuffix("px") ? String(t.dropLast(2)) : t
        guard let v = Double(number), v.isFinite else { return nil }
        return v
    }
}
