/// The Bidi_Class of a character (UAX #9, table 4): how it takes part in the bidirectional
/// algorithm. Raw values are the ones the generated table stores (scripts/gen-bidi-classes.py).
enum BidiClass: UInt8, Sendable {
    // Strong
    case L, R, AL
    // Weak
    case EN, ES, ET, AN, CS, NSM, BN
    // Neutral
    case B, S, WS, ON
    // Explicit formatting
    case LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

    /// The class of `scalar`: a binary search in `BidiClassTable.ranges`.
    init(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        if v < 0x80 { self = BidiClass.ascii[Int(v)]; return }
        let table = BidiClassTable.ranges
        var lo = 0, hi = table.count - 1   // the answer is the last entry whose start <= v
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if table[mid] >> 5 <= v { lo = mid } else { hi = mid - 1 }
        }
        self = BidiClass(rawValue: UInt8(table[lo] & 31)) ?? .L
    }

    /// The classes of ASCII, looked up once.
    private static let ascii: [BidiClass] = (0..<0x80).map { v in
        let table = BidiClassTable.ranges
        let i = table.lastIndex { $0 >> 5 <= UInt32(v) } ?? 0
        return BidiClass(rawValue: UInt8(table[i] & 31)) ?? .L
    }

    /// L, R or AL: a character with a direction of its own.
    var isStrong: Bool { self == .L || self == .R || self == .AL }

    /// LRI, RLI or FSI: opens an isolate.
    var isIsolateInitiator: Bool { self == .LRI || self == .RLI || self == .FSI }

    /// The classes rule X9 removes: embeddings, overrides, their terminator and boundary neutrals.
    var isRemovedByX9: Bool {
        switch self {
        case .LRE, .RLE, .LRO, .RLO, .PDF, .BN: return true
        default: return false
        }
    }

    /// A neutral or isolate formatting character (UAX #9 "NI"), for rules N1 and N2.
    var isNeutralOrIsolate: Bool {
        switch self {
        case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: return true
        default: return false
        }
    }
}
