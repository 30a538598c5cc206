import CQREncode

/// The modules of a QR code for a text, made by libqrencode: a square of dark and light modules,
/// without its quiet zone. A value: the `qr` control keeps the one for its text and level.
///
/// The text is encoded as its UTF-8 bytes (libqrencode's 8-bit mode, with numeric and
/// alphanumeric stretches packed smaller; never Kanji), case kept, in the smallest version that
/// holds it at the error-correction level.
struct QRMatrix: Equatable, Sendable {
    /// How much of the code may be damaged and still read: about 7, 15, 25 and 30 %.
    enum Correction: String, CaseIterable, Sendable {
        case L, M, Q, H

        fileprivate var level: QRecLevel {
            switch self {
            case .L: return QR_ECLEVEL_L
            case .M: return QR_ECLEVEL_M
            case .Q: return QR_ECLEVEL_Q
            case .H: return QR_ECLEVEL_H
            }
        }

        /// The most bytes of text the largest code (version 40) holds at this level in 8-bit mode.
        var byteLimit: Int {
            switch self {
            case .L: return 2953
            case .M: return 2331
            case .Q: return 1663
            case .H: return 1273
            }
        }
    }

    /// Why a text makes no code.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// More than the largest code holds at the level.
        case tooLong(bytes: Int, correction: Correction)
        /// A NUL character, which libqrencode's text mode cannot carry.
        case nul

        var description: String {
            switch self {
            case let .tooLong(bytes, c):
                // The strongest level that holds it, if a weaker one does.
                let lower = Correction.allCases.filter { $0.byteLimit >= bytes }.last
                let hint = lower.map { "; correction \($0.rawValue) holds up to \($0.byteLimit)" } ?? ""
                return "is \(bytes) bytes of UTF-8, too long for a QR code: at correction \(c.rawValue) it holds at most \(c.byteLimit) bytes\(hint)"
            case .nul:
                return "contains a NUL character, which a QR code's text cannot carry"
            }
        }
    }

    /// Modules per side (21 for version 1, 4 more a version; 0 for the empty text).
    let count: Int
    /// Row by row, `count × count`: true for a dark module.
    let dark: [Bool]

    /// The code for `text` at `correction`; the empty text gives an empty matrix (nothing drawn).
    init(_ text: String, correction: Correction) throws(Failure) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { count = 0; dark = []; return }
        guard !bytes.contains(0) else { throw .nul }
        guard bytes.count <= correction.byteLimit * 2 else { throw .tooLong(bytes: bytes.count, correction: correction) }
        let code = text.withCString { QRcode_encodeString($0, 0, correction.level, QR_MODE_8, 1) }
        guard let code else { throw .tooLong(bytes: bytes.count, correction: correction) }
        defer { QRcode_free(code) }
        let n = Int(code.pointee.width)
        count = n
        // Bit 0 of each byte is the module's colour (1 dark); the other bits are libqrencode's notes.
        dark = (0..<(n * n)).map { code.pointee.data[$0] & 1 == 1 }
    }

    /// Whether the module at column `x`, row `y` is dark.
    func isDark(_ x: Int, _ y: Int) -> Bool { dark[y * count + x] }

    /// The dark modules of each row as runs: (row, first column, length), rows top to bottom,
    /// runs left to right. One filled rect a run draws the code.
    var darkRuns: [(row: Int, column: Int, length: Int)] {
        var out: [(row: Int, column: Int, length: Int)] = []
        for y in 0..<count {
            var x = 0
            while x < count {
                guard isDark(x, y) else { x += 1; continue }
                let start = x
                while x < count && isDark(x, y) { x += 1 }
                out.append((y, start, x - start))
            }
        }
        return out
    }
}
