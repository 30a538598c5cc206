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

        /// The most characters of text of `kind` the largest code (version 40) holds at this
        /// level: the standard's capacity table, which libqrencode reaches exactly.
        func limit(_ kind: TextKind) -> Int {
            switch (kind, self) {
            case (.digits, .L): return 7089
            case (.digits, .M): return 5596
            case (.digits, .Q): return 3993
            case (.digits, .H): return 3057
            case (.alphanumeric, .L): return 4296
            case (.alphanumeric, .M): return 3391
            case (.alphanumeric, .Q): return 2420
            case (.alphanumeric, .H): return 1852
            case (.bytes, .L): return 2953
            case (.bytes, .M): return 2331
            case (.bytes, .Q): return 1663
            case (.bytes, .H): return 1273
            }
        }
    }

    /// How a text packs into a code, which decides how much of it fits: digits only (numeric
    /// mode, 3⅓ bits a digit), only QR's 45 alphanumeric characters (`0–9 A–Z`, space and
    /// `$%*+-./:`, 5½ bits each), or anything else (8 bits a byte of UTF-8). A text of bytes with
    /// long stretches of digits or capitals may hold a little more than its kind's limit: the
    /// encoder packs such stretches smaller, and what it can encode is what is taken.
    enum TextKind: Equatable, Sendable {
        case digits, alphanumeric, bytes

        /// The kind of `bytes` (UTF-8): the narrowest mode that holds every byte.
        init(_ bytes: [UInt8]) {
            if bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                self = .digits
            } else if bytes.allSatisfy(TextKind.isAlphanumeric) {
                self = .alphanumeric
            } else {
                self = .bytes
            }
        }

        /// Whether `b` is one of QR's 45 alphanumeric characters (capitals only: case is kept).
        static func isAlphanumeric(_ b: UInt8) -> Bool {
            switch b {
            case 0x30...0x39, 0x41...0x5A, 0x20, 0x24, 0x25, 0x2A, 0x2B, 0x2D, 0x2E, 0x2F, 0x3A: return true   // 0-9 A-Z space $%*+-./:
            default: return false
            }
        }

        /// libqrencode's mode for a whole text of this kind.
        fileprivate var mode: QRencodeMode {
            switch self {
            case .digits: return QR_MODE_NUM
            case .alphanumeric: return QR_MODE_AN
            case .bytes: return QR_MODE_8
            }
        }

        /// The unit this kind's length is counted in, for messages.
        func unit(_ n: Int) -> String {
            switch self {
            case .digits: return n == 1 ? "digit" : "digits"
            case .alphanumeric: return n == 1 ? "character" : "characters"
            case .bytes: return n == 1 ? "byte" : "bytes"
            }
        }

        /// What the text is, for messages: "5597 digits", "3392 characters of 0–9, A–Z, space and
        /// $%*+-./:", "3000 bytes of UTF-8".
        func described(_ n: Int) -> String {
            switch self {
            case .digits: return "\(n) \(unit(n))"
            case .alphanumeric: return "\(n) \(unit(n)) of 0–9, A–Z, space and $%*+-./: (QR's alphanumeric set)"
            case .bytes: return "\(n) \(unit(n)) of UTF-8"
            }
        }
    }

    /// Why a text makes no code.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// More than the largest code holds at the level, for a text of its kind (its length in
        /// digits, characters or bytes: all one byte each but for `bytes`).
        case tooLong(length: Int, kind: TextKind, correction: Correction)
        /// A NUL character, which libqrencode's text mode cannot carry.
        case nul

        var description: String {
            switch self {
            case let .tooLong(n, kind, c):
                // The strongest level that holds it, if a weaker one does.
                let lower = Correction.allCases.filter { $0.limit(kind) >= n }.last
                let hint = lower.map { "; correction \($0.rawValue) holds up to \($0.limit(kind))" } ?? ""
                return "is \(kind.described(n)), too long for a QR code: at correction \(c.rawValue) it holds at most \(c.limit(kind)) \(kind.unit(c.limit(kind)))\(hint)"
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
        let kind = TextKind(bytes)
        let tooLong = Failure.tooLong(length: bytes.count, kind: kind, correction: correction)
        // No text longer than the most digits fits: refused before the encoder spends time on it.
        guard bytes.count <= correction.limit(.digits) else { throw tooLong }
        // The encoder's own split (stretches of digits and capitals packed smaller) gives the
        // smallest code for most texts, but its stretches can cost more than one mode for the
        // whole text ("a1234567…" fits 2132 bytes at M that way, not 2331): so a text within its
        // kind's limit that the split does not fit is encoded whole in its kind's mode. Every text
        // within its kind's limit is taken, and a refusal is always past it.
        let split = text.withCString { QRcode_encodeString($0, 0, correction.level, QR_MODE_8, 1) }
        guard let code = split ?? (bytes.count <= correction.limit(kind) ? QRMatrix.encodeWhole(bytes, kind, correction) : nil) else {
            throw tooLong
        }
        defer { QRcode_free(code) }
        let n = Int(code.pointee.width)
        count = n
        // Bit 0 of each byte is the module's colour (1 dark); the other bits are libqrencode's notes.
        dark = (0..<(n * n)).map { code.pointee.data[$0] & 1 == 1 }
    }

    /// `bytes` as one segment of `kind`'s mode, in the smallest version that holds them; nil when
    /// none does.
    private static func encodeWhole(_ bytes: [UInt8], _ kind: TextKind, _ correction: Correction) -> UnsafeMutablePointer<QRcode>? {
        guard let input = QRinput_new2(0, correction.level) else { return nil }
        defer { QRinput_free(input) }
        guard QRinput_append(input, kind.mode, Int32(bytes.count), bytes) == 0 else { return nil }
        return QRcode_encodeInput(input)
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
