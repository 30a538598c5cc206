/// A language as BCP 47 writes it: `en`, `de`, `ar`, `pt-BR`, `zh-Hant`, `az-Arab`.
///
/// Written in a screen file (`languages: [en, de, ar]`), a command (`{"set":{"language":"de"}}`)
/// or `--language`, and carried by the `language` event. Case does not matter: the code is kept
/// in its canonical case (`pt-BR`, `zh-Hant`), so `DE` and `de` are one language.
///
/// `isRightToLeft` is what layout and text drawing need to know about it: Arabic, Hebrew, Persian,
/// Urdu and the other languages written right to left, or a language written in such a script
/// (`az-Arab`). The current language of a run lives in the scene's `LayoutContext.language`.
public struct LanguageCode: Hashable, Sendable, CustomStringConvertible {
    /// The code in its canonical case: the language lowercased, a script titlecased, a region
    /// uppercased (`pt-BR`, `zh-Hant`).
    public let rawValue: String

    /// A code of 2 or 3 letters, then subtags of 1 to 8 letters or digits joined by `-`; nil for
    /// anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: Character("-"), omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(LanguageCode.isASCIILetter),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(LanguageCode.isASCIIAlphanumeric) })
        else { return nil }
        rawValue = parts.enumerated().map { i, p in LanguageCode.canonical(p, first: i == 0) }.joined(separator: "-")
    }

    public var description: String { rawValue }

    /// The language itself, without script or region: `pt` of `pt-BR`.
    var primary: String { String(rawValue.prefix { $0 != "-" }) }

    /// The script subtag (four letters, `Arab` of `az-Arab`), if given.
    var script: String? {
        subtags.first { $0.count == 4 && $0.allSatisfy(LanguageCode.isASCIILetter) }.map(String.init)
    }

    /// The region subtag (`BR` of `pt-BR`, `419` of `es-419`), if given.
    var region: String? {
        subtags.first { ($0.count == 2 && $0.allSatisfy(LanguageCode.isASCIILetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
            .map(String.init)
    }

    /// The subtags after the language.
    private var subtags: ArraySlice<Substring> { rawValue.split(separator: Character("-")).dropFirst() }

    /// Whether the language is written right to left: by its script subtag when it has one
    /// (`az-Arab` yes, `ku-Latn` no), else by the language (`ar`, `he`, `fa`, `ur` …).
    public var isRightToLeft: Bool {
        if let s = script { return LanguageCode.rightToLeftScripts.contains(s) }
        return LanguageCode.rightToLeftLanguages.contains(primary)
    }

    /// Languages written right to left in their usual script: Arabic, Sorani Kurdish, Dhivehi,
    /// Persian, Hebrew (and its old code `iw`), Pashto, Sindhi, Uyghur, Urdu, Yiddish.
    static let rightToLeftLanguages: Set<String> = ["ar", "ckb", "dv", "fa", "he", "iw", "ps", "sd", "ug", "ur", "yi"]

    /// Scripts written right to left (ISO 15924): Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam.
    static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm"]

    private static func isASCIILetter(_ c: Character) -> Bool { c.isASCII && c.isLetter }
    private static func isASCIIAlphanumeric(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber) }

    /// A subtag in its canonical case: the language lowercase, a script (4 letters) titlecase,
    /// a region (2 letters) uppercase, anything else lowercase.
    private static func canonical(_ part: Substring, first: Bool) -> String {
        if first { return part.lowercased() }
        if part.count == 4, part.allSatisfy(isASCIILetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
        if part.count == 2, part.allSatisfy(isASCIILetter) { return part.uppercased() }
        return part.lowercased()
    }
}
