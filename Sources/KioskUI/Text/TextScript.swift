/// The scripts the shaper has to be told about (ISO 15924 codes): joining, reordering and
/// cluster-forming scripts, shaped by HarfBuzz's script-specific shapers only when the run says
/// which script it is. Every other script (Latin, Greek, Cyrillic, CJK…) is shaped as before,
/// with no script set.
enum TextScript: String, Hashable, Sendable, CaseIterable {
    case arabic = "Arab", hebrew = "Hebr", syriac = "Syrc", thaana = "Thaa", nko = "Nkoo"
    case devanagari = "Deva", bengali = "Beng", gurmukhi = "Guru", gujarati = "Gujr", oriya = "Orya"
    case tamil = "Taml", telugu = "Telu", kannada = "Knda", malayalam = "Mlym", sinhala = "Sinh"
    case thai = "Thai", lao = "Laoo", tibetan = "Tibt", myanmar = "Mymr", khmer = "Khmr"

    /// The script whose block holds `scalar`, or nil outside these scripts' blocks (signs a
    /// block shares with other scripts, such as the Devanagari danda, count as the block's).
    init?(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        guard v >= 0x0590 else { return nil }
        switch v {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: self = .hebrew
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x1EE00...0x1EEFF: self = .arabic
        case 0x0700...0x074F, 0x0860...0x086F: self = .syriac
        case 0x0780...0x07BF: self = .thaana
        case 0x07C0...0x07FF: self = .nko
        case 0x0900...0x097F, 0xA8E0...0xA8FF: self = .devanagari
        case 0x0980...0x09FF: self = .bengali
        case 0x0A00...0x0A7F: self = .gurmukhi
        case 0x0A80...0x0AFF: self = .gujarati
        case 0x0B00...0x0B7F: self = .oriya
        case 0x0B80...0x0BFF: self = .tamil
        case 0x0C00...0x0C7F: self = .telugu
        case 0x0C80...0x0CFF: self = .kannada
        case 0x0D00...0x0D7F: self = .malayalam
        case 0x0D80...0x0DFF: self = .sinhala
        case 0x0E00...0x0E7F: self = .thai
        case 0x0E80...0x0EFF: self = .lao
        case 0x0F00...0x0FFF: self = .tibetan
        case 0x1000...0x109F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F: self = .myanmar
        case 0x1780...0x17FF, 0x19E0...0x19FF: self = .khmer
        default: return nil
        }
    }
}
