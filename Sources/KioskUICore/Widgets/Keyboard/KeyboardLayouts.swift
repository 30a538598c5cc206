/// The shipped layouts (English QWERTY, German QWERTZ, Arabic, Hindi InScript; the number, PIN,
/// phone and plate pads) and which one a field gets: by its `TextInputKind` and the language shown.
enum KeyboardLayouts {
    /// The layout for a field of `kind` while `language` shows. `languageKey`: the screen has
    /// several languages, so the text layouts get a key that shows the next one.
    static func layout(for kind: TextInputKind, language: LanguageCode?, languageKey: Bool) -> KeyboardLayout {
        let script = Script(language)
        switch kind {
        case .text, .name: return text(script, language: language, languageKey: languageKey, email: false)
        case .email: return text(script, language: language, languageKey: languageKey, email: true)
        case .number: return number
        case .pin: return pin
        case .phone: return phone
        case .plate: return plate(script, language: language, languageKey: languageKey)
        }
    }

    /// The text layouts there are, by the script of the language shown; any other language types
    /// on the English one.
    enum Script: Hashable, Sendable, CaseIterable {
        case english, german, arabic, hindi

        init(_ language: LanguageCode?) {
            switch language?.primary {
            case "de"?: self = .german
            case "ar"?: self = .arabic
            case "hi"?: self = .hindi
            default: self = .english
            }
        }
    }

    // MARK: Text layouts

    static func text(_ script: Script, language: LanguageCode?, languageKey: Bool, email: Bool) -> KeyboardLayout {
        let (name, rows, shiftRows, cased) = letterRows(script)
        let width = rows.map(units).max() ?? 10
        let comma = script == .arabic ? "،" : ","
        let bottom = bottomRow(.symbols, languageKey: languageKey, left: email ? "@" : comma, right: ".", width: width)
        let symbolRows = symbols(script)
        let symbolBottom = bottomRow(.letters, languageKey: languageKey, left: email ? "@" : comma, right: ".",
                                     width: symbolRows.map(units).max() ?? 10)
        return KeyboardLayout(name: email ? name + "-email" : name, language: language ?? LanguageCode("en"), letters: rows + [bottom],
                              shiftLayer: shiftRows.map { $0 + [bottom] }, hasCase: cased,
                              symbols: symbolRows + [symbolBottom], isPad: false, largeLabels: false)
    }

    /// The letter rows of a script (without the bottom row), its shift layer and whether it has case.
    static func letterRows(_ script: Script) -> (String, [[KeyboardKey]], [[KeyboardKey]]?, Bool) {
        let shift = KeyboardKey(.shift, width: 1.5), delete = KeyboardKey(.delete, width: 1.5)
        switch script {
        case .english:
            return ("en-qwerty", [
                keys("q w e r t y u i o p", latinVariants),
                keys("a s d f g h j k l", latinVariants),
                [shift] + keys("z x c v b n m", latinVariants) + [delete],
            ], nil, true)
        case .german:
            return ("de-qwertz", [
                keys("q w e r t z u i o p ü", germanVariants),
                keys("a s d f g h j k l ö ä", germanVariants),
                [shift] + keys("y x c v b n m ß", germanVariants) + [delete],
            ], nil, true)
        case .arabic:
            return ("ar", [
                keys("ض ص ث ق ف غ ع ه خ ح ج د", arabicVariants),
                keys("ش س ي ب ل ا ت ن م ك ط", arabicVariants),
                keys("ذ ئ ء ؤ ر ى ة و ز ظ", arabicVariants) + [delete],
            ], nil, false)
        case .hindi:
            // InScript: the Devanagari standard, each letter where the Indian government's layout
            // puts it on a PC keyboard; shift gives its second layer (aspirates, full vowels).
            return ("hi-inscript", [
                keys("ौ ै ा ी ू ब ह ग द ज ड ़", hindiVariants),
                keys("ो े ् ि ु प र क त च ट", hindiVariants),
                [shift] + keys("ॆ ं म न व ल स य", hindiVariants) + [delete],
            ], [
                keys("औ ऐ आ ई ऊ भ ङ घ ध झ ढ ञ", hindiVariants),
                keys("ओ ए अ इ उ फ ऱ ख थ छ ठ", hindiVariants),
                [shift] + keys("ऎ ँ ण ऩ ऴ ळ श ष", hindiVariants) + [delete],
            ], false)
        }
    }

