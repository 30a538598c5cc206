/// The service screens' words: English, and Arabic for a panel showing Arabic (the screens then
/// run right to left). Other languages get the English words: a technician's screen.
enum ServiceWords {
    /// The languages the service screens are written in.
    static let languages = ["en", "ar"]

    /// English text → Arabic.
    static let arabic: [String: String] = [
        "Service": "الصيانة",
        "Enter the service PIN": "أدخل رمز الصيانة",
        "PIN": "الرمز",
        "OK": "موافق",
        "Cancel": "إلغاء",
        "Checking…": "جارٍ التحقق…",
        "Wrong PIN": "رمز خاطئ",
        "Wrong PIN. Try again in %d s": "رمز خاطئ. حاول مرة أخرى بعد %d ث",
        "Version": "الإصدار",
        "Panel": "اللوحة",
        "IP addresses": "عناوين IP",
        "Kiosk up": "مدة تشغيل الكشك",
        "System up": "مدة تشغيل النظام",
        "Driver": "برنامج التشغيل",
        "Size and rotation": "الحجم والتدوير",
        "Broker": "الوسيط",
        "Last warnings": "آخر التحذيرات",
        "none": "لا شيء",
        "not connected": "غير متصل",
        "Touch test: draw here": "اختبار اللمس: ارسم هنا",
        "Touch test": "اختبار اللمس",
        "Restart kiosk": "إعادة تشغيل الكشك",
        "Leave": "خروج",
    ]

    /// The language the service screens show in, after the customer's: Arabic for Arabic, else English.
    static func language(after customer: String?) -> String { customer == "ar" ? "ar" : "en" }

    /// `english` in `language`.
    static func text(_ english: String, in language: String) -> String {
        language == "ar" ? arabic[english] ?? english : english
    }
}
