/// How the numbers the runtime writes itself look in a language: a ruler's value and its numbers,
/// and a ruler's value in `{ID}` text. The runtime first writes a number plainly ("12.5", "-2",
/// "40"); `format` then puts in the language's decimal separator and its digits: "12,5" in German,
/// "١٢٫٥" in Arabic with `digits: arabic-indic`.
///
/// Digits other than 0–9 are used only where the screen file asks (`digits`), since many readers of
/// Arabic, Persian and Hindi expect the Latin digits on a machine. Values in scripts, events and
/// the state file are never formatted: they stay JSON numbers.
struct NumberFormat: Equatable, Sendable {
    /// What stands between the whole number and its fraction.
    var decimalSeparator: String
    /// The digits 0–9 are written in.
    var digits: Digits

    /// Numbers as the runtime writes them: "12.5" in Latin digits.
    static let plain = NumberFormat(decimalSeparator: ".", digits: .latin)

    /// The format for `language` in `digits`: a decimal comma in the languages that write one
    /// (`decimalComma`, but not in the regions that write a point); with Arabic-Indic digits the
    /// Arabic decimal separator "٫".
    static func forLanguage(_ language: LanguageCode?, digits: Digits = .latin) -> NumberFormat {
        guard let language else { return NumberFormat(decimalSeparator: ".", digits: digits) }
        if digits == .arabicIndic || digits == .extendedArabicIndic {
            return NumberFormat(decimalSeparator: "\u{066B}", digits: digits)
        }
        let comma = decimalComma.contains(language.primary) && !decimalPointRegions.contains(language.rawValue)
        return NumberFormat(decimalSeparator: comma ? "," : ".", digits: digits)
    }

    /// Languages that write a decimal comma (CLDR): most of continental Europe, Russian and the
    /// other Cyrillic languages, Turkish, Portuguese, Spanish, Indonesian, Vietnamese …
    static let decimalComma: Set<String> = [
        "af", "az", "be", "bg", "bs", "ca", "cs", "da", "de", "el", "es", "et", "eu", "fi", "fo", "fr", "gl", "hr",
        "hu", "hy", "id", "is", "it", "ka", "kk", "ky", "lt", "lv", "mk", "mn", "nb", "nl", "nn", "no", "pl", "pt",
        "ro", "ru", "sk", "sl", "sq", "sr", "sv", "tr", "uk", "uz", "vi",
    ]

    /// Regions of those languages that write a decimal point: Swiss German and Italian,
    /// Liechtenstein, and Spanish in the Americas north of Colombia.
    static let decimalPointRegions: Set<String> = ["de-CH", "de-LI", "it-CH", "es-MX", "es-US", "es-419"]

    /// `plain` (a number as the runtime writes it: digits 0–9, "." and "-") in this format. Other
    /// characters are kept.
    func format(_ plain: String) -> String {
        guard self != .plain else { return plain }
        return digits.write(decimalSeparator == "." ? plain : plain.replacing(".", with: decimalSeparator))
    }
}

/// The digits numbers are written in (a screen file's `digits`).
enum Digits: String, CaseIterable, Sendable {
    /// 0123456789: the default everywhere.
    case latin
    /// ٠١٢٣٤٥٦٧٨٩, as written in Arabic in much of the Middle East.
    case arabicIndic = "arabic-indic"
    /// ۰۱۲۳۴۵۶۷۸۹, as written in Persian and Urdu.
    case extendedArabicIndic = "extended-arabic-indic"
    /// ०१२३४५६७८९, as written in Hindi, Marathi and Nepali.
    case devanagari

    /// `text` with its digits 0–9 in these digits, everything else kept: a number's, or a pad key's
    /// label (the key still types 0–9).
    func write(_ text: String) -> String {
        guard self != .latin else { return text }
        var out = ""
        for c in text.unicodeScalars {
            if ("0"..."9").contains(c), let d = Unicode.Scalar(zero.value + c.value - 48) {
                out.unicodeScalars.append(d)
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// The digit zero; the others follow it in Unicode.
    var zero: Unicode.Scalar {
        switch self {
        case .latin: return "0"
        case .arabicIndic: return "\u{0660}"
        case .extendedArabicIndic: return "\u{06F0}"
        case .devanagari: return "\u{0966}"
        }
    }
}
