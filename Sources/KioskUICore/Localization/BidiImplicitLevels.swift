/// Rules I1–I2 of UAX #9: the final level of a character from its resolved type.
enum BidiImplicitLevels {
    /// The level of a character of resolved type `c` in an embedding at `level`.
    static func level(of c: BidiClass, at level: UInt8) -> UInt8 {
        if level & 1 == 0 {   // I1
            switch c {
            case .R: return level + 1
            case .AN, .EN: return level + 2
            default: return level
            }
        }
        switch c {   // I2
        case .L, .EN, .AN: return level + 1
        default: return level
        }
    }
}