    /// The symbols page of a script (without the bottom row): digits (a long press gives the
    /// script's own), currency and punctuation.
    static func symbols(_ script: Script) -> [[KeyboardKey]] {
        let own: [String]
        switch script {
        case .arabic: own = ["١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩", "٠"]
        case .hindi: own = ["१", "२", "३", "४", "५", "६", "७", "८", "९", "०"]
        case .english, .german: own = []
        }
        let digits = "1234567890".enumerated().map { i, c in KeyboardKey.t(String(c), own.isEmpty ? [] : [own[i]]) }
        let question = script == .arabic ? KeyboardKey.t("؟", ["?"]) : KeyboardKey.t("?", ["¿"])
        let semicolon = script == .arabic ? KeyboardKey.t("؛", [";"]) : KeyboardKey.t(";")
        return [
            digits,
            [.t("@"), .t("#"), .t("€", ["$", "£", "¥", "¢", "₹"]), .t("&"), .t("_"), .t("-", ["–", "—"]), .t("+", ["±"]),
             .t("("), .t(")"), .t("/", ["\\"])],
            [.t("%", ["‰"]), .t("*"), .t("\"", ["„", "“", "”", "«", "»"]), .t("'", ["‘", "’"]), .t(":"), semicolon,
             .t("!", ["¡"]), question, KeyboardKey(.delete, width: 1.5)],
        ]
    }

    /// The bottom row: the page key, the language key (when the screen has several languages),
    /// two punctuation keys, the space bar taking what the row has left of `width` units, Done.
    static func bottomRow(_ page: KeyboardPageKind, languageKey: Bool, left: String, right: String, width: Double) -> [KeyboardKey] {
        var row = [KeyboardKey(.page(page), width: 1.5)]
        if languageKey { row.append(KeyboardKey(.language)) }
        row.append(KeyboardKey(.text(left), optional: true))
        let space = row.count
        row.append(KeyboardKey(.text(right), variants: right == "." ? ["…", "·"] : [], optional: true))
        row.append(KeyboardKey(.done, width: 1.5))
        row.insert(KeyboardKey(.space, width: max(2, width - units(row))), at: space)
        return row
    }

    // MARK: Pads

    /// Digits, a decimal separator and a minus sign.
    static let number = KeyboardLayout(name: "number", language: nil, letters: [
        keys("1 2 3") + [KeyboardKey(.delete)],
        keys("4 5 6") + [.t("-")],
        keys("7 8 9") + [.t(".", [","])],
        [KeyboardKey(.text("0"), width: 2), KeyboardKey(.done, width: 2)],
    ], shiftLayer: nil, hasCase: false, symbols: nil, isPad: true, largeLabels: false)

    /// The digits, large, as on a cash machine: backspace left of 0, Done right of it.
    static let pin = KeyboardLayout(name: "pin", language: nil, letters: [
        keys("1 2 3"), keys("4 5 6"), keys("7 8 9"),
        [KeyboardKey(.delete), .t("0"), KeyboardKey(.done)],
    ], shiftLayer: nil, hasCase: false, symbols: nil, isPad: true, largeLabels: true)

    /// A telephone's keys, with + for the country code.
    static let phone = KeyboardLayout(name: "phone", language: nil, letters: [
        keys("1 2 3") + [KeyboardKey(.delete)],
        keys("4 5 6") + [.t("+")],
        keys("7 8 9") + [KeyboardKey(.space)],
        keys("* 0 #") + [KeyboardKey(.done)],
    ], shiftLayer: nil, hasCase: false, symbols: nil, isPad: true, largeLabels: false)

