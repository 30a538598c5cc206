/// What a language calls itself: the words a language picker shows, so a customer finds their
/// own language whatever the kiosk shows now ("Deutsch", "العربية", "हिन्दी", never "German").
extension LanguageCode {
    /// The language's name for itself, with the script and the region when the code has them
    /// (`Português (BR)`, `中文 (Hant)`), so two of a screen's languages never show alike; a
    /// language the table does not know shows its code.
    var nativeName: String {
        guard let name = LanguageCode.nativeNames[primary] else { return rawValue }
        let parts = [script, region].compactMap { $0 }
        return parts.isEmpty ? name : "\(name) (\(parts.joined(separator: ", ")))"
    }

    /// Each language's own name, by its code. Looked up only, never listed, so its order
    /// cannot reach the screen.
    static let nativeNames: [String: String] = [
        "af": "Afrikaans", "am": "አማርኛ", "ar": "العربية", "az": "Azərbaycan", "be": "Беларуская",
        "bg": "Български", "bn": "বাংলা", "bs": "Bosanski", "ca": "Català", "ckb": "کوردیی ناوەندی",
        "cs": "Čeština", "cy": "Cymraeg", "da": "Dansk", "de": "Deutsch", "el": "Ελληνικά",
        "en": "English", "es": "Español", "et": "Eesti", "eu": "Euskara", "fa": "فارسی",
        "fi": "Suomi", "fil": "Filipino", "fr": "Français", "ga": "Gaeilge", "gl": "Galego",
        "gu": "ગુજરાતી", "he": "עברית", "hi": "हिन्दी", "hr": "Hrvatski", "hu": "Magyar",
        "hy": "Հայերեն", "id": "Bahasa Indonesia", "is": "Íslenska", "it": "Italiano", "ja": "日本語",
        "ka": "ქართული", "kk": "Қазақ тілі", "km": "ខ្មែរ", "kn": "ಕನ್ನಡ", "ko": "한국어",
        "lo": "ລາວ", "lt": "Lietuvių", "lv": "Latviešu", "mk": "Македонски", "ml": "മലയാളം",
        "mn": "Монгол", "mr": "मराठी", "ms": "Bahasa Melayu", "mt": "Malti", "my": "မြန်မာ",
        "nb": "Norsk bokmål", "ne": "नेपाली", "nl": "Nederlands", "nn": "Norsk nynorsk", "no": "Norsk",
        "pa": "ਪੰਜਾਬੀ", "pl": "Polski", "ps": "پښتو", "pt": "Português", "ro": "Română",
        "ru": "Русский", "si": "සිංහල", "sk": "Slovenčina", "sl": "Slovenščina", "sq": "Shqip",
        "sr": "Српски", "sv": "Svenska", "sw": "Kiswahili", "ta": "தமிழ்", "te": "తెలుగు",
        "th": "ไทย", "tr": "Türkçe", "uk": "Українська", "ur": "اردو", "uz": "Oʻzbek",
        "vi": "Tiếng Việt", "yi": "ייִדיש", "zh": "中文", "zu": "isiZulu",
    ]
}
