/// The scripts the shaper has to be told about (ISO 15924 codes): joining, reordering and
/// cluster-forming scripts, shaped by HarfBuzz's script-specific shapers only when the run says
/// which script it is. Every other script (Latin, Greek, Cyrillic, CJK…) is shaped as before,
/// with no script set.
package enum TextScript: String, Hashable, Sendable, CaseIterable {
    case arabic = "Arab", hebrew = "Hebr", syriac = "Syrc", thaana = "Thaa", nko = "Nkoo"
    case devanagari = "Deva", bengali = "Beng", gurmukhi = "Guru", gujarati = "Gujr", oriya = "Orya"
    case tamil = "Taml", telugu = "Telu", kannada = "Knda", malayalam = "Mlym", sinhala = "Sinh"
    case thai = "Thai", lao = "Laoo", tibetan = "Tibt", myanmar = "Mymr", khmer = "Khmr"

    /// The script whose block holds `scalar`, or nil outside these scripts' blocks (signs a
    /// block shares with other scripts, such as the Devanagari danda, count as the block's).
    init?(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        guard v >= 0x0590, let block = TextScript.blocks.first(where: { $0.range.contains(v) }) else { return nil }
        self = block.script
    }

    /// The Unicode blocks of each script, by code point.
    private static let blocks: [(range: ClosedRange<UInt32>, script: TextScript)] = [
        (0x0590...0x05FF, .hebrew), (0xFB1D...0xFB4F, .hebrew),
        (0x0600...0x06FF, .arabic), (0x0750...0x077F, .arabic), (0x0870...0x08FF, .arabic),
        (0xFB50...0xFDFF, .arabic), (0xFE70...0xFEFF, .arabic), (0x1EE00...0x1EEFF, .arabic),
        (0x0700...0x074F, .syriac), (0x0860...0x086F, .syriac), (0x0780...0x07BF, .thaana), (0x07C0...0x07FF, .nko),
        (0x0900...0x097F, .devanagari), (0xA8E0...0xA8FF, .devanagari), (0x0980...0x09FF, .bengali),
        (0x0A00...0x0A7F, .gurmukhi), (0x0A80...0x0AFF, .gujarati), (0x0B00...0x0B7F, .oriya),
        (0x0B80...0x0BFF, .tamil), (0x0C00...0x0C7F, .telugu), (0x0C80...0x0CFF, .kannada),
        (0x0D00...0x0D7F, .malayalam), (0x0D80...0x0DFF, .sinhala), (0x0E00...0x0E7F, .thai),
        (0x0E80...0x0EFF, .lao), (0x0F00...0x0FFF, .tibetan),
        (0x1000...0x109F, .myanmar), (0xA9E0...0xA9FF, .myanmar), (0xAA60...0xAA7F, .myanmar),
        (0x1780...0x17FF, .khmer), (0x19E0...0x19FF, .khmer),
    ]
}