    /// A licence plate: digits and the script's letters only (capitals in Latin), a space. On a
    /// narrow panel the digits row gives way to a key that shows them as a page of their own.
    static func plate(_ script: Script, language: LanguageCode?, languageKey: Bool) -> KeyboardLayout {
        let digits = keys("1 2 3 4 5 6 7 8 9 0").map { k in var k = k; k.isOptional = true; return k }
        let letterRows: [[KeyboardKey]]
        let arabic = script == .arabic
        if arabic {
            letterRows = [keys("ض ص ث ق ف غ ع ه خ ح ج د", arabicVariants), keys("ش س ي ب ل ا ت ن م ك ط", arabicVariants),
                          keys("ذ ئ ء ؤ ر ى ة و ز ظ", arabicVariants) + [KeyboardKey(.delete, width: 1.5)]]
        } else {
            let v = script == .german ? ["A": ["Ä"], "O": ["Ö"], "U": ["Ü"]] : [String: [String]]()
            letterRows = [keys("Q W E R T Y U I O P", v), keys("A S D F G H J K L", v),
                          keys("Z X C V B N M", v) + [KeyboardKey(.delete, width: 1.5)]]
        }
        let width = (letterRows + [digits]).map(units).max() ?? 10
        func bottom(_ page: KeyboardKey) -> [KeyboardKey] {
            var row = [page]
            if languageKey { row.append(KeyboardKey(.language)) }
            row += [KeyboardKey(.space, width: 1), KeyboardKey(.done, width: 1.5)]
            row[row.count - 2].width = max(2, width - units(row.filter { !$0.isCompactOnly }) + 1)
            return row
        }
        let digitPage = [keys("1 2 3"), keys("4 5 6"), keys("7 8 9"), keys("0") + [KeyboardKey(.delete)],
                         bottom(KeyboardKey(.page(.letters), width: 1.5))]
        return KeyboardLayout(name: arabic ? "plate-ar" : "plate", language: arabic ? language : nil,
                              letters: [digits] + letterRows + [bottom(KeyboardKey(.page(.symbols), width: 1.5, compactOnly: true))],
                              shiftLayer: nil, hasCase: false, symbols: digitPage, isPad: true, largeLabels: false)
    }

    // MARK: Helpers

    /// Keys that type the space-separated `texts`, each with its long-press variants from `variants`.
    /// Split on the space's scalar, not on `Character`s: a space followed by a vowel sign
    /// (InScript's ो) is one grapheme cluster.
    static func keys(_ texts: String, _ variants: [String: [String]] = [:]) -> [KeyboardKey] {
        texts.unicodeScalars.split(separator: " ").map { scalars in
            let s = String(String.UnicodeScalarView(scalars))
            return KeyboardKey.t(s, variants[s] ?? [])
        }
    }

    /// A row's width in key units.
    static func units(_ row: [KeyboardKey]) -> Double { row.reduce(0) { $0 + $1.width } }

    static let latinVariants: [String: [String]] = [
        "a": ["à", "á", "â", "ä", "æ", "ã", "å", "ā"], "e": ["é", "è", "ê", "ë", "ē"], "i": ["í", "ì", "î", "ï"],
        "o": ["ó", "ò", "ô", "ö", "õ", "ø", "œ"], "u": ["ú", "ù", "û", "ü"], "c": ["ç"], "n": ["ñ"], "s": ["ß"],
        "y": ["ý", "ÿ"],
    ]
    static let germanVariants: [String: [String]] = [
        "a": ["à", "á", "â", "æ"], "e": ["é", "è", "ê", "ë"], "i": ["í", "ì", "î"], "o": ["ó", "ò", "ô", "œ"],
        "u": ["ú", "ù", "û"], "s": ["ś", "š"], "c": ["ç"], "n": ["ñ"], "ä": ["a"], "ö": ["o"], "ü": ["u"], "ß": ["ẞ"],
    ]
    static let arabicVariants: [String: [String]] = [
        "ا": ["أ", "إ", "آ"], "ي": ["ى", "ئ"], "و": ["ؤ"], "ه": ["ة"], "ل": ["لا", "لأ", "لإ"], "ء": ["أ", "إ", "ؤ", "ئ"],
    ]
    static let hindiVariants: [String: [String]] = [
        "क": ["क़"], "ख": ["ख़"], "ग": ["ग़"], "ज": ["ज़"], "ड": ["ड़"], "ढ": ["ढ़"], "फ": ["फ़"], "ं": ["ँ"],
    ]
}
